import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PriceLine } from "~/domain/pricing/trip";
import { PriceBreakdown } from "./price-breakdown";

const trip: PriceLine = { code: "fixedFare", part: "outbound", cents: 12_000 };
const vehicle: PriceLine = { code: "extraVehicle", part: "request", quantity: 1, cents: 12_000 };
const seat: PriceLine = {
  code: "extra",
  part: "request",
  id: "childSeat",
  label: { fr: "Siège enfant", en: "Child seat" },
  quantity: 1,
  cents: 0,
};

const headings = (lines: PriceLine[], lang: "fr" | "en") =>
  [
    ...renderToStaticMarkup(<PriceBreakdown lines={lines} totalCents={24_000} lang={lang} />).matchAll(
      /<h4[^>]*>([^<]*)<\/h4>/g,
    ),
  ].map((m) => m[1]);

describe("PriceBreakdown", () => {
  it("titles the request's own lines by what they hold", () => {
    expect(headings([trip, seat], "fr")).toEqual(["Aller", "Options"]);
    expect(headings([trip, vehicle], "fr")).toEqual(["Aller", "Véhicules"]);
    expect(headings([trip, vehicle, seat], "fr")).toEqual(["Aller", "Véhicules et options"]);
    expect(headings([trip, seat], "en")).toEqual(["Outbound", "Extras"]);
    expect(headings([trip, vehicle], "en")).toEqual(["Outbound", "Vehicles"]);
    expect(headings([trip, vehicle, seat], "en")).toEqual(["Outbound", "Vehicles and extras"]);
  });
});
