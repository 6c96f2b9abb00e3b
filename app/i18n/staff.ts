/**
 * The staff area's texts. The sign-in page and the administration are in French only (the
 * specification's texts); the visitor-facing site is bilingual and lives in app/i18n.
 */
import type { Status } from "~/domain/admin/status";
import type { Lang } from "./lang";
import { ofName } from "./staff-phone";

export const STATUS_LABELS: Record<Status, string> = {
  new: "Nouvelle",
  quoted: "Devis envoyé",
  confirmed: "Confirmée",
  completed: "Effectuée",
  cancelled: "Annulée",
  declined: "Déclinée",
};

/** The button that moves a reservation to the status. */
export const STATUS_ACTIONS: Record<Status, string> = {
  new: "Remettre en nouvelle",
  quoted: "Envoyer un devis",
  confirmed: "Confirmer",
  completed: "Marquer comme effectuée",
  cancelled: "Annuler la réservation",
  declined: "Décliner la demande",
};

export const ROLE_LABELS = { admin: "Administrateur", staff: "Équipe" } as const;

export const LANGUAGE_LABELS = { fr: "Français", en: "Anglais" } as const;

export const AUTH_TEXT = {
  metaTitle: "Connexion de l’équipe",
  metaDescription: "Accès réservé à l’équipe : demandes de réservation et messages.",
  eyebrow: "Espace équipe",
  title: "Connexion",
  intro: "Accès réservé à l’équipe. Les comptes sont créés par un administrateur.",
  email: "E-mail",
  password: "Mot de passe",
  submit: "Se connecter",
  submitting: "Connexion...",
  backHome: "Retour à l’accueil",
  errorTitle: "Erreur de connexion",
  invalid: "E-mail ou mot de passe incorrect.",
  throttled: "Trop de tentatives de connexion. Réessayez dans quelques minutes.",
  emailRequired: "Saisissez votre adresse e-mail.",
  emailInvalid: "Saisissez une adresse e-mail valide.",
  passwordRequired: "Saisissez votre mot de passe.",
  refused: "Requête refusée.",
} as const;

export const FLASH_TEXT = {
  "signed-out": { title: "Déconnexion réussie" },
  "account-created": {
    title: "Inscription réussie !",
    description: "Vous pouvez maintenant vous connecter.",
  },
  "status-changed": { title: "Statut mis à jour" },
  "fleet-saved": { title: "Enregistré" },
  "fleet-removed": { title: "Retiré" },
  "assignment-saved": { title: "Attribution enregistrée" },
  "reservation-created": {
    title: "Demande enregistrée",
    description: "Le client reçoit l’accusé de réception par e-mail.",
  },
  "reservation-created-no-email": {
    title: "Demande enregistrée",
    description:
      "Le client n’a pas d’adresse e-mail\u00a0: il ne reçoit rien, tenez-le informé par téléphone.",
  },
  "account-changed": { title: "Compte mis à jour" },
  "recap-sent": {
    title: "Récapitulatif envoyé",
    description: "Le client le reçoit par e-mail dans quelques instants.",
  },
  "quote-sent": {
    title: "Devis envoyé",
    description: "Le client le reçoit par e-mail et l’accepte depuis son lien privé.",
  },
  "invoice-issued": { title: "Facture établie" },
  "invoice-sent": {
    title: "Facture envoyée",
    description: "Le client la reçoit par e-mail dans quelques instants.",
  },
  "invoice-settled": { title: "Règlement enregistré" },
  "invoice-unsettled": {
    title: "Règlement retiré",
    description: "La facture est de nouveau à encaisser.",
  },
  "invoice-credited": {
    title: "Avoir émis",
    description: "La facture est annulée\u00a0: une nouvelle peut être établie.",
  },
} as const;

/** The frame of every staff page (app/components/admin/staff-shell.tsx). */
export const SHELL_TEXT = {
  area: "Espace équipe",
  skip: "Aller au contenu",
  navLabel: "Espace équipe",
  signedInAs: "Connecté en tant que",
  roleLabel: "Rôle :",
  planner: "Planning",
  requests: "Demandes",
  messages: "Messages",
  drivers: "Chauffeurs",
  vehicles: "Véhicules",
  accounts: "Comptes",
  invoices: "Factures",
  awaitingSuffix: (n: number) =>
    n <= 1 ? "demande en attente de réponse" : "demandes en attente de réponse",
  openMessagesSuffix: (n: number) => (n <= 1 ? "message à traiter" : "messages à traiter"),
} as const;

export const ADMIN_TEXT = {
  metaTitle: "Administration",
  metaDescription: "Demandes de réservation et messages reçus.",
  title: "Administration",
  signedInAs: "Connecté en tant que",
  roleLabel: "Rôle",
  signOut: "Se déconnecter",
  accounts: "Comptes de l’équipe",
  tabsLabel: "Listes",
  tabReservations: "Réservations",
  tabMessages: "Messages",
  loading: "Chargement...",
  errorTitle: "Erreur",
  reservationsError: "Impossible de charger les réservations",
  messagesError: "Impossible de charger les messages",
  filtersTitle: "Rechercher et filtrer",
  search: "Recherche",
  searchHint: "Nom, e-mail, téléphone, référence, lieu ou numéro de vol",
  messageSearchHint: "Nom, e-mail, téléphone ou texte du message",
  status: "Statut",
  allStatuses: "Tous les statuts",
  dateField: "Période appliquée à",
  dateFieldTrip: "Date du trajet",
  dateFieldCreated: "Date de la demande",
  from: "Du",
  to: "Au",
  sort: "Ordre",
  sortCreated: "Demandes les plus récentes d’abord",
  sortTrip: "Trajets par date, les plus proches d’abord",
  apply: "Filtrer",
  reset: "Effacer les filtres",
  exportCsv: "Exporter en CSV",
  exportHint: "Toutes les réservations filtrées, fichier lisible par Excel.",
  state: "État",
  allStates: "Tous les messages",
  stateOpen: "À traiter",
  stateHandled: "Traités",
  resultsReservations: (n: number) =>
    n <= 1 ? `${n} réservation` : `${n.toLocaleString("fr-FR")} réservations`,
  resultsMessages: (n: number) => (n <= 1 ? `${n} message` : `${n.toLocaleString("fr-FR")} messages`),
  noReservations: "Aucune réservation ne correspond.",
  noMessages: "Aucun message ne correspond.",
  reservationsCaption: "Demandes de réservation",
  messagesCaption: "Messages reçus",
  colReference: "Référence",
  colReceived: "Reçue le",
  colClient: "Client",
  colRoute: "Trajet",
  colTrip: "Date du trajet",
  receivedOn: "Reçue le",
  flight: (number: string) => `Vol ${number}`,
  /** Under a hire's start place, where a trip shows its arrival: its length (null: the full day). */
  hire: (hours: number | null) =>
    `Mise à disposition · ${hours === null ? "journée entière" : `${hours}\u00a0h`}`,
  /** Under a trip's places: a return (with when the way back is picked up) and its stops. */
  returnTrip: (when: string | null) => (when ? `Aller-retour, retour le ${when}` : "Aller-retour"),
  /** A return's way back, listed on its own day. */
  returnLegOf: (when: string) => `Retour de l’aller du ${when}`,
  stops: (n: number) => (n > 1 ? `${n} arrêts` : "1 arrêt"),
  colPassengers: "Personnes",
  colEstimate: "Prix",
  estimateShort: "Estimé :",
  finalShort: "Final :",
  quotedShort: "Devis :",
  colStatus: "Statut",
  colMessage: "Message",
  colMessageReceived: "Reçu le",
  colName: "Nom",
  colContact: "Coordonnées",
  colState: "État",
  handled: "Traité",
  open: "À traiter",
  handledBy: (name: string, date: string) => `Traité par ${name} le ${date}`,
  markHandled: "Marquer comme traité",
  /** A message's answers: an e-mail in the sender's language, or a request taken from it. */
  reply: "Répondre",
  replySubject: (lang: "fr" | "en") => (lang === "en" ? "Re: your message" : "Réponse à votre message"),
  toName: (name: string) => ` à ${name}`,
  toRequest: "Créer une demande",
  fromName: (name: string) => ` d’après le message ${ofName(name)}`,
  markOpen: "Remettre à traiter",
  markFailed: "Impossible de mettre à jour ce message.",
  failedEmails: (n: number) =>
    n <= 1 ? "Un e-mail n’a pas pu être envoyé." : `${n} e-mails n’ont pas pu être envoyés.`,
  failedEmailsHint: "Ouvrez la réservation pour voir l’erreur et renvoyer l’e-mail.",
  pagination: "Pagination",
  previous: "Page précédente",
  next: "Page suivante",
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  passengers: (n: number) => `${n} passager${n > 1 ? "s" : ""}`,
  luggage: (n: number) => `${n} bagage${n > 1 ? "s" : ""}`,
} as const;

/** The request's e-mail sent again to the client (decision 039). */
export const RECAP_TEXT = {
  send: "Renvoyer le récapitulatif au client",
  hint: {
    new: (email: string) =>
      `Le client reçoit, à ${email}, l’accusé de réception de sa demande, avec le lien pour la suivre.`,
    quoted: (email: string) => `Le client reçoit, à ${email}, le devis et le lien pour l’accepter.`,
    confirmed: (email: string) =>
      `Le client reçoit, à ${email}, la confirmation de sa course, avec l’invitation pour son agenda et le lien pour la suivre.`,
  },
  history: (email: string) => `Récapitulatif renvoyé à ${email}`,
  errors: {
    noEmail: "Pas d’adresse e-mail\u00a0: ajoutez-la d’abord avec «\u00a0Modifier le client\u00a0».",
    closed:
      "Cette demande n’a plus d’e-mail à renvoyer\u00a0: le devis a expiré, la demande est close ou l’heure de prise en charge est passée.",
  },
} as const;

export const DETAIL_TEXT = {
  back: "Retour aux réservations",
  title: (reference: string) => `Réservation ${reference}`,
  metaTitle: "Réservation",
  notFound: "Cette réservation n’existe pas.",
  sectionTrip: "Trajet",
  sectionClient: "Client",
  sectionPrice: "Prix",
  sectionStatus: "Statut",
  sectionHistory: "Historique",
  sectionEmails: "E-mails",
  noEmails: "Aucun e-mail pour cette réservation.",
  emailStatus: {
    pending: "En attente d’envoi",
    sending: "En cours d’envoi",
    sent: "Envoyé",
    failed: "Échec de l’envoi",
  },
  emailSent: (date: string) => `Envoyé le ${date}`,
  emailRetry: "Renvoyer",
  emailRetryFailed: "Cet e-mail ne peut pas être renvoyé.",
  sectionMap: "Carte du trajet",
  mapAlt: (from: string, to: string) => `Carte : de ${from} à ${to}, par la route`,
  /** The map is the client's: the road route from the departure to the arrival, stops not drawn. */
  mapNote: (stops: number) =>
    stops > 0
      ? `Itinéraire routier direct du départ à l’arrivée, comme sur la carte du client ; ${
          stops === 1 ? "l’arrêt n’y figure" : `les ${stops} arrêts n’y figurent`
        } pas (voir le trajet ci-dessus).`
      : "Itinéraire routier du départ à l’arrivée, tel que le client l’a vu sur sa carte.",
  /** A hire's map: its pickup alone, the driver staying with the client from there. */
  mapAltHire: (place: string) => `Carte\u00a0: prise en charge à ${place}`,
  mapNoteHire:
    "Point de prise en charge de la mise à disposition\u00a0; le chauffeur reste avec le client ensuite.",
  noMap: "Pas de coordonnées pour ce trajet.",
  departure: "Départ",
  arrival: "Arrivée",
  pickup: "Prise en charge",
  /** Under an address the client typed that the gazetteer could only place at a town or a street. */
  placedAt: (where: string) => `Adresse non localisée\u00a0: l’estimation a retenu ${where}`,
  /** The same, under the stops, for the stop at `n` (1 to 3). */
  stopPlacedAt: (n: number, where: string) =>
    `Arrêt ${n}, adresse non localisée\u00a0: l’estimation a retenu ${where}`,
  coordinates: "Coordonnées",
  date: "Date",
  time: "Heure",
  distance: "Distance",
  duration: "Durée estimée",
  passengers: "Passagers",
  luggage: "Bagages",
  flight: "Vol ou train",
  firstName: "Prénom",
  lastName: "Nom",
  email: "E-mail",
  /** A request the office took without the client's address (decision 038). */
  noEmail: "Aucune\u00a0: le client n’est prévenu de rien par e-mail, appelez-le.",
  notReachable: "Pas d’adresse e-mail\u00a0: le client ne sera pas prévenu, appelez-le.",
  phone: "Téléphone",
  language: "Langue du client",
  /** Who travels, when the client booked for someone else (decision 043). */
  passenger: "Passager",
  /** In a list, after the client's name: the passenger they booked for. */
  forPassenger: (name: string) => `pour ${name}`,
  passengerNoPhone: "\u00a0(téléphone non communiqué\u00a0: passer par le client)",
  message: "Message",
  received: "Reçue le",
  reference: "Référence",
  estimate: "Estimation",
  priceLines: "Détail de l’estimation",
  finalPrice: "Prix final",
  quotedPrice: "Devis envoyé",
  quotedPriceValue: (price: string, until: string) => `${price}, valable jusqu’au ${until}`,
  lastChange: "Dernier changement",
  lastChangeBy: (name: string, date: string) => `${date}, par ${name}`,
  noHistory: "Aucun changement de statut pour l’instant.",
  historyEntry: (from: string, to: string) => `${from} → ${to}`,
  by: "par",
  note: "Note interne",
  historyReason: "Motif :",
  historyNote: "Note interne :",
  historyNotified: "Client prévenu par e-mail.",
  historyNotNotified: "Client non prévenu (aucun e-mail).",
  confirmBack: "Retour sans rien changer",
  confirm: {
    cancelled: {
      title: "Annuler cette réservation ?",
      intro: "La demande sera close : elle ne pourra plus être confirmée ni modifiée.",
      reason: "Motif de l’annulation",
      reasonHint: (language: string) =>
        `Obligatoire. Si le client est prévenu, il le lit dans son e-mail (en ${language.toLowerCase()}) : écrivez-le dans sa langue.`,
      notify: "Prévenir le client par e-mail",
      notifyHint: "Décochez pour un doublon ou une annulation déjà convenue au téléphone.",
      submit: "Confirmer l’annulation",
    },
    declined: {
      title: "Décliner cette demande ?",
      intro:
        "Le client reçoit un e-mail aimable qui lui donne le motif et l’invite à proposer une autre date ou heure.",
      reason: "Motif donné au client",
      reasonHint: (language: string) =>
        `Obligatoire, lu par le client (en ${language.toLowerCase()}) : écrivez-le dans sa langue, par exemple « Aucun véhicule disponible à cette heure ».`,
      submit: "Décliner et prévenir le client",
      submitQuiet: "Décliner la demande",
    },
  },
  noteHint: "Facultative, visible de l’équipe seulement.",
  finalPriceField: "Prix final (€)",
  finalPriceHint: "Le prix convenu avec le client, par exemple 130 ou 130,50.",
  quotePriceField: "Prix proposé (€)",
  quotePriceHint: "Le prix que le client accepte d’un clic, par exemple 480 ou 480,50.",
  quoteDaysField: "Valable",
  quoteDaysOption: (days: number) => (days === 1 ? "1 jour" : `${days} jours`),
  quoteDaysHint:
    "Jamais au-delà de l’heure de prise en charge. Le client reçoit le devis par e-mail, dans sa langue, avec le lien pour l’accepter.",
  noNextStatus: "Cette réservation est close : son statut ne change plus.",
  changeTitle: "Changer le statut",
  errorTitle: "Statut non modifié",
  errors: {
    quoteNoEmail:
      "Ce client n’a pas d’adresse e-mail\u00a0: il ne pourrait pas recevoir le devis ni l’accepter. Donnez-lui le prix par téléphone et confirmez la demande à ce prix, ou ajoutez son adresse dans «\u00a0Modifier le client\u00a0».",
    "invalid-status": "Statut inconnu.",
    "not-allowed": "Ce changement de statut n’est pas possible.",
    "price-required": "Indiquez le prix final pour confirmer.",
    // The final price and a quote’s price share this check: the message names neither field.
    "price-invalid": "Prix invalide\u00a0: indiquez un montant en euros, par exemple 130 ou 130,50.",
    "quote-days-invalid": "Choisissez une durée de validité du devis entre 1 et 14 jours.",
    quotePickupPassed: "L’heure de prise en charge est passée\u00a0: un devis ne peut plus être envoyé.",
    "note-too-long": "La note est trop longue (1 000 caractères au plus).",
    "note-invalid": "La note contient des caractères de contrôle invisibles (par exemple NUL) : retirez-les.",
    "reason-required": "Indiquez le motif : le client le lit dans son e-mail.",
    "reason-too-long": "Le motif est trop long (500 caractères au plus).",
    "reason-invalid": "Le motif contient des caractères de contrôle invisibles : retirez-les.",
    conflict: "Le statut a été modifié entre-temps par une autre personne. Vérifiez avant de recommencer.",
  },
} as const;

export const ACCOUNTS_TEXT = {
  metaTitle: "Comptes de l’équipe",
  title: "Comptes de l’équipe",
  intro:
    "Ajoutez un compte pour une personne de l’équipe. Elle se connecte ensuite avec son e-mail et ce mot de passe.",
  back: "Retour à l’administration",
  listTitle: "Comptes existants",
  tableLabel: "Tableau des comptes",
  addTitle: "Ajouter un compte",
  email: "E-mail",
  password: "Mot de passe",
  passwordHint: "12 caractères au moins.",
  fullName: "Nom complet",
  role: "Rôle",
  roleStaff: "Équipe : réservations et messages",
  roleAdmin: "Administrateur : tout, y compris les comptes",
  submit: "Créer le compte",
  submitting: "Création...",
  noRole: "Aucun rôle",
  colEmail: "E-mail",
  colName: "Nom",
  colRole: "Rôle",
  colCreated: "Créé le",
  errorTitle: "Erreur d’inscription",
  colStatus: "État",
  active: "Actif",
  inactive: "Désactivé",
  you: "(vous)",
  manage: (name: string) => `Gérer le compte de ${name}`,
  manageShort: "Gérer",
  changeRole: "Rôle",
  saveRole: "Changer le rôle",
  resetTitle: "Mot de passe",
  resetHint:
    "Un nouveau mot de passe est généré et affiché une seule fois. Les sessions ouvertes de la personne sont fermées.",
  reset: "Générer un nouveau mot de passe",
  deactivate: "Désactiver le compte",
  deactivateHint:
    "La personne est déconnectée tout de suite et ne peut plus se connecter. Rien n’est supprimé.",
  reactivate: "Réactiver le compte",
  changeErrorTitle: "Compte non modifié",
  newPasswordTitle: (email: string) => `Nouveau mot de passe pour ${email}`,
  newPasswordText:
    "Transmettez-le à la personne par un moyen sûr (de vive voix, par téléphone). Il ne sera plus affiché : si vous le perdez, générez-en un autre.",
  refusals: {
    "last-admin":
      "Impossible : c’est le dernier administrateur actif. Nommez d’abord un autre administrateur.",
    self: "Vous ne pouvez pas retirer vos propres droits ni désactiver votre propre compte : demandez-le à un autre administrateur.",
    unchanged: "Rien à changer pour ce compte.",
    inactive: "Ce compte est désactivé : réactivez-le d’abord.",
    invalid: "Action inconnue.",
  },
  errors: {
    email: "Adresse e-mail invalide.",
    password: "Le mot de passe doit faire au moins 12 caractères (256 au plus).",
    fullName: "Indiquez le nom complet (100 caractères au plus).",
    role: "Choisissez un rôle.",
    exists: "Un compte existe déjà avec cette adresse e-mail.",
    invalid: "Vérifiez les champs signalés.",
  },
} as const;

export const DENIED_TEXT = {
  "access-denied": {
    title: "Accès refusé",
    text: "Votre compte n’a pas accès à l’administration. Demandez à un administrateur de vous attribuer un rôle.",
  },
  "admin-only": {
    title: "Accès refusé",
    text: "Cette page est réservée aux administrateurs.",
  },
  unavailable: {
    title: "Erreur",
    text: "Impossible de vérifier vos droits pour le moment. Réessayez dans un instant.",
  },
  error: {
    title: "Erreur",
    text: "La page n’a pas pu être affichée. Réessayez dans un instant ; si cela persiste, prévenez l’administrateur du site.",
  },
  home: "Retour à l’accueil",
  admin: "Retour à l’administration",
} as const;

/** The e-mails that tell the team about a new booking request or contact message. */
export const STAFF_EMAIL_TEXT = {
  /** Subjects start with what happened; the reference, date, time and route follow (≤ 70 characters). */
  reservationLabel: "Demande",
  /** A request taken without the client's address (decision 038). */
  noEmail: "aucune (le client n’est pas prévenu par e-mail)",
  clientCancelledLabel: "Annulée par le client",
  /** In a subject, after a hire's start place. */
  hourly: "mise à disposition",
  changeRequestLabel: "Modification demandée",
  quoteAcceptedLabel: "Devis accepté",
  quoteAcceptedIntro:
    "Le client a accepté le devis depuis son lien privé\u00a0: la demande est confirmée à ce prix et le client a reçu sa confirmation. Attribuez le chauffeur et le véhicule si ce n’est pas encore fait\u00a0: le client en est informé par e-mail.",
  clientCancelledIntro:
    "Le client a annulé sa demande depuis son lien privé, sans frais (plus de 48\u00a0h avant le départ). Libérez le chauffeur et le véhicule s’ils étaient attribués.",
  changeRequestIntro:
    "Le client demande une modification depuis son lien privé. Modifiez la demande si besoin, puis acceptez ou refusez-la depuis la fiche\u00a0: le client reçoit votre réponse par e-mail.",
  changeRequest: "Modification demandée",
  reservationIntro: "Une nouvelle demande de trajet vient d’arriver sur le site.",
  openReservation: "Ouvrir la demande",
  contactSubject: (name: string) => `Message de ${name}`,
  contactIntro: "Un nouveau message a été envoyé depuis le formulaire de contact.",
  messages: "Voir les messages",
  client: "Client",
  name: "Nom",
  email: "E-mail",
  phone: "Téléphone",
  whatsapp: "WhatsApp",
  whatsappAction: "Écrire au client sur WhatsApp",
  whatsappAbout: (firstName: string, reference: string) =>
    `Bonjour ${firstName}, au sujet de votre demande ${reference} : `,
  language: "Langue",
  languages: { fr: "français", en: "anglais" } satisfies Record<Lang, string>,
  message: "Message",
} as const;
export * from "./staff-follow";
export * from "./staff-office";
