/**
 * The fifteen services with their texts in both languages, read at build time from
 * `app/content/services/<slug>.<lang>.yaml` (see service-files.ts for the checks and
 * service-registry.ts for the list). Server side: loaders hand each page only what it shows.
 * Nothing runs when the module loads (the one call is marked pure), so the browser bundles whose
 * graph reaches this module leave it out.
 */
import { SERVICE_CATEGORIES, type ServiceCategoryText } from "./service-categories";
import { buildServices } from "./service-files";
import { SERVICE_ENTRIES, type ServiceSlug } from "./service-registry";
import type { Service } from "./types";

export interface ServiceCategory extends ServiceCategoryText {
  /** The services whose registry line names this category, in display order. */
  services: ServiceSlug[];
}

function withServices(category: ServiceCategoryText): ServiceCategory {
  return {
    ...category,
    services: SERVICE_ENTRIES.filter((entry) => entry.category === category.id).map((entry) => entry.slug),
  };
}

export const serviceCategories: ServiceCategory[] = /* @__PURE__ */ SERVICE_CATEGORIES.map(withServices);

const files = import.meta.glob<string>("./services/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});

let cache: Service[] | undefined;

/** The fifteen services, in the order of SERVICE_ENTRIES. */
export function getServices(): Service[] {
  cache ??= buildServices(files);
  return cache;
}

/** The service for a URL slug, or undefined when the slug is unknown. */
export function getService(slug: string): Service | undefined {
  return getServices().find((service) => service.slug === slug);
}
