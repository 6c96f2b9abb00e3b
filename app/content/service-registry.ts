/**
 * The fifteen services, once each, in display order: one line per service with what does not depend on
 * the language. Its texts live in `app/content/services/<slug>.fr.yaml` and `<slug>.en.yaml`
 * (checked by app/content/service-files.ts); the page registry (app/i18n/registry.ts) makes
 * `/services/<slug>` and `/en/services/<slug>` from this list.
 *
 * Adding a service: write its two files and add its line here. Free of texts: every page's bundle
 * carries this list (the router reads it).
 */
import type { Prefill } from "~/booking/prefill";
import type { SitemapGroup } from "~/i18n/registry";
import type { ArtKey, IconName, ServiceCategoryId } from "./types";

export interface ServiceEntry {
  slug: string;
  /** "A": the five flagship pages (guarantees, highlights, testimonials); "B": the others. */
  layout: "A" | "B";
  /** Where the service is listed on /services and the home page. */
  category: ServiceCategoryId;
  /** Its heading on the site map. */
  group: SitemapGroup;
  art: ArtKey;
  /** A lucide-react icon name, for the cards. */
  icon: IconName;
  /**
   * The services the page links to, in order: on layout B exactly the specification's table of related
   * services (one to three); on layout A up to three others.
   */
  linked: readonly string[];
  /**
   * Where the page's calls to action lead, when not to the booking form: a partnership is discussed
   * in a message, not booked as a trip.
   */
  ctaPath?: "/contact";
  /**
   * What the service implies for the booking form its calls to action open (app/booking/prefill.ts):
   * place texts the gazetteer resolves in both languages (a test checks each one).
   */
  booking?: Pick<Prefill, "from" | "to" | "type">;
}

export const SERVICE_ENTRIES = [
  {
    slug: "nice-airport-transfer",
    layout: "A",
    category: "airport",
    group: "airport",
    art: "nice-arrivals",
    icon: "Plane",
    linked: ["cannes-airport-transfer", "monaco-heliport-transfer", "saint-tropez-transfer"],
    booking: { from: "Aéroport de Nice" },
  },
  {
    slug: "cannes-airport-transfer",
    layout: "B",
    category: "airport",
    group: "airport",
    art: "cannes-jet",
    icon: "PlaneLanding",
    linked: ["nice-airport-transfer", "monaco-heliport-transfer"],
    booking: { from: "Aéroport Cannes-Mandelieu" },
  },
  {
    slug: "monaco-heliport-transfer",
    layout: "B",
    category: "airport",
    group: "airport",
    art: "heliport",
    icon: "MapPin",
    linked: ["monaco-grand-prix", "vip-services"],
    booking: { to: "Héliport de Monaco" },
  },
  {
    slug: "milan-luxury-transfer",
    layout: "A",
    category: "long-distance",
    group: "international",
    art: "milan",
    icon: "Building2",
    linked: ["switzerland-luxury-transfer", "multi-day-journeys", "nice-airport-transfer"],
    booking: { to: "Milan" },
  },
  {
    slug: "switzerland-luxury-transfer",
    layout: "B",
    category: "long-distance",
    group: "international",
    art: "alps-lake",
    icon: "Mountain",
    linked: ["milan-luxury-transfer", "multi-day-journeys", "customized-itineraries"],
    booking: { to: "Genève" },
  },
  {
    slug: "multi-day-journeys",
    layout: "B",
    category: "long-distance",
    group: "international",
    art: "provence-road",
    icon: "Route",
    linked: ["customized-itineraries", "switzerland-luxury-transfer", "milan-luxury-transfer"],
  },
  {
    slug: "customized-itineraries",
    layout: "B",
    category: "long-distance",
    group: "international",
    art: "eze",
    icon: "Sparkles",
    linked: ["multi-day-journeys", "vip-services", "concierge-collaboration"],
  },
  {
    slug: "cannes-festival-transfer",
    layout: "A",
    category: "events",
    group: "events",
    art: "festival-steps",
    icon: "Camera",
    linked: ["cannes-airport-transfer", "vip-services", "guest-transportation"],
    booking: { to: "Palais des Festivals" },
  },
  {
    slug: "monaco-grand-prix",
    layout: "A",
    category: "events",
    group: "events",
    art: "grand-prix",
    icon: "Flag",
    linked: ["monaco-heliport-transfer", "vip-services", "corporate-events"],
    booking: { to: "Monaco" },
  },
  {
    slug: "corporate-events",
    layout: "B",
    category: "events",
    group: "events",
    art: "corporate",
    icon: "Briefcase",
    linked: ["private-celebrations", "monaco-grand-prix", "guest-transportation"],
  },
  {
    slug: "private-celebrations",
    layout: "B",
    category: "events",
    group: "events",
    art: "celebration",
    icon: "PartyPopper",
    linked: ["corporate-events", "guest-transportation", "vip-services"],
  },
  {
    slug: "saint-tropez-transfer",
    layout: "A",
    category: "long-distance",
    group: "international",
    art: "saint-tropez",
    icon: "Ship",
    linked: ["nice-airport-transfer", "cannes-airport-transfer", "customized-itineraries"],
    booking: { to: "Saint-Tropez" },
  },
  {
    slug: "concierge-collaboration",
    layout: "B",
    category: "hotel",
    group: "hotel",
    art: "palace-hotel",
    icon: "ConciergeBell",
    linked: ["vip-services"],
    ctaPath: "/contact",
  },
  {
    slug: "vip-services",
    layout: "B",
    category: "hotel",
    group: "events",
    art: "chauffeur-door",
    icon: "Crown",
    linked: ["customized-itineraries", "concierge-collaboration"],
  },
  {
    slug: "guest-transportation",
    layout: "B",
    category: "events",
    group: "events",
    art: "guest-convoy",
    icon: "Users",
    linked: ["corporate-events", "private-celebrations", "nice-airport-transfer"],
  },
] as const satisfies readonly ServiceEntry[];

/** Where a service page's calls to action lead (the booking form unless its line says otherwise). */
export function serviceCtaPath(slug: string): "/contact" | "/reservations" {
  const entry: ServiceEntry | undefined = SERVICE_ENTRIES.find((item) => item.slug === slug);
  return entry?.ctaPath ?? "/reservations";
}

export type ServiceSlug = (typeof SERVICE_ENTRIES)[number]["slug"];

export const SERVICE_SLUGS: readonly ServiceSlug[] = /* @__PURE__ */ SERVICE_ENTRIES.map(
  (entry) => entry.slug,
);
