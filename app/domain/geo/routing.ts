/**
 * Offline road distance and time estimates on the embedded road graph (road-graph.ts,
 * data in data/roads.json).
 *
 * - Both ends connect to the graph by "access legs" to their 3 nearest nodes: great-circle distance
 *   × ACCESS_DETOUR (1.3), driven at 40 km/h towards urban nodes and 60 km/h otherwise.
 * - Dijkstra (binary heap) minimises driving time; the reported distance is the one of the
 *   fastest path. Ties are broken by node index, so results are deterministic.
 * - Points less than 15 km apart skip the graph: straight line × 1.3 up to 5 km, rising to × 1.55 at
 *   15 km (directKm).
 * - Car-free resorts (Zermatt): points near them are only reached through their node, i.e. by
 *   the Täsch shuttle train, whose kilometres are not counted as road distance.
 *
 * Accuracy target: ±15 % of the real road distance on the usual trips (see routing.test.ts).
 * Results are estimates (`estimated: true`): they ignore traffic, closures and seasonal passes.
 */

import { haversineKm, isValidLatLng } from "./distance";
import {
  edgeMinutes,
  ROAD_EDGES,
  ROAD_NODES,
  type RoadEdge,
  type RoadNode,
  type RoadNodeId,
} from "./road-graph";
import type { LatLng } from "./types";

export { formatDistance, formatDuration } from "./format";

const ACCESS_DETOUR = 1.3;
const URBAN_SPEED_KMH = 40;
const RURAL_SPEED_KMH = 60;
const DIRECT_MAX_KM = 15;
const DIRECT_DETOUR_AT_MAX = 1.55;
const DIRECT_URBAN_SPEED_AT_MAX = 50;
const ACCESS_NODES = 3;

type RouteNote = "car-free-destination" | "shuttle-train";

interface RouteResult {
  /** Road kilometres, 1 decimal. */
  distanceKm: number;
  /** Driving time in whole minutes (shuttle-train time included when used). */
  durationMin: number;
  /** Polyline: start, graph nodes, end. */
  path: LatLng[];
  /** Main roads used, in order, without repeats (e.g. ["A8", "A10", "A26"]); empty for short trips. */
  via: string[];
  notes: RouteNote[];
  estimated: true;
}

interface Node extends RoadNode {
  id: RoadNodeId;
}
interface Adj {
  to: number;
  minutes: number;
  km: number;
  edge: RoadEdge;
}

const nodeIds = Object.keys(ROAD_NODES) as RoadNodeId[];
const nodes: Node[] = nodeIds.map((id) => ({ id, ...(ROAD_NODES[id] as RoadNode) }));
const indexOf = new Map<string, number>(nodeIds.map((id, i) => [id, i]));
const adjacency: Adj[][] = nodes.map(() => []);
for (const edge of ROAD_EDGES) {
  const a = indexOf.get(edge.a);
  const b = indexOf.get(edge.b);
  if (a === undefined || b === undefined) throw new Error(`Unknown node in edge ${edge.a}–${edge.b}`);
  const minutes = edgeMinutes(edge);
  const km = edge.mode === "train" ? 0 : edge.km;
  adjacency[a]!.push({ to: b, minutes, km, edge });
  adjacency[b]!.push({ to: a, minutes, km, edge });
}
const carFreeNodes = nodes.map((n, i) => ({ n, i })).filter(({ n }) => n.carFreeRadiusKm !== undefined);

interface Leg {
  node: number;
  km: number;
  minutes: number;
}

function legTo(p: LatLng, nodeIndex: number): Leg {
  const n = nodes[nodeIndex]!;
  const km = haversineKm(p, n) * ACCESS_DETOUR;
  const speed = n.urban ? URBAN_SPEED_KMH : RURAL_SPEED_KMH;
  return { node: nodeIndex, km, minutes: (km / speed) * 60 };
}

function carFreeNodeAt(p: LatLng): number | undefined {
  for (const { n, i } of carFreeNodes) if (haversineKm(p, n) <= n.carFreeRadiusKm!) return i;
  return undefined;
}

/**
 * Access candidates: the 3 nearest nodes, but
 * - inside a town (an urban node within 3 km) only that town's nodes (and nodes within 1 km):
 *   a hotel in Monaco goes through Monaco, not straight up to the A8 junction above it;
 * - elsewhere only nodes within max(3 km, 2.5 × the nearest distance): a point next to a node
 *   (a resort, a valley town) is not connected across the mountains to a farther node.
 */
function accessLegs(p: LatLng): Leg[] {
  const carFree = carFreeNodeAt(p);
  if (carFree !== undefined) return [legTo(p, carFree)];
  const ranked = nodes
    .map((n, i) => ({ i, d: haversineKm(p, n), urban: !!n.urban }))
    .filter(({ i }) => nodes[i]!.carFreeRadiusKm === undefined)
    .sort((a, b) => a.d - b.d || a.i - b.i);
  const nearest = ranked[0]!.d;
  const inTown = ranked.some((r) => r.urban && r.d <= 3);
  const candidates = inTown
    ? ranked.filter((r) => r.d <= 1 || (r.urban && r.d <= 3))
    : ranked.filter((r) => r.d <= Math.max(3, 2.5 * nearest));
  return candidates.slice(0, ACCESS_NODES).map(({ i }) => legTo(p, i));
}

/** True when the closest graph node within 6 km is urban (short trips are then driven at 40 km/h). */
function isUrbanPoint(p: LatLng): boolean {
  let best = Number.POSITIVE_INFINITY;
  let urban = false;
  for (const n of nodes) {
    const d = haversineKm(p, n);
    if (d < best) {
      best = d;
      urban = !!n.urban;
    }
  }
  return best <= 6 && urban;
}

/** Minimal binary heap of [priority, nodeIndex] ordered by priority then node index. */
class MinHeap {
  private readonly items: [number, number][] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: [number, number]): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!less(a[i]!, a[parent]!)) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }
  pop(): [number, number] | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && less(a[l]!, a[m]!)) m = l;
        if (r < a.length && less(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}
function less(x: [number, number], y: [number, number]): boolean {
  return x[0] < y[0] || (x[0] === y[0] && x[1] < y[1]);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** 0 for a trip across a town (up to 5 km straight), rising to 1 at DIRECT_MAX_KM. */
function directReach(straightKm: number): number {
  return Math.min(1, Math.max(0, (straightKm - 5) / (DIRECT_MAX_KM - 5)));
}

/**
 * Road kilometres for a short trip without the graph: the straight line × a detour that grows from
 * 1.3 (across a town) to 1.55 at 15 km, where the coast’s capes, bays and hills make the road wind
 * (Nice airport → Antibes: 12 km straight, about 20 km by road). The longer ones leave the town
 * streets for the expressways: the urban speed rises from 40 to 50 km/h.
 */
function directKm(straightKm: number): number {
  return straightKm * (ACCESS_DETOUR + (DIRECT_DETOUR_AT_MAX - ACCESS_DETOUR) * directReach(straightKm));
}

function directRoute(from: LatLng, to: LatLng): RouteResult {
  const straight = haversineKm(from, to);
  const km = directKm(straight);
  const speed =
    isUrbanPoint(from) || isUrbanPoint(to)
      ? URBAN_SPEED_KMH + (DIRECT_URBAN_SPEED_AT_MAX - URBAN_SPEED_KMH) * directReach(straight)
      : RURAL_SPEED_KMH;
  return {
    distanceKm: round1(km),
    durationMin: Math.max(1, Math.round((km / speed) * 60)),
    path: [
      { lat: from.lat, lng: from.lng },
      { lat: to.lat, lng: to.lng },
    ],
    via: [],
    notes: [],
    estimated: true,
  };
}

/**
 * Estimated road route between two points. Throws a RangeError on invalid coordinates.
 */
export function route(from: LatLng, to: LatLng): RouteResult {
  if (!isValidLatLng(from) || !isValidLatLng(to)) throw new RangeError("route(): invalid coordinates");
  const toCarFree = carFreeNodeAt(to);
  const fromCarFree = carFreeNodeAt(from);
  if (
    haversineKm(from, to) < DIRECT_MAX_KM &&
    (toCarFree === fromCarFree || (toCarFree ?? fromCarFree) === undefined)
  )
    return directRoute(from, to);

  const n = nodes.length;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const prevNode = new Int32Array(n).fill(-1);
  const prevEdge: (Adj | undefined)[] = new Array(n);
  const startLeg: (Leg | undefined)[] = new Array(n);
  const done = new Uint8Array(n);
  const heap = new MinHeap();
  for (const leg of accessLegs(from)) {
    if (leg.minutes < dist[leg.node]!) {
      dist[leg.node] = leg.minutes;
      startLeg[leg.node] = leg;
      heap.push([leg.minutes, leg.node]);
    }
  }
  while (heap.size) {
    const [d, u] = heap.pop()!;
    if (done[u]) continue;
    done[u] = 1;
    for (const adj of adjacency[u]!) {
      const nd = d + adj.minutes;
      if (nd < dist[adj.to]! - 1e-9) {
        dist[adj.to] = nd;
        prevNode[adj.to] = u;
        prevEdge[adj.to] = adj;
        startLeg[adj.to] = undefined;
        heap.push([nd, adj.to]);
      }
    }
  }

  let best: { total: number; leg: Leg } | undefined;
  for (const leg of accessLegs(to)) {
    const total = dist[leg.node]! + leg.minutes;
    if (!best || total < best.total - 1e-9) best = { total, leg };
  }
  if (!best || !Number.isFinite(best.total)) return directRoute(from, to);

  // Walk back from the arrival node.
  const chain: number[] = [];
  const edges: Adj[] = [];
  let km = best.leg.km;
  let cur = best.leg.node;
  while (cur >= 0) {
    chain.push(cur);
    const e = prevEdge[cur];
    if (!e || prevNode[cur]! < 0) {
      km += startLeg[cur]?.km ?? 0;
      break;
    }
    edges.push(e);
    km += e.km;
    cur = prevNode[cur]!;
  }
  chain.reverse();
  edges.reverse();

  const via: string[] = [];
  for (const e of edges) {
    const main = e.edge.road.split(/ [(/]/)[0]!.trim();
    if (e.edge.cls !== "urban" && via[via.length - 1] !== main) via.push(main);
  }
  const notes: RouteNote[] = [];
  if (edges.some((e) => e.edge.mode === "train")) notes.push("shuttle-train");
  if (toCarFree !== undefined || fromCarFree !== undefined) notes.push("car-free-destination");

  return {
    distanceKm: round1(km),
    durationMin: Math.max(1, Math.round(best.total)),
    path: [
      { lat: from.lat, lng: from.lng },
      ...chain.map((i) => ({ lat: nodes[i]!.lat, lng: nodes[i]!.lng })),
      { lat: to.lat, lng: to.lng },
    ],
    via,
    notes,
    estimated: true,
  };
}
