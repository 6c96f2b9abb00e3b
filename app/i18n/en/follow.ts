import type { FollowTexts } from "../fr/follow";

export const follow: FollowTexts = {
  meta: {
    title: "Your request",
    description: "Your private page: where your request stands, cancelling it or asking for a change.",
  },
  eyebrow: "Your private page",
  title: (ref: string) => `Your request ${ref}`,
  privateNote: "This link is yours alone: please do not share it.",
  statusLabel: "Status",
  statuses: {
    new: "Being arranged",
    quoted: "Quote to accept",
    confirmed: "Confirmed",
    completed: "Journey completed",
    cancelled: "Cancelled",
    declined: "Not available",
  },
  statusTexts: {
    new: "We are checking that a chauffeur and a vehicle are available. You will receive the confirmation and the final price by email.",
    quoted: "We have sent you a quote. Accept it below to confirm the booking at that price.",
    confirmed: "Your chauffeur is booked. We look forward to welcoming you at the agreed time.",
    completed: "Thank you for travelling with us.",
    cancelled: "This journey is cancelled.",
    declined: "We were unable to provide this journey. For another date or time, please get in touch.",
  },
  confirmedFor: (guest: string) =>
    `Your chauffeur is booked. We look forward to welcoming ${guest} at the agreed time.`,
  tripTitle: "Your journey",
  reference: "Reference",
  departure: "From",
  arrival: "To",
  when: "Date and time",
  party: "Passengers and luggage",
  flight: "Flight or train",
  estimate: "Estimated price",
  finalPrice: "Confirmed price",
  pickupTitle: "Pick-up",
  driver: "Your chauffeur",
  driverPhone: "Chauffeur’s phone",
  vehicle: "Vehicle",
  meetingPoint: "Meeting point",
  vanDriver: (n: number) => `Chauffeur, vehicle ${n}`,
  van: (n: number) => `Vehicle ${n}`,
  notAssignedYet: "Your chauffeur’s name and the vehicle will be sent to you before departure.",
  cancelTitle: "Cancel",
  cancelFreeUntil: (when: string) => `You can cancel free of charge until ${when} (Paris time).`,
  cancelAction: "Cancel my request",
  cancelConfirmTitle: "Confirm the cancellation",
  cancelConfirmText: {
    request: "Your request will be cancelled free of charge. This cannot be undone.",
    booking: "Your booking will be cancelled free of charge. This cannot be undone.",
    reserved: ({ drivers, vehicles }) => {
      const chauffeurs = drivers > 1 ? "chauffeurs" : "chauffeur";
      const cars = vehicles > 1 ? "vehicles" : "vehicle";
      // "the chauffeur and vehicle", "the chauffeurs and vehicles", but "the chauffeur and the vehicles".
      const what =
        drivers && vehicles
          ? `${chauffeurs} and ${(drivers > 1) === (vehicles > 1) ? "" : "the "}${cars}`
          : drivers
            ? chauffeurs
            : cars;
      return `Your booking will be cancelled free of charge, and the ${what} reserved for you will be released. This cannot be undone.`;
    },
  },
  cancelConfirm: "Yes, cancel free of charge",
  cancelKeep: "No, keep my request",
  cancelTooLate: (when: string) =>
    `Free cancellation was possible until ${when} (Paris time). Departure is now too close to cancel online: under our terms, part or all of the price may be due.`,
  cancelLate: (late) =>
    late === "booked"
      ? "You booked this journey less than 48 hours before departure, so free cancellation does not apply."
      : "Your booking was confirmed less than 48 hours before departure, so free cancellation does not apply.",
  cancelCost: {
    half: "Under our terms, cancelling costs 50% of the price until 24 hours before departure, then the full amount.",
    full: "Under our terms, with less than 24 hours to go before departure, the full amount is due if you cancel.",
  },
  cancelTooLateCall: "To cancel or change your journey now, please call us: we will find the best solution.",
  cancelled: "Your journey is cancelled, free of charge. A confirmation has been sent to you by email.",
  changeTitle: "Ask for a change",
  changeText:
    "Another time, one more passenger, a different flight? Describe the change: we will answer by email.",
  changeLabel: "The change you would like",
  changeHint: "Your journey stays as it is until we have accepted the change.",
  changeSubmit: "Send my request",
  changeSent: "Your change request has reached us. We will answer by email.",
  changePending: (when: string) => `Your change request of ${when}, awaiting our answer:`,
  changeEmpty: "Please describe the change you would like.",
  changeTooLong: (max: number) => `${max} characters at most.`,
  closedText: "This request is closed: it can no longer be cancelled or changed online.",
  contactTitle: "Get in touch",
  call: "Call",
  whatsapp: "WhatsApp",
  whatsappAbout: (ref: string) => `Hello, about my request ${ref}: `,
  errors: {
    closed: "This request is closed: it can no longer be cancelled online.",
    tooLate: "The free cancellation period has ended: please call us to cancel or change your journey.",
    rateLimited: "Too many attempts in a short time. Please try again in a few minutes.",
    failed: "Your request could not be saved. Please try again in a moment, or call us.",
    invalid: "Unknown action.",
    quoteAccepted: "This quote has already been accepted: your booking is confirmed.",
    quoteClosed:
      "This quote can no longer be accepted: the request has changed in the meantime. Call us and we will tell you where it stands.",
    quoteExpired: "This quote is no longer valid. Write to us or call us and we will send you a new one.",
  },
  quote: {
    title: "Our quote",
    text: "Here is the price we offer for this journey, all taxes included.",
    price: "Price offered",
    validUntil: "Valid until",
    throughDay: (day: string) => `the end of ${day}`,
    accept: "Accept the quote",
    accepting: "Confirming…",
    acceptNote:
      "By accepting, you confirm the booking at this price, and the confirmation reaches you by email straight away. You pay your chauffeur.",
    accepted:
      "Thank you! You have accepted the quote: your booking is confirmed and the confirmation is in your inbox.",
    expired: (when: string) =>
      `This quote was valid until ${when} only. Write to us or call us and we will send you a new one.`,
  },
  unknown: {
    meta: { title: "Unknown link", description: "This link does not match any request." },
    title: "This link does not match any request",
    text: "Please check that the address is complete, exactly as in our email. Otherwise, call us with your reference: we will gladly help.",
  },
  expired: {
    meta: { title: "Link expired", description: "This link expired after the journey." },
    title: "This link has expired",
    text: "This private link stops working once the journey is over. For any question about it, call us or reply to our email.",
  },
  home: "Back to the home page",
  book: "Request another journey",
};
