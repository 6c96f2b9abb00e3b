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
  flight: "Flight or train",
  distance: "Estimated distance",
  estimate: "Estimated price",
  finalPrice: "Confirmed price",
  yourMessage: "Your message",
  nextTitle: "What happens next",
  next: [
    "We check that a driver and a vehicle are available for your journey.",
    "You receive a detailed confirmation by e-mail, with the final price.",
    "We contact you within 2 hours if anything needs clarifying.",
  ],
  estimateNote:
    "The price shown is an estimate; the final price is confirmed once your request is validated.",
  cancellationTitle: "Cancellation terms",
  cancellation:
    "Free cancellation more than 48 hours before departure; 50% of the price between 24 and 48 hours; the full amount within 24 hours.",
  payment:
    "You pay the driver: cash, card or bank transfer. A 30% deposit may be requested for long journeys.",
  contactTitle: "How to reach us",
  phone: "Phone",
  whatsapp: "WhatsApp",
  email: "Email",
  signature: (company: string) => `With our best regards,\nThe ${company} team`,
  passengers: (p: number, l: number) =>
    `${p} passenger${p > 1 ? "s" : ""}, ${l === 0 ? "no luggage" : `${l} piece${l > 1 ? "s" : ""} of luggage`}`,
  confirmedSubject: (ref: string) => `Booking confirmed: ${ref}`,
  confirmedIntro: "Good news: your chauffeur is booked. Here are the pick-up details.",
  pickupTitle: "Pick-up",
  pickupNote:
    "Your driver will be waiting at the address given, at the agreed time. At the airport, the driver tracks your flight and meets you at arrivals with a name board.",
  calendarNote: "The attached file adds the journey to your calendar.",
  cancelledSubject: (ref: string) => `Request cancelled: ${ref}`,
  cancelledIntro:
    "Your journey request has been cancelled. If you did not ask for this, or to arrange another journey, simply reply to this e-mail or call us.",
};
