/**
 * The pure helpers that shape the service content for the services pages' loaders, and the guides
 * they point to. The pages' interface texts are in the dictionary (app/i18n/fr/services.ts, en/services.ts).
 */

import { bookingHref } from "~/booking/prefill";
import { type Lang, localizePath, splitLang } from "~/i18n/lang";
import { serviceCtaPath, serviceEntry } from "./service-registry";
import { getService, serviceCategories } from "./services";
import type { ArtKey, IconName, Localized, Service, ServiceCategoryId, ServiceSlug } from "./types";

/** Service pages that point to a blog article for further reading. */
export interface ServiceGuide {
  path: string;
  art: ArtKey;
  text: Localized<{ eyebrow: string; title: string; text: string; cta: string }>;
}

/** By service slug, for the services that have a guide (a test checks that each key is a service). */
export const serviceGuides: Record<ServiceSlug, ServiceGuide> = {
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
        text: "Durée du trajet, itinéraire par la côte ligure, haltes qui valent le détour et formalités : tout ce qu’il faut savoir avant de partir.",
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

/** The service a path names, or undefined. */
export function serviceForPath(pathname: string): Service | undefined {
  const slug = serviceSlugFromPath(pathname);
  return slug ? getService(slug) : undefined;
}

/** Where a service page's calls to action lead: the booking form filled with what the service implies. */
export function serviceCtaHref(slug: string, lang: Lang): string {
  const path = serviceCtaPath(slug);
  if (path !== "/reservations") return localizePath(path, lang);
  // The service names its places (resolved by the server from the registry); a trip type goes as is.
  const entry = serviceEntry(slug);
  return entry?.booking
    ? bookingHref(lang, { service: slug, type: entry.booking.type })
    : localizePath(path, lang);
}

/** Loader data of every service page, whatever its layout. */
export function servicePageBase(service: Service, lang: Lang) {
  return {
    lang,
    card: serviceCard(service, lang),
    linked: linkedServiceCards(service, lang),
    guide: guideFor(service.slug, lang),
    ctaHref: serviceCtaHref(service.slug, lang),
    guestHref: serviceEntry(service.slug)?.guestBooking ? bookingHref(lang, { for: "guest" }) : undefined,
  };
}

export function guideFor(slug: ServiceSlug, lang: Lang) {
  const guide = serviceGuides[slug];
  return guide ? { href: localizePath(guide.path, lang), art: guide.art, ...guide.text[lang] } : undefined;
}
