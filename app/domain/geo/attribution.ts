import type { Lang } from "~/i18n/lang";

/**
 * Data credits to display wherever the gazetteer, the region map or place search are used
 * (e.g. in the site footer or under the map). GeoNames is CC BY 4.0 (attribution required); the map's
 * coast, borders and lakes come from OpenStreetMap under the ODbL, which requires the credit
 * "© OpenStreetMap contributors" (decision 023).
 */
export const GEO_ATTRIBUTION: Record<Lang, string> = {
  fr: "Données géographiques : GeoNames (geonames.org, licence CC BY 4.0) et © les contributeurs d’OpenStreetMap (licence ODbL). Distances et durées estimées.",
  en: "Geographic data: GeoNames (geonames.org, CC BY 4.0 licence) and © OpenStreetMap contributors (ODbL licence). Distances and times are estimates.",
};
