/**
 * Airports (passenger terminals and business-aviation terminals), heliports and altiports, railway
 * stations and ports/marinas, beyond the first hand-made list of places.ts.
 *
 * Sources: airports — the AIP aerodrome charts (SIA France, skyguide, ENAV) and the airports' access
 * maps, point at the terminal forecourt; stations — SNCF, SBB and RFI station lists, point at the main
 * entrance; ports — the harbour masters' offices as published by each port. Placed by hand, ±300 m.
 */
import { type CompactGroup, expand } from "./compact";

const AIRPORT = ["aéroport", "airport", "aeroporto", "Flughafen"];
const BIZ = [
  "aviation d'affaires",
  "business aviation",
  "FBO",
  "jet privé",
  "private jet",
  "aviation générale",
];
const STATION = ["gare", "station", "stazione", "Bahnhof", "train"];
const PORT = ["port", "harbour", "marina", "yacht", "porto"];
const HELI = ["héliport", "heliport", "hélicoptère", "helicopter", "altiport"];

const GROUPS: CompactGroup[] = [
  {
    kind: "airport",
    locality: "Nice",
    country: "FR",
    importance: 60_000,
    keywords: [...BIZ, "NCE", "LFMN", ...AIRPORT],
    rows: [
      [
        "nce-business",
        {
          fr: "Aéroport Nice Côte d'Azur — Terminal aviation d'affaires",
          en: "Nice Côte d'Azur Airport — Business aviation terminal",
        },
        43.659,
        7.1975,
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Marseille",
    country: "FR",
    importance: 300_000,
    keywords: ["MRS", "LFML", "Marignane", "Provence", ...AIRPORT],
    rows: [
      [
        "mrs-t1",
        { fr: "Aéroport Marseille Provence — Terminal 1", en: "Marseille Provence Airport — Terminal 1" },
        43.4371,
        5.2153,
        { keywords: ["T1", "terminal 1"] },
      ],
      [
        "mrs-t2",
        { fr: "Aéroport Marseille Provence — Terminal 2", en: "Marseille Provence Airport — Terminal 2" },
        43.4385,
        5.2195,
        { keywords: ["T2", "terminal 2"], importance: 200_000 },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Lyon",
    country: "FR",
    importance: 300_000,
    rows: [
      [
        "lys",
        { fr: "Aéroport Lyon-Saint Exupéry", en: "Lyon-Saint Exupéry Airport" },
        45.7256,
        5.0811,
        { keywords: ["LYS", "LFLL", "Saint-Exupéry", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: { fr: "Zurich", en: "Zurich" },
    country: "CH",
    importance: 350_000,
    rows: [
      [
        "zrh",
        { fr: "Aéroport de Zurich", en: "Zurich Airport" },
        47.4503,
        8.5618,
        { keywords: ["ZRH", "LSZH", "Kloten", "Zürich", "Zürich Flughafen", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Lugano",
    country: "CH",
    importance: 40_000,
    rows: [
      [
        "lug",
        { fr: "Aéroport de Lugano", en: "Lugano Airport" },
        46.004,
        8.9106,
        { keywords: ["LUG", "LSZA", "Agno", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: { fr: "Bergame", en: "Bergamo" },
    country: "IT",
    importance: 200_000,
    rows: [
      [
        "bgy",
        { fr: "Aéroport de Milan Bergame (Orio al Serio)", en: "Milan Bergamo Airport (Orio al Serio)" },
        45.6689,
        9.7003,
        { aliases: ["Orio al Serio"], keywords: ["BGY", "LIME", "Bergamo", "Milan", "Milano", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Samedan",
    country: "CH",
    importance: 30_000,
    rows: [
      [
        "smv",
        { fr: "Aéroport d'Engadine (Samedan)", en: "Engadin Airport (Samedan)" },
        46.5341,
        9.8841,
        { keywords: ["SMV", "LSZS", "Moritz", "Engadin", "Engadine", ...BIZ, ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Saanen",
    country: "CH",
    importance: 25_000,
    rows: [
      [
        "gstaad-airport",
        { fr: "Aérodrome de Gstaad-Saanen", en: "Gstaad-Saanen Airport" },
        46.4875,
        7.2506,
        { keywords: ["LSGK", "Gstaad", ...BIZ, ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Sion",
    country: "CH",
    importance: 30_000,
    rows: [
      [
        "sir",
        { fr: "Aéroport de Sion", en: "Sion Airport" },
        46.2196,
        7.3268,
        { keywords: ["SIR", "LSGS", "Valais", "Verbier", "Crans-Montana", ...BIZ, ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Chambéry",
    country: "FR",
    importance: 40_000,
    rows: [
      [
        "cmf",
        { fr: "Aéroport Chambéry-Savoie Mont Blanc", en: "Chambéry-Savoie Mont Blanc Airport" },
        45.6381,
        5.8803,
        { keywords: ["CMF", "LFLB", "Savoie", "Aix-les-Bains", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Avignon",
    country: "FR",
    importance: 25_000,
    rows: [
      [
        "avn",
        { fr: "Aéroport d'Avignon-Provence", en: "Avignon-Provence Airport" },
        43.9073,
        4.9018,
        { keywords: ["AVN", "LFMV", ...BIZ, ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Cuneo",
    country: "IT",
    importance: 25_000,
    rows: [
      [
        "cuf",
        { fr: "Aéroport de Coni", en: "Cuneo Airport" },
        44.5471,
        7.6232,
        { keywords: ["CUF", "LIMZ", "Levaldigi", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Albenga",
    country: "IT",
    importance: 20_000,
    rows: [
      [
        "all",
        { fr: "Aéroport de Villanova d'Albenga", en: "Villanova d'Albenga Airport" },
        44.0506,
        8.1274,
        { keywords: ["ALL", "LIMG", "Riviera", ...BIZ, ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "airport",
    locality: "Berne",
    country: "CH",
    importance: 25_000,
    rows: [
      [
        "brn",
        { fr: "Aéroport de Berne", en: "Bern Airport" },
        46.9141,
        7.4971,
        { keywords: ["BRN", "LSZB", "Belp", "Bern", ...AIRPORT] },
      ],
    ],
  },
  {
    kind: "heliport",
    locality: "Méribel",
    country: "FR",
    importance: 15_000,
    keywords: HELI,
    rows: [
      [
        "meribel-altiport",
        { fr: "Altiport de Méribel", en: "Méribel Altiport" },
        45.407,
        6.578,
        { keywords: ["LFKX"] },
      ],
    ],
  },
  {
    kind: "heliport",
    locality: "Megève",
    country: "FR",
    importance: 15_000,
    keywords: HELI,
    rows: [
      [
        "megeve-altiport",
        { fr: "Altiport de Megève", en: "Megève Altiport" },
        45.8235,
        6.6505,
        { keywords: ["LFHM", "Côte 2000"] },
      ],
    ],
  },
  {
    kind: "station",
    locality: "Nice",
    country: "FR",
    importance: 30_000,
    keywords: STATION,
    rows: [
      ["nice-riquier", { fr: "Gare de Nice-Riquier", en: "Nice-Riquier station" }, 43.7055, 7.2855],
      [
        "nice-saint-augustin",
        { fr: "Gare de Nice Saint-Augustin", en: "Nice Saint-Augustin station" },
        43.6732,
        7.2107,
        { keywords: ["aéroport", "airport"] },
      ],
    ],
  },
  {
    kind: "station",
    locality: "Antibes",
    country: "FR",
    importance: 20_000,
    keywords: STATION,
    rows: [
      [
        "juan-les-pins-station",
        { fr: "Gare de Juan-les-Pins", en: "Juan-les-Pins station" },
        43.5687,
        7.1078,
        { locality: "Juan-les-Pins" },
      ],
    ],
  },
  {
    kind: "station",
    locality: "Vallauris",
    country: "FR",
    importance: 15_000,
    keywords: STATION,
    rows: [
      [
        "golfe-juan-station",
        { fr: "Gare de Golfe-Juan–Vallauris", en: "Golfe-Juan–Vallauris station" },
        43.5655,
        7.0755,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Cagnes-sur-Mer",
    country: "FR",
    importance: 20_000,
    keywords: STATION,
    rows: [["cagnes-station", { fr: "Gare de Cagnes-sur-Mer", en: "Cagnes-sur-Mer station" }, 43.66, 7.148]],
  },
  {
    kind: "station",
    locality: "Villefranche-sur-Mer",
    country: "FR",
    importance: 15_000,
    keywords: STATION,
    rows: [
      [
        "villefranche-station",
        { fr: "Gare de Villefranche-sur-Mer", en: "Villefranche-sur-Mer station" },
        43.7045,
        7.312,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Beaulieu-sur-Mer",
    country: "FR",
    importance: 15_000,
    keywords: STATION,
    rows: [
      [
        "beaulieu-station",
        { fr: "Gare de Beaulieu-sur-Mer", en: "Beaulieu-sur-Mer station" },
        43.7075,
        7.3315,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Èze",
    country: "FR",
    importance: 12_000,
    keywords: STATION,
    rows: [["eze-station", { fr: "Gare d'Èze-sur-Mer", en: "Èze-sur-Mer station" }, 43.7108, 7.3588]],
  },
  {
    kind: "station",
    locality: "Cap-d'Ail",
    country: "FR",
    importance: 12_000,
    keywords: STATION,
    rows: [["cap-d-ail-station", { fr: "Gare de Cap-d'Ail", en: "Cap-d'Ail station" }, 43.721, 7.4055]],
  },
  {
    kind: "station",
    locality: "Menton",
    country: "FR",
    importance: 15_000,
    keywords: STATION,
    rows: [
      [
        "menton-garavan-station",
        { fr: "Gare de Menton-Garavan", en: "Menton-Garavan station" },
        43.7835,
        7.516,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Cannes",
    country: "FR",
    importance: 12_000,
    keywords: STATION,
    rows: [
      [
        "cannes-la-bocca-station",
        { fr: "Gare de Cannes-la-Bocca", en: "Cannes-la-Bocca station" },
        43.5505,
        6.985,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Grasse",
    country: "FR",
    importance: 15_000,
    keywords: STATION,
    rows: [["grasse-station", { fr: "Gare de Grasse", en: "Grasse station" }, 43.6545, 6.923]],
  },
  {
    kind: "station",
    locality: "Les Arcs",
    country: "FR",
    importance: 20_000,
    keywords: [...STATION, "TGV"],
    rows: [
      [
        "les-arcs-draguignan-station",
        { fr: "Gare des Arcs–Draguignan", en: "Les Arcs–Draguignan station" },
        43.4565,
        6.484,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Toulon",
    country: "FR",
    importance: 60_000,
    keywords: [...STATION, "TGV"],
    rows: [["toulon-station", { fr: "Gare de Toulon", en: "Toulon station" }, 43.1283, 5.9295]],
  },
  {
    kind: "station",
    locality: "Marseille",
    country: "FR",
    importance: 250_000,
    keywords: [...STATION, "TGV"],
    rows: [
      [
        "marseille-saint-charles",
        { fr: "Gare de Marseille Saint-Charles", en: "Marseille Saint-Charles station" },
        43.303,
        5.3805,
        { aliases: ["Saint-Charles"] },
      ],
    ],
  },
  {
    kind: "station",
    locality: "Aix-en-Provence",
    country: "FR",
    importance: 120_000,
    keywords: [...STATION, "TGV"],
    rows: [
      ["aix-tgv", { fr: "Gare d'Aix-en-Provence TGV", en: "Aix-en-Provence TGV station" }, 43.4553, 5.3173],
    ],
  },
  {
    kind: "station",
    locality: "Avignon",
    country: "FR",
    importance: 100_000,
    keywords: STATION,
    rows: [
      [
        "avignon-tgv",
        { fr: "Gare d'Avignon TGV", en: "Avignon TGV station" },
        43.9216,
        4.7861,
        { keywords: ["TGV"] },
      ],
      ["avignon-centre", { fr: "Gare d'Avignon-Centre", en: "Avignon-Centre station" }, 43.942, 4.8055],
    ],
  },
  {
    kind: "station",
    locality: "Lyon",
    country: "FR",
    importance: 250_000,
    keywords: [...STATION, "TGV"],
    rows: [
      [
        "lyon-part-dieu",
        { fr: "Gare de Lyon Part-Dieu", en: "Lyon Part-Dieu station" },
        45.7606,
        4.8593,
        { aliases: ["Part-Dieu"] },
      ],
    ],
  },
  {
    kind: "station",
    locality: "Chamonix-Mont-Blanc",
    country: "FR",
    importance: 20_000,
    keywords: STATION,
    rows: [
      [
        "chamonix-station",
        { fr: "Gare de Chamonix-Mont-Blanc", en: "Chamonix-Mont-Blanc station" },
        45.923,
        6.871,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Moûtiers",
    country: "FR",
    importance: 25_000,
    keywords: [...STATION, "TGV", "Courchevel", "Méribel", "Val Thorens", "Trois Vallées", "3 Vallées"],
    rows: [
      [
        "moutiers-station",
        { fr: "Gare de Moûtiers–Salins–Brides-les-Bains", en: "Moûtiers–Salins–Brides-les-Bains station" },
        45.486,
        6.531,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Bourg-Saint-Maurice",
    country: "FR",
    importance: 20_000,
    keywords: [...STATION, "TGV", "Val d'Isère", "Tignes", "Les Arcs"],
    rows: [
      [
        "bourg-saint-maurice-station",
        { fr: "Gare de Bourg-Saint-Maurice", en: "Bourg-Saint-Maurice station" },
        45.6185,
        6.77,
      ],
    ],
  },
  {
    kind: "station",
    locality: { fr: "Vintimille", en: "Ventimiglia" },
    country: "IT",
    importance: 25_000,
    keywords: STATION,
    rows: [["ventimiglia-station", { fr: "Gare de Vintimille", en: "Ventimiglia station" }, 43.7905, 7.6085]],
  },
  {
    kind: "station",
    locality: { fr: "Gênes", en: "Genoa" },
    country: "IT",
    importance: 100_000,
    keywords: [...STATION, "Genova"],
    rows: [
      [
        "genova-principe",
        { fr: "Gare de Gênes Piazza Principe", en: "Genoa Piazza Principe station" },
        44.4175,
        8.921,
      ],
      ["genova-brignole", { fr: "Gare de Gênes Brignole", en: "Genoa Brignole station" }, 44.4065, 8.9465],
    ],
  },
  {
    kind: "station",
    locality: { fr: "Turin", en: "Turin" },
    country: "IT",
    importance: 100_000,
    keywords: [...STATION, "Torino"],
    rows: [
      [
        "torino-porta-nuova",
        { fr: "Gare de Turin Porta Nuova", en: "Turin Porta Nuova station" },
        45.062,
        7.6785,
      ],
      [
        "torino-porta-susa",
        { fr: "Gare de Turin Porta Susa", en: "Turin Porta Susa station" },
        45.0715,
        7.6655,
      ],
    ],
  },
  {
    kind: "station",
    locality: "Milan",
    country: "IT",
    importance: 80_000,
    keywords: [...STATION, "Milano"],
    rows: [
      [
        "milano-porta-garibaldi",
        { fr: "Gare de Milan Porta Garibaldi", en: "Milan Porta Garibaldi station" },
        45.4845,
        9.1875,
      ],
    ],
  },
  {
    kind: "station",
    locality: { fr: "Zurich", en: "Zurich" },
    country: "CH",
    importance: 250_000,
    keywords: [...STATION, "HB", "Hauptbahnhof", "SBB", "CFF"],
    rows: [
      [
        "zurich-hb",
        { fr: "Gare centrale de Zurich", en: "Zurich main station" },
        47.3782,
        8.5402,
        { aliases: ["Zürich HB", "Zürich Hauptbahnhof"] },
      ],
    ],
  },
  {
    kind: "station",
    locality: "Lugano",
    country: "CH",
    importance: 40_000,
    keywords: [...STATION, "SBB", "CFF", "FFS"],
    rows: [["lugano-station", { fr: "Gare de Lugano", en: "Lugano station" }, 46.0055, 8.947]],
  },
  {
    kind: "station",
    locality: "Lausanne",
    country: "CH",
    importance: 80_000,
    keywords: [...STATION, "SBB", "CFF"],
    rows: [["lausanne-station", { fr: "Gare de Lausanne", en: "Lausanne station" }, 46.5167, 6.6292]],
  },
  {
    kind: "station",
    locality: "Berne",
    country: "CH",
    importance: 80_000,
    keywords: [...STATION, "SBB", "CFF", "Bern", "Bahnhof"],
    rows: [["bern-station", { fr: "Gare de Berne", en: "Bern station" }, 46.949, 7.4395]],
  },
  {
    kind: "station",
    locality: "Valais",
    country: "CH",
    importance: 25_000,
    keywords: [...STATION, "SBB", "CFF"],
    rows: [
      ["brig-station", { fr: "Gare de Brigue", en: "Brig station" }, 46.3195, 7.988, { locality: "Brig" }],
      [
        "visp-station",
        { fr: "Gare de Viège", en: "Visp station" },
        46.294,
        7.8815,
        { locality: "Visp", keywords: ["Zermatt", "Saas-Fee"] },
      ],
      [
        "martigny-station",
        { fr: "Gare de Martigny", en: "Martigny station" },
        46.1075,
        7.0775,
        { locality: "Martigny", keywords: ["Verbier"] },
      ],
      [
        "sion-station",
        { fr: "Gare de Sion", en: "Sion station" },
        46.2275,
        7.359,
        { locality: "Sion", keywords: ["Crans-Montana"] },
      ],
    ],
  },
  {
    kind: "station",
    locality: "St. Moritz",
    country: "CH",
    importance: 20_000,
    keywords: [...STATION, "RhB", "Saint-Moritz"],
    rows: [["st-moritz-station", { fr: "Gare de St. Moritz", en: "St. Moritz station" }, 46.4975, 9.8455]],
  },
  {
    kind: "port",
    locality: "Saint-Jean-Cap-Ferrat",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [
      [
        "port-saint-jean-cap-ferrat",
        { fr: "Port de Saint-Jean-Cap-Ferrat", en: "Saint-Jean-Cap-Ferrat harbour" },
        43.688,
        7.333,
      ],
    ],
  },
  {
    kind: "port",
    locality: "Beaulieu-sur-Mer",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [
      [
        "port-beaulieu",
        { fr: "Port de plaisance de Beaulieu-sur-Mer", en: "Beaulieu-sur-Mer marina" },
        43.708,
        7.3365,
      ],
    ],
  },
  {
    kind: "port",
    locality: "Villefranche-sur-Mer",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [
      ["port-de-la-darse", { fr: "Port de la Darse", en: "Port de la Darse (Villefranche)" }, 43.6985, 7.306],
      [
        "port-de-la-sante",
        { fr: "Port de la Santé (débarcadère des paquebots)", en: "Port de la Santé (cruise tender pier)" },
        43.704,
        7.314,
        { keywords: ["croisière", "cruise", "paquebot", "tender"] },
      ],
    ],
  },
  {
    kind: "port",
    locality: "Menton",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [
      ["port-menton-garavan", { fr: "Port de Menton-Garavan", en: "Menton-Garavan marina" }, 43.784, 7.5205],
      ["vieux-port-menton", { fr: "Vieux-port de Menton", en: "Menton old harbour" }, 43.7755, 7.5095],
    ],
  },
  {
    kind: "port",
    locality: "Antibes",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [
      [
        "port-gallice",
        { fr: "Port Gallice", en: "Port Gallice" },
        43.5645,
        7.1185,
        { locality: "Juan-les-Pins" },
      ],
    ],
  },
  {
    kind: "port",
    locality: "Vallauris",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [
      [
        "port-golfe-juan",
        { fr: "Port Camille-Rayon, Golfe-Juan", en: "Port Camille-Rayon, Golfe-Juan" },
        43.566,
        7.079,
        { keywords: ["Golfe-Juan"] },
      ],
    ],
  },
  {
    kind: "port",
    locality: "Mandelieu-la-Napoule",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [["port-la-napoule", { fr: "Port de La Napoule", en: "La Napoule harbour" }, 43.5235, 6.942]],
  },
  {
    kind: "port",
    locality: "Cap-d'Ail",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [["port-cap-d-ail", { fr: "Port de Cap-d'Ail", en: "Cap-d'Ail marina" }, 43.7245, 7.414]],
  },
  {
    kind: "port",
    locality: "Grimaud",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [["port-grimaud", "Port Grimaud", 43.274, 6.583]],
  },
  {
    kind: "port",
    locality: "Saint-Raphaël",
    country: "FR",
    importance: 15_000,
    keywords: PORT,
    rows: [["port-santa-lucia", { fr: "Port Santa Lucia", en: "Port Santa Lucia" }, 43.4195, 6.7845]],
  },
  {
    kind: "port",
    locality: "Marseille",
    country: "FR",
    importance: 40_000,
    keywords: PORT,
    rows: [
      ["vieux-port-marseille", { fr: "Vieux-Port de Marseille", en: "Marseille Old Port" }, 43.295, 5.3745],
    ],
  },
  {
    kind: "port",
    locality: "Sanremo",
    country: "IT",
    importance: 15_000,
    keywords: PORT,
    rows: [["portosole", { fr: "Portosole, Sanremo", en: "Portosole, Sanremo" }, 43.8155, 7.7835]],
  },
  {
    kind: "port",
    locality: "Portofino",
    country: "IT",
    importance: 15_000,
    keywords: PORT,
    rows: [["porto-portofino", { fr: "Port de Portofino", en: "Portofino harbour" }, 44.3032, 9.2098]],
  },
];

export const TRANSPORT_SEEDS = expand(GROUPS);
