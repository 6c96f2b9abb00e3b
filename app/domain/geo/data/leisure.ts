/**
 * Beach clubs, golf clubs, well-known restaurants and event or congress venues.
 *
 * Sources: each place's published street address (its own site or the town's tourist office), placed
 * by hand on public maps (OpenStreetMap), point at the entrance, ±300 m. Golf clubs: the French golf
 * federation's club directory (ffgolf.org) and Swiss Golf / Federgolf for the clubs abroad.
 */
import { type CompactGroup, expand } from "./compact";

const B = 12_000;
const R = 10_000;
const VENUE = ["salle", "venue", "congrès", "congress", "événement", "event"];
const MUSEUM = ["musée", "museum", "museo"];

const GROUPS: CompactGroup[] = [
  {
    kind: "beach",
    locality: "Nice",
    country: "FR",
    importance: B,
    rows: [
      ["beau-rivage-plage", "Beau Rivage Plage", 43.6948, 7.2735],
      ["castel-plage", "Castel Plage", 43.6935, 7.2845],
      ["blue-beach-nice", "Blue Beach", 43.6945, 7.256],
      ["hi-beach", "Hi Beach", 43.6905, 7.2433],
      ["lido-plage-nice", "Lido Plage", 43.6953, 7.2693],
      ["ruhl-plage", "Ruhl Plage", 43.6955, 7.2655],
    ],
  },
  {
    kind: "beach",
    locality: "Cannes",
    country: "FR",
    importance: B,
    keywords: ["Croisette"],
    rows: [
      ["z-plage", "Z Plage (Hôtel Martinez)", 43.5468, 7.033, { aliases: ["Z Plage"] }],
      ["carlton-beach", "Carlton Beach Club", 43.5505, 7.029],
      ["majestic-plage", "Plage du Majestic Barrière", 43.5507, 7.017],
      ["vegaluna", "Plage Vegaluna", 43.5485, 7.0312],
      ["baoli-cannes", "Baôli", 43.542, 7.039, { keywords: ["restaurant", "club"] }],
    ],
  },
  {
    kind: "beach",
    locality: "Antibes",
    country: "FR",
    importance: B,
    rows: [
      ["plage-de-la-garoupe", "Plage de la Garoupe", 43.5625, 7.1355, { locality: "Cap d'Antibes" }],
      [
        "les-pecheurs-beach",
        "Plage des Pêcheurs (Cap d'Antibes Beach Hotel)",
        43.5528,
        7.1048,
        { locality: "Cap d'Antibes" },
      ],
    ],
  },
  {
    kind: "beach",
    locality: "Saint-Jean-Cap-Ferrat",
    country: "FR",
    importance: B,
    rows: [["paloma-beach", "Paloma Beach", 43.685, 7.3385]],
  },
  {
    kind: "beach",
    locality: "Èze",
    country: "FR",
    importance: B,
    rows: [["anjuna-beach", "Anjuna Beach", 43.711, 7.362, { keywords: ["Èze-sur-Mer"] }]],
  },
  {
    kind: "beach",
    locality: "Monaco",
    country: "MC",
    importance: B,
    rows: [["la-note-bleue", "La Note Bleue", 43.745, 7.434, { keywords: ["Larvotto", "restaurant"] }]],
  },
  {
    kind: "beach",
    locality: "Ramatuelle",
    country: "FR",
    importance: B,
    keywords: ["Pampelonne", "Saint-Tropez"],
    rows: [
      ["club-55", "Club 55", 43.248, 6.669, { aliases: ["Le Club 55", "Club Cinquante-Cinq"] }],
      ["nikki-beach-st-tropez", "Nikki Beach Saint-Tropez", 43.244, 6.672, { aliases: ["Nikki Beach"] }],
      ["tahiti-beach", "Tahiti Beach", 43.255, 6.668],
      ["bagatelle-st-tropez", "Bagatelle Beach Saint-Tropez", 43.2405, 6.6735],
      ["reserve-a-la-plage", "La Réserve à la Plage", 43.243, 6.6705],
      ["byblos-beach", "Byblos Beach", 43.2455, 6.671],
    ],
  },
  {
    kind: "golf",
    locality: "La Turbie",
    country: "FR",
    importance: B,
    rows: [
      ["monte-carlo-golf", "Monte-Carlo Golf Club", 43.7633, 7.4067, { keywords: ["Mont Agel", "Monaco"] }],
    ],
  },
  {
    kind: "golf",
    locality: "Mougins",
    country: "FR",
    importance: B,
    rows: [
      ["royal-mougins-golf", "Royal Mougins Golf Club", 43.5945, 7.006],
      ["golf-cannes-mougins", "Golf Country Club de Cannes-Mougins", 43.602, 6.982],
    ],
  },
  {
    kind: "golf",
    locality: "Mandelieu-la-Napoule",
    country: "FR",
    importance: B,
    rows: [
      ["golf-old-course", "Golf Old Course Cannes-Mandelieu", 43.5405, 6.9445, { keywords: ["Cannes"] }],
    ],
  },
  {
    kind: "golf",
    locality: "Biot",
    country: "FR",
    importance: B,
    rows: [["golf-de-biot", "Golf de Biot", 43.623, 7.087]],
  },
  {
    kind: "golf",
    locality: "Grasse",
    country: "FR",
    importance: B,
    rows: [["golf-saint-donat", "Golf de Saint-Donat", 43.6265, 6.977]],
  },
  {
    kind: "golf",
    locality: "Saint-Raphaël",
    country: "FR",
    importance: B,
    rows: [["golf-de-valescure", "Golf de Valescure", 43.441, 6.809]],
  },
  {
    kind: "golf",
    locality: "Crans-Montana",
    country: "CH",
    importance: B,
    rows: [["golf-crans-sur-sierre", "Golf-Club Crans-sur-Sierre", 46.309, 7.48]],
  },
  {
    kind: "golf",
    locality: "Montorfano",
    country: "IT",
    importance: B,
    rows: [["golf-villa-d-este", "Golf Club Villa d'Este", 45.786, 9.145, { keywords: ["Como", "Côme"] }]],
  },
  {
    kind: "restaurant",
    locality: "Monaco",
    country: "MC",
    importance: R,
    rows: [
      [
        "louis-xv",
        "Le Louis XV — Alain Ducasse à l'Hôtel de Paris",
        43.739,
        7.4272,
        { aliases: ["Le Louis XV", "Louis XV"] },
      ],
      ["buddha-bar-monte-carlo", "Buddha-Bar Monte-Carlo", 43.7398, 7.4288],
      ["cipriani-monte-carlo", "Cipriani Monte-Carlo", 43.7405, 7.428],
      ["cafe-de-paris-monte-carlo", "Café de Paris Monte-Carlo", 43.7392, 7.4279],
      ["la-rascasse", "La Rascasse", 43.7357, 7.4235],
      ["jimmyz", "Jimmy'z Monte-Carlo", 43.746, 7.4355, { keywords: ["club", "discothèque", "nightclub"] }],
    ],
  },
  {
    kind: "restaurant",
    locality: "Nice",
    country: "FR",
    importance: R,
    rows: [
      ["la-petite-maison", "La Petite Maison", 43.696, 7.2748, { aliases: ["LPM"] }],
      ["jan-nice", "JAN", 43.6985, 7.285, { aliases: ["Restaurant Jan"] }],
      ["flaveur", "Flaveur", 43.6995, 7.278],
      ["le-plongeoir", "Le Plongeoir", 43.6917, 7.2893],
      ["le-chantecler", "Le Chantecler (Le Negresco)", 43.6948, 7.2582, { aliases: ["Chantecler"] }],
    ],
  },
  {
    kind: "restaurant",
    locality: "Menton",
    country: "FR",
    importance: R,
    rows: [["mirazur", "Mirazur", 43.786, 7.531]],
  },
  {
    kind: "restaurant",
    locality: "Cannes",
    country: "FR",
    importance: R,
    rows: [
      ["la-palme-d-or", "La Palme d'Or (Hôtel Martinez)", 43.5476, 7.0322, { aliases: ["La Palme d'Or"] }],
      ["astoux-et-brun", "Astoux et Brun", 43.552, 7.0133],
      [
        "la-guerite",
        "La Guérite, île Sainte-Marguerite",
        43.523,
        7.046,
        { keywords: ["îles de Lérins", "Lérins"] },
      ],
    ],
  },
  {
    kind: "restaurant",
    locality: "Saint-Tropez",
    country: "FR",
    importance: R,
    rows: [
      ["senequier", "Sénéquier", 43.272, 6.638],
      ["la-vague-d-or", "La Vague d'Or (Cheval Blanc)", 43.2702, 6.6512, { aliases: ["La Vague d'Or"] }],
    ],
  },
  {
    kind: "restaurant",
    locality: "Villefranche-sur-Mer",
    country: "FR",
    importance: R,
    rows: [["la-mere-germaine", "La Mère Germaine", 43.704, 7.312]],
  },
  {
    kind: "restaurant",
    locality: "Roquebrune-Cap-Martin",
    country: "FR",
    importance: R,
    rows: [["elsa-monte-carlo-beach", "Elsa (Monte-Carlo Beach)", 43.7522, 7.44, { aliases: ["Elsa"] }]],
  },
  {
    kind: "venue",
    locality: "Nice",
    country: "FR",
    importance: 25_000,
    keywords: VENUE,
    rows: [
      [
        "acropolis-nice",
        { fr: "Palais des congrès Acropolis", en: "Acropolis convention centre" },
        43.7075,
        7.2785,
        { aliases: ["Acropolis"] },
      ],
      ["opera-de-nice", { fr: "Opéra de Nice", en: "Nice Opera House" }, 43.6955, 7.2735],
    ],
  },
  {
    kind: "venue",
    locality: "Monaco",
    country: "MC",
    importance: 25_000,
    keywords: VENUE,
    rows: [
      [
        "casino-monte-carlo",
        { fr: "Casino de Monte-Carlo", en: "Monte-Carlo Casino" },
        43.7394,
        7.4283,
        { aliases: ["Casino de Monaco"], keywords: ["Opéra de Monte-Carlo", "Salle Garnier"] },
      ],
      [
        "stade-louis-ii",
        { fr: "Stade Louis-II", en: "Stade Louis II" },
        43.7275,
        7.4155,
        { aliases: ["Stade Louis 2"], keywords: ["AS Monaco", "football"] },
      ],
      [
        "chapiteau-fontvieille",
        { fr: "Chapiteau de Fontvieille", en: "Fontvieille Big Top" },
        43.7295,
        7.4185,
        { keywords: ["cirque", "circus"] },
      ],
      [
        "musee-oceanographique",
        { fr: "Musée océanographique de Monaco", en: "Oceanographic Museum of Monaco" },
        43.7308,
        7.4254,
      ],
      [
        "yacht-club-monaco",
        { fr: "Yacht Club de Monaco", en: "Yacht Club de Monaco" },
        43.737,
        7.426,
        { keywords: ["Monaco Yacht Show", "yacht"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Roquebrune-Cap-Martin",
    country: "FR",
    importance: 20_000,
    keywords: VENUE,
    rows: [
      [
        "monte-carlo-country-club",
        "Monte-Carlo Country Club",
        43.7515,
        7.4425,
        { keywords: ["tennis", "Rolex Masters", "Monaco"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Cannes",
    country: "FR",
    importance: 20_000,
    keywords: VENUE,
    rows: [
      [
        "palm-beach-cannes",
        { fr: "Palm Beach Cannes", en: "Palm Beach Cannes" },
        43.5405,
        7.0395,
        { keywords: ["casino"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Antibes",
    country: "FR",
    importance: 15_000,
    keywords: VENUE,
    rows: [
      [
        "pinede-gould",
        { fr: "Pinède Gould (Jazz à Juan)", en: "Pinède Gould (Jazz à Juan)" },
        43.566,
        7.111,
        { locality: "Juan-les-Pins", keywords: ["jazz"] },
      ],
      ["marineland", "Marineland", 43.6162, 7.125],
    ],
  },
  {
    kind: "venue",
    locality: "Saint-Jean-Cap-Ferrat",
    country: "FR",
    importance: 15_000,
    keywords: VENUE,
    rows: [
      [
        "villa-ephrussi",
        { fr: "Villa Ephrussi de Rothschild", en: "Villa Ephrussi de Rothschild" },
        43.6955,
        7.3285,
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Nice",
    country: "FR",
    importance: 15_000,
    keywords: MUSEUM,
    rows: [
      ["musee-matisse", "Musée Matisse", 43.7196, 7.2762, { keywords: ["Matisse", "Cimiez"] }],
      [
        "musee-chagall",
        { fr: "Musée national Marc Chagall", en: "Marc Chagall National Museum" },
        43.709,
        7.2697,
        { keywords: ["Chagall", "Cimiez"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Beaulieu-sur-Mer",
    country: "FR",
    importance: 12_000,
    keywords: MUSEUM,
    rows: [["villa-kerylos", "Villa Kérylos", 43.6966, 7.3353]],
  },
  {
    kind: "venue",
    locality: "Antibes",
    country: "FR",
    importance: 12_000,
    keywords: MUSEUM,
    rows: [
      [
        "musee-picasso-antibes",
        { fr: "Musée Picasso (château Grimaldi)", en: "Picasso Museum (Château Grimaldi)" },
        43.5809,
        7.1285,
        { keywords: ["Picasso", "vieil Antibes", "vieille ville", "old town"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Monaco",
    country: "MC",
    importance: 12_000,
    keywords: ["jardin", "garden"],
    rows: [
      [
        "jardin-exotique",
        { fr: "Jardin exotique de Monaco", en: "Exotic Garden of Monaco" },
        43.731,
        7.413,
        { keywords: ["cactus"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Saint-Paul-de-Vence",
    country: "FR",
    importance: 15_000,
    keywords: VENUE,
    rows: [["fondation-maeght", { fr: "Fondation Maeght", en: "Fondation Maeght" }, 43.7005, 7.1175]],
  },
  {
    kind: "venue",
    locality: "Le Castellet",
    country: "FR",
    importance: 20_000,
    keywords: VENUE,
    rows: [
      [
        "circuit-paul-ricard",
        { fr: "Circuit Paul Ricard", en: "Circuit Paul Ricard" },
        43.2506,
        5.7917,
        { keywords: ["Grand Prix de France", "F1"] },
      ],
    ],
  },
  {
    kind: "venue",
    locality: "Marseille",
    country: "FR",
    importance: 20_000,
    keywords: VENUE,
    rows: [
      [
        "stade-velodrome",
        { fr: "Orange Vélodrome", en: "Orange Vélodrome stadium" },
        43.2698,
        5.3959,
        { aliases: ["Stade Vélodrome"] },
      ],
      ["parc-chanot", { fr: "Parc Chanot", en: "Parc Chanot exhibition centre" }, 43.268, 5.392],
    ],
  },
  {
    kind: "venue",
    locality: { fr: "Genève", en: "Geneva" },
    country: "CH",
    importance: 20_000,
    keywords: VENUE,
    rows: [["palexpo", "Palexpo", 46.2355, 6.1185, { keywords: ["salon de l'auto", "motor show", "EBACE"] }]],
  },
  {
    kind: "venue",
    locality: "Milan",
    country: "IT",
    importance: 20_000,
    keywords: [...VENUE, "Milano"],
    rows: [
      [
        "fiera-milano",
        "Fiera Milano (Rho)",
        45.5215,
        9.085,
        { locality: "Rho", keywords: ["Salone del Mobile", "fiera"] },
      ],
      ["mico-milano", "MiCo Milano Congressi", 45.478, 9.153],
    ],
  },
];

export const LEISURE_SEEDS = expand(GROUPS);
