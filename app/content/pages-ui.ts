/**
 * Interface texts of the fleet, about, contact, confirmation, sitemap and legal pages, both
 * languages side by side. The editorial content of these pages lives in about.ts, fleet.ts and legal.ts.
 */
import type { SitemapGroup } from "~/i18n/registry";
import type { Localized, Meta } from "./types";

export interface PagesUi {
  fleet: {
    introEyebrow: string;
    featuresEyebrow: string;
    featuresTitle: string;
    specEyebrow: string;
    specIntro: string;
    specHeader: { label: string; value: string };
    galleryEyebrow: string;
  };
  about: {
    storyEyebrow: string;
    valuesEyebrow: string;
    driversEyebrow: string;
    driversBadge: string;
  };
  contact: {
    meta: Meta;
    hero: { eyebrow: string; title: string; subtitle: string };
    form: {
      title: string;
      intro: string;
      optional: string;
      phoneHint: string;
      messageHint: string;
      sending: string;
      privacy: string;
      privacyLink: string;
      honeypotLabel: string;
      errorSummary: string;
    };
    sent: string;
    sentDetail: string;
    failed: string;
    rateLimited: string;
    cards: {
      title: string;
      phone: string;
      email: string;
      whatsapp: string;
      whatsappAction: string;
      address: string;
      addressValue: string;
      availability: string;
      availabilityValue: string;
      availabilityDetail: string;
    };
    map: {
      eyebrow: string;
      title: string;
      text: string;
      label: string;
      note: string;
      sea: string;
      beyond: string;
    };
  };
  confirmation: {
    meta: Meta;
    eyebrow: string;
    title: string;
    text: string;
    reference: string;
    referenceHint: string;
    stepsTitle: string;
    steps: { title: string; text: string }[];
    promises: { title: string; text: string }[];
    home: string;
    services: string;
  };
  sitemap: {
    meta: Meta;
    hero: { eyebrow: string; title: string; subtitle: string };
    groups: Record<SitemapGroup, string>;
    /** titles of the pages that are neither a service nor an article, by registry id */
    titles: Record<string, string>;
    end: { title: string; text: string; reserve: string; contact: string };
  };
  legal: {
    eyebrow: string;
    updated: string;
    toc: string;
    backToTop: string;
    questions: string;
    contactLink: string;
  };
}

export const pagesUi: Localized<PagesUi> = {
  fr: {
    fleet: {
      introEyebrow: "Mercedes Classe V",
      featuresEyebrow: "À bord",
      featuresTitle: "Le confort dans chaque détail",
      specEyebrow: "Fiche technique",
      specIntro: "Les caractéristiques du véhicule qui vous accueille.",
      specHeader: { label: "Caractéristique", value: "Détail" },
      galleryEyebrow: "Galerie",
    },
    about: {
      storyEyebrow: "Notre histoire",
      valuesEyebrow: "Nos valeurs",
      driversEyebrow: "L'équipe",
      driversBadge: "Plus de 30 ans, multilingues",
    },
    contact: {
      meta: {
        title: "Contact : chauffeur privé sur la Côte d'Azur",
        description:
          "Écrivez-nous ou appelez-nous pour un transfert, un événement ou un voyage vers l'Italie et la Suisse. Chauffeur privé disponible 24 h/24 sur la Côte d'Azur.",
      },
      hero: {
        eyebrow: "Contact",
        title: "Parlons de votre trajet",
        subtitle:
          "Une question, un projet d'événement, un voyage sur plusieurs jours : écrivez-nous, nous vous répondons rapidement, de jour comme de nuit.",
      },
      form: {
        title: "Envoyer un message",
        intro: "Tous les champs sont obligatoires, sauf le téléphone.",
        optional: "facultatif",
        phoneHint: "Par exemple +33 6 12 34 56 78",
        messageHint: "Entre 10 et 5 000 caractères.",
        sending: "Envoi...",
        privacy: "Vos coordonnées servent uniquement à vous répondre.",
        privacyLink: "Politique de confidentialité",
        honeypotLabel: "Laissez ce champ vide",
        errorSummary: "Veuillez corriger les champs signalés ci-dessous.",
      },
      sent: "Message envoyé ! Nous vous répondons rapidement.",
      sentDetail: "Pour une demande urgente, appelez-nous ou écrivez-nous sur WhatsApp.",
      failed: "Erreur lors de l'envoi. Veuillez réessayer.",
      rateLimited:
        "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes, ou appelez-nous directement.",
      cards: {
        title: "Nous joindre directement",
        phone: "Téléphone",
        email: "E-mail",
        whatsapp: "WhatsApp",
        whatsappAction: "Écrire sur WhatsApp",
        address: "Adresse",
        addressValue: "Côte d'Azur, France",
        availability: "Disponibilité",
        availabilityValue: "24 h/24, 7 j/7",
        availabilityDetail: "Réponse par e-mail sous 2 h",
      },
      map: {
        eyebrow: "Notre région",
        title: "De Saint-Tropez à Menton, et au-delà",
        text: "Nous rayonnons sur toute la Côte d'Azur et Monaco, et nous vous conduisons vers l'Italie et la Suisse.",
        label:
          "Carte de la Côte d'Azur et de Monaco, région desservie, indiquant les villes de Saint-Tropez, Cannes, Grasse, Antibes, Nice, Monaco et Menton.",
        note: "Trajets vers l'Italie et la Suisse sur demande.",
        sea: "Mer Méditerranée",
        beyond: "Et au-delà :",
      },
    },
    confirmation: {
      meta: {
        title: "Demande transmise",
        description: "Votre demande de réservation a bien été transmise. Nous vous répondons par e-mail.",
      },
      eyebrow: "Demande reçue",
      title: "Votre demande a bien été transmise",
      text: "Merci de votre confiance. Nous avons bien reçu votre demande et nous occupons dès maintenant de votre trajet.",
      reference: "Référence de votre demande :",
      referenceHint: "Rappelez-la si vous nous contactez au sujet de ce trajet.",
      stepsTitle: "Les prochaines étapes",
      steps: [
        {
          title: "Vérification des disponibilités",
          text: "Nous vérifions la disponibilité d'un véhicule et d'un chauffeur pour la date et l'heure demandées.",
        },
        {
          title: "Confirmation détaillée par e-mail",
          text: "Vous recevez par e-mail le récapitulatif de votre trajet et le prix confirmé.",
        },
        {
          title: "Contact sous 2 heures",
          text: "Un membre de notre équipe vous contacte dans les deux heures pour finaliser les derniers détails.",
        },
      ],
      promises: [
        {
          title: "24 h/24, 7 j/7",
          text: "Nous restons joignables à toute heure, avant et pendant votre trajet.",
        },
        {
          title: "100 % satisfaction",
          text: "Notre priorité : que chaque trajet se passe exactement comme prévu.",
        },
      ],
      home: "Retour à l'accueil",
      services: "Découvrir nos services",
    },
    sitemap: {
      meta: {
        title: "Plan du site",
        description:
          "Toutes les pages du site : services de chauffeur privé, transferts aéroport, événements, voyages vers l'Italie et la Suisse, blog et informations légales.",
      },
      hero: {
        eyebrow: "Plan du site",
        title: "Toutes nos pages",
        subtitle:
          "Services, transferts, événements, voyages, blog et informations légales, en un coup d'œil.",
      },
      groups: {
        main: "Pages principales",
        airport: "Transferts aéroport",
        events: "Événements et VIP",
        international: "Voyages internationaux",
        hotel: "Services hôteliers",
        blog: "Blog et guides",
        legal: "Informations légales",
      },
      titles: {
        home: "Accueil",
        services: "Nos services",
        fleet: "Notre flotte",
        about: "À propos",
        blog: "Le blog",
        contact: "Contact",
        reservations: "Demande de réservation",
        sitemap: "Plan du site",
        legal: "Mentions légales",
        privacy: "Politique de confidentialité",
        terms: "Conditions générales de vente",
      },
      end: {
        title: "Prêt à partir ?",
        text: "Décrivez votre trajet pour recevoir une proposition, ou posez-nous simplement votre question.",
        reserve: "Demander un devis",
        contact: "Nous contacter",
      },
    },
    legal: {
      eyebrow: "Informations légales",
      updated: "Dernière mise à jour :",
      toc: "Sommaire",
      backToTop: "Retour au sommaire",
      questions: "Une question sur ce document ?",
      contactLink: "Contactez-nous",
    },
  },
  en: {
    fleet: {
      introEyebrow: "Mercedes V-Class",
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
      meta: {
        title: "Contact: private chauffeur on the French Riviera",
        description:
          "Write or call us about a transfer, an event or a journey to Italy or Switzerland. Private chauffeur service available 24/7 on the French Riviera.",
      },
      hero: {
        eyebrow: "Contact",
        title: "Let's talk about your journey",
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
        email: "E-mail",
        whatsapp: "WhatsApp",
        whatsappAction: "Message us on WhatsApp",
        address: "Address",
        addressValue: "Côte d'Azur, France",
        availability: "Availability",
        availabilityValue: "24/7",
        availabilityDetail: "E-mail reply within 2 hours",
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
        description: "Your booking request has been sent. We will reply by e-mail.",
      },
      eyebrow: "Request received",
      title: "Your request has been sent",
      text: "Thank you for choosing us. We have received your request and are already working on your journey.",
      reference: "Your request reference:",
      referenceHint: "Please quote it if you contact us about this journey.",
      stepsTitle: "What happens next",
      steps: [
        {
          title: "Availability check",
          text: "We check that a vehicle and a chauffeur are available for the date and time you asked for.",
        },
        {
          title: "Detailed confirmation by e-mail",
          text: "You receive an e-mail summarising your journey with the confirmed price.",
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
  },
};
