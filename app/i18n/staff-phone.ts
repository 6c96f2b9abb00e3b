/**
 * The staff area's texts for the request's source and the requests staff take for a caller
 * (issue 12 §5). French only, like the rest of the staff area (app/i18n/staff.ts).
 */
export const SOURCE_TEXT = {
  label: "Source :",
  filter: "Source",
  all: "Toutes les sources",
  detail: "Source",
  apply: "Filtrer",
} as const;

/** "de Marc", "d’Eleanor": the French preposition before a name, elided before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/i.test(name.trim()) ? `d’${name}` : `de ${name}`;
}

/** The page where staff take a request for a caller (/admin/reservations/new). */
export const PHONE_TEXT = {
  metaTitle: "Nouvelle demande",
  metaDescription: "Saisir une demande de réservation pour un client.",
  title: "Nouvelle demande pour un client",
  intro:
    "Pour un client qui appelle, écrit ou passe par une conciergerie : mêmes contrôles et même tarif que le formulaire du site. Le prix est calculé par le serveur, et le client reçoit le même e-mail d’accusé de réception, dans la langue choisie.",
  newButton: "Nouvelle demande",
  back: "Retour aux réservations",
  sectionSource: "Origine de la demande",
  source: "Reçue par",
  sourceName: "Nom de la conciergerie ou du partenaire",
  sourceNameHint: "Obligatoire pour une conciergerie ou un partenaire.",
  sourceInvalid: "Choisissez une origine dans la liste.",
  sourceNameRequired: "Indiquez le nom de la conciergerie ou du partenaire.",
  sourceNameTooLong: "Ce nom est trop long.",
  language: "Langue des e-mails du client",
  languageInvalid: "Choisissez le français ou l’anglais.",
  sectionTrip: "Trajet",
  tripType: "Type de trajet",
  departure: "Départ (ou prise en charge)",
  arrival: "Arrivée",
  arrivalHint: "Sans objet pour une mise à disposition.",
  placeHint: "Adresse, hôtel, aéroport ou gare, avec la ville.",
  stop: (n: number) => `Arrêt ${n} (facultatif)`,
  stopWait: (n: number) => `Attente à l’arrêt ${n}`,
  noWait: "Sans attente",
  minutes: (n: number) => `${n} min`,
  sectionWhen: "Date, passagers et options",
  date: "Date de prise en charge",
  time: "Heure",
  timeHint: "Au quart d’heure : 00, 15, 30 ou 45.",
  passengers: "Passagers",
  luggage: "Bagages",
  flightNumber: "Numéro de vol ou de train (facultatif)",
  returnDate: "Date du retour (aller-retour)",
  returnTime: "Heure du retour",
  hours: "Durée de la mise à disposition",
  hoursNone: "—",
  hoursValue: (n: number) => `${n} h`,
  fullDay: "Journée",
  vehicle: "Véhicule",
  vehicleStandard: "Mercedes Classe V",
  vehicleLarger: "Véhicule plus grand, sur devis",
  nameBoard: "Texte de la pancarte (facultatif)",
  sectionClient: "Client",
  firstName: "Prénom",
  lastName: "Nom",
  email: "E-mail (facultatif)",
  emailHint:
    "Sans adresse, le client ne reçoit aucun e-mail\u00a0: ni accusé de réception, ni confirmation, ni chauffeur, ni rappel. Prévenez-le par téléphone.",
  phone: "Téléphone",
  /** Someone else travels (decision 043): a concierge's guest, an assistant's director. */
  passengerName: "Passager, s’il n’est pas le client (facultatif)",
  passengerHint:
    "Le nom de la personne que le chauffeur accueille, quand le client réserve pour un hôte ou un collaborateur. Les e-mails restent adressés au client.",
  passengerPhone: "Téléphone du passager (facultatif)",
  message: "Message ou consignes (facultatif)",
  submit: "Enregistrer la demande",
  submitting: "Enregistrement…",
  errorTitle: "La demande n’a pas été enregistrée",
  historyNote: (source: string) => `Demande saisie par l’équipe (${source})`,
  /** A request taken from a message of the contact form: the form starts from the message. */
  fromMessage: (name: string, when: string) =>
    `D’après le message ${ofName(name)} reçu le ${when}\u00a0: ses coordonnées et son texte sont repris ci-dessous. Le message sera marqué traité une fois la demande enregistrée.`,
  messageCut: (max: number) =>
    `Le message dépassait ${max.toLocaleString("fr-FR")} caractères\u00a0: seul son début est repris, le reste est dans l’onglet Messages.`,
  messageUnknown: "Ce message n’existe plus\u00a0: le formulaire part de zéro.",
} as const;
