import type { Dictionary } from "../fr";

export const email: Dictionary["email"] = {
  hello: (name: string) => `Dear ${name},`,
  ackSubject: (ref: string) => `We have received your request ${ref}`,
  ackIntro:
    "Thank you for your request, which has reached us safely. Here is a summary. It is not yet a firm booking.",
  reference: "Reference",
  trip: "Journey",
  when: "Date and time",
  party: "Passengers and luggage",
  passenger: "Passenger",
  flight: "Flight or train",
  distance: "Estimated distance",
  priceDetail: "Price breakdown",
  estimate: "Estimated price",
  estimateBasis: "Estimate based on",
  estimateBasisValue: (where, label) => `${where}, for “${label}”`,
  finalPrice: "Confirmed price",
  yourMessage: "Your message",
  nextTitle: "What happens next",
  next: [
    "We check that a chauffeur and a vehicle are available for your journey.",
    "You receive a detailed confirmation by email, with the final price.",
    "We contact you within 2 hours if anything needs clarifying.",
  ],
  estimateNote:
    "The price shown is an estimate; the final price is confirmed once your request is validated.",
  cancellationTitle: "Cancellation terms",
  cancellation:
    "Free cancellation more than 48 hours before departure; 50% of the price between 24 and 48 hours; the full amount within 24 hours.",
  cancellationLate: (late, cost) =>
    `${late === "booked" ? "Booked" : "Confirmed"} less than ${cost === "half" ? "48" : "24"} hours before departure, this journey does not qualify for free cancellation: ${
      cost === "half"
        ? "cancelling costs 50% of the price until 24 hours before departure, then the full amount."
        : "if you cancel, the full amount is due."
    }`,
  payment:
    "You pay your chauffeur: cash, card or bank transfer. A 30% deposit may be requested for long journeys.",
  contactTitle: "How to reach us",
  phone: "Phone",
  whatsapp: "WhatsApp",
  email: "Email",
  signature: (company: string) => `With our best regards,\nThe ${company} team`,
  confirmedSubject: (ref: string) => `Booking confirmed: ${ref}`,
  confirmedIntro: "Good news: your chauffeur is booked. Here are the pick-up details.",
  pickupTitle: "Pick-up",
  pickupNote: (where, board, guest = null) => {
    const named = board ? `a name board reading “${board}”` : "a name board";
    const withBoard = board ? `, with ${named}` : "";
    if (guest) {
      if (where === "airport")
        return `Your chauffeur tracks the flight, adjusts to its actual arrival time and meets ${guest} at arrivals with ${named}.`;
      if (where === "heliport")
        return `Your chauffeur tracks the flight and meets ${guest} on arrival at the heliport, with ${named}.`;
      if (where === "station")
        return `Your chauffeur follows the train’s arrival and meets ${guest} as they come off the platform${withBoard}.`;
      return `Your chauffeur will be waiting for ${guest} at the address given, at the time stated${withBoard}.`;
    }
    if (where === "airport")
      return `Your chauffeur tracks your flight, adjusts to its actual arrival time and meets you at arrivals with ${named}.`;
    if (where === "heliport")
      return `Your chauffeur tracks your flight and meets you as you arrive at the heliport, with ${named}.`;
    if (where === "station")
      return `Your chauffeur follows your train’s arrival and meets you as you come off the platform${withBoard}.`;
    return `Your chauffeur will be waiting for you at the address given, at the time stated${withBoard}.`;
  },
  calendarNote: "The attached file adds the journey to your calendar.",
  cancelledSubject: (ref: string) => `Request cancelled: ${ref}`,
  cancelledByOfficeIntro: "We have had to cancel your journey request, and we are truly sorry.",
  cancelledByOfficeNext:
    "There is nothing to pay. To arrange another journey, simply reply to this email or call us: we will be glad to help.",
  cancelledByClientSubject: (ref: string) => `Cancellation confirmed: ${ref}`,
  cancelledByClientIntro: "As you asked, your journey is cancelled, free of charge.",
  cancelledByClientNext:
    "We hope to welcome you on board soon. For another journey, reply to this email or call us.",
  reason: "Reason",
  declinedSubject: (ref: string) => `Your request ${ref}: we cannot take it on`,
  declinedIntro: "Thank you for your request. We are very sorry: we are unable to provide this journey.",
  declinedNext:
    "If another time or date would suit you, reply to this email or call us: we will do our best to find a solution.",
  whatsappAction: "Message us on WhatsApp",
  whatsappAbout: (ref: string | null) => (ref ? `Hello, about my request ${ref}: ` : "Hello, "),
  contactAckSubject: "We have received your message",
  contactAckIntro: (name: string) => `Thank you ${name}, your message has reached us.`,
  followTitle: "Follow your request",
  followText:
    "This private page shows where your request stands; there you can cancel it free of charge up to 48 hours before departure, or ask us for a change. The link is yours alone: please do not share it.",
  followTextPaid:
    "This private page shows where your request stands; there you can ask us for a change. The link is yours alone: please do not share it.",
  followTextClosed:
    "This private page keeps the summary of your request. The link is yours alone: please do not share it.",
  followAction: "View my request",
  changeAnsweredSubject: (ref: string, approved: boolean) =>
    approved ? `Change accepted: ${ref}` : `Your change request: ${ref}`,
  changeApprovedIntro:
    "Good news: we have made the change you asked for. Here is your journey as it now stands.",
  changeRefusedIntro:
    "We have read the change you asked for, but unfortunately we are unable to accept it. Your journey stays as it was planned.",
  yourChange: "Your request",
  officeMessage: "Our answer",
  invoiceSubject: (ref: string, number: string) => `Your invoice ${number}: journey ${ref}`,
  invoiceIntro:
    "Thank you for travelling with us. Please find attached the invoice for your journey, as a PDF. It is written in French, with the English beside each heading.",
  invoiceNumber: "Invoice no.",
  invoiceTotal: "Total incl. VAT",
  invoicePaid: "Paid, thank you.",
  invoiceDue: "Payable no later than",
  creditSubject: (ref: string, number: string) => `Your credit note ${number}: journey ${ref}`,
  creditIntro: (invoice: string) =>
    `Please find attached, as a PDF, the credit note that cancels invoice no. ${invoice} for your journey. If a new invoice replaces it, it will reach you separately.`,
  creditNumber: "Credit note no.",
  contactAckNext:
    "We reply within 2 hours, every day. For anything urgent, call us or message us on WhatsApp.",
  quoteSubject: (ref: string) => `Your quote: ${ref}`,
  quoteIntro:
    "Thank you for your request. Here is our offer for this journey, at the price below, all taxes included.",
  quotedPrice: "Price offered",
  quoteValidThrough: (day: string) => `Valid until the end of ${day}.`,
  quoteValidUntil: (moment: string) => `Valid until ${moment}.`,
  quoteAction: "View and accept the quote",
  quoteNote:
    "One click on “Accept”, on your private page, confirms the booking at this price, and we send you the confirmation straight away. If we have not heard from you by then, the quote lapses; just write to us and we will renew it.",
  updatedSubject: (ref: string) => `Your journey has been updated: ${ref}`,
  updatedIntro:
    "As agreed with our team, we have updated your request. Here is what changes, followed by your journey as it now stands.",
  updatedChanges: "What changes",
  updatedNow: "Your journey as it now stands",
  updatedCalendarNote:
    "The calendar file attached replaces the one we sent you before: open it to update your calendar.",
  updatedNone: "none",
  updatedExtras: "changed (see the details below)",
  updatedFields: {
    departure: "Pick-up",
    arrival: "Drop-off",
    date: "Date",
    time: "Time",
    returnDate: "Return date",
    returnTime: "Return time",
    passengers: "Passengers",
    luggage: "Luggage",
    flightNumber: "Flight or train",
    extras: "Extras",
    nameBoard: "Name board",
    priceCents: "Estimated price",
    finalPriceCents: "Price",
  },
};
