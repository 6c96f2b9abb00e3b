/** schema.org data of the services pages (built in `meta`, from loader and root data). */
import type { Faq, ServiceSlug } from "~/content/types";
import { type Lang, localizePath } from "~/i18n/lang";

const PLACES = {
  riviera: { fr: "Côte d’Azur", en: "French Riviera" },
  nice: { fr: "Nice", en: "Nice" },
  cannes: { fr: "Cannes", en: "Cannes" },
  monaco: { fr: "Monaco", en: "Monaco" },
  saintTropez: { fr: "Saint-Tropez", en: "Saint-Tropez" },
  milan: { fr: "Milan", en: "Milan" },
  italy: { fr: "Italie", en: "Italy" },
  switzerland: { fr: "Suisse", en: "Switzerland" },
} as const;
type Place = keyof typeof PLACES;

/** By service slug (a test checks that each key is a service); one not listed serves the Riviera and Monaco. */
export const AREA_SERVED: Record<ServiceSlug, Place[]> = {
  "nice-airport-transfer": ["nice", "riviera", "monaco"],
  "cannes-airport-transfer": ["cannes", "riviera"],
  "monaco-heliport-transfer": ["monaco", "riviera"],
  "milan-luxury-transfer": ["riviera", "milan", "italy"],
  "switzerland-luxury-transfer": ["riviera", "switzerland"],
  "multi-day-journeys": ["riviera", "monaco", "italy", "switzerland"],
  "customized-itineraries": ["riviera", "monaco", "italy", "switzerland"],
  "cannes-festival-transfer": ["cannes", "riviera"],
  "monaco-grand-prix": ["monaco", "riviera"],
  "saint-tropez-transfer": ["saintTropez", "riviera"],
};

export function areaServed(slug: ServiceSlug, lang: Lang): string[] {
  return (AREA_SERVED[slug] ?? ["riviera", "monaco"]).map((place) => PLACES[place][lang]);
}

export function serviceJsonLd(input: {
  siteUrl: string;
  companyName: string;
  lang: Lang;
  slug: ServiceSlug;
  name: string;
  description: string;
}) {
  const { siteUrl, lang, slug } = input;
  const url = `${siteUrl}${localizePath(`/services/${slug}`, lang)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url,
    inLanguage: lang,
    provider: {
      "@type": "LocalBusiness",
      "@id": `${siteUrl}/#business`,
      name: input.companyName,
      url: `${siteUrl}${localizePath("/", lang)}`,
    },
    areaServed: areaServed(slug, lang).map((name) => ({ "@type": "Place", name })),
  };
}

export function faqJsonLd(faq: Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function serviceListJsonLd(input: {
  siteUrl: string;
  name: string;
  items: { href: string; label: string }[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: input.name,
    numberOfItems: input.items.length,
    itemListElement: input.items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      url: `${input.siteUrl}${item.href}`,
    })),
  };
}
