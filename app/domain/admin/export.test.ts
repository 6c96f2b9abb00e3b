import { describe, expect, it } from "vitest";
import { routeSourceLabel } from "./export";

describe("the CSV's route source", () => {
  it("says where the estimate came from in the office's words, never the technical value", () => {
    expect(routeSourceLabel("embedded")).toBe("Estimation intégrée");
    expect(routeSourceLabel("osrm")).toBe("OpenStreetMap (OSRM)");
    expect(routeSourceLabel("google")).toBe("Google");
    expect(routeSourceLabel(null)).toBe("");
    // A source this version does not know is shown as stored rather than hidden.
    expect(routeSourceLabel("mapbox")).toBe("mapbox");
  });
});
