/** Texts of the booking request form, its API answers and the WhatsApp message. */
import type { BookingErrorCode } from "~/booking/constants";

export interface BookingTexts {
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  subtitle: string;
  /** field labels, shared with the quick form of the home page */
  departure: string;
  arrival: string;
  date: string;
  time: string;
  /** the time the chauffeur meets the client, named so in every summary */
  pickupTime: string;
  passengers: string;
  luggage: string;
  submit: string;
  progress: (step: number) => string;
  steps: [string, string, string, string];
  continue: string;
  back: string;
  confirm: string;
  submitting: string;
  calculating: string;
  departurePlaceholder: string;
  arrivalPlaceholder: string;
  searchHint: string;
  searchHintNoScript: string;
  noSuggestions: string;
  suggestionsCount: (n: number) => string;
  /** Under a suggestion that lies outside the area served. */
  outsideAreaOption: string;
  /** Legend of the places a typed text may mean (shown after a post, without JavaScript). */
  choicesLegend: (field: string) => string;
  mapPlaceholder: string;
  mapLabel: (from: string, to: string) => string;
  estimateTitle: string;
  distance: string;
  duration: string;
  price: string;
  estimateNote: string;
  estimateEmbeddedNote: string;
  estimateFallbackNote: string;
  estimateRoadNote: (source: string) => string;
  selectDeparture: string;
  selectArrival: string;
  flightNumber: string;
  flightHint: string;
  optional: string;
  hour: string;
  minute: string;
  chooseTime: string;
  chooseHour: string;
  chooseMinute: string;
  timeChosen: (time: string) => string;
  firstName: string;
  lastName: string;
  message: string;
  messagePlaceholder: string;
  summaryTitle: string;
  summaryTrip: string;
  summaryWhen: string;
  summaryParty: string;
  summaryContact: string;
  edit: string;
  passengersValue: (n: number) => string;
  luggageValue: (n: number) => string;
  priceLabel: string;
  priceNote: string;
  paymentNote: string;
  cancellationNote: string;
  within24h: string;
  /** the error summary's title, and one entry: the field's label and what to correct */
  errorSummaryTitle: string;
  errorEntry: (label: string, message: string) => string;
  errorPlaces: string;
  errorFields: string;
  errorSubmit: string;
  errorCalculate: string;
  errorRateLimited: string;
  errors: Record<BookingErrorCode, string>;
  whatsappTitle: string;
  placesCredit: string;
  whatsappText: string;
  whatsappButton: string;
  whatsappMessage: (trip: string | null) => string;
  asideTitle: string;
  asidePoints: string[];
  /** Trip types, stops, return, hire, extras, capacity and the price breakdown (decision 017). */
  trips: TripTexts;
}

export interface TripTexts {
  typeLegend: string;
  types: { oneWay: string; return: string; hourly: string };
  hourlyNoArrival: string;
  stopsLegend: (max: number) => string;
  stopsHint: (stopPrice: string, quarterPrice: string) => string;
  stopLabel: (n: number) => string;
  stopPlaceholder: string;
  waitingLabel: (n: number) => string;
  waitingOption: (minutes: number) => string;
  addStop: string;
  removeStop: (n: number) => string;
  estimateLater: string;
  pickupDate: string;
  pickupTime: string;
  arrivalDate: string;
  arrivalTime: { airport: string; heliport: string; station: string };
  arrivalWaiting: (minutes: number) => string;
  flightLabel: string;
  trainLabel: string;
  returnLegend: string;
  returnDate: string;
  returnTime: string;
  returnNote: (percent: number) => string;
  hireLength: string;
  hoursOption: (n: number) => string;
  fullDayOption: (hours: number) => string;
  hireNote: (kmPerHour: number, extraKm: string, fullDayKm: number) => string;
  capacityLegend: (vehicle: string, seats: number, luggage: number) => string;
  vehicleStandard: (vehicle: string) => string;
  vehicleLarger: string;
  extrasLegend: string;
  free: string;
  each: (price: string) => string;
  nameBoard: string;
  nameBoardHint: string;
  quoteTitle: string;
  parts: { outbound: string; return: string; hire: string; request: string };
  lines: {
    fixedFare: string;
    distance: (km: string) => string;
    minimum: string;
    stops: (n: number) => string;
    waiting: (minutes: string) => string;
    night: string;
    surcharge: (label: string, percent: number) => string;
    rounding: string;
    returnDiscount: (percent: number) => string;
    hire: (hours: number, km: number) => string;
    fullDay: (hours: number, km: number) => string;
    extraVehicle: (n: number) => string;
    extra: (label: string, n: number) => string;
  };
  total: string;
  onRequest: string;
  summaryType: string;
  summaryStops: string;
  summaryReturn: string;
  summaryHire: string;
  summaryVehicles: string;
  vehiclesValue: (n: number, vehicle: string) => string;
  largerValue: string;
  summaryExtras: string;
  summaryNameBoard: string;
  summaryFlight: string;
  summaryTrain: string;
  waitingValue: (minutes: string) => string;
  vehiclesCount: (n: number) => string;
  summaryIncludedWaiting: string;
  includedWaitingValue: (minutes: string) => string;
  /** A hire's length and kilometres, then the price of each further kilometre. */
  hireExtraKm: (length: string, price: string) => string;
}

export const booking: BookingTexts = {
  meta: {
    title: "Demande de réservation et estimation de prix",
    description:
      "Demandez votre chauffeur privé en quatre étapes : trajet, date, passagers, coordonnées. Estimation immédiate, confirmation par e-mail sous 2\u00a0h, paiement au chauffeur.",
  },
  eyebrow: "Réservation",
  title: "Demandez votre trajet",
  subtitle:
    "Quatre étapes, deux minutes. Vous voyez le prix estimé dès le trajet choisi ; nous confirmons la disponibilité et le tarif final par e-mail dans les deux heures.",
  departure: "Départ",
  arrival: "Arrivée",
  date: "Date",
  time: "Heure",
  pickupTime: "Heure de prise en charge",
  passengers: "Passagers",
  luggage: "Bagages",
  submit: "Demander un devis",
  progress: (step) => `Étape ${step} sur 4`,
  steps: ["Trajet", "Date et passagers", "Coordonnées", "Récapitulatif"],
  continue: "Continuer",
  back: "Retour",
  confirm: "Confirmer la demande",
  submitting: "Envoi...",
  calculating: "Calcul en cours...",
  departurePlaceholder: "Aéroport, gare, hôtel, adresse...",
  arrivalPlaceholder: "Ville, hôtel, adresse...",
  searchHint: "Saisissez au moins deux lettres puis choisissez dans la liste.",
  searchHintNoScript:
    "Saisissez une adresse, un hôtel, une gare ou une ville\u00a0: si le nom désigne plusieurs lieux, nous vous proposerons de choisir.",
  noSuggestions: "Aucun lieu trouvé. Essayez une ville, un aéroport ou un hôtel.",
  suggestionsCount: (n) => (n === 1 ? "1 suggestion" : `${n} suggestions`),
  outsideAreaOption: "Hors de la zone desservie : devis sur demande par e-mail",
  choicesLegend: (field) => `${field} : lequel de ces lieux ?`,
  mapPlaceholder: "Sélectionnez un départ et une arrivée",
  mapLabel: (from, to) => `Carte de la région avec l’itinéraire de ${from} à ${to}`,
  estimateTitle: "Estimation",
  distance: "Distance",
  duration: "Durée",
  price: "Prix estimé",
  estimateNote: "Prix estimé, confirmé après validation de votre demande.",
  estimateEmbeddedNote:
    "Distance et durée estimées sur notre carte routière ; le trajet réel peut varier selon le trafic.",
  estimateFallbackNote:
    "Le service d’itinéraire ne répond pas : distance et durée estimées sur notre carte routière ; le trajet réel peut varier selon le trafic.",
  estimateRoadNote: (source) =>
    `Distance et durée calculées sur le réseau routier (${source}), hors conditions de circulation.`,
  selectDeparture: "Choisissez un lieu de départ",
  selectArrival: "Choisissez un lieu d’arrivée",
  flightNumber: "Numéro de vol ou de train",
  flightHint: "Nous suivons votre arrivée et adaptons l’heure de prise en charge. Exemple : AF7700.",
  optional: "facultatif",
  hour: "Heure",
  minute: "Minutes",
  chooseTime: "Choisir l’heure",
  chooseHour: "Choisissez l’heure",
  chooseMinute: "Choisissez les minutes",
  timeChosen: (time) => `Heure choisie : ${time}. Modifier`,
  firstName: "Prénom",
  lastName: "Nom",
  message: "Message",
  messagePlaceholder: "Sièges enfants, bagages volumineux, arrêt en route...",
  summaryTitle: "Vérifiez votre demande",
  summaryTrip: "Trajet",
  summaryWhen: "Date et heure",
  summaryParty: "Passagers et bagages",
  summaryContact: "Coordonnées",
  edit: "Modifier",
  passengersValue: (n) => (n > 1 ? `${n} passagers` : "1 passager"),
  luggageValue: (n) => (n === 0 ? "aucun bagage" : n > 1 ? `${n} bagages` : "1 bagage"),
  priceLabel: "Prix estimé",
  priceNote:
    "Estimation indicative : le prix final vous est confirmé par e-mail après validation de la demande.",
  paymentNote: "Aucun paiement en ligne : vous réglez le chauffeur en espèces, par carte ou par virement.",
  cancellationNote:
    "Annulation gratuite plus de 48\u00a0h avant le départ ; 50\u202f% entre 24\u00a0h et 48\u00a0h ; montant total à moins de 24\u00a0h.",
  within24h:
    "Départ dans moins de 24 heures : pour une confirmation immédiate, appelez-nous ou écrivez-nous sur WhatsApp après l’envoi.",
  errorSummaryTitle: "Il y a un problème",
  errorEntry: (label, message) =>
    `${label}\u00a0: ${String(message).charAt(0).toLowerCase()}${String(message).slice(1)}`,
  errorPlaces: "Veuillez sélectionner un départ et une arrivée",
  errorFields: "Veuillez remplir tous les champs",
  errorSubmit: "Erreur lors de l’envoi. Veuillez réessayer.",
  errorCalculate: "Erreur lors du calcul du trajet",
  errorRateLimited:
    "Trop de demandes depuis votre connexion. Réessayez dans quelques minutes ou appelez-nous.",
  errors: {
    required: "Ce champ est obligatoire.",
    tooLong: "Ce texte est trop long.",
    controlChars: "Ce texte contient des caractères de contrôle invisibles (par exemple NUL) : retirez-les.",
    placeRequired: "Indiquez un lieu.",
    placeNotFound: "Lieu introuvable. Précisez la ville ou choisissez dans la liste.",
    placeChoose: "Plusieurs lieux correspondent : choisissez le vôtre dans la liste sous le champ.",
    placeOutsideArea:
      "Ce lieu est en dehors de la zone que nous desservons (Côte d’Azur et Provence, Alpes jusqu’à Lyon, Suisse, Italie du Nord-Ouest) ; écrivez-nous pour un devis.",
    samePlace: "Le départ et l’arrivée sont identiques.",
    dateInvalid: "Date invalide.",
    datePast: "La date ne peut pas être passée.",
    dateTooFar: "Nous prenons les demandes jusqu’à deux ans à l’avance.",
    timeInvalid: "Choisissez une heure et des minutes (00, 15, 30 ou 45).",
    timePast: "Cette heure est déjà passée.",
    passengersRange:
      "De 1 à 14 passagers (deux véhicules au-delà de 7). Pour un groupe plus nombreux, écrivez-nous.",
    luggageRange: "De 0 à 16 bagages (deux véhicules au-delà de 8).",
    emailInvalid: "Adresse e-mail invalide.",
    phoneInvalid: "Numéro invalide. Exemple : +33 6 12 34 56 78.",
    nameInvalid: "Utilisez uniquement des lettres, espaces, apostrophes et tirets.",
    flightInvalid: "Numéro invalide. Exemple : AF7700 ou TGV6173.",
    tooManyStops: "Trois arrêts au plus ; pour un circuit plus long, choisissez la mise à disposition.",
    waitingInvalid: "Choisissez une durée d’attente dans la liste.",
    returnTooEarly:
      "Le retour doit partir après l’arrivée de l’aller (durée du trajet plus 30 minutes au moins).",
    hireLengthInvalid: "Choisissez une durée de 2 à 12 heures, ou la journée.",
    extraTooMany: "Ce nombre dépasse ce que nous pouvons prévoir ; écrivez-nous dans le message.",
    childSeatsOverPassengers:
      "Il y a plus de sièges enfant que de passagers : comptez les enfants parmi les passagers.",
  },
  whatsappTitle: "Plutôt WhatsApp ?",
  placesCredit: "Adresses : Google Maps",
  whatsappText: "Envoyez-nous votre trajet, nous répondons rapidement, jour et nuit.",
  whatsappButton: "Réserver sur WhatsApp",
  whatsappMessage: (trip) =>
    trip
      ? `Bonjour, je souhaite réserver un chauffeur : ${trip}.`
      : "Bonjour, je souhaite réserver un chauffeur.",
  asideTitle: "Bon à savoir",
  asidePoints: [
    "Réponse par e-mail sous 2 heures, 24\u00a0h/24.",
    "Suivi des vols : votre chauffeur s’adapte à l’heure réelle d’arrivée.",
    "Mercedes Classe V : jusqu’à 7 passagers et 8 valises.",
    "Paiement au chauffeur : espèces, carte ou virement.",
  ],
  trips: {
    typeLegend: "Type de trajet",
    types: { oneWay: "Aller simple", return: "Aller-retour", hourly: "Mise à disposition (à l’heure)" },
    hourlyNoArrival:
      "Mise à disposition : indiquez seulement le lieu de prise en charge, le chauffeur reste avec vous (l’arrivée est ignorée).",
    stopsLegend: (max) => `Arrêts en route (jusqu’à ${max}, facultatif)`,
    stopsHint: (stop, quarter) =>
      `Laissez vides les arrêts inutiles. Chaque arrêt : ${stop} ; l’attente : ${quarter} par quart d’heure entamé.`,
    stopLabel: (n) => `Arrêt ${n}`,
    stopPlaceholder: "Hôtel, restaurant, adresse...",
    waitingLabel: (n) => `Attente à l’arrêt ${n}`,
    waitingOption: (m) =>
      m === 0
        ? "Pas d’attente"
        : m < 60
          ? `${m} min`
          : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60}` : ""}`,
    addStop: "Ajouter un arrêt",
    removeStop: (n) => `Retirer l’arrêt ${n}`,
    estimateLater:
      "Avec des arrêts, un retour ou une mise à disposition, le prix complet s’affiche à l’étape suivante.",
    pickupDate: "Date de prise en charge",
    pickupTime: "Heure de prise en charge",
    arrivalDate: "Date d’arrivée",
    arrivalTime: {
      airport: "Heure d’atterrissage prévue",
      heliport: "Heure d’arrivée prévue de l’hélicoptère",
      station: "Heure d’arrivée prévue du train",
    },
    arrivalWaiting: (m) =>
      `Indiquez l’heure d’arrivée prévue : le chauffeur suit votre arrivée et vous attend jusqu’à ${m} minutes après, sans supplément.`,
    flightLabel: "Numéro de vol",
    trainLabel: "Numéro de train",
    returnLegend: "Retour",
    returnDate: "Date du retour",
    returnTime: "Heure de prise en charge du retour",
    returnNote: (percent) =>
      `Le retour est pris en charge à l’arrivée de l’aller, vers le départ, à sa propre date ; ${percent} % de remise sur le retour.`,
    hireLength: "Durée de la mise à disposition",
    hoursOption: (n) => `${n} heures`,
    fullDayOption: (h) => `Journée (${h} h)`,
    hireNote: (km, extra, dayKm) =>
      `${km} km inclus par heure (${dayKm} km pour la journée), puis ${extra} par kilomètre.`,
    capacityLegend: (vehicle, seats, luggage) =>
      `Si votre groupe dépasse une ${vehicle} (${seats} passagers, ${luggage} bagages)`,
    vehicleStandard: (vehicle) => `Deux ${vehicle}, prix estimé tout de suite`,
    vehicleLarger: "Un véhicule plus grand (minibus, autocar), prix sur devis",
    extrasLegend: "Options : sièges enfant, skis et golf, animaux, pancarte",
    free: "gratuit",
    each: (price) => `${price} l’unité`,
    nameBoard: "Texte de la pancarte d’accueil",
    nameBoardHint: "Le chauffeur vous attend avec une pancarte à ce nom.",
    quoteTitle: "Prix estimé de votre demande",
    parts: {
      outbound: "Aller",
      return: "Retour",
      hire: "Mise à disposition",
      request: "Véhicules et options",
    },
    lines: {
      fixedFare: "Forfait",
      distance: (km) => `Trajet (${km})`,
      minimum: "Prix minimum",
      stops: (n) => (n > 1 ? `${n} arrêts` : "1 arrêt"),
      waiting: (m) => `Attente (${m})`,
      night: "Nuit",
      surcharge: (label, percent) => `${label} (+${percent} %)`,
      rounding: "Arrondi",
      returnDiscount: (percent) => `Remise aller-retour (−${percent} %)`,
      hire: (h, km) => `${h} heures, ${km} km inclus`,
      fullDay: (h, km) => `Journée de ${h} heures, ${km} km inclus`,
      extraVehicle: (n) => (n > 1 ? `${n} véhicules supplémentaires` : "Second véhicule"),
      extra: (label, n) => (n > 1 ? `${label} × ${n}` : label),
    },
    total: "Total estimé",
    onRequest: "Véhicule plus grand : prix sur devis, envoyé par e-mail sous 2 heures.",
    summaryType: "Type de trajet",
    summaryStops: "Arrêts",
    summaryReturn: "Retour",
    summaryHire: "Durée",
    summaryVehicles: "Véhicules",
    vehiclesValue: (n, vehicle) => (n > 1 ? `${n} ${vehicle}` : `1 ${vehicle}`),
    largerValue: "Véhicule plus grand, sur devis",
    summaryExtras: "Options",
    summaryNameBoard: "Pancarte",
    summaryFlight: "Vol",
    summaryTrain: "Train",
    waitingValue: (m) => `attente ${m}`,
    vehiclesCount: (n) => `${n} véhicules`,
    summaryIncludedWaiting: "Attente incluse",
    includedWaitingValue: (m) => `jusqu’à ${m} après l’heure d’arrivée prévue, sans supplément`,
    hireExtraKm: (length, price) => `${length} ; au-delà, ${price} par kilomètre`,
  },
};
