import { describe, expect, it } from "vitest";
import { project, REGION_MAP } from "~/domain/geo/region-map";
import { frameAround } from "./route-map";

describe("the detail page's map frame", () => {
  it("keeps a short trip readable (at least about 60 km across) and both points inside", () => {
    const a = project(43.6584, 7.2159); // Nice airport
    const b = project(43.7396, 7.4277); // Monaco
    const frame = frameAround(a, b);
    expect(frame.width).toBeGreaterThanOrEqual(140);
    expect(frame.width / frame.height).toBeCloseTo(1.5);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThan(frame.x);
      expect(p.x).toBeLessThan(frame.x + frame.width);
      expect(p.y).toBeGreaterThan(frame.y);
      expect(p.y).toBeLessThan(frame.y + frame.height);
    }
  });

  it("stays within the drawn map for a long trip", () => {
    const frame = frameAround(project(43.6584, 7.2159), project(45.4642, 9.19)); // Nice → Milan
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.y).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(REGION_MAP.width + 1e-6);
    expect(frame.y + frame.height).toBeLessThanOrEqual(REGION_MAP.height + 1e-6);
  });
});
