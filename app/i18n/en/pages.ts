import { CONTACT_LIMITS } from "~/domain/contact/constants";
import type { Dictionary } from "../fr";

export const pages: Dictionary["pages"] = {
  fleet: {
    introEyebrow: "Mercedes V-\u2060Class",
    featuresEyebrow: "On board",
    featuresTitle: "Comfort in every detail",
    specEyebrow: "Specifications",
    specIntro: "The key facts about the vehicle that will welcome you.",
    specHeader: { label: "Feature", value: "Detail" },
    galleryEyebrow: "Gallery",
  },
  about: {
    storyEyebrow: "Our story",
    valuesEyebrow: "Our values",
    driversEyebrow: "The team",
    driversBadge: "Over 30, multilingual",
  },
  contact: {
    errors: {
      "name.required": "Please enter your name.",
      "name.tooLong": `Your name cannot be longer than ${CONTACT_LIMITS.nameMax} characters.`,
      "name.invalid": "Your name cannot contain the characters < or >, or a line break.",
      "email.required": "Please enter your email address.",
      "email.tooLong": `Your email address cannot be longer than ${CONTACT_LIMITS.emailMax} characters.`,
      "email.invalid": "Please enter a valid email address, for example name@example.com.",
      "phone.invalid":
        "Please enter a valid, complete phone number, starting with your country code, for example +44\u00a020\u00a07946\u00a00000 (a French number has 10\u00a0digits: 06\u00a012\u00a034\u00a056\u00a078).",
      "message.required": "Please write your message.",
      "message.tooShort": `Your message must be at least ${CONTACT_LIMITS.messageMin} characters long.`,
      "message.tooLong": "Your message cannot be longer than 5,000 characters.",
      "message.invalid":
        "Your message contains invisible control characters (such as NUL): remove them and send it again.",
    },
    meta: {
      title: "Contact: private chauffeur on the French Riviera",
      description:
        "Write or call us about a transfer, an event or a journey to Italy or Switzerland. Private chauffeur service available 24/7 on the French Riviera.",
    },
    hero: {
      eyebrow: "Contact",
      title: "Let’s talk about your journey",
      subtitle:
        "A question, an event to plan, a journey over several days: write to us and we will get back to you quickly, day or night.",
    },
    form: {
      title: "Send a message",
      intro: "All fields are required except the phone number.",
      optional: "optional",
      phoneHint: "For example +44 20 7946 0000",
      messageHint: "Between 10 and 5,000 characters.",
      sending: "Sending...",
      privacy: "Your details are used only to reply to you.",
      privacyLink: "Privacy policy",
      honeypotLabel: "Leave this field empty",
      errorSummary: "Please correct the fields marked below.",
    },
    sent: "Message sent! We will respond quickly.",
    sentDetail: "For an urgent request, call us or message us on WhatsApp.",
    failed: "Error submitting. Please try again.",
    rateLimited:
      "You have sent several messages in a short time. Please try again in a few minutes, or call us directly.",
    cards: {
      title: "Reach us directly",
      phone: "Telephone",
      email: "Email",
      whatsapp: "WhatsApp",
      whatsappAction: "Message us on WhatsApp",
      address: "Address",
      addressValue: "Côte d’Azur, France",
      availability: "Availability",
      availabilityValue: "24/7",
      availabilityDetail: "Email reply within 2 hours",
    },
    map: {
      eyebrow: "Our region",
      title: "From Saint-Tropez to Menton, and beyond",
      text: "We cover the whole French Riviera and Monaco, and drive you on to Italy and Switzerland.",
      label:
        "Map of the French Riviera and Monaco, the area we serve, showing Saint-Tropez, Cannes, Grasse, Antibes, Nice, Monaco and Menton.",
      note: "Journeys to Italy and Switzerland on request.",
      sea: "Mediterranean Sea",
      beyond: "And beyond:",
    },
  },
  confirmation: {
    meta: {
      title: "Request sent",
      description: "Your booking request has been sent. We will reply by email.",
    },
    eyebrow: "Request received",
    title: "Your request has been sent",
    text: "Thank you for choosing us. We have received your request and are already working on your journey.",
    reference: "Your request reference:",
    referenceHint: "Please quote it if you contact us about this journey.",
    recapTitle: "Your request",
    unknown: {
      meta: {
        title: "Request not found",
        description: "No booking request sent from this browser has this reference.",
      },
      title: "No request to show here",
      text: "We cannot find a request sent from this browser under this reference. If you did send one, the confirmation email we sent you has all its details; if not, you can make one now.",
      book: "Request a journey",
    },
    gone: {
      meta: { title: "Request deleted", description: "This booking request is no longer available." },
      title: "This request is no longer available",
      text: "The request sent from this browser has been deleted from our systems. If you have any question, contact us and quote its reference.",
    },
    stepsTitle: "What happens next",
    steps: [
      {
        title: "Availability check",
        text: "We check that a vehicle and a chauffeur are available for the date and time you asked for.",
      },
      {
        title: "Detailed confirmation by email",
        text: "You receive an email summarising your journey with the confirmed price.",
      },
      {
        title: "Contact within 2 hours",
        text: "A member of our team gets in touch within two hours to settle the final details.",
      },
    ],
    promises: [
      { title: "24/7", text: "We can be reached at any hour, before and during your journey." },
      {
        title: "100% satisfaction",
        text: "Our priority: every journey going exactly as planned.",
      },
    ],
    home: "Back to home",
    services: "Explore our services",
  },
  sitemap: {
    meta: {
      title: "Sitemap",
      description:
        "Every page of the website: private chauffeur services, airport transfers, events, journeys to Italy and Switzerland, blog and legal information.",
    },
    hero: {
      eyebrow: "Sitemap",
      title: "All our pages",
      subtitle: "Services, transfers, events, journeys, the blog and legal information at a glance.",
    },
    groups: {
      main: "Main pages",
      airport: "Airport transfers",
      events: "Events and VIP",
      international: "International journeys",
      hotel: "Hotel services",
      blog: "Blog and guides",
      legal: "Legal",
    },
    titles: {
      home: "Home",
      services: "Our services",
      fleet: "Our fleet",
      about: "About us",
      blog: "The blog",
      contact: "Contact",
      reservations: "Booking request",
      sitemap: "Sitemap",
      legal: "Legal notice",
      privacy: "Privacy policy",
      terms: "Terms and conditions",
    },
    end: {
      title: "Ready to go?",
      text: "Describe your journey to receive a proposal, or simply ask us your question.",
      reserve: "Request a quote",
      contact: "Contact us",
    },
  },
  legal: {
    eyebrow: "Legal information",
    updated: "Last updated:",
    toc: "Contents",
    backToTop: "Back to contents",
    questions: "A question about this document?",
    contactLink: "Contact us",
  },
};
