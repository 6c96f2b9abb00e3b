/** The staff area's texts for what clients do from their private link (decision 021). French only. */
import { FIELD_LIMITS } from "~/booking/constants";
import { TRIP_FIELDS_FR } from "./fr/trip-fields";

export const FOLLOW_STAFF_TEXT = {
  clientActor: "Client (lien privé)",
  /** The cue in the list and the planner while a change request waits for an answer. */
  cue: "Modification demandée",
  approvedNote: "Modification acceptée\u00a0: ",
  refusedNote: "Modification refusée\u00a0: ",
  historyQuoteAccepted: (move: string) => `Devis accepté par le client · ${move}`,
  cardTitle: "Modification demandée par le client",
  requestedAt: (when: string) => `Demandée le ${when} depuis le lien privé du client.`,
  help: "Modifiez d’abord le trajet si besoin, puis répondez\u00a0: le client reçoit votre réponse par e-mail, dans sa langue.",
  messageLabel: "Message au client (facultatif)",
  // Language names are capitalised as labels ("Français"), not inside a sentence.
  messageHint: (language: string) => `Écrit tel quel dans l’e-mail, en ${language.toLowerCase()}.`,
  approve: "Accepter la modification",
  refuse: "Refuser la modification",
  answered: "Réponse envoyée au client.",
  none: "Cette demande de modification a déjà été traitée.",
  tooLong: "Le message fait 1\u00a0000 caractères au plus.",
  historyClientCancelled: "Annulée par le client depuis son lien privé, sans frais",
  historyClientChange: "Modification demandée par le client",
  historyChangeAnswered: "Réponse à la demande de modification",
  historyMessage: "Message au client\u00a0:",
  followLink: "Lien privé du client",
  followLinkHint: "La page que le client ouvre depuis ses e-mails\u00a0: ne la transmettez qu’à lui.",
} as const;

/** The office's sheet of tomorrow's jobs, e-mailed each evening (decision 025). */
export const EVENING_SHEET_TEXT = {
  subject: (day: string, count: number) =>
    count === 0
      ? `Demain ${day}\u00a0: aucune course`
      : `Demain ${day}\u00a0: ${count} course${count > 1 ? "s" : ""}`,
  intro: (day: string, count: number) =>
    count === 0
      ? `Aucune course confirmée pour demain, ${day}.`
      : `Les courses confirmées de demain, ${day}, dans l’ordre des prises en charge (${count}).`,
  awaiting: (count: number) =>
    `${count} demande${count > 1 ? "s" : ""} pour demain attend${count > 1 ? "ent" : ""} encore une réponse.`,
  returnLeg: "retour",
  route: "Trajet",
  client: "Client",
  /** Who travels, when the client booked for someone else (decision 043). */
  passenger: "Passager",
  party: "Passagers et bagages",
  flight: "Vol ou train",
  driver: "Chauffeur",
  vehicle: "Véhicule",
  none: "Non attribué",
  open: "Ouvrir le planning de demain",
} as const;

/** Editing a request and setting its price by hand (issue 12 §4); duplicates. */
export const EDIT_TEXT = {
  title: "Modifier la demande",
  open: "Modifier le trajet",
  help: "Le prix estimé est recalculé par le serveur à partir du tarif. Le client reçoit son trajet à jour par e-mail, sauf si vous décochez la case.",
  notify: "Envoyer au client son trajet à jour",
  notifyHint:
    "Ce qui change, puis le trajet complet, dans sa langue\u00a0; pour une réservation confirmée, avec le fichier agenda. Décochez pour une simple correction qui ne le concerne pas.",
  notifyPrice: "Prévenir le client du nouveau prix",
  notifyPriceHint: "La réservation est confirmée\u00a0: le client connaît déjà son prix.",
  ...TRIP_FIELDS_FR,
  hourlyPlace: "Lieu de prise en charge",
  nameBoardText: "Texte de la pancarte",
  clientTitle: "Modifier le client",
  clientHelp:
    "Corriger le nom, l’e-mail, le téléphone ou la langue des e-mails, ou indiquer qui voyage. Le client n’en est pas prévenu\u00a0; la modification est gardée dans l’historique.",
  passengerHint:
    "Si le client réserve pour quelqu’un d’autre (un hôte, un collaborateur)\u00a0: le chauffeur accueille et appelle le passager\u00a0; les e-mails restent adressés au client. Vide\u00a0: le client voyage lui-même.",
  passengerName: "Passager (nom complet)",
  passengerPhone: "Téléphone du passager",
  clientEmailHint:
    "Facultatif pour une demande saisie par l’équipe\u00a0: sans adresse, le client ne reçoit aucun e-mail.",
  saveClient: "Enregistrer le client",
  clientStale:
    "Les coordonnées du client ont été modifiées entre-temps\u00a0: rien n’a été enregistré. Les coordonnées actuelles sont affichées, vérifiez-les avant de recommencer.",
  clientErrors: {
    firstName: "Prénom invalide.",
    lastName: "Nom invalide.",
    email: "Adresse e-mail invalide (une demande faite sur le site en garde toujours une).",
    phone: "Numéro de téléphone invalide.",
    language: "Choisissez le français ou l’anglais.",
    passengerName: "Nom du passager invalide (il est requis avec son téléphone).",
    passengerPhone: "Téléphone du passager invalide.",
  },
  nameBoardHint: "Le nom que le chauffeur tient à l’arrivée. Vide\u00a0: pas de pancarte.",
  save: "Enregistrer et recalculer le prix",
  saved: "Demande modifiée, prix recalculé.",
  unchanged: "Rien n’a changé.",
  priceTitle: "Fixer le prix à la main",
  priceHelp: "Remplace le prix final (celui de la confirmation). Le motif est gardé dans l’historique.",
  price: "Nouveau prix final (€)",
  reason: "Motif du prix",
  savePrice: "Enregistrer le prix",
  priceSaved: "Prix enregistré.",
  errors: {
    place: "Indiquez le départ et l’arrivée (300 caractères au plus).",
    date: "Date invalide.",
    time: "Heure invalide (au quart d’heure).",
    return: "Le retour doit avoir une date et une heure au quart d’heure, après l’aller.",
    passengers: "Entre 1 et 60 passagers.",
    luggage: "Entre 0 et 80 bagages.",
    flight: "Numéro de vol ou de train invalide (AF1234).",
    extras: "Quantité d’option invalide.",
    nameBoard: `Le texte de la pancarte est trop long (${FIELD_LIMITS.nameBoard} caractères au plus) ou contient un caractère interdit.`,
    closed: "Cette demande est close\u00a0: elle ne peut plus être modifiée.",
    "not-found": "Demande introuvable.",
    "place-not-found": "Lieu introuvable\u00a0: précisez l’adresse (ville, nom de l’hôtel, terminal…).",
    price: "Prix invalide (par exemple 180 ou 180,50).",
    reason: "Indiquez le motif (500 caractères au plus).",
  },
  fields: {
    ...TRIP_FIELDS_FR,
    flightNumber: "Vol",
    // Their values read "180,50 €" (formatChangeValue): no "(€)" in the label.
    priceCents: "Prix estimé",
    finalPriceCents: "Prix final",
    driver: "Chauffeur",
    vehicle: "Véhicule",
    meetingPoint: "Point de rendez-vous",
    firstName: "Prénom",
    lastName: "Nom",
    email: "E-mail",
    phone: "Téléphone",
    language: "Langue du client",
    passengerName: "Passager",
    passengerPhone: "Téléphone du passager",
    // The other vans of a request in several (decision 037).
    driver2: "Chauffeur du véhicule 2",
    vehicle2: "Véhicule 2",
    driver3: "Chauffeur du véhicule 3",
    vehicle3: "Véhicule 3",
    driver4: "Chauffeur du véhicule 4",
    vehicle4: "Véhicule 4",
  } as Record<string, string>,
  historyEdited: "Demande modifiée",
  historyPrice: "Prix fixé à la main",
  historyAssigned: "Chauffeur et véhicule attribués",
  historyReassigned: "Attribution modifiée",
  historyUnassigned: "Attribution retirée",
  duplicateTitle: "Doublon possible",
  duplicateText: "Même e-mail ou même téléphone, même trajet, à moins de 24\u00a0h d’écart\u00a0:",
} as const;
