import { describe, expect, it } from "vitest";
import { languageList, trustItems } from "./trust";

describe("the trust row", () => {
  it("shows nothing the company has not configured", () => {
    expect(trustItems({}, "fr", 2026)).toEqual([]);
    expect(trustItems({ languages: [], partners: [] }, "en", 2026)).toEqual([]);
  });

  it("counts the years from the configured start, never into the future", () => {
    expect(trustItems({ since: 2011 }, "fr", 2026)).toEqual([
      { kind: "years", figure: "15", label: "ans de service sur la Riviera" },
    ]);
    expect(trustItems({ since: 2026 }, "en", 2026)[0]).toMatchObject({
      figure: "1",
      label: "year of service on the Riviera",
    });
    expect(trustItems({ since: 2030 }, "en", 2026)).toEqual([]);
  });

  it("rounds the journeys down to the thousand, marking that there are more", () => {
    expect(trustItems({ journeys: 18_450 }, "en", 2026)[0]).toMatchObject({ figure: "18,000+" });
    expect(trustItems({ journeys: 18_000 }, "en", 2026)[0]).toMatchObject({ figure: "18,000" });
    expect(trustItems({ journeys: 950 }, "fr", 2026)[0]).toMatchObject({
      figure: "950",
      label: "trajets effectués",
    });
    // French groups thousands with a narrow no-break space.
    expect(trustItems({ journeys: 18_450 }, "fr", 2026)[0]?.figure).toBe("18\u202f000+");
  });

  it("names the languages in the page's language", () => {
    expect(languageList(["fr", "en", "it"], "fr")).toBe("français, anglais et italien");
    expect(languageList(["fr", "en", "it"], "en")).toBe("French, English and Italian");
    expect(trustItems({ languages: ["fr", "ru"] }, "en", 2026)[0]).toMatchObject({
      kind: "languages",
      figure: "2",
      label: "languages spoken on board: French and Russian",
    });
  });

  it("links the rating to its reviews and names their source", () => {
    const rating = { value: 4.9, count: 1212, url: "https://example.com/reviews", source: "Google" };
    expect(trustItems({ rating }, "fr", 2026)).toEqual([
      {
        kind: "rating",
        figure: "4,9",
        label: "sur 5, 1\u202f212 avis Google",
        url: "https://example.com/reviews",
      },
    ]);
    expect(trustItems({ rating }, "en", 2026)[0]).toMatchObject({
      figure: "4.9",
      label: "out of 5, 1,212 reviews on Google",
    });
  });

  it("keeps the configured order: years, journeys, languages, rating, partners", () => {
    const items = trustItems(
      {
        partners: ["Hôtel Negresco", "Le Majestic"],
        rating: { value: 5, count: 3, url: "https://example.com", source: "Tripadvisor" },
        languages: ["fr"],
        journeys: 10,
        since: 2020,
      },
      "fr",
      2026,
    );
    expect(items.map((item) => item.kind)).toEqual(["years", "journeys", "languages", "rating", "partners"]);
    expect(items[4]).toMatchObject({ figure: "Hôtel Negresco et Le Majestic" });
  });
});
