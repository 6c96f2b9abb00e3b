import type { TripEmailTexts } from "../fr/trip-email";

export const tripEmail: TripEmailTexts = {
  driver: "Your chauffeur",
  driverPhone: "Chauffeur’s phone",
  vehicle: "Vehicle",
  meetingPoint: "Meeting point",
  vanDriver: (n: number) => `Chauffeur, vehicle ${n}`,
  van: (n: number) => `Vehicle ${n}`,
  notAssignedYet: "We will send you your chauffeur’s name and the vehicle before your journey.",
  changedSubject: (ref: string) => `Your chauffeur for ${ref}`,
  changedIntro:
    "Your pick-up is arranged: here is who will meet you, in which vehicle and where. Everything else in your booking stays the same.",
  reminderSubject: (ref: string, day: string, time: string) =>
    `Reminder: your journey on ${day} at ${time} (${ref})`,
  reminderIntro: (when: string) =>
    `We look forward to seeing you ${when}. Here is a reminder of your pick-up.`,
  changedIntroFor: (guest: string) =>
    `The pick-up is arranged: here is who will meet ${guest}, in which vehicle and where. Everything else in your booking stays the same.`,
  reminderIntroFor: (guest: string, when: string) =>
    `We look forward to welcoming ${guest} ${when}. Here is a reminder of the pick-up.`,
  reminderNote:
    "A change of plan or a delayed flight? Just let us know with a short message and we will adapt.",
};
