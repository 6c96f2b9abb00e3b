/**
 * The fifteen services, once each, in display order: one line per service in
 * `service-registry.json` (beside this file) with what does not depend on the language. Its texts live
 * in `app/content/services/<slug>.fr.yaml` and `<slug>.en.yaml`; app/content/service-files.ts checks
 * both the lines and the texts. The page registry (app/i18n/registry.ts) makes `/services/<slug>` and
 * `/en/services/<slug>` from this list.
 *
 * Adding a service: write its two files and add its line to the JSON file. Free of texts: every
 * page's bundle carries this list (the router reads it), so this module only gives the data its type;
 * nothing is parsed or checked when it loads.
 */
import type { Prefill } from "~/booking/prefill";
import type { SitemapGroup } from "~/i18n/registry";
import registry from "./service-registry.json" with { type: "json" };
import type { ArtKey, IconName, ServiceCategoryId } from "./types";

/**
 * A service's slug. A plain string: TypeScript types a JSON import's strings as `string`, never as
 * their literal values, so a union of the slugs could only be had by writing the fifteen of them out
 * again here (a second list to keep in step with the data) or by generating a declaration file before
 * every type check. What the union caught at compile time, the checks catch instead: service-files.ts
 * rejects a registry line linking to no service, and the tests fail on a table keyed by a slug that is
 * no service (serviceGuides, AREA_SERVED, ARTICLE_SERVICES, ARTICLE_BOOKING).
 */
export type ServiceSlug = string;

export interface ServiceEntry {
  slug: ServiceSlug;
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
  linked: readonly ServiceSlug[];
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
  /**
   * Beside its calls to action, the page offers the booking form opened for someone else (a hotel's
   * concierge booking for a guest, decision 043).
   */
  guestBooking?: true;
}

/** The registry lines, as service-registry.json has them (checked by service-files.ts and its tests). */
export const SERVICE_ENTRIES = registry as readonly ServiceEntry[];

/** A service's registry line, or undefined for a slug that is no service. */
export function serviceEntry(slug: string | undefined): ServiceEntry | undefined {
  return SERVICE_ENTRIES.find((item) => item.slug === slug);
}

/** Where a service page's calls to action lead (the booking form unless its line says otherwise). */
export function serviceCtaPath(slug: string): "/contact" | "/reservations" {
  return serviceEntry(slug)?.ctaPath ?? "/reservations";
}

export const SERVICE_SLUGS: readonly ServiceSlug[] = /* @__PURE__ */ SERVICE_ENTRIES.map(
  (entry) => entry.slug,
);
