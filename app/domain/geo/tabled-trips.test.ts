/**
 * The embedded routing against trips with a published road distance (data/tabled-trips.ts): each
 * within 10 % (issue 11 §1). The comparison table, worst first, is printed on every run.
 */
import { describe, expect, it } from "vitest";
import { TABLED_TRIPS } from "./data/tabled-trips";
import { getPlace } from "./places";
import { route } from "./routing";

const at = (id: string) => {
  const p = getPlace(id);
  if (!p) throw new Error(`unknown place ${id}`);
  return p;
};

const rows = TABLED_TRIPS.map((t) => {
  const km = route(at(t.from), at(t.to)).distanceKm;
  return { ...t, estimate: km, error: (km - t.km) / t.km };
});

describe("road distance on tabled trips", () => {
  it("tables at least 40 trips, each with a source, among them the ones the issue names", () => {
    expect(TABLED_TRIPS.length).toBeGreaterThanOrEqual(40);
    for (const t of TABLED_TRIPS) expect(t.source.length, `${t.from} → ${t.to}`).toBeGreaterThan(10);
    const fromNiceAirport = TABLED_TRIPS.filter((t) => t.from === "nce-t1").map((t) => getPlace(t.to)!.name);
    for (const name of ["Antibes", "Grasse", "Lyon", "Zürich", "Lugano"])
      expect(fromNiceAirport).toContain(name);
    expect(TABLED_TRIPS.some((t) => t.from === "nce-t1" && t.to.startsWith("mrs-"))).toBe(true);
  });

  it("finds each within 10 % of the published distance", () => {
    const sorted = [...rows].sort((a, b) => Math.abs(b.error) - Math.abs(a.error));
    console.info(
      `routing against ${rows.length} tabled trips, worst first:\n${sorted
        .map(
          (r) =>
            `  ${getPlace(r.from)!.name} → ${getPlace(r.to)!.name}: ${r.km} km tabled, ${r.estimate} km estimated (${r.error >= 0 ? "+" : ""}${(r.error * 100).toFixed(1)} %)`,
        )
        .join("\n")}`,
    );
    const off = sorted.filter((r) => Math.abs(r.error) > 0.1).map((r) => `${r.from} → ${r.to}`);
    expect(off).toEqual([]);
  });
});
