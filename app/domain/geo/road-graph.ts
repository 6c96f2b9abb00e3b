/**
 * The region's main roads as a graph, for offline distance/time estimates: the data live in
 * data/roads.json (nodes and edges), checked here when the module loads.
 *
 * Nodes are motorway junctions/exits, towns and mountain passes (WGS84, placed from public maps,
 * ±1 km). Edges carry the road distance in km (from motorway kilometre points and typical
 * itinerary distances, rounded) and a speed class or explicit minutes (typical free-flow driving
 * of a chauffeured van, toll plazas included, no traffic jams).
 *
 * Main sources of lengths: A8 Aix–Menton (≈ 210 km, exits 36 Le Muy → 59 Menton), A10 Genova–
 * Ventimiglia (158 km), A6 Torino–Savona (124 km), A26 Genova Voltri–Gravellona Toce (≈ 200 km trunk),
 * Diramazione Predosa–Bettole (17 km), A7 Milano–Genova (133 km), A4 Torino–Milano (≈ 125 km),
 * A5 Torino–Aosta (≈ 113 km) and Aosta–Courmayeur (≈ 33 km), Mont-Blanc tunnel (11.6 km),
 * Great St Bernard tunnel (5.8 km), Fréjus tunnel (12.9 km), A32 Torino–Bardonecchia (≈ 73 km),
 * A1 Lausanne–Genève (≈ 60 km), A9 Lausanne–Sion, A12 Vevey–Bern, Simplon pass road
 * Brig–Domodossola (≈ 64 km), Route Napoléon N85 Grasse–Grenoble (≈ 330 km); added for the trips of
 * data/tabled-trips.ts: A7 Marseille–Avignon–Valence–Lyon (with Marseille Provence airport, Cavaillon
 * and Gordes), A42/A40 Lyon–Genève, Lyon-Saint Exupéry, A1 Bern–Zürich, A4/A14 Zürich–Luzern, A2
 * Luzern–Gotthard road tunnel (17 km)–Bellinzona–Lugano–Chiasso, A9 Chiasso–Milano, Varese–Mendrisio,
 * A3/A13 Zürich–Chur and the San Bernardino, Davos, the Julier and Maloja passes to St. Moritz, SS36
 * Milano–Lecco–Chiavenna, and A40 Sallanches for Megève.
 *
 * Seasonal/special notes:
 * - Zermatt is car-free: cars stop at Täsch (Matterhorn Terminal); the last leg is the shuttle
 *   train (12 min, every 20 min). The `train` edge is not counted in road kilometres.
 * - Col de Tende: the new tunnel reopened in 2025 with alternating traffic and restricted hours;
 *   the Roya valley road is slow. Kept because it is the shortest way to Cuneo.
 * - Great St Bernard and Simplon are used through the year (tunnel / pass kept open); the Little
 *   St Bernard and the Col de la Madeleine are not modelled (closed in winter).
 */
import roads from "./data/roads.json";

export type RoadClass = "motorway" | "motorwayMountain" | "expressway" | "main" | "mountain" | "urban";

/** Typical average speeds (km/h) per road class, tolls and bends included. */
export const CLASS_SPEED_KMH: Record<RoadClass, number> = {
  motorway: 112,
  motorwayMountain: 90,
  expressway: 75,
  main: 62,
  mountain: 45,
  urban: 30,
};

export interface RoadNode {
  name: string;
  lat: number;
  lng: number;
  /** Access legs to urban nodes are driven at urban speed. */
  urban?: boolean;
  /** Car-free resort: points within `carFreeRadiusKm` may only be reached through this node. */
  carFreeRadiusKm?: number;
}

export type RoadNodeId = keyof typeof roads.nodes;

export interface RoadEdge {
  a: RoadNodeId;
  b: RoadNodeId;
  km: number;
  /** Speed class, or explicit minutes for special edges (tunnels with toll/customs, trains). */
  cls: RoadClass;
  minutes?: number;
  road: string;
  /** "train": shuttle train leg (Täsch–Zermatt), not counted as road distance. */
  mode?: "train";
}

export const ROAD_NODES: Readonly<Record<RoadNodeId, RoadNode>> = roads.nodes;

function isNodeId(id: string): id is RoadNodeId {
  return Object.hasOwn(ROAD_NODES, id);
}

function checkedEdge(e: (typeof roads.edges)[number]): RoadEdge {
  const where = `data/roads.json: edge ${e.a}–${e.b}`;
  if (!isNodeId(e.a) || !isNodeId(e.b)) throw new Error(`${where}: unknown node`);
  if (!Object.hasOwn(CLASS_SPEED_KMH, e.cls)) throw new Error(`${where}: unknown road class "${e.cls}"`);
  if (!(e.km > 0)) throw new Error(`${where}: the length must be positive`);
  const mode = "mode" in e ? e.mode : undefined;
  if (mode !== undefined && mode !== "train") throw new Error(`${where}: unknown mode "${mode}"`);
  const edge: RoadEdge = { a: e.a, b: e.b, km: e.km, cls: e.cls as RoadClass, road: e.road };
  if ("minutes" in e) edge.minutes = e.minutes;
  if (mode) edge.mode = mode;
  return edge;
}

export const ROAD_EDGES: readonly RoadEdge[] = roads.edges.map(checkedEdge);

/** Minutes to drive an edge. */
export function edgeMinutes(e: RoadEdge): number {
  return e.minutes ?? (e.km / CLASS_SPEED_KMH[e.cls]) * 60;
}
