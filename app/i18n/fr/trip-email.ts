export const tripEmail = {
  driver: "Votre chauffeur",
  driverPhone: "Téléphone du chauffeur",
  vehicle: "Véhicule",
  meetingPoint: "Point de rendez-vous",
  /** A trip in several vehicles (decision 037): each one's driver and the vehicle itself. */
  vanDriver: (n: number) => `Chauffeur du véhicule ${n}`,
  van: (n: number) => `Véhicule ${n}`,
  notAssignedYet: "Le nom de votre chauffeur et le véhicule vous seront communiqués avant le départ.",
  changedSubject: (ref: string) => `Votre chauffeur pour ${ref}`,
  changedIntro:
    "Nous avons organisé votre prise en charge\u202f: voici qui vous accueillera, avec quel véhicule et où. Le reste de votre réservation ne change pas.",
  reminderSubject: (ref: string, day: string, time: string) =>
    `Rappel\u202f: votre trajet du ${day} à ${time} (${ref})`,
  reminderIntro: (when: string) => `Nous vous attendons ${when}. Voici le rappel de votre prise en charge.`,
  /** The same two, when the client booked for someone else (decision 043). */
  changedIntroFor: (guest: string) =>
    `Nous avons organisé la prise en charge\u202f: voici qui accueillera ${guest}, avec quel véhicule et où. Le reste de la réservation ne change pas.`,
  reminderIntroFor: (guest: string, when: string) =>
    `Nous attendons ${guest} ${when}. Voici le rappel de la prise en charge.`,
  reminderNote:
    "Un changement de programme ou un vol retardé\u202f? Prévenez-nous\u202f: un simple message suffit, nous nous adaptons.",
};

/** Texts of the e-mails about a confirmed trip's driver and vehicle, and of the reminder (issue 12). */
export type TripEmailTexts = typeof tripEmail;
