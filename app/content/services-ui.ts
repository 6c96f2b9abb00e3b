/**
 * Interface texts of the services pages (/services and the fifteen service pages), both languages
 * side by side, and the pure helpers that shape the service content for those pages' loaders.
 */
import { type Lang, localizePath, splitLang } from "~/i18n/lang";
import { getService, serviceCategories } from "./services";
import type {
  ArtKey,
  IconName,
  Localized,
  Service,
  ServiceA,
  ServiceB,
  ServiceCategoryId,
  ServiceSlug,
} from "./types";

export interface ServicesUiTexts {
  hub: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    subtitle: string;
    cta: string;
    jumpLabel: string;
    count: (n: number) => string;
    itemListName: string;
    closingTitle: string;
    closingText: string;
    closingCta: string;
    closingContact: string;
  };
  card: { link: string };
  carousel: {
    previous: string;
    next: string;
    /** accessible name of a category's carousel (must differ from the section's own name) */
    label: (category: string) => string;
    /** what the live region says after a move */
    status: (n: number, m: number, label: string) => string;
  };
  page: {
    introEyebrow: string;
    guaranteesTitle: string;
    servicesTitle: string;
    faqTitle: string;
    quoteEyebrow: string;
    replyNote: string;
    testimonialsEyebrow: string;
    testimonialsTitle: string;
    averageRating: string;
    googleReviews: string;
    ratingLabel: string;
    otherServices: string;
    relatedServices: string;
  };
}

export const servicesUi: Localized<ServicesUiTexts> = {
  fr: {
    hub: {
      metaTitle: "Nos services de chauffeur privé sur la Côte d'Azur",
      metaDescription:
        "Transferts aéroport à Nice, Cannes et Monaco, voyages vers Milan et la Suisse, Festival de Cannes, Grand Prix, hôtels : tous nos services en Mercedes Classe V.",
      eyebrow: "Nos services",
      title: "Un chauffeur privé pour chaque trajet",
      subtitle:
        "Aéroports et héliport, longues distances, grands événements, hôtels et clientèle VIP : quinze services pensés pour la Riviera, en Mercedes Classe V avec chauffeur.",
      cta: "Demander un devis",
      jumpLabel: "Catégories de services",
      count: (n) => `${n} services`,
      itemListName: "Services de chauffeur privé",
      closingTitle: "Un trajet qui ne figure pas ici ?",
      closingText:
        "Décrivez-nous votre projet : nous vous répondons par e-mail en moins de deux heures avec une proposition adaptée.",
      closingCta: "Demander un devis",
      closingContact: "Nous écrire",
    },
    card: { link: "Découvrir le service" },
    carousel: {
      previous: "Précédent",
      next: "Suivant",
      label: (category) => `Services : ${category}`,
      status: (n, m, label) => `Diapositive ${n} sur ${m} : ${label}`,
    },
    page: {
      introEyebrow: "Notre approche",
      guaranteesTitle: "Nos engagements",
      servicesTitle: "Nos prestations",
      faqTitle: "Questions fréquentes",
      quoteEyebrow: "Votre devis",
      replyNote: "Réponse par e-mail sous 2 h · Paiement au chauffeur",
      testimonialsEyebrow: "Avis clients",
      testimonialsTitle: "Ils nous ont confié leurs trajets",
      averageRating: "Note moyenne 5/5",
      googleReviews: "plus de 200 avis Google",
      ratingLabel: "Note : 5 sur 5",
      otherServices: "Autres services",
      relatedServices: "Services associés",
    },
  },
  en: {
    hub: {
      metaTitle: "Our private chauffeur services on the French Riviera",
      metaDescription:
        "Airport transfers in Nice, Cannes and Monaco, journeys to Milan and Switzerland, the Cannes Festival, the Grand Prix, hotels: all our Mercedes V-Class services.",
      eyebrow: "Our services",
      title: "A private chauffeur for every journey",
      subtitle:
        "Airports and heliport, long distance, major events, hotels and VIP clients: fifteen services designed for the Riviera, in a chauffeur-driven Mercedes V-Class.",
      cta: "Request a quote",
      jumpLabel: "Service categories",
      count: (n) => `${n} services`,
      itemListName: "Private chauffeur services",
      closingTitle: "Planning a journey not listed here?",
      closingText:
        "Tell us what you have in mind: we reply by e-mail within two hours with a proposal tailored to you.",
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
      replyNote: "Reply by e-mail within 2 hours · Pay the driver",
      testimonialsEyebrow: "Client reviews",
      testimonialsTitle: "Guests who trusted us with their journeys",
      averageRating: "Average rating 5/5",
      googleReviews: "200+ Google reviews",
      ratingLabel: "Rating: 5 out of 5",
      otherServices: "Other services",
      relatedServices: "Related services",
    },
  },
};

/** Service pages that point to a blog article for further reading. */
export interface ServiceGuide {
  path: string;
  art: ArtKey;
  text: Localized<{ eyebrow: string; title: string; text: string; cta: string }>;
}

export const serviceGuides: Partial<Record<ServiceSlug, ServiceGuide>> = {
  "cannes-festival-transfer": {
    path: "/blog/cannes-festival-guide",
    art: "croisette",
    text: {
      fr: {
        eyebrow: "Le guide du Festival",
        title: "Préparer votre Festival de Cannes",
        text: "Accréditations, fermetures de rues autour de la Croisette, tenue de soirée, hébergement : nos conseils pratiques pour vivre le Festival sans perdre une minute.",
        cta: "Lire notre guide du Festival",
      },
      en: {
        eyebrow: "The Festival guide",
        title: "Planning your Cannes Film Festival",
        text: "Badges, road closures around La Croisette, the dress code and where to stay: our practical advice for getting around the Festival calmly and on time.",
        cta: "Read our Festival guide",
      },
    },
  },
  "milan-luxury-transfer": {
    path: "/blog/nice-to-milan",
    art: "riviera-viaduct",
    text: {
      fr: {
        eyebrow: "Sur le blog",
        title: "De Nice à Milan, la route et ses étapes",
        text: "Durée du trajet, itinéraire par la côte ligure, haltes qui valent le détour et formalités : tout ce qu'il faut savoir avant de partir.",
        cta: "Lire le guide Nice – Milan",
      },
      en: {
        eyebrow: "On the blog",
        title: "Nice to Milan: the route and its stops",
        text: "Journey time, the coastal route through Liguria, stops worth making and border documents: what to know before you set off.",
        cta: "Read the Nice to Milan guide",
      },
    },
  },
};

/** What a service card shows, in one language. */
export interface ServiceCardData {
  slug: ServiceSlug;
  href: string;
  label: string;
  description: string;
  art: ArtKey;
  icon: IconName;
}

export function serviceCard(service: Service, lang: Lang): ServiceCardData {
  return {
    slug: service.slug,
    href: localizePath(`/services/${service.slug}`, lang),
    label: service.label[lang],
    description: service.description[lang],
    art: service.art,
    icon: service.icon,
  };
}

/** The services a page links to: "others" on layout A, "related" (the specification's table) on layout B. */
export function linkedSlugs(service: Service): ServiceSlug[] {
  return service.layout === "A" ? service.others : service.related;
}

export function linkedServiceCards(service: Service, lang: Lang): ServiceCardData[] {
  return linkedSlugs(service).flatMap((slug) => {
    const linked = getService(slug);
    return linked ? [serviceCard(linked, lang)] : [];
  });
}

export interface HubCategory {
  id: ServiceCategoryId;
  icon: IconName;
  title: string;
  description: string;
  cards: ServiceCardData[];
}

/** The four categories of /services with their cards, from the one data source. */
export function hubCategories(lang: Lang): HubCategory[] {
  return serviceCategories.map((category) => ({
    id: category.id,
    icon: category.icon,
    title: category.title[lang],
    description: category.description[lang],
    cards: category.services.flatMap((slug) => {
      const service = getService(slug);
      return service ? [serviceCard(service, lang)] : [];
    }),
  }));
}

/** The slug in "/services/<slug>" or "/en/services/<slug>", or undefined for any other path. */
export function serviceSlugFromPath(pathname: string): string | undefined {
  const match = /^\/services\/([a-z0-9-]+)\/?$/.exec(splitLang(pathname).path);
  return match?.[1];
}

/** The service a path names, when it exists and uses the given layout. */
export function serviceForPath(pathname: string, layout: "A"): ServiceA | undefined;
export function serviceForPath(pathname: string, layout: "B"): ServiceB | undefined;
export function serviceForPath(pathname: string, layout: "A" | "B"): Service | undefined {
  const slug = serviceSlugFromPath(pathname);
  const service = slug ? getService(slug) : undefined;
  return service?.layout === layout ? service : undefined;
}

/** Shared loader data of both layouts. */
export function servicePageBase(service: Service, lang: Lang) {
  return {
    lang,
    card: serviceCard(service, lang),
    linked: linkedServiceCards(service, lang),
    guide: guideFor(service.slug, lang),
  };
}

export function guideFor(slug: ServiceSlug, lang: Lang) {
  const guide = serviceGuides[slug];
  return guide ? { href: localizePath(guide.path, lang), art: guide.art, ...guide.text[lang] } : undefined;
}
