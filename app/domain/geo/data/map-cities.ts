import type { Lang } from "~/i18n/lang";
import type { CountryCode } from "../types";

/** id, name (one for both languages, or each), country, latitude, longitude, rank (1 = labelled first). */
export type MapCityRow = [string, string | Record<Lang, string>, CountryCode, number, number, 1 | 2];

/**
 * Labelled reference places of the site's map (decision 023): town centres from GeoNames, resorts from
 * places.ts, in labelling order.
 */
export const MAP_CITY_ROWS: readonly MapCityRow[] = [
  ["nice", "Nice", "FR", 43.70313, 7.26608, 1],
  ["cannes", "Cannes", "FR", 43.55135, 7.01275, 1],
  ["monaco", "Monaco", "MC", 43.73333, 7.41667, 1],
  ["marseille", "Marseille", "FR", 43.2965, 5.3698, 1],
  ["lyon", "Lyon", "FR", 45.764, 4.8357, 1],
  ["genoa", { fr: "Gênes", en: "Genoa" }, "IT", 44.40478, 8.94439, 1],
  ["turin", "Turin", "IT", 45.07049, 7.68682, 1],
  ["milan", "Milan", "IT", 45.46427, 9.18951, 1],
  ["geneva", { fr: "Genève", en: "Geneva" }, "CH", 46.20222, 6.14569, 1],
  ["zurich", "Zurich", "CH", 47.37689, 8.54169, 1],
  ["saint-tropez", "Saint-Tropez", "FR", 43.26764, 6.64049, 1],
  ["zermatt", "Zermatt", "CH", 46.0207, 7.7491, 1],
  ["courchevel", "Courchevel", "FR", 45.4148, 6.6343, 1],
  ["antibes", "Antibes", "FR", 43.58579, 7.10831, 2],
  ["menton", "Menton", "FR", 43.77649, 7.50435, 2],
  ["grasse", "Grasse", "FR", 43.65783, 6.92537, 2],
  ["san-remo", "Sanremo", "IT", 43.81725, 7.7772, 2],
  ["toulon", "Toulon", "FR", 43.12442, 5.92836, 2],
  ["aix", "Aix-en-Provence", "FR", 43.52633, 5.44543, 2],
  ["avignon", "Avignon", "FR", 43.94834, 4.80892, 2],
  ["portofino", "Portofino", "IT", 44.3035, 9.2096, 2],
  ["aosta", { fr: "Aoste", en: "Aosta" }, "IT", 45.73764, 7.31722, 2],
  ["como", { fr: "Côme", en: "Como" }, "IT", 45.80819, 9.0832, 2],
  ["lugano", "Lugano", "CH", 46.00503, 8.95269, 2],
  ["lausanne", "Lausanne", "CH", 46.516, 6.63282, 2],
  ["bern", { fr: "Berne", en: "Bern" }, "CH", 46.94809, 7.44744, 2],
  ["gstaad", "Gstaad", "CH", 46.4752, 7.2861, 2],
  ["verbier", "Verbier", "CH", 46.0961, 7.2285, 2],
  ["chamonix", "Chamonix", "FR", 45.9237, 6.8694, 2],
  ["annecy", "Annecy", "FR", 45.8992, 6.1294, 2],
  ["grenoble", "Grenoble", "FR", 45.1885, 5.7245, 2],
  ["st-moritz", "Saint-Moritz", "CH", 46.4908, 9.8355, 2],
];
