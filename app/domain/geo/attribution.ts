import type { Lang } from "~/i18n/lang";

/**
 * Data credits to display wherever the gazetteer, the region map or place search are used
 * (e.g. in the site footer or under the map). GeoNames is CC BY 4.0 (attribution required);
 * Natural Earth is public domain (credit appreciated).
 */
export const GEO_ATTRIBUTION: Record<Lang, string> = {
  fr: "Données géographiques : GeoNames (geonames.org, licence CC BY 4.0) et Natural Earth (domaine public). Distances et durées estimées.",
  en: "Geographic data: GeoNames (geonames.org, CC BY 4.0 licence) and Natural Earth (public domain). Distances and times are estimates.",
};
