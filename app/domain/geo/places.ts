/**
 * Places the chauffeurs are asked for, and the place search used by the booking form.
 *
 * Two sources are merged into one in-memory index built once at module load:
 * - PLACE_SEEDS: a hand-made list (airports and terminals, heliports, stations, ports, event venues,
 *   ski resorts, landmark hotel areas) with French/English names and search keywords;
 * - the GeoNames gazetteer of towns (data/towns.json, built by scripts/geo/build-gazetteer.mjs).
 *
 * Search is accent- and case-insensitive with token prefix matching: every query token must be the
 * prefix of some token of the place (name in either language, aliases, keywords, locality).
 * "nice aer" → Nice airport, "cote d azur" → Nice airport, "monaco heli" → Monaco heliport,
 * "st trop" → Saint-Tropez. Ranking: match quality first (exact name > name starting with the
 * query > whole-token matches > prefix matches > matches only through keywords/locality), then kind
 * (airports, heliports and stations first), importance (population) and, when given, nearness.
 *
 * Pure module: no I/O, the gazetteer is a static JSON import.
 */

import type { Lang } from "~/i18n/lang";
import townsData from "./data/towns.json";
import { haversineKm } from "./distance";
import { normalizeText, tokenize } from "./text";
import type { CountryCode, Place, PlaceKind } from "./types";
import { COUNTRY_NAMES } from "./types";

type Localized = Record<Lang, string>;

export interface PlaceSeed {
  id: string;
  kind: PlaceKind;
  /** A single string when the name is the same in French and English. */
  name: string | Localized;
  /** Town or area shown in the label (e.g. "Nice"), in both languages when they differ. */
  locality?: string | Localized;
  country: CountryCode;
  lat: number;
  lng: number;
  /** Alternative full names, matched like the name itself (e.g. "Courchevel" for "Courchevel 1850"). */
  aliases?: string[];
  /** Search keywords: codes (IATA/ICAO), generic words, alternative names or phrases. */
  keywords: string[];
  /** Pseudo-population used for ranking (a busy airport ≈ a big city). */
  importance: number;
  /** Practical note for the chauffeur or the client. */
  note?: Localized;
}

const AIRPORT_WORDS = ["aéroport", "airport", "aeroporto", "Flughafen"];
const HELI_WORDS = ["héliport", "heliport", "eliporto", "hélicoptère", "helicopter", "hélico", "heli"];
const STATION_WORDS = ["gare", "station", "stazione", "Bahnhof", "train", "SNCF", "TGV"];
const PORT_WORDS = ["port", "harbour", "harbor", "marina", "yacht", "porto"];
const SKI_WORDS = ["ski", "station de ski", "ski resort", "montagne", "mountain"];

/**
 * Hand-made list. Coordinates: terminal forecourts / drop-off points, station forecourts, harbour
 * offices, venue entrances and the centre of landmark areas (WGS84, from public maps, ~±200 m).
 */
export const PLACE_SEEDS: readonly PlaceSeed[] = [
  // ── Airports and terminals ─────────────────────────────────────────────────────────────────────
  {
    id: "nce-t1",
    kind: "airport",
    name: { fr: "Aéroport Nice Côte d'Azur — Terminal 1", en: "Nice Côte d'Azur Airport — Terminal 1" },
    locality: "Nice",
    country: "FR",
    lat: 43.6652,
    lng: 7.2146,
    keywords: ["NCE", "LFMN", "T1", "terminal 1", "aéroport de Nice", "Nice airport", ...AIRPORT_WORDS],
    importance: 400_000,
  },
  {
    id: "nce-t2",
    kind: "airport",
    name: { fr: "Aéroport Nice Côte d'Azur — Terminal 2", en: "Nice Côte d'Azur Airport — Terminal 2" },
    locality: "Nice",
    country: "FR",
    lat: 43.6603,
    lng: 7.2056,
    keywords: ["NCE", "LFMN", "T2", "terminal 2", "aéroport de Nice", "Nice airport", ...AIRPORT_WORDS],
    importance: 390_000,
  },
  {
    id: "ceq",
    kind: "airport",
    name: { fr: "Aéroport Cannes-Mandelieu", en: "Cannes-Mandelieu Airport" },
    locality: "Cannes",
    country: "FR",
    lat: 43.5463,
    lng: 6.954,
    keywords: [
      "CEQ",
      "LFMD",
      "aviation d'affaires",
      "business aviation",
      "jet privé",
      "private jet",
      ...AIRPORT_WORDS,
    ],
    importance: 60_000,
  },
  {
    id: "ltt",
    kind: "airport",
    name: { fr: "Aéroport de La Môle — Saint-Tropez", en: "La Môle–Saint-Tropez Airport" },
    locality: "La Môle",
    country: "FR",
    lat: 43.2054,
    lng: 6.482,
    keywords: ["LTT", "LFTZ", "Saint-Tropez airport", "jet privé", "private jet", ...AIRPORT_WORDS],
    importance: 30_000,
  },
  {
    id: "tln",
    kind: "airport",
    name: { fr: "Aéroport Toulon-Hyères", en: "Toulon-Hyères Airport" },
    locality: "Hyères",
    country: "FR",
    lat: 43.0973,
    lng: 6.146,
    keywords: ["TLN", "LFTH", ...AIRPORT_WORDS],
    importance: 60_000,
  },
  {
    id: "gva",
    kind: "airport",
    name: { fr: "Aéroport de Genève", en: "Geneva Airport" },
    locality: { fr: "Genève", en: "Geneva" },
    country: "CH",
    lat: 46.2311,
    lng: 6.109,
    keywords: ["GVA", "LSGG", "Cointrin", "Genf", "Ginevra", "Genève aéroport", ...AIRPORT_WORDS],
    importance: 300_000,
  },
  {
    id: "mxp-t1",
    kind: "airport",
    name: { fr: "Aéroport de Milan Malpensa — Terminal 1", en: "Milan Malpensa Airport — Terminal 1" },
    locality: "Milan",
    country: "IT",
    lat: 45.6272,
    lng: 8.7114,
    keywords: ["MXP", "LIMC", "Malpensa", "T1", "terminal 1", "Milano", ...AIRPORT_WORDS],
    importance: 350_000,
  },
  {
    id: "mxp-t2",
    kind: "airport",
    name: { fr: "Aéroport de Milan Malpensa — Terminal 2", en: "Milan Malpensa Airport — Terminal 2" },
    locality: "Milan",
    country: "IT",
    lat: 45.6484,
    lng: 8.7242,
    keywords: ["MXP", "LIMC", "Malpensa", "T2", "terminal 2", "Milano", ...AIRPORT_WORDS],
    importance: 300_000,
  },
  {
    id: "lin",
    kind: "airport",
    name: { fr: "Aéroport de Milan Linate", en: "Milan Linate Airport" },
    locality: "Milan",
    country: "IT",
    lat: 45.4494,
    lng: 9.2783,
    keywords: ["LIN", "LIML", "Linate", "Milano", "Forlanini", ...AIRPORT_WORDS],
    importance: 250_000,
  },
  {
    id: "trn",
    kind: "airport",
    name: { fr: "Aéroport de Turin-Caselle", en: "Turin Caselle Airport" },
    locality: { fr: "Turin", en: "Turin" },
    country: "IT",
    lat: 45.1925,
    lng: 7.6448,
    keywords: ["TRN", "LIMF", "Caselle", "Torino", "Sandro Pertini", ...AIRPORT_WORDS],
    importance: 150_000,
  },
  {
    id: "goa",
    kind: "airport",
    name: { fr: "Aéroport de Gênes", en: "Genoa Airport" },
    locality: { fr: "Gênes", en: "Genoa" },
    country: "IT",
    lat: 44.4133,
    lng: 8.8375,
    keywords: ["GOA", "LIMJ", "Genova", "Cristoforo Colombo", "Sestri Ponente", ...AIRPORT_WORDS],
    importance: 120_000,
  },
  {
    id: "courchevel-altiport",
    kind: "airport",
    name: { fr: "Altiport de Courchevel", en: "Courchevel Altiport" },
    locality: "Courchevel",
    country: "FR",
    lat: 45.3967,
    lng: 6.6347,
    keywords: ["CVF", "LFLJ", "altiport", "jet privé", "private jet", ...AIRPORT_WORDS],
    importance: 20_000,
  },
  // ── Heliports ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "mcm",
    kind: "heliport",
    name: { fr: "Héliport de Monaco", en: "Monaco Heliport" },
    locality: "Fontvieille, Monaco",
    country: "MC",
    lat: 43.7255,
    lng: 7.4198,
    keywords: ["MCM", "LNMC", "Fontvieille", "Monacair", "Heli Air Monaco", ...HELI_WORDS],
    importance: 150_000,
  },
  {
    id: "nice-heliport",
    kind: "heliport",
    name: { fr: "Héliport de Nice Côte d'Azur", en: "Nice Côte d'Azur Heliport" },
    locality: "Nice",
    country: "FR",
    lat: 43.6616,
    lng: 7.2186,
    keywords: ["NCE", "aéroport", "airport", ...HELI_WORDS],
    importance: 100_000,
  },
  // ── Railway stations ───────────────────────────────────────────────────────────────────────────
  {
    id: "nice-ville",
    kind: "station",
    name: { fr: "Gare de Nice-Ville", en: "Nice-Ville railway station" },
    locality: "Nice",
    country: "FR",
    lat: 43.7046,
    lng: 7.2617,
    keywords: ["Nice Thiers", "avenue Thiers", ...STATION_WORDS],
    importance: 80_000,
  },
  {
    id: "cannes-station",
    kind: "station",
    name: { fr: "Gare de Cannes", en: "Cannes railway station" },
    locality: "Cannes",
    country: "FR",
    lat: 43.5535,
    lng: 7.0197,
    keywords: [...STATION_WORDS],
    importance: 50_000,
  },
  {
    id: "antibes-station",
    kind: "station",
    name: { fr: "Gare d'Antibes", en: "Antibes railway station" },
    locality: "Antibes",
    country: "FR",
    lat: 43.5862,
    lng: 7.1197,
    keywords: [...STATION_WORDS],
    importance: 30_000,
  },
  {
    id: "monaco-station",
    kind: "station",
    name: { fr: "Gare de Monaco-Monte-Carlo", en: "Monaco-Monte-Carlo railway station" },
    locality: "Monaco",
    country: "MC",
    lat: 43.7386,
    lng: 7.4196,
    keywords: [...STATION_WORDS],
    importance: 40_000,
  },
  {
    id: "menton-station",
    kind: "station",
    name: { fr: "Gare de Menton", en: "Menton railway station" },
    locality: "Menton",
    country: "FR",
    lat: 43.7752,
    lng: 7.4943,
    keywords: [...STATION_WORDS],
    importance: 20_000,
  },
  {
    id: "saint-raphael-station",
    kind: "station",
    name: { fr: "Gare de Saint-Raphaël-Valescure", en: "Saint-Raphaël-Valescure railway station" },
    locality: "Saint-Raphaël",
    country: "FR",
    lat: 43.4232,
    lng: 6.7683,
    keywords: ["Fréjus", ...STATION_WORDS],
    importance: 25_000,
  },
  {
    id: "milano-centrale",
    kind: "station",
    name: { fr: "Gare de Milan-Centrale", en: "Milano Centrale railway station" },
    locality: "Milan",
    country: "IT",
    lat: 45.4861,
    lng: 9.2045,
    keywords: ["Milano Centrale", "Milan Central", "Centrale", "Milano", ...STATION_WORDS],
    importance: 100_000,
  },
  {
    id: "geneve-cornavin",
    kind: "station",
    name: { fr: "Gare de Genève-Cornavin", en: "Geneva Cornavin railway station" },
    locality: { fr: "Genève", en: "Geneva" },
    country: "CH",
    lat: 46.2102,
    lng: 6.1424,
    keywords: ["Cornavin", "Genf", "CFF", "SBB", ...STATION_WORDS],
    importance: 80_000,
  },
  {
    id: "tasch-terminal",
    kind: "station",
    name: {
      fr: "Täsch — Matterhorn Terminal (navette pour Zermatt)",
      en: "Täsch — Matterhorn Terminal (shuttle to Zermatt)",
    },
    locality: "Täsch",
    country: "CH",
    lat: 46.0686,
    lng: 7.7776,
    keywords: ["Zermatt", "Tasch", "parking", "car park", "navette", "shuttle", ...STATION_WORDS],
    importance: 15_000,
    note: {
      fr: "Zermatt est sans voitures : le véhicule s'arrête au parking de Täsch, puis navette ferroviaire (12 min).",
      en: "Zermatt is car-free: vehicles stop at the Täsch car park, then a 12-minute shuttle train.",
    },
  },
  // ── Ports and marinas ──────────────────────────────────────────────────────────────────────────
  {
    id: "port-hercule",
    kind: "port",
    name: "Port Hercule",
    locality: "Monaco",
    country: "MC",
    lat: 43.7349,
    lng: 7.4225,
    keywords: ["La Condamine", "Monaco Yacht Show", ...PORT_WORDS],
    importance: 30_000,
  },
  {
    id: "port-fontvieille",
    kind: "port",
    name: { fr: "Port de Fontvieille", en: "Fontvieille harbour" },
    locality: "Monaco",
    country: "MC",
    lat: 43.7315,
    lng: 7.4175,
    keywords: ["Fontvieille", ...PORT_WORDS],
    importance: 10_000,
  },
  {
    id: "port-vauban",
    kind: "port",
    name: "Port Vauban",
    locality: "Antibes",
    country: "FR",
    lat: 43.585,
    lng: 7.127,
    keywords: ["IYCA", "quai des milliardaires", "billionaires quay", ...PORT_WORDS],
    importance: 25_000,
  },
  {
    id: "cannes-vieux-port",
    kind: "port",
    name: { fr: "Vieux-Port de Cannes", en: "Cannes Old Port" },
    locality: "Cannes",
    country: "FR",
    lat: 43.5506,
    lng: 7.0125,
    keywords: ["quai Saint-Pierre", "Le Suquet", "îles de Lérins", "Lerins islands", ...PORT_WORDS],
    importance: 25_000,
  },
  {
    id: "port-canto",
    kind: "port",
    name: { fr: "Port Pierre Canto", en: "Port Pierre Canto" },
    locality: "Cannes",
    country: "FR",
    lat: 43.5456,
    lng: 7.0338,
    keywords: ["Canto", "Croisette", ...PORT_WORDS],
    importance: 12_000,
  },
  {
    id: "saint-tropez-port",
    kind: "port",
    name: { fr: "Port de Saint-Tropez", en: "Saint-Tropez harbour" },
    locality: "Saint-Tropez",
    country: "FR",
    lat: 43.2722,
    lng: 6.6385,
    keywords: ["quai Jean Jaurès", "Sénéquier", ...PORT_WORDS],
    importance: 25_000,
  },
  {
    id: "port-nice",
    kind: "port",
    name: { fr: "Port de Nice (port Lympia)", en: "Port of Nice (Port Lympia)" },
    locality: "Nice",
    country: "FR",
    lat: 43.6958,
    lng: 7.2856,
    keywords: ["Lympia", "ferry", "Corse", "Corsica", ...PORT_WORDS],
    importance: 25_000,
  },
  // ── Event venues ───────────────────────────────────────────────────────────────────────────────
  {
    id: "palais-festivals",
    kind: "venue",
    name: { fr: "Palais des Festivals et des Congrès", en: "Palais des Festivals" },
    locality: "Cannes",
    country: "FR",
    lat: 43.551,
    lng: 7.017,
    keywords: [
      "Festival de Cannes",
      "Cannes Film Festival",
      "MIPIM",
      "MIPCOM",
      "Cannes Lions",
      "congrès",
      "tapis rouge",
      "red carpet",
    ],
    importance: 40_000,
  },
  {
    id: "grimaldi-forum",
    kind: "venue",
    name: "Grimaldi Forum",
    locality: "Monaco",
    country: "MC",
    lat: 43.744,
    lng: 7.4318,
    keywords: ["congrès", "convention", "Larvotto", "Monte-Carlo"],
    importance: 30_000,
  },
  {
    id: "monaco-gp-circuit",
    kind: "venue",
    name: { fr: "Circuit de Monaco — Grand Prix", en: "Monaco Grand Prix circuit" },
    locality: "Monaco",
    country: "MC",
    lat: 43.7347,
    lng: 7.4206,
    keywords: ["F1", "Formule 1", "Formula 1", "Grand Prix", "GP", "paddock", "Casino Square", "circuit"],
    importance: 35_000,
  },
  {
    id: "monte-carlo-sporting",
    kind: "venue",
    name: "Monte-Carlo Sporting",
    locality: "Monaco",
    country: "MC",
    lat: 43.7495,
    lng: 7.4385,
    keywords: ["Salle des Étoiles", "Sporting", "Jimmy'z", "Monte-Carlo"],
    importance: 12_000,
  },
  {
    id: "allianz-riviera",
    kind: "venue",
    name: "Allianz Riviera",
    locality: "Nice",
    country: "FR",
    lat: 43.7051,
    lng: 7.1926,
    keywords: ["stade", "stadium", "OGC Nice", "stade de Nice", "Nice stadium"],
    importance: 25_000,
  },
  {
    id: "nikaia",
    kind: "venue",
    name: "Palais Nikaïa",
    locality: "Nice",
    country: "FR",
    lat: 43.6718,
    lng: 7.1975,
    keywords: ["Nikaia", "concert", "salle", "arena"],
    importance: 20_000,
  },
  // ── Ski resorts ────────────────────────────────────────────────────────────────────────────────
  {
    id: "courchevel-1850",
    kind: "resort",
    name: "Courchevel 1850",
    aliases: ["Courchevel"],
    locality: "Courchevel",
    country: "FR",
    lat: 45.4148,
    lng: 6.6343,
    keywords: ["Courchevel", "Trois Vallées", "3 Vallées", "Three Valleys", "Savoie", ...SKI_WORDS],
    importance: 30_000,
  },
  {
    id: "meribel",
    kind: "resort",
    name: "Méribel",
    locality: "Les Allues",
    country: "FR",
    lat: 45.3966,
    lng: 6.5657,
    keywords: ["Trois Vallées", "3 Vallées", "Savoie", ...SKI_WORDS],
    importance: 20_000,
  },
  {
    id: "val-thorens",
    kind: "resort",
    name: "Val Thorens",
    locality: "Les Belleville",
    country: "FR",
    lat: 45.298,
    lng: 6.58,
    keywords: ["Trois Vallées", "3 Vallées", "Savoie", ...SKI_WORDS],
    importance: 15_000,
  },
  {
    id: "val-d-isere",
    kind: "resort",
    name: "Val d'Isère",
    locality: "Val d'Isère",
    country: "FR",
    lat: 45.4481,
    lng: 6.9797,
    keywords: ["Espace Killy", "Tarentaise", "Savoie", ...SKI_WORDS],
    importance: 20_000,
  },
  {
    id: "tignes",
    kind: "resort",
    name: "Tignes",
    locality: "Tignes",
    country: "FR",
    lat: 45.469,
    lng: 6.907,
    keywords: ["Espace Killy", "Tarentaise", "Savoie", ...SKI_WORDS],
    importance: 12_000,
  },
  {
    id: "chamonix",
    kind: "resort",
    name: "Chamonix-Mont-Blanc",
    aliases: ["Chamonix"],
    locality: "Haute-Savoie",
    country: "FR",
    lat: 45.9237,
    lng: 6.8694,
    keywords: ["Chamonix", "Mont-Blanc", ...SKI_WORDS],
    importance: 20_000,
  },
  {
    id: "megeve",
    kind: "resort",
    name: "Megève",
    locality: "Haute-Savoie",
    country: "FR",
    lat: 45.8567,
    lng: 6.6172,
    keywords: [...SKI_WORDS],
    importance: 15_000,
  },
  {
    id: "isola-2000",
    kind: "resort",
    name: "Isola 2000",
    locality: "Isola",
    country: "FR",
    lat: 44.1866,
    lng: 7.1582,
    keywords: ["Mercantour", "Alpes-Maritimes", ...SKI_WORDS],
    importance: 12_000,
  },
  {
    id: "auron",
    kind: "resort",
    name: "Auron",
    locality: "Saint-Étienne-de-Tinée",
    country: "FR",
    lat: 44.2262,
    lng: 6.9303,
    keywords: ["Mercantour", "Alpes-Maritimes", ...SKI_WORDS],
    importance: 12_000,
  },
  {
    id: "verbier",
    kind: "resort",
    name: "Verbier",
    locality: "Valais",
    country: "CH",
    lat: 46.0961,
    lng: 7.2285,
    keywords: ["4 Vallées", "Four Valleys", "Bagnes", ...SKI_WORDS],
    importance: 20_000,
  },
  {
    id: "zermatt",
    kind: "resort",
    name: "Zermatt",
    locality: "Valais",
    country: "CH",
    lat: 46.0207,
    lng: 7.7491,
    keywords: ["Matterhorn", "Cervin", "Cervino", ...SKI_WORDS],
    importance: 20_000,
    note: {
      fr: "Zermatt est sans voitures : dépose au Matterhorn Terminal de Täsch, puis navette ferroviaire (12 min).",
      en: "Zermatt is car-free: drop-off at the Täsch Matterhorn Terminal, then a 12-minute shuttle train.",
    },
  },
  {
    id: "crans-montana",
    kind: "resort",
    name: "Crans-Montana",
    locality: "Valais",
    country: "CH",
    lat: 46.3076,
    lng: 7.4813,
    keywords: ["Crans", "Montana", ...SKI_WORDS],
    importance: 15_000,
  },
  {
    id: "gstaad",
    kind: "resort",
    name: "Gstaad",
    locality: "Saanen",
    country: "CH",
    lat: 46.4752,
    lng: 7.2861,
    keywords: ["Saanenland", "Berne", "Bern", ...SKI_WORDS],
    importance: 20_000,
  },
  {
    id: "courmayeur",
    kind: "resort",
    name: "Courmayeur",
    locality: { fr: "Vallée d'Aoste", en: "Aosta Valley" },
    country: "IT",
    lat: 45.7967,
    lng: 6.9689,
    keywords: ["Mont-Blanc", "Monte Bianco", ...SKI_WORDS],
    importance: 15_000,
  },
  {
    id: "cervinia",
    kind: "resort",
    name: "Breuil-Cervinia",
    aliases: ["Cervinia"],
    locality: { fr: "Vallée d'Aoste", en: "Aosta Valley" },
    country: "IT",
    lat: 45.9336,
    lng: 7.6297,
    keywords: ["Cervinia", "Cervino", "Matterhorn", "Valtournenche", ...SKI_WORDS],
    importance: 12_000,
  },
  // ── Landmark hotel areas ───────────────────────────────────────────────────────────────────────
  {
    id: "place-du-casino",
    kind: "landmark",
    name: { fr: "Place du Casino, Monte-Carlo", en: "Casino Square, Monte-Carlo" },
    locality: "Monaco",
    country: "MC",
    lat: 43.7393,
    lng: 7.4276,
    keywords: ["Casino", "Hôtel de Paris", "Hôtel Hermitage", "Café de Paris", "Place du Casino"],
    importance: 40_000,
  },
  {
    id: "larvotto",
    kind: "landmark",
    name: { fr: "Plage du Larvotto", en: "Larvotto beach" },
    locality: "Monaco",
    country: "MC",
    lat: 43.746,
    lng: 7.435,
    keywords: ["Monte-Carlo Bay", "plage", "beach"],
    importance: 12_000,
  },
  {
    id: "croisette",
    kind: "landmark",
    name: { fr: "La Croisette", en: "La Croisette" },
    locality: "Cannes",
    country: "FR",
    lat: 43.55,
    lng: 7.027,
    keywords: ["boulevard de la Croisette", "Carlton", "Martinez", "Majestic", "JW Marriott", "Croisette"],
    importance: 40_000,
  },
  {
    id: "promenade-des-anglais",
    kind: "landmark",
    name: { fr: "Promenade des Anglais", en: "Promenade des Anglais" },
    locality: "Nice",
    country: "FR",
    lat: 43.6947,
    lng: 7.257,
    keywords: ["Negresco", "Prom", "baie des Anges"],
    importance: 40_000,
  },
  {
    id: "cap-d-antibes",
    kind: "landmark",
    name: "Cap d'Antibes",
    locality: "Antibes",
    country: "FR",
    lat: 43.547,
    lng: 7.123,
    keywords: ["Hôtel du Cap-Eden-Roc", "Eden Roc", "Cap Eden Roc", "Belles Rives"],
    importance: 25_000,
  },
  {
    id: "saint-jean-cap-ferrat",
    kind: "landmark",
    name: "Saint-Jean-Cap-Ferrat",
    aliases: ["Cap Ferrat", "Cap-Ferrat"],
    locality: "Alpes-Maritimes",
    country: "FR",
    lat: 43.6885,
    lng: 7.3327,
    keywords: ["Cap Ferrat", "Grand-Hôtel du Cap-Ferrat", "Villa Ephrussi", "La Voile d'Or"],
    importance: 25_000,
  },
  {
    id: "eze-village",
    kind: "landmark",
    name: { fr: "Èze village", en: "Èze village" },
    locality: "Èze",
    country: "FR",
    lat: 43.7281,
    lng: 7.3616,
    keywords: ["Château Eza", "Chèvre d'Or", "Moyenne Corniche", "Eze"],
    importance: 15_000,
  },
  {
    id: "pampelonne",
    kind: "landmark",
    name: { fr: "Plage de Pampelonne", en: "Pampelonne beach" },
    locality: "Ramatuelle",
    country: "FR",
    lat: 43.2335,
    lng: 6.6625,
    keywords: ["Club 55", "plage", "beach", "Saint-Tropez"],
    importance: 20_000,
  },
  {
    id: "place-des-lices",
    kind: "landmark",
    name: "Place des Lices",
    locality: "Saint-Tropez",
    country: "FR",
    lat: 43.2716,
    lng: 6.6376,
    keywords: ["Byblos", "Saint-Tropez"],
    importance: 15_000,
  },
  {
    id: "sophia-antipolis",
    kind: "landmark",
    name: "Sophia Antipolis",
    locality: "Valbonne",
    country: "FR",
    lat: 43.6163,
    lng: 7.0554,
    keywords: ["technopole", "business park", "parc d'activités"],
    importance: 15_000,
  },
  {
    id: "portofino",
    kind: "landmark",
    name: "Portofino",
    locality: { fr: "Ligurie", en: "Liguria" },
    country: "IT",
    lat: 44.3035,
    lng: 9.2096,
    keywords: ["Splendido", "Riviera italienne", "Italian Riviera"],
    importance: 15_000,
  },
  {
    id: "montenapoleone",
    kind: "landmark",
    name: { fr: "Via Montenapoleone, Milan", en: "Via Montenapoleone, Milan" },
    locality: "Milan",
    country: "IT",
    lat: 45.4685,
    lng: 9.1955,
    keywords: ["Quadrilatero della Moda", "Montenapoleone", "fashion district", "Milano"],
    importance: 15_000,
  },
];

/** Localised names and aliases of GeoNames towns, keyed by "<country>:<asciiKey>". */
const TOWN_OVERRIDES: Record<string, { fr?: string; en?: string; aliases?: string[] }> = {
  "IT:genoa": { fr: "Gênes", en: "Genoa", aliases: ["Genova"] },
  "IT:turin": { aliases: ["Torino"] },
  "IT:milan": { aliases: ["Milano", "Mailand"] },
  "IT:aosta": { fr: "Aoste", aliases: ["Aoste"] },
  "IT:ventimiglia": { fr: "Vintimille", aliases: ["Vintimille"] },
  "IT:san remo": { en: "Sanremo", aliases: ["Sanremo"] },
  "IT:savona": { fr: "Savone", aliases: ["Savone"] },
  "IT:cuneo": { fr: "Coni", aliases: ["Coni"] },
  "IT:novara": { fr: "Novare", aliases: ["Novare"] },
  "IT:como": { fr: "Côme", aliases: ["Côme"] },
  "IT:bergamo": { fr: "Bergame", aliases: ["Bergame"] },
  "IT:pavia": { fr: "Pavie", aliases: ["Pavie"] },
  "IT:alessandria": { fr: "Alexandrie", aliases: ["Alexandrie"] },
  "IT:ivrea": { fr: "Ivrée", aliases: ["Ivrée"] },
  "IT:vercelli": { fr: "Verceil", aliases: ["Verceil"] },
  "CH:geneve": { fr: "Genève", en: "Geneva", aliases: ["Geneva", "Genf", "Ginevra"] },
  "CH:bern": { fr: "Berne", aliases: ["Berne"] },
  "CH:sitten": { fr: "Sion", en: "Sion", aliases: ["Sion"] },
  "CH:martigny ville": { fr: "Martigny", en: "Martigny", aliases: ["Martigny"] },
  "CH:brig": { fr: "Brigue", aliases: ["Brigue", "Briga"] },
  "CH:visp": { fr: "Viège", aliases: ["Viège"] },
  "CH:thun": { fr: "Thoune", aliases: ["Thoune"] },
  "CH:lausanne": { aliases: ["Losanna"] },
  "FR:nice": { aliases: ["Nizza"] },
  "FR:menton": { aliases: ["Mentone"] },
  "MC:monaco": { aliases: ["Principauté de Monaco", "Principality of Monaco"] },
};

// ── Index ────────────────────────────────────────────────────────────────────────────────────────

interface Entry {
  id: string;
  kind: PlaceKind;
  name: Localized;
  locality?: Localized;
  country: CountryCode;
  lat: number;
  lng: number;
  importance: number;
  /** Normalised full names and aliases, for phrase matching. */
  phrases: string[];
  /** Kind bonus + importance, precomputed. */
  staticScore: number;
}

/** Token field: 0 = name or alias, 1 = keyword, 2 = locality / region. */
type Field = 0 | 1 | 2;
const FIELD_WEIGHT = [1, 0.8, 0.6] as const;

const KIND_BONUS: Record<PlaceKind, number> = {
  airport: 18,
  heliport: 17,
  station: 12,
  port: 7,
  venue: 6,
  resort: 7,
  landmark: 6,
  town: 0,
};

/** Query words that never restrict results (they only add to the score when they match). */
const STOPWORDS = new Set([
  "d",
  "l",
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "a",
  "au",
  "aux",
  "et",
  "en",
  "di",
  "del",
  "della",
  "the",
  "of",
  "and",
]);

/** Extra index tokens so that common abbreviations match. */
const TOKEN_SYNONYMS: Record<string, string[]> = {
  saint: ["st"],
  sainte: ["ste"],
  san: ["s"],
  aeroport: ["aero"],
};

const QUERY_EXPANSIONS: Record<string, string> = { st: "saint", ste: "sainte" };

const loc = (v: string | Localized | undefined): Localized | undefined =>
  v === undefined ? undefined : typeof v === "string" ? { fr: v, en: v } : v;

type TownRow = [number, string, string, number, number, string, number, number];
interface TownsFile {
  regions: { code: string; country: string; fr: string; en: string }[];
  towns: TownRow[];
}

const entries: Entry[] = [];
const byId = new Map<string, number>();
/** Sorted unique tokens and, for each, its postings encoded as entryIndex * 4 + field. */
let sortedTokens: string[] = [];
let postings: Int32Array[] = [];

function buildIndex(): void {
  const tokenMap = new Map<string, number[]>();
  const post = (token: string, code: number) => {
    let list = tokenMap.get(token);
    if (!list) {
      list = [];
      tokenMap.set(token, list);
    }
    // Keep the best (lowest) field per entry and token; postings are appended in entry order.
    const last = list.length ? list[list.length - 1]! : -1;
    if (last >> 2 === code >> 2) {
      if ((last & 3) > (code & 3)) list[list.length - 1] = code;
    } else list.push(code);
  };
  const add = (tokens: readonly string[], entryIndex: number, field: Field) => {
    const code = entryIndex * 4 + field;
    for (const t of tokens) {
      post(t, code);
      const synonyms = TOKEN_SYNONYMS[t];
      if (synonyms) for (const syn of synonyms) post(syn, code);
    }
  };
  const tokensOf = (texts: readonly string[]) => texts.flatMap(tokenize);

  const pushEntry = (
    e: Omit<Entry, "staticScore">,
    nameTokens: readonly string[],
    keywordTokens: readonly string[],
    localityTokens: readonly string[],
  ) => {
    const index = entries.length;
    entries.push({ ...e, staticScore: KIND_BONUS[e.kind] + 3 * Math.log10(1 + e.importance) });
    byId.set(e.id, index);
    add(nameTokens, index, 0);
    add(keywordTokens, index, 1);
    add(localityTokens, index, 2);
  };

  for (const s of PLACE_SEEDS) {
    const name = loc(s.name)!;
    const locality = loc(s.locality);
    const aliases = s.aliases ?? [];
    const phrases = [name.fr, name.en, ...aliases].map(normalizeText);
    pushEntry(
      {
        id: s.id,
        kind: s.kind,
        name,
        locality,
        country: s.country,
        lat: s.lat,
        lng: s.lng,
        importance: s.importance,
        phrases: unique([...phrases, ...s.keywords.filter((k) => k.includes(" ")).map(normalizeText)]),
      },
      tokensOf([name.fr, name.en, ...aliases]),
      tokensOf(s.keywords),
      locality ? tokensOf([locality.fr, locality.en]) : [],
    );
  }

  // Towns duplicated by a hand-made place (same name within 5 km, e.g. Zermatt) are hidden.
  const seedsByName = new Map<string, { lat: number; lng: number }[]>();
  for (const s of PLACE_SEEDS) {
    const name = loc(s.name)!;
    for (const n of new Set([normalizeText(name.fr), normalizeText(name.en)]))
      seedsByName.set(n, [...(seedsByName.get(n) ?? []), { lat: s.lat, lng: s.lng }]);
  }
  const file = townsData as unknown as TownsFile;
  const regionTokens = file.regions.map((r) => unique(tokensOf([r.fr, r.en])));
  for (const [geonameId, rawName, asciiKey, lat, lng, cc, regionIndex, population] of file.towns) {
    const country = cc as CountryCode;
    const sameName = seedsByName.get(asciiKey);
    if (sameName?.some((s) => haversineKm(s, { lat, lng }) < 5)) continue;
    const o = TOWN_OVERRIDES[`${country}:${asciiKey}`];
    const name = { fr: o?.fr ?? rawName, en: o?.en ?? rawName };
    const region = file.regions[regionIndex]!;
    // asciiKey is the pre-computed normalizeText(rawName): no per-town normalisation at load.
    const extra = o ? [name.fr, name.en, ...(o.aliases ?? [])] : [];
    pushEntry(
      {
        id: `gn:${geonameId}`,
        kind: "town",
        name,
        locality: { fr: region.fr, en: region.en },
        country,
        lat,
        lng,
        importance: population,
        phrases: o ? unique([asciiKey, ...extra.map(normalizeText)]) : [asciiKey],
      },
      o ? unique([...asciiKey.split(" "), ...tokensOf(extra)]) : asciiKey.split(" "),
      [],
      regionTokens[regionIndex]!,
    );
  }

  sortedTokens = [...tokenMap.keys()].sort();
  postings = sortedTokens.map((t) => Int32Array.from(tokenMap.get(t)!));
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

buildIndex();

const scoreSum = new Float64Array(entries.length);
const tokenBest = new Float64Array(entries.length);
const tokenNameFlag = new Uint8Array(entries.length);
const hits = new Uint8Array(entries.length);
const nameHits = new Uint8Array(entries.length);
const exactNameHits = new Uint8Array(entries.length);
const touchedScratch = new Uint8Array(entries.length);

function lowerBound(prefix: string): number {
  let lo = 0;
  let hi = sortedTokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sortedTokens[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function toPlace(e: Entry, lang: Lang): Place {
  const name = e.name[lang];
  const parts = [name];
  let acc = normalizeText(name);
  for (const part of [e.locality?.[lang], COUNTRY_NAMES[e.country][lang]]) {
    if (!part) continue;
    const n = normalizeText(part);
    if (acc.includes(n)) continue;
    parts.push(part);
    acc += ` ${n}`;
  }
  return {
    id: e.id,
    label: parts.join(", "),
    name,
    kind: e.kind,
    lat: e.lat,
    lng: e.lng,
    country: e.country,
  };
}

export interface SearchOptions {
  lang?: Lang;
  /** Favour places near this point (e.g. the other end of the trip, or the user's position). */
  near?: { lat: number; lng: number };
  /** Maximum number of results (default 8, at most 50). */
  limit?: number;
  /** Restrict to these kinds. */
  kinds?: readonly PlaceKind[];
}

/** Place search (autocomplete). Returns [] for an empty query. */
export function search(query: string, opts: SearchOptions = {}): Place[] {
  const lang = opts.lang ?? "fr";
  const limit = Math.max(1, Math.min(50, Math.floor(opts.limit ?? 8)));
  const normQuery = normalizeText(query.slice(0, 200));
  if (!normQuery) return [];
  const qTokens = unique(normQuery.split(" ")).slice(0, 8);
  // "st tropez" is compared with full names as "saint tropez".
  const expandedQuery = normQuery
    .split(" ")
    .map((t) => QUERY_EXPANSIONS[t] ?? t)
    .join(" ");
  const meaningful = qTokens.filter((t) => !STOPWORDS.has(t));
  const required = meaningful.length ? meaningful : qTokens;
  const optional = meaningful.length ? qTokens.filter((t) => STOPWORDS.has(t)) : [];

  const touched: number[] = [];
  const touchedSet = touchedScratch;

  const scanToken = (q: string, isRequired: boolean) => {
    const local: number[] = [];
    for (let j = lowerBound(q); j < sortedTokens.length; j++) {
      const token = sortedTokens[j]!;
      if (!token.startsWith(q)) break;
      const exact = token.length === q.length;
      const quality = exact ? 1 : 0.55 + (0.35 * q.length) / token.length;
      const list = postings[j]!;
      for (let k = 0; k < list.length; k++) {
        const code = list[k]!;
        const e = code >> 2;
        const field = (code & 3) as Field;
        const s = quality * FIELD_WEIGHT[field];
        if (tokenBest[e] === 0) local.push(e);
        if (s > tokenBest[e]!) tokenBest[e] = s;
        if (field === 0) {
          const flag = exact ? 2 : 1;
          if (flag > tokenNameFlag[e]!) tokenNameFlag[e] = flag;
        }
      }
    }
    for (const e of local) {
      const s = tokenBest[e]!;
      const flag = tokenNameFlag[e]!;
      tokenBest[e] = 0;
      tokenNameFlag[e] = 0;
      if (!touchedSet[e]) {
        touchedSet[e] = 1;
        touched.push(e);
      }
      if (!isRequired) {
        scoreSum[e]! += s * 0.2;
        continue;
      }
      scoreSum[e]! += s;
      hits[e]! += 1;
      if (flag >= 1) nameHits[e]! += 1;
      if (flag === 2) exactNameHits[e]! += 1;
    }
  };

  for (const q of required) scanToken(q, true);
  for (const q of optional) scanToken(q, false);

  const nReq = required.length;
  let minHits = nReq;
  if (!touched.some((e) => hits[e] === nReq) && nReq >= 2) minHits = nReq - 1;

  const kinds = opts.kinds ? new Set(opts.kinds) : undefined;
  const near = opts.near;
  const cosNear = near ? Math.cos((near.lat * Math.PI) / 180) : 1;
  // Keep the best `limit` results in a small sorted array (cheaper than sorting every candidate).
  const top: { e: number; score: number }[] = [];
  const better = (a: { e: number; score: number }, b: { e: number; score: number }) =>
    a.score > b.score || (a.score === b.score && entries[a.e]!.id < entries[b.e]!.id);
  for (const e of touched) {
    if (hits[e]! < minHits) continue;
    const entry = entries[e]!;
    if (kinds && !kinds.has(entry.kind)) continue;
    let tier: number;
    if (hits[e]! < nReq) tier = 0;
    else if (entry.phrases.some((p) => p === normQuery || p === expandedQuery)) tier = 4;
    else if (entry.phrases.some((p) => p.startsWith(normQuery) || p.startsWith(expandedQuery))) tier = 3;
    else if (exactNameHits[e] === nReq) tier = 2;
    else if (nameHits[e] === nReq) tier = 1.5;
    else tier = 1;
    let score = tier * 40 + (scoreSum[e]! / nReq) * 10 + entry.staticScore;
    if (near) {
      // Equirectangular distance: plenty accurate at this scale, and cheap.
      const dx = (entry.lng - near.lng) * cosNear * 111.32;
      const dy = (entry.lat - near.lat) * 111.32;
      score += 20 * Math.exp(-Math.sqrt(dx * dx + dy * dy) / 25);
    }
    const item = { e, score };
    if (top.length === limit && !better(item, top[top.length - 1]!)) continue;
    let i = top.length === limit ? limit - 1 : top.length;
    if (top.length < limit) top.push(item);
    while (i > 0 && better(item, top[i - 1]!)) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = item;
  }
  for (const e of touched) {
    touchedSet[e] = 0;
    scoreSum[e] = 0;
    hits[e] = 0;
    nameHits[e] = 0;
    exactNameHits[e] = 0;
  }
  return top.map(({ e }) => toPlace(entries[e]!, lang));
}

/** Place by id (hand-made slug or "gn:<GeoNames id>"). */
export function getPlace(id: string, lang: Lang = "fr"): Place | undefined {
  const i = byId.get(id);
  return i === undefined ? undefined : toPlace(entries[i]!, lang);
}

/** Practical note attached to a place (e.g. Zermatt is car-free), if any. */
export function getPlaceNote(id: string, lang: Lang = "fr"): string | undefined {
  return PLACE_SEEDS.find((s) => s.id === id)?.note?.[lang];
}

/** Closest known place (hand-made or town) to a point, optionally within maxKm and of given kinds. */
export function nearestPlace(
  lat: number,
  lng: number,
  opts: { lang?: Lang; maxKm?: number; kinds?: readonly PlaceKind[] } = {},
): Place | undefined {
  const kinds = opts.kinds ? new Set(opts.kinds) : undefined;
  let best = -1;
  let bestKm = opts.maxKm ?? Number.POSITIVE_INFINITY;
  const p = { lat, lng };
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (kinds && !kinds.has(e.kind)) continue;
    const d = haversineKm(p, e);
    if (d < bestKm || (d === bestKm && best < 0)) {
      bestKm = d;
      best = i;
    }
  }
  return best < 0 ? undefined : toPlace(entries[best]!, opts.lang ?? "fr");
}

/** Airports, heliports and stations: pickups there need a flight/train number and meet & greet. */
export function isAirportLike(place: { kind: PlaceKind }): boolean {
  return place.kind === "airport" || place.kind === "heliport" || place.kind === "station";
}

/** Number of searchable entries (hand-made places + towns), for diagnostics. */
export const PLACE_COUNT = entries.length;
