/**
 * The staff area's texts for the office's day: planner, drivers and vehicles, day sheets, the VTC
 * booking proof and the reminders (French only, like the rest of the staff area; see staff.ts).
 */
import { ofName } from "./staff-phone";

export const PROOF_TEXT = {
  title: "Bon de réservation préalable VTC",
  fileTitle: (reference: string) => `Bon de réservation ${reference}`,
  legalBasis:
    "Justificatif de réservation préalable : Code des transports, art. L. 3120-2 et L. 3122-9 ; arrêté du 6 août 2025, art. 1.",
  mentionsTitle: "Mentions obligatoires",
  detailsTitle: "Informations de la course",
  mentions: {
    operator: "Exploitant : nom ou dénomination sociale et coordonnées",
    register: "Numéro d’inscription au registre des exploitants de VTC",
    siren: "Numéro unique d’identification (SIREN)",
    client: "Client : nom et téléphone",
    bookedAt: "Date et heure de la réservation par le client",
    pickupAt: "Date et heure de prise en charge",
    pickupPlace: "Lieu de prise en charge",
  },
  details: {
    reference: "Référence",
    destination: "Destination",
    passengers: "Passagers",
    flight: "Vol",
    driver: "Chauffeur",
    vehicle: "Véhicule",
    none: "Non attribué",
  },
  at: (date: string, time: string) => `${date} à ${time}`,
  footer:
    "Document à présenter, sur papier ou sur écran, à toute demande des agents de contrôle pendant la course et l’attente du client.",
  metaTitle: (reference: string) => `Bon de réservation ${reference}`,
  print: "Imprimer",
  pdf: "Télécharger le PDF",
  back: "Retour au planning",
  notConfirmed: "Le bon de réservation n’existe que pour une course confirmée.",
} as const;

export const PLANNER_TEXT = {
  metaTitle: "Planning",
  metaDescription:
    "Les demandes en attente et les courses confirmées du jour, du lendemain et de la semaine.",
  title: "Planning",
  rangesLabel: "Période",
  ranges: { today: "Aujourd’hui", tomorrow: "Demain", week: "7 jours" },
  refresh: "Actualiser",
  /** Any day: a date field and its button, then the day before and after. */
  dayField: "Jour",
  showDay: "Voir",
  dayNavLabel: "Jour précédent ou suivant",
  previousDay: "Jour précédent",
  nextDay: "Jour suivant",
  /** On a phone, where the day's controls share one line. */
  previousDayShort: "Veille",
  nextDayShort: "Lendemain",
  refreshHint: "La page se met à jour seule toutes les 10 secondes\u202f; sans JavaScript, actualisez-la.",
  awaitingTitle: "En attente de réponse",
  awaitingNone: "Aucune demande en attente de réponse.",
  awaitingMore: (n: number) => `Et ${n.toLocaleString("fr-FR")} de plus dans la liste des demandes.`,
  waitingFor: (age: string) => `Attend depuis ${age}`,
  /** Under a minute: never "Attend depuis 0 min". */
  justReceived: "Reçue à l’instant",
  urgent: "Plus de 2\u00a0h",
  /** How soon a waiting request leaves (pickup within 24 h): these come first. */
  departureIn: (delay: string) => `Départ dans ${delay}`,
  departureToday: (time: string) => `Départ aujourd’hui à ${time}`,
  departureTomorrow: (time: string) => `Départ demain à ${time}`,
  departurePast: (delay: string) => `Départ passé depuis ${delay}`,
  soonHint: "Départ dans moins de 24\u00a0h",
  newBadge: "Nouvelle",
  newRequests: (n: number) =>
    n <= 1 ? "1 nouvelle demande" : `${n.toLocaleString("fr-FR")} nouvelles demandes`,
  seen: "Vu",
  jobsTitle: "Courses confirmées",
  jobsNone: "Aucune course confirmée sur cette période.",
  jobsCount: (n: number) => (n <= 1 ? `${n} course` : `${n.toLocaleString("fr-FR")} courses`),
  trip: "Trajet",
  pickup: "Prise en charge",
  /** Who the driver greets: the client, or the passenger they booked for (decision 043). */
  traveller: "Passager",
  /** Someone else travels (decision 043): the client who booked, under the passenger. */
  bookedBy: (name: string) => `réservé par ${name}`,
  people: "Personnes",
  assignment: "Chauffeur et véhicule",
  documents: "Documents",
  proof: "Bon de réservation",
  proofOf: (van: string) => `Bon de réservation, ${van.toLowerCase()}`,
  driverSheet: "Feuille du chauffeur",
  driverSheetOf: (name: string) => `Feuille ${ofName(name)}`,
  daySheet: "Feuille de route du jour",
  driverSheets: "Feuilles des chauffeurs",
  sheetToSend: "feuille à envoyer",
  sheetSent: (when: string) => `feuille envoyée (${when})`,
  sheetToResend: (n: number) =>
    n === 1 ? "feuille à renvoyer (1\u00a0changement)" : `feuille à renvoyer (${n}\u00a0changements)`,
  unassigned: "Non attribuée",
  /** Drivers off and vehicles out of service on the day (decision 044). */
  absentToday: "Indisponibles ce jour\u00a0:",
  absentPeriod: "Indisponibles sur la période\u00a0:",
  received: (date: string) => `Reçue le ${date}`,
  open: (reference: string) => `Ouvrir ${reference}`,
  day: (weekday: string) => weekday,
} as const;

export const FLEET_TEXT = {
  driversTitle: "Chauffeurs",
  driversList: "Chauffeurs enregistrés",
  vehiclesList: "Véhicules enregistrés",
  driversTable: "Tableau des chauffeurs",
  vehiclesTable: "Tableau des véhicules",
  vehiclesTitle: "Véhicules",
  driversIntro:
    "Les chauffeurs que l’on peut attribuer à une course. Un chauffeur désactivé ne se propose plus.",
  vehiclesIntro:
    "Les véhicules que l’on peut attribuer à une course. Un véhicule désactivé ne se propose plus.",
  addDriver: "Ajouter un chauffeur",
  addVehicle: "Ajouter un véhicule",
  editDriver: (name: string) => `Modifier ${name}`,
  editVehicle: (name: string) => `Modifier ${name}`,
  fullName: "Nom complet",
  phone: "Téléphone",
  phoneHint: "Au format international de préférence\u202f: +33 6 12 34 56 78.",
  languages: "Langues parlées",
  model: "Modèle",
  modelHint: "Par exemple\u202f: Mercedes Classe V 300d.",
  plate: "Immatriculation",
  plateHint: "Par exemple\u202f: AB-123-CD.",
  seats: "Places passagers",
  active: "Actif\u202f: proposé à l’attribution",
  activeShort: "Actif",
  inactive: "Désactivé",
  colState: "État",
  colActions: "Modifier",
  save: "Enregistrer",
  create: "Ajouter",
  cancel: "Annuler",
  none: "Aucun pour l’instant.",
  saved: "Enregistré",
  errorTitle: "Non enregistré",
  languageNames: {
    fr: "Français",
    en: "Anglais",
    it: "Italien",
    de: "Allemand",
    es: "Espagnol",
    ru: "Russe",
    ar: "Arabe",
    zh: "Chinois",
    pt: "Portugais",
    nl: "Néerlandais",
  },
  errors: {
    fullName: "Indiquez le nom complet (100 caractères au plus).",
    phone: "Indiquez un numéro de téléphone valide.",
    languages: "Cochez au moins une langue.",
    model: "Indiquez le modèle (80 caractères au plus).",
    plate: "Indiquez une immatriculation valide, par exemple AB-123-CD.",
    seats: "Indiquez un nombre de places entre 1 et 60.",
    exists: "Un véhicule porte déjà cette immatriculation.",
    driverExists: "Ce chauffeur est déjà enregistré, avec ce nom et ce numéro de téléphone.",
    notFound: "Cet enregistrement n’existe plus.",
    invalid: "Vérifiez les champs signalés.",
    absenceWho: "Choisissez dans la liste.",
    absenceStart: "Indiquez le premier jour.",
    absenceEnd: "Indiquez un dernier jour valide, ou laissez le champ vide pour un seul jour.",
    absenceOrder: "Le dernier jour ne peut pas précéder le premier.",
    absenceLength: "Une période ne peut dépasser un an\u00a0: notez la suite séparément.",
    absencePast: "Cette période est terminée depuis plus d’une semaine\u00a0: inutile de la noter.",
    absenceReason: "Le motif ne doit pas dépasser 120\u00a0caractères.",
    absenceOverlap:
      "Une période est déjà notée sur l’un de ces jours\u00a0: retirez-la d’abord si elle doit changer.",
    absenceGone: "Cette période a déjà été retirée.",
  },
  /** Days off and vehicles out of service (decision 044): a warning on the planning, never a refusal. */
  absences: {
    drivers: {
      title: "Absences récentes, en cours et à venir",
      intro:
        "Congés, repos, formation\u00a0: le chauffeur reste proposé, mais l’attribution et le planning le signalent indisponible ces jours-là. Une absence quitte la liste une semaine après son dernier jour.",
      add: "Noter une absence",
      who: "Chauffeur",
      reasonHint: "Par exemple\u00a0: congés, repos, formation.",
      table: "Absences des chauffeurs, récentes, en cours et à venir",
    },
    vehicles: {
      title: "Immobilisations récentes, en cours et à venir",
      intro:
        "Révision, pneus, carrosserie\u00a0: le véhicule reste proposé, mais l’attribution et le planning le signalent immobilisé ces jours-là. Une immobilisation quitte la liste une semaine après son dernier jour.",
      add: "Noter une immobilisation",
      who: "Véhicule",
      reasonHint: "Par exemple\u00a0: révision, contrôle technique, carrosserie.",
      table: "Immobilisations des véhicules, récentes, en cours et à venir",
    },
    choose: "Choisir…",
    startsOn: "Premier jour",
    endsOn: "Dernier jour (facultatif)",
    endsOnHint: "Laissez vide pour un seul jour.",
    reason: "Motif (facultatif)",
    create: "Noter",
    none: "Aucune pour l’instant.",
    colDays: "Période",
    colReason: "Motif",
    colBy: "Noté par",
    remove: "Retirer",
    removeLabel: (name: string, span: string) => `Retirer\u00a0: ${name}, ${span}`,
  },
} as const;

export const ASSIGNMENT_TEXT = {
  title: "Chauffeur et véhicule",
  driver: "Chauffeur",
  vehicle: "Véhicule",
  meetingPoint: "Point de rendez-vous",
  meetingPointHint:
    "Ce que lit le client, par exemple\u202f: «\u00a0Hall des arrivées, Terminal 2, sortie A\u00a0». Vide\u202f: l’adresse de prise en charge.",
  noDriver: "Aucun chauffeur",
  noVehicle: "Aucun véhicule",
  /** A request that needs several vans (decision 037): each has its own driver and vehicle. */
  van: (n: number) => `Véhicule ${n}`,
  vans: (n: number) => `${n}\u00a0véhicules, un chauffeur et un véhicule pour chacun.`,
  noneYet: "à attribuer",
  vanOf: (n: number, total: number, value: string) => `Véhicule ${n} sur ${total}\u00a0: ${value}`,
  /** Before a van's crew written after it: "Véhicule 1 sur 2 : ". */
  vanLead: (n: number, total: number) => `Véhicule ${n} sur ${total}\u00a0: `,
  save: "Enregistrer l’attribution",
  /** In the confirmation form: the crews it confirms, chosen in the card above. */
  confirmCrews: "La confirmation enregistre cette attribution\u00a0:",
  noDriverYet: "chauffeur à attribuer",
  noVehicleYet: "véhicule à attribuer",
  confirmMeeting: (point: string) => `Rendez-vous\u00a0: ${point}`,
  confirmCrewsHint: "À choisir plus haut, dans ",
  unavailable: "indisponible",
  clientTold: "Le client reçoit un e-mail si la course est confirmée.",
  unchanged: "L’attribution n’a pas changé.",
  saved: "Attribution enregistrée",
  conflictTitle: "Chevauchement",
  conflict: (resource: "driver" | "vehicle") =>
    `${resource === "driver" ? "Ce chauffeur" : "Ce véhicule"} est déjà pris à ce moment-là par`,
  /** Under a select: the choices another confirmed job holds at overlapping times (a warning, never a refusal). */
  busyTitle: (resource: "driver" | "vehicle") =>
    resource === "driver"
      ? "Chauffeurs déjà pris à ce moment-là\u00a0:"
      : "Véhicules déjà pris à ce moment-là\u00a0:",
  conflictShort: (resource: "driver" | "vehicle", reference: string) =>
    `${resource === "driver" ? "Chauffeur" : "Véhicule"} aussi sur ${reference}`,
  /** Days off and vehicles out of service (decision 044), beside the choices and on the job. */
  absentTitle: (resource: "driver" | "vehicle") =>
    resource === "driver"
      ? "Chauffeurs indisponibles aux dates de la course\u00a0:"
      : "Véhicules immobilisés aux dates de la course\u00a0:",
  absentOption: (resource: "driver" | "vehicle") => (resource === "driver" ? "indisponible" : "immobilisé"),
  absenceWarningTitle: "Chauffeur ou véhicule indisponible",
  absenceWarning: (resource: "driver" | "vehicle", name: string) =>
    `${resource === "driver" ? "Chauffeur indisponible" : "Véhicule immobilisé"}\u00a0: ${name},`,
  /** On the planning's ride; with several vans, which one: the driver's name, the vehicle's plate. */
  absentShort: (resource: "driver" | "vehicle", name: string | null) =>
    `${name ?? (resource === "driver" ? "Chauffeur" : "Véhicule")} ${resource === "driver" ? "indisponible" : "immobilisé"}`,
  errors: {
    driver: "Ce chauffeur n’existe pas ou est désactivé.",
    vehicle: "Ce véhicule n’existe pas ou est désactivé.",
    meetingPoint: "Le point de rendez-vous est trop long (300 caractères au plus).",
    invalid: "Attribution non valide.",
    driverTwice: "Un même chauffeur ne peut pas conduire deux véhicules de la même course.",
    vehicleTwice: "Un même véhicule ne peut pas servir deux fois pour la même course.",
    stale:
      "Le chauffeur, le véhicule ou le point de rendez-vous ont été modifiés entre-temps\u00a0: rien n’a été enregistré. L’attribution actuelle est affichée, vérifiez-la avant de recommencer.",
  },
} as const;

/** Where a route estimate came from (reservations.route_source), as the CSV export says it. */
export const ROUTE_SOURCE_LABELS = {
  embedded: "Estimation intégrée",
  osrm: "OpenStreetMap (OSRM)",
  photon: "OpenStreetMap (Photon)",
  google: "Google",
} as const;

/** The day sheet sent to the driver as a message (decision 041). */
export const DRIVER_MESSAGE_TEXT = {
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  intro: (day: string, n: number) =>
    n === 0
      ? `vous n’avez plus de course le ${day}\u00a0: celles prévues ont été annulées, déplacées ou confiées à un autre chauffeur.`
      : n === 1
        ? `voici votre course du ${day}\u00a0:`
        : `voici vos ${n}\u00a0courses du ${day}\u00a0:`,
  title: "Envoyer la feuille au chauffeur",
  whatsapp: "Sur WhatsApp",
  sms: "Par SMS",
  hint: "Le message s’ouvre prêt à partir, avec les courses ci-dessous et le téléphone de chaque client. Le site note l’envoi et signale ensuite toute course modifiée.",
  channel: (channel: "whatsapp" | "sms") => (channel === "whatsapp" ? "sur WhatsApp" : "par SMS"),
  recorded: "Envoi noté. Ouvrez le message, relisez-le et envoyez-le\u00a0:",
  open: (channel: "whatsapp" | "sms") => (channel === "whatsapp" ? "Ouvrir WhatsApp" : "Ouvrir le SMS"),
  sent: (channel: string, who: string, when: string) => `Message préparé ${channel} par ${who} (${when}).`,
  unchanged: "La feuille n’a pas changé depuis.",
  showSent: "Voir le message préparé",
  changedTitle: "La feuille a changé depuis\u00a0: renvoyez-la au chauffeur.",
  change: (kind: "changed" | "added" | "removed", label: string) =>
    kind === "changed"
      ? `${label}\u00a0: modifiée`
      : kind === "added"
        ? `${label}\u00a0: ajoutée`
        : `${label}\u00a0: retirée (annulée, déplacée ou confiée à un autre chauffeur)`,
  errors: {
    channel: "Choisissez WhatsApp ou SMS.",
    driver: "Ce chauffeur est introuvable.",
    noJobs: "Ce chauffeur n’a aucune course ce jour-là\u00a0: il n’y a rien à envoyer.",
    stale:
      "La feuille a changé depuis l’affichage de la page\u00a0: la voici à jour. Relisez-la, puis envoyez-la de nouveau.",
  },
  jobBadge: (kind: "changed" | "added") =>
    kind === "changed" ? "Modifiée depuis l’envoi" : "Ajoutée depuis l’envoi",
  /** On a request's page: a driver's sent sheet that no longer shows the request as it stands. */
  outdatedTitle: "Feuille de route à renvoyer",
  outdated: (kind: "changed" | "removed", name: string, day: string, when: string) =>
    kind === "changed"
      ? `La feuille du ${day} préparée pour ${name} (${when}) montre cette course telle qu’elle était.`
      : `La feuille du ${day} préparée pour ${name} (${when}) montre encore cette course, qui n’y est plus.`,
  outdatedToast: (names: string[]) =>
    names.length === 1
      ? `La feuille ${ofName(names[0]!)} ne montre plus cette course telle qu’elle est\u00a0: renvoyez-la (lien en haut de la page).`
      : `Les feuilles de ${names.join(" et ")} ne montrent plus cette course telle qu’elle est\u00a0: renvoyez-les (liens en haut de la page).`,
  openSheet: (name: string, day: string) => `Ouvrir la feuille ${ofName(name)} du ${day}`,
} as const;

export const SHEET_TEXT = {
  metaTitle: "Feuille de route",
  title: (date: string) => `Feuille de route du ${date}`,
  forDriver: (name: string) => `Chauffeur\u202f: ${name}`,
  /** The driver is noted away that day (decision 044): the office reads it before sending the sheet. */
  away: (span: string) => `Noté indisponible\u00a0: ${span}.`,
  allDrivers: "Tous les chauffeurs",
  filtersLabel: "Choisir la feuille",
  date: "Date",
  driver: "Chauffeur",
  show: "Afficher",
  print: "Imprimer",
  none: "Aucune course confirmée ce jour-là.",
  jobs: (n: number) => (n <= 1 ? `${n} course` : `${n} courses`),
  pickup: "Prise en charge",
  destination: "Destination",
  /** A return's way back on the sheet of its own day. */
  returnLeg: "Retour",
  returnOf: (date: string, time: string) => `Retour de l’aller du ${date} à ${time}, sans les arrêts`,
  meetingPoint: "Rendez-vous",
  client: "Client",
  /** Someone else travels (decision 043): who the driver greets, and the client who booked. */
  passenger: "Passager",
  bookedBy: "Réservé par",
  party: "Passagers",
  flight: "Vol",
  vehicle: "Véhicule",
  driverOf: "Chauffeur",
  message: "Message du client",
  proof: (reference: string) => `Bon de réservation ${reference}`,
  sheetLink: "Feuille de route",
  sheetsTitle: "Feuilles de route",
  unassigned: "Non attribué",
  /** What the driver collects: the client pays the driver (cash, card or transfer). */
  collect: (amount: string) => `À encaisser\u00a0: ${amount}`,
  collectEstimate: "prix estimé",
  collectOnce: "aller et retour, à encaisser une seule fois",
  noPrice: "Prix à confirmer",
  end: "Fin estimée",
  endRide: (minutes: string, end: string) => `vers ${end} (environ ${minutes} de route)`,
  endRideAfterArrival: (minutes: string) => `environ ${minutes} de route après la prise en charge`,
  endRideWithStops: (minutes: string, waiting: string, end: string) =>
    `vers ${end} (environ ${minutes} de route et ${waiting} d’attente aux arrêts)`,
  endHire: (length: string, end: string) => `${end} (mise à disposition de ${length})`,
  nextDay: "le lendemain",
  endUnknown: "Durée non estimée",
} as const;
