import type { Dictionary } from "../fr";

export const services: Dictionary["services"] = {
  hub: {
    metaTitle: "Our private chauffeur services on the French Riviera",
    metaDescription:
      "Airport transfers in Nice, Cannes and Monaco, journeys to Milan and Switzerland, the Cannes Festival, the Grand Prix, hotels: all our Mercedes V-Class services.",
    hero: {
      eyebrow: "Our services",
      title: "A private chauffeur for every journey",
      subtitle:
        "Airports and heliport, long distance, major events, hotels and VIP clients: fifteen services designed for the Riviera, in a chauffeur-driven Mercedes V-\u2060Class.",
    },
    cta: "Request a quote",
    jumpLabel: "Service categories",
    count: (n) => `${n} services`,
    itemListName: "Private chauffeur services",
    closingTitle: "Planning a journey not listed here?",
    closingText:
      "Tell us what you have in mind: we reply by email within two hours with a proposal tailored to you.",
    closingCta: "Request a quote",
    closingContact: "Write to us",
  },
  card: { link: "Discover the service" },
  carousel: {
    previous: "Previous",
    next: "Next",
    label: (category) => `${category} services`,
    status: (n, m, label) => `Slide ${n} of ${m}: ${label}`,
  },
  page: {
    introEyebrow: "Our approach",
    guaranteesTitle: "Our commitments",
    servicesTitle: "What we offer",
    faqTitle: "Frequently asked questions",
    quoteEyebrow: "Your quote",
    replyNote: "Reply by email within 2 hours · Pay your chauffeur on the day",
    testimonialsEyebrow: "Client reviews",
    testimonialsTitle: "Guests who trusted us with their journeys",
    ratingLabel: "Rating: 5 out of 5",
    otherServices: "Other services",
    relatedServices: "Related services",
    guestBooking: "Book for your guest",
  },
};
