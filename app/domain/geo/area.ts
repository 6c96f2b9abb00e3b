import { insideRings } from "./polygon";

/**
 * The area served (decision 016): the French Riviera and Provence as far as the Rhône (Marseille, Aix,
 * Avignon, the Luberon), the French Alps up to Lyon and Geneva, the whole of Switzerland, and north-west
 * Italy (Liguria, Piedmont, Aosta Valley, Lombardy with its lakes). Further places (Paris, Florence…)
 * are found by the search but cannot be booked online: the form says so and offers a quote by e-mail.
 *
 * [lng, lat] vertices; the ring is closed implicitly.
 */
const SERVED_AREA_POLYGON: ReadonlyArray<readonly [number, number]> = [
  [5.2, 43.15], // sea south-west of Marseille (Calanques)
  [4.4, 43.4], // Camargue coast
  [4.55, 44.3], // west of Orange, beyond the Rhône
  [4.6, 45.1], // the Rhône valley west of Valence
  [4.65, 45.95], // west of Lyon and Villefranche-sur-Saône
  [5.3, 46.3], // south of Bourg-en-Bresse
  [5.9, 46.35], // Pays de Gex
  [6.05, 46.62], // Vallée de Joux (Vaud)
  [6.85, 47.5], // Ajoie (Jura)
  [7.55, 47.62], // Basel
  [8.6, 47.8], // Schaffhausen
  [9.3, 47.7], // Lake Constance
  [9.7, 47.45], // Rhine valley, St. Margrethen
  [9.55, 47.0], // Prättigau
  [10.5, 46.9], // Lower Engadine
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

/** True when the point lies in the usual service area (see SERVED_AREA_POLYGON). */
export function isInServedArea(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  return insideRings(lng, lat, [SERVED_AREA_POLYGON]);
}
