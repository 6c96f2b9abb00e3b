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
