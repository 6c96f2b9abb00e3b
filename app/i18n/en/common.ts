import type { Dictionary } from "../fr";

export const common: Dictionary["common"] = {
  meta: {
    siteTagline: "Private chauffeur and Mercedes vans on the French Riviera",
  },
  a11y: {
    skip: "Skip to content",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    services: "Services",
    fleet: "Fleet",
    blog: "Blog",
    about: "About",
    contact: "Contact",
    reserve: "Book",
    call: "Call us",
    whatsapp: "Message us on WhatsApp",
    menuOpen: "Open menu",
    menuClose: "Close menu",
  },
  lang: {
    switchLabel: "Language",
    fr: "Français",
    en: "English",
    switchTo: "Lire cette page en français",
  },
  hero: {
    eyebrow: "Private chauffeur · French Riviera, Italy, Switzerland",
    title: "Your private chauffeur on the French Riviera",
    subtitle:
      "Airport transfers, landmark events and journeys to Italy and Switzerland, in Mercedes V-\u2060Class vans driven by seasoned chauffeurs.",
    cta: "Request a quote",
    secondary: "Explore our services",
    note: "Reply by email within 2 hours · Pay your chauffeur on the day",
    quick: {
      label: "Quick request",
      from: "From",
      fromPlaceholder: "Airport, hotel, address…",
      to: "To",
      toPlaceholder: "Monaco, Cannes, Milan…",
      date: "Date",
      passengers: "Passengers",
      hint: "You add the details on the next step; the fare is shown before you send anything.",
    },
    proofLabel: "The company in figures",
  },
  trust: {
    title: "Travel with nothing on your mind",
    intro: "One standard shapes every journey: the only thing you should think about is where you are going.",
    punctuality: {
      title: "Punctuality",
      text: "Live flight tracking and a chauffeur waiting before the agreed time. Your schedule is ours, even when the airline changes its own.",
    },
    fleet: {
      title: "Premium fleet",
      text: "Black 2024 Mercedes V-\u2060Class vans with four-zone climate control, seating up to 7 with room for 8 suitcases: lounge-like space with saloon-car discretion.",
    },
    drivers: {
      title: "Seasoned chauffeurs",
      text: "Multilingual chauffeurs, all over 30, who know every road on the Riviera and how to stay in the background.",
    },
  },
  home: {
    services: {
      eyebrow: "Our services",
      title: "A chauffeur for every occasion",
      intro:
        "From the arrivals hall to the red carpet, from an evening in Monaco to a week in the Swiss Alps.",
      link: "See all services",
    },
    fleet: {
      eyebrow: "The fleet",
      title: "Mercedes V-\u2060Class: room to breathe, in style",
      text: "Seven leather seats, a boot for eight suitcases, four climate zones and privacy glass. A private lounge on wheels, as at home on the motorway as in the narrow lanes of Saint-Tropez.",
      link: "Discover the fleet",
      spec: {
        passengers: "passengers",
        luggage: "suitcases",
        climate: "climate zones",
      },
    },
    testimonials: {
      eyebrow: "In our passengers’ words",
      title: "Guests who trusted us with their journeys",
    },
    cta: {
      title: "Where shall we take you?",
      text: "Tell us your journey: you get an instant estimate, then a detailed confirmation by email within two hours.",
      whatsapp: "Message us on WhatsApp",
    },
  },
  rating: {
    label: "Rating: 5 out of 5",
  },
  quote: (text: string) => `“${text}”`,
  contact: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    send: "Send",
  },
  sticky: {
    text: "Your chauffeur, around the clock",
    label: "Quick booking",
    cta: "Book now",
  },
  footer: {
    tagline:
      "Private chauffeur and Mercedes V-\u2060Class vans on the French Riviera, to Italy and Switzerland.",
    availability: "Available 24/7",
    booking: "Book 24 hours ahead",
    reply: "Email reply within 2 hours",
    navTitle: "Explore",
    legalTitle: "Information",
    contactTitle: "Get in touch",
    legal: "Legal notice",
    privacy: "Privacy",
    terms: "Terms and conditions",
    sitemap: "Site map",
    copyright: "©",
    rights: "All rights reserved.",
    admin: "Admin",
    login: "Sign in",
  },
  notFound: {
    title: "Oops! Page not found",
    text: "The address you asked for does not exist or has moved.",
    home: "Return to Home",
  },
  error: {
    title: "Unexpected Application Error",
    text: "Something went wrong on our side. Please try again in a moment or go back to the home page.",
  },
  toast: {
    close: "Dismiss notification",
    region: "Notifications",
  },
  breadcrumbs: {
    label: "Breadcrumb",
  },
  request: {
    badUrl: "Invalid address: it contains broken percent-encoding (%).",
    badMethod: "This site does not support that request method.",
    tooLarge: "Too much was sent: shorten your text and try again.",
    badForm: "The form could not be read. Reload the page and try again.",
    badType: "This form expects a web form submission, not another format.",
  },
  party: (p: number, l: number) =>
    `${p} passenger${p > 1 ? "s" : ""}, ${l === 0 ? "no luggage" : `${l} piece${l > 1 ? "s" : ""} of luggage`}`,
};
