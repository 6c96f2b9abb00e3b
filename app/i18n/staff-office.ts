/**
 * The staff area's texts for the office's day: planner, drivers and vehicles, day sheets, the VTC
 * booking proof and the reminders (French only, like the rest of the staff area; see staff.ts).
 */

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
  refreshHint: "La page se met à jour seule toutes les 10 secondes\u202f; sans JavaScript, actualisez-la.",
  awaitingTitle: "En attente de réponse",
  awaitingNone: "Aucune demande en attente de réponse.",
  awaitingMore: (n: number) => `Et ${n.toLocaleString("fr-FR")} de plus dans la liste des demandes.`,
  waitingFor: (age: string) => `Attend depuis ${age}`,
  urgent: "Plus de 2 h",
  newBadge: "Nouvelle",
  newRequests: (n: number) =>
    n <= 1 ? "1 nouvelle demande" : `${n.toLocaleString("fr-FR")} nouvelles demandes`,
  seen: "Vu",
  jobsTitle: "Courses confirmées",
  jobsNone: "Aucune course confirmée sur cette période.",
  jobsCount: (n: number) => (n <= 1 ? `${n} course` : `${n.toLocaleString("fr-FR")} courses`),
  trip: "Trajet",
  pickup: "Prise en charge",
  client: "Client",
  people: "Personnes",
  assignment: "Chauffeur et véhicule",
  documents: "Documents",
  unassigned: "Non attribuée",
  flight: (number: string) => `Vol ${number}`,
  received: (date: string) => `Reçue le ${date}`,
  open: (reference: string) => `Ouvrir ${reference}`,
  day: (weekday: string) => weekday,
} as const;
