import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HistoryChanges } from "./edit-trip";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("HistoryChanges", () => {
  it("shows a price set by hand the French way, as everywhere else in the staff area", () => {
    // What overridePrice() records for "180,5" typed on a request without a final price.
    const html = renderToStaticMarkup(
      <HistoryChanges changes={[{ field: "finalPriceCents", from: null, to: "180.50" }]} />,
    );
    expect(text(html)).toBe("Prix final\u00a0: — → 180,50\u00a0€");
  });

  it("shows a recalculated estimate the same way, and other values as recorded", () => {
    const html = renderToStaticMarkup(
      <HistoryChanges
        changes={[
          { field: "passengers", from: "2", to: "3" },
          { field: "priceCents", from: "130.00", to: "1250.00" },
        ]}
      />,
    );
    expect(text(html)).toContain("Passagers\u00a0: 2 → 3");
    expect(text(html)).toContain("Prix estimé\u00a0: 130,00\u00a0€ → 1\u202f250,00\u00a0€");
    expect(text(html)).not.toContain(".00");
  });
});
