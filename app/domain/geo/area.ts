/** [lng, lat] vertices; the ring is closed implicitly. */
const SERVED_AREA_POLYGON: ReadonlyArray<readonly [number, number]> = [
  [5.2, 43.15], // sea south-west of Marseille (Calanques)
  [5.2, 43.75], // north of Aix-en-Provence
  [5.55, 44.2], // Luberon / Sisteron west
  [5.45, 44.85], // Vercors, south of Grenoble
  [5.55, 45.45], // north-west of Grenoble / Chambéry
  [5.75, 45.95], // Bugey, west of Annecy / Geneva
  [5.9, 46.3], // Pays de Gex
  [6.05, 46.62], // Vallée de Joux (Vaud)
  [6.55, 46.98], // north Vaud (Yverdon, Jura foot)
  [7.0, 47.15], // Biel/Bienne (Bern)
  [7.25, 47.35], // Bernese Jura
  [7.75, 47.3], // Langenthal (Bern north-east)
  [8.1, 46.95], // Emmental
  [8.45, 46.75], // Brünig / Meiringen
  [8.45, 46.55], // Grimsel pass
  [8.8, 46.45], // Ticino / Lombardy border (Lake Maggiore north)
  [9.3, 46.55], // Splügen / Chiavenna
  [10.1, 46.62], // Livigno
  [10.6, 46.5], // Stelvio
  [10.85, 45.85], // Lake Garda north
  [10.8, 45.2], // Mantua
  [10.3, 44.95], // Po river, Cremona / Piacenza
  [9.6, 44.6], // Ligurian Apennines
  [10.15, 44.15], // La Spezia hinterland
  [10.15, 43.95], // sea south of La Spezia
  [9.3, 44.1], // sea off Portofino
  [8.8, 44.3], // sea off Genoa
  [8.2, 43.8], // sea off Imperia
  [7.6, 43.6], // sea off Ventimiglia / Monaco
  [7.1, 43.4], // sea off Antibes / Cannes
  [6.8, 43.1], // sea off Saint-Tropez
  [6.3, 42.95], // sea off Porquerolles
  [5.8, 42.95], // sea off Toulon
];

/** Ray-casting point-in-polygon on [lng, lat] rings. */
function pointInRing(lng: number, lat: number, ring: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when the point lies in the usual service area (see SERVED_AREA_POLYGON). */
export function isInServedArea(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  return pointInRing(lng, lat, SERVED_AREA_POLYGON);
}
