/**
 * Towns, districts and areas that the GeoNames selection (towns.json) does not hold or does not name
 * as clients do: Juan-les-Pins (a district of Antibes), Golfe-Juan (of Vallauris), Les Baux-de-Provence
 * (under 1,000 inhabitants), Lyon, the Luberon, Lake Como, St. Moritz as a
 * resort, and a few cities beyond the area served that clients type (Paris, Florence, Rome, Venice),
 * kept so that the answer is "outside the area we serve" rather than a wrong place.
 *
 * Source: GeoNames (CC BY 4.0) coordinates of the town or area centre.
 */
import { type CompactGroup, expand } from "./compact";

const GROUPS: CompactGroup[] = [
  {
    kind: "town",
    locality: "Antibes",
    country: "FR",
    importance: 30_000,
    rows: [["juan-les-pins", "Juan-les-Pins", 43.5693, 7.1113, { aliases: ["Juan"] }]],
  },
  {
    kind: "town",
    locality: "Vallauris",
    country: "FR",
    importance: 8_000,
    rows: [["golfe-juan", "Golfe-Juan", 43.5667, 7.0778]],
  },
  {
    kind: "town",
    locality: "Bouches-du-Rhône",
    country: "FR",
    importance: 400,
    rows: [["les-baux-de-provence", "Les Baux-de-Provence", 43.7442, 4.7956, { aliases: ["Les Baux"] }]],
  },
  {
    kind: "town",
    locality: { fr: "Rhône", en: "Rhône" },
    country: "FR",
    importance: 520_000,
    rows: [["lyon", "Lyon", 45.764, 4.8357, { aliases: ["Lyons"] }]],
  },
  {
    kind: "landmark",
    locality: "Vaucluse",
    country: "FR",
    importance: 30_000,
    rows: [
      [
        "luberon",
        "Luberon",
        43.8167,
        5.3,
        {
          aliases: ["Lubéron", "Parc naturel régional du Luberon"],
          keywords: ["Provence", "Gordes", "Lourmarin", "Ménerbes", "Bonnieux"],
        },
      ],
    ],
  },
  {
    kind: "landmark",
    locality: { fr: "Lombardie", en: "Lombardy" },
    country: "IT",
    importance: 40_000,
    rows: [
      [
        "lake-como",
        { fr: "Lac de Côme", en: "Lake Como" },
        45.99,
        9.26,
        { aliases: ["Lago di Como", "Lac de Come", "Lario"], keywords: ["Bellagio", "Como", "Côme"] },
      ],
      [
        "lake-maggiore",
        { fr: "Lac Majeur", en: "Lake Maggiore" },
        45.93,
        8.55,
        { aliases: ["Lago Maggiore"], keywords: ["Stresa"] },
      ],
    ],
  },
  {
    kind: "landmark",
    locality: { fr: "Ligurie", en: "Liguria" },
    country: "IT",
    importance: 30_000,
    rows: [
      [
        "riviera-italienne",
        { fr: "Riviera italienne", en: "Italian Riviera" },
        44.1,
        8.3,
        { aliases: ["Riviera ligure", "Riviera dei Fiori"], keywords: ["Ligurie", "Liguria"] },
      ],
      ["cinque-terre", "Cinque Terre", 44.1275, 9.7155, { aliases: ["Cinq Terres"] }],
    ],
  },
  {
    kind: "resort",
    locality: { fr: "Grisons", en: "Graubünden" },
    country: "CH",
    importance: 25_000,
    keywords: ["ski", "station de ski", "ski resort", "montagne", "mountain"],
    rows: [
      [
        "st-moritz",
        "St. Moritz",
        46.4983,
        9.8392,
        { aliases: ["Saint-Moritz", "Sankt Moritz", "San Murezzan"], keywords: ["Engadine", "Engadin"] },
      ],
      [
        "davos",
        "Davos",
        46.8043,
        9.8372,
        { aliases: ["Davos Platz"], keywords: ["WEF", "Forum économique mondial", "World Economic Forum"] },
      ],
    ],
  },
  {
    kind: "resort",
    locality: "Uri",
    country: "CH",
    importance: 15_000,
    keywords: ["ski", "station de ski", "ski resort", "montagne", "mountain"],
    rows: [["andermatt", "Andermatt", 46.6357, 8.5939]],
  },
  {
    kind: "town",
    locality: "Île-de-France",
    country: "FR",
    importance: 2_100_000,
    rows: [["paris", "Paris", 48.8566, 2.3522]],
  },
  {
    kind: "town",
    locality: { fr: "Toscane", en: "Tuscany" },
    country: "IT",
    importance: 380_000,
    rows: [["florence", { fr: "Florence", en: "Florence" }, 43.7696, 11.2558, { aliases: ["Firenze"] }]],
  },
  {
    kind: "town",
    locality: { fr: "Latium", en: "Lazio" },
    country: "IT",
    importance: 2_800_000,
    rows: [["rome", { fr: "Rome", en: "Rome" }, 41.9028, 12.4964, { aliases: ["Roma"] }]],
  },
  {
    kind: "town",
    locality: { fr: "Vénétie", en: "Veneto" },
    country: "IT",
    importance: 260_000,
    rows: [["venice", { fr: "Venise", en: "Venice" }, 45.4408, 12.3155, { aliases: ["Venezia"] }]],
  },
];

export const BEYOND_SEEDS = expand(GROUPS);
