/** Texts of the booking request form, its API answers and the WhatsApp message. */
import type { BookingErrorCode } from "~/booking/constants";

/** The four steps of the form, named in its progress bar. */
type FourSteps = [string, string, string, string];

export const booking = {
  meta: {
    title: "Demande de réservation et estimation de prix",
    description:
      "Demandez votre chauffeur privé en quatre étapes : trajet, date, passagers, coordonnées. Estimation immédiate, confirmation par e-mail sous 2\u00a0h, paiement au chauffeur.",
  },
  eyebrow: "Réservation",
  title: "Demandez votre trajet",
  subtitle:
    "Quatre étapes, deux minutes. Vous voyez le prix estimé dès le trajet choisi ; nous confirmons la disponibilité et le tarif final par e-mail dans les deux heures.",
  /** field labels, shared with the quick form of the home page */
  departure: "Départ",
  arrival: "Arrivée",
  date: "Date",
  time: "Heure",
  /** the time the chauffeur meets the client, named so in every summary */
  pickupTime: "Heure de prise en charge",
  passengers: "Passagers",
  luggage: "Bagages",
  submit: "Demander un devis",
  progress: (step: number) => `Étape ${step} sur 4`,
  steps: ["Trajet", "Date et passagers", "Coordonnées", "Récapitulatif"] satisfies FourSteps,
  continue: "Continuer",
  back: "Étape précédente",
  confirm: "Confirmer la demande",
  submitting: "Envoi...",
  calculating: "Calcul en cours...",
  departurePlaceholder: "Aéroport, gare, hôtel, adresse...",
  arrivalPlaceholder: "Ville, hôtel, adresse...",
  searchHint: "Saisissez au moins deux lettres puis choisissez dans la liste.",
  searchHintNoScript:
    "Saisissez une adresse, un hôtel, une gare ou une ville\u00a0: si le nom désigne plusieurs lieux, nous vous proposerons de choisir.",
  noSuggestions:
    "Aucun lieu trouvé. Essayez une ville, un aéroport, un hôtel ou une adresse suivie de sa ville.",
  suggestionsCount: (n: number) => (n === 1 ? "1 suggestion" : `${n} suggestions`),
  /** Under an address offered as typed: the driver reads it whole, the estimate uses `where`. */
  typedAddressOption: (where: string) =>
    `Transmise telle quelle à votre chauffeur · repère pour l’estimation\u00a0: ${where}`,
  /** Under the trip (steps 2 and 4), for each address kept as typed. */
  placedAddressNote: (label: string, where: string) =>
    `Pour «\u00a0${label}\u00a0», l’estimation retient ${where}.`,
  /** Under a suggestion that lies outside the area served. */
  outsideAreaOption: "Hors de la zone desservie : devis sur demande par e-mail",
  /** Legend of the places a typed text may mean (shown after a post, without JavaScript). */
  choicesLegend: (field: string) => `${field} : lequel de ces lieux ?`,
  mapPlaceholder: "Sélectionnez un départ et une arrivée",
  mapPlaceholderHire: "Sélectionnez le lieu de prise en charge",
  mapPickupLabel: (from: string) => `Carte de la région avec le lieu de prise en charge\u00a0: ${from}`,
  mapLabel: (from: string, to: string) => `Carte de la région avec l’itinéraire de ${from} à ${to}`,
  estimateTitle: "Estimation",
  distance: "Distance",
  duration: "Durée",
  price: "Prix estimé",
  estimateNote: "Prix estimé, confirmé après validation de votre demande.",
  estimateEmbeddedNote:
    "Distance et durée estimées sur notre carte routière ; le trajet réel peut varier selon le trafic.",
  estimateFallbackNote:
    "Le service d’itinéraire ne répond pas : distance et durée estimées sur notre carte routière ; le trajet réel peut varier selon le trafic.",
  estimateRoadNote: (source: string) =>
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
  /** The minutes' grid once the hour is chosen: "(14 h)" reads as French writes an hour. */
  chooseMinuteOf: (hour: string) => `Choisissez les minutes (${hour}\u00a0h)`,
  timeChosen: (time: string) => `Heure choisie : ${time}. Modifier`,
  firstName: "Prénom",
  lastName: "Nom",
  message: "Message",
  messagePlaceholder: "Sièges enfants, bagages volumineux, arrêt en route...",
  summaryTitle: "Vérifiez votre demande",
  summaryTrip: "Trajet",
  summaryWhen: "Date et heure",
  summaryParty: "Passagers et bagages",
  summaryContact: "Coordonnées",
  /** Step 3: booking for someone else (decision 043). */
  passenger: {
    forOther: "Je réserve pour quelqu’un d’autre",
    forOtherHint:
      "Pour un client, un invité, un proche\u00a0: c’est avec vous que nous restons en contact, le chauffeur accueille votre passager.",
    name: "Nom du passager",
    nameHint: "Le nom sous lequel l’accueillir, par exemple «\u00a0M. et Mme Laurent\u00a0».",
    phone: "Téléphone du passager",
    phoneHint:
      "Pour que le chauffeur puisse le joindre le jour même. Sans numéro, c’est vous qu’il appellera.",
    summary: "Passager",
    summaryNoPhone: "joignable par votre intermédiaire",
  },
  edit: "Modifier",
  passengersValue: (n: number) => (n > 1 ? `${n} passagers` : "1 passager"),
  luggageValue: (n: number) => (n === 0 ? "aucun bagage" : n > 1 ? `${n} bagages` : "1 bagage"),
  priceLabel: "Prix estimé",
  /** Step 2's trip line: the trip alone, before the hour, the group and the options are known. */
  priceFrom: (price: string) => `à partir de ${price}`,
  priceNote:
    "Estimation indicative : le prix final vous est confirmé par e-mail après validation de la demande.",
  paymentNote: "Aucun paiement en ligne : vous réglez le chauffeur en espèces, par carte ou par virement.",
  cancellationNote:
    "Annulation gratuite plus de 48\u00a0h avant le départ ; 50\u202f% entre 24\u00a0h et 48\u00a0h ; montant total à moins de 24\u00a0h.",
  within24h:
    "Départ dans moins de 24 heures : pour une confirmation immédiate, appelez-nous ou écrivez-nous sur WhatsApp après l’envoi.",
  /** the error summary's title, and one entry: the field's label and what to correct */
  errorSummaryTitle: "Il y a un problème",
  errorEntry: (label: string, message: string) =>
    `${label}\u00a0: ${String(message).charAt(0).toLowerCase()}${String(message).slice(1)}`,
  errorPlaces: "Veuillez sélectionner un départ et une arrivée",
  /** Step 3: an e-mail address whose domain looks mistyped ("gmial.com"), and the two ways on. */
  emailCheck: {
    message: (suggested: string) => `Vouliez-vous dire ${suggested}\u00a0? Vérifiez votre adresse e-mail.`,
    legend: "Quelle adresse devons-nous utiliser\u00a0?",
    useSuggestion: (suggested: string) => `Utiliser ${suggested}`,
    keepTyped: (typed: string) => `Garder ${typed}\u00a0: mon adresse est correcte`,
  },
  /** The words of `errors.placeOutsideArea` made a link to the contact page. */
  outsideAreaContact: "écrivez-nous",
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
    phoneInvalid:
      "Numéro invalide ou incomplet. Exemple : 06\u00a012\u00a034\u00a056\u00a078 ; un numéro étranger commence par l’indicatif de son pays : +44\u00a020\u00a07946\u00a00000.",
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
  } satisfies Record<BookingErrorCode, string>,
  whatsappTitle: "Plutôt WhatsApp ?",
  placesCredit: "Adresses : Google Maps",
  whatsappText: "Envoyez-nous votre trajet, nous répondons rapidement, jour et nuit.",
  whatsappButton: "Réserver sur WhatsApp",
  whatsappMessage: (trip: string | null) =>
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
  /** Trip types, stops, return, hire, extras, capacity and the price breakdown (decision 017). */
  trips: {
    typeLegend: "Type de trajet",
    types: { oneWay: "Aller simple", return: "Aller-retour", hourly: "Mise à disposition (à l’heure)" },
    hourlyNoArrival:
      "Mise à disposition : indiquez seulement le lieu de prise en charge, le chauffeur reste avec vous (l’arrivée est ignorée).",
    stopsLegend: (max: number) => `Arrêts en route (jusqu’à ${max}, facultatif)`,
    stopsHint: (stop: string, quarter: string) =>
      `Laissez vides les arrêts inutiles. Chaque arrêt : ${stop} ; l’attente : ${quarter} par quart d’heure entamé.`,
    stopLabel: (n: number) => `Arrêt ${n}`,
    stopPlaceholder: "Hôtel, restaurant, adresse...",
    waitingLabel: (n: number) => `Attente à l’arrêt ${n}`,
    waitingOption: (m: number) =>
      m === 0
        ? "Pas d’attente"
        : m < 60
          ? `${m} min`
          : `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60}` : ""}`,
    addStop: "Ajouter un arrêt",
    removeStop: (n: number) => `Retirer l’arrêt ${n}`,
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
    arrivalWaiting: (m: number) =>
      `Indiquez l’heure d’arrivée prévue : le chauffeur suit votre arrivée et vous attend jusqu’à ${m} minutes après, sans supplément.`,
    flightLabel: "Numéro de vol",
    trainLabel: "Numéro de train",
    returnLegend: "Retour",
    returnDate: "Date du retour",
    returnTime: "Heure de prise en charge du retour",
    returnNote: (percent: number) =>
      `Le retour est pris en charge à l’arrivée de l’aller, vers le départ, à sa propre date ; ${percent} % de remise sur le retour.`,
    hireLength: "Durée de la mise à disposition",
    hoursOption: (n: number) => `${n} heures`,
    fullDayOption: (h: number) => `Journée (${h} h)`,
    hireNote: (km: number, extra: string, dayKm: number) =>
      `${km} km inclus par heure (${dayKm} km pour la journée), puis ${extra} par kilomètre.`,
    capacityLegend: (vehicle: string, seats: number, luggage: number) =>
      `Si votre groupe dépasse une ${vehicle} (${seats} passagers, ${luggage} bagages, housses de skis et de golf comprises)`,
    vehicleStandard: (vehicle: string) => `Deux ${vehicle}, prix estimé tout de suite`,
    vehicleLarger: "Un véhicule plus grand (minibus, autocar), prix sur devis",
    extrasLegend: "Options : sièges enfant, skis et golf, animaux, pancarte",
    free: "gratuit",
    each: (price: string) => `${price} l’unité`,
    nameBoard: "Texte de la pancarte d’accueil",
    nameBoardHint: "Le chauffeur vous attend avec une pancarte à ce nom.",
    quoteTitle: "Prix estimé de votre demande",
    parts: {
      outbound: "Aller",
      return: "Retour",
      hire: "Mise à disposition",
      request: "Véhicules et options",
    },
    /** The part "request" titled by what it holds: a second vehicle only, or options only. */
    requestPart: { vehicles: "Véhicules", extras: "Options" },
    lines: {
      fixedFare: "Forfait",
      distance: (km: string) => `Trajet (${km})`,
      minimum: "Prix minimum",
      stops: (n: number) => (n > 1 ? `${n} arrêts` : "1 arrêt"),
      waiting: (m: string) => `Attente (${m})`,
      night: "Nuit",
      surcharge: (label: string, percent: number) => `${label} (+${percent} %)`,
      rounding: "Arrondi",
      returnDiscount: (percent: number) => `Remise aller-retour (−${percent} %)`,
      hire: (h: number, km: number) => `${h} heures, ${km} km inclus`,
      fullDay: (h: number, km: number) => `Journée de ${h} heures, ${km} km inclus`,
      extraVehicle: (n: number) => (n > 1 ? `${n} véhicules supplémentaires` : "Second véhicule"),
      extra: (label: string, n: number) => (n > 1 ? `${label} × ${n}` : label),
    },
    total: "Total estimé",
    onRequest: "Véhicule plus grand : prix sur devis, envoyé par e-mail sous 2 heures.",
    summaryType: "Type de trajet",
    summaryStops: "Arrêts",
    summaryReturn: "Retour",
    summaryHire: "Durée",
    summaryVehicles: "Véhicules",
    vehiclesValue: (n: number, vehicle: string) => (n > 1 ? `${n} ${vehicle}` : `1 ${vehicle}`),
    largerValue: "Véhicule plus grand, sur devis",
    summaryExtras: "Options",
    summaryNameBoard: "Pancarte",
    summaryFlight: "Vol",
    summaryTrain: "Train",
    waitingValue: (m: string) => `attente ${m}`,
    vehiclesCount: (n: number) => `${n} véhicules`,
    summaryIncludedWaiting: "Attente incluse",
    includedWaitingValue: (m: string) => `jusqu’à ${m} après l’heure d’arrivée prévue, sans supplément`,
    /** A hire's length and kilometres, then the price of each further kilometre. */
    hireExtraKm: (length: string, price: string) => `${length} ; au-delà, ${price} par kilomètre`,
  },
};

export type BookingTexts = typeof booking;

export type TripTexts = BookingTexts["trips"];
