import { describe, expect, it } from "vitest";
import { staffMeta, staffRecordMeta, staffSeo } from "./meta";

const root = { lang: "fr", siteUrl: "https://example.com", signedIn: true, company: { name: "Riviera" } };
const args = (loaderData?: { reference: string }) => ({
  location: { pathname: "/admin/reservations/1" },
  matches: [{ id: "root", loaderData: root }],
  loaderData,
});

describe("staff meta exports", () => {
  it("staffMeta gives what staffSeo gives for the same texts", () => {
    expect(staffMeta("Planning", "Les trajets")(args())).toEqual(staffSeo(args(), "Planning", "Les trajets"));
    expect(staffMeta("Feuille")(args())).toEqual(staffSeo(args(), "Feuille"));
  });

  it("staffRecordMeta names the reference once loaded, the fallback otherwise", () => {
    const meta = staffRecordMeta((a: ReturnType<typeof args>) => a.loaderData?.reference, {
      title: (reference) => `Réservation ${reference}`,
      fallback: "Réservation",
      description: "Une réservation",
    });
    expect(meta(args({ reference: "RC-1" }))).toEqual(
      staffSeo(args(), "Réservation RC-1", "Une réservation"),
    );
    expect(meta(args())).toEqual(staffSeo(args(), "Réservation", "Une réservation"));
    expect(meta(args())).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
