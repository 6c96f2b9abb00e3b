import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "~/content/service-registry";
import { AREA_SERVED, areaServed } from "./structured-data";

describe("the places a service page says it serves", () => {
  it("are keyed by services that exist", () => {
    // Keyed by slug, a plain string (see ServiceSlug): a misspelt key would fall back to the default.
    expect(Object.keys(AREA_SERVED).length).toBeGreaterThan(0);
    for (const slug of Object.keys(AREA_SERVED)) expect(SERVICE_SLUGS, slug).toContain(slug);
  });

  it("name the service's own places in the page's language, the Riviera and Monaco otherwise", () => {
    expect(areaServed("milan-luxury-transfer", "fr")).toEqual(["Côte d’Azur", "Milan", "Italie"]);
    expect(areaServed("milan-luxury-transfer", "en")).toEqual(["French Riviera", "Milan", "Italy"]);
    expect(areaServed("vip-services", "en")).toEqual(["French Riviera", "Monaco"]);
  });
});
