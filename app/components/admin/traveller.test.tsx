import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SheetTraveller } from "./traveller";

const links = (html: string) =>
  [...html.matchAll(/<a href="(tel:[^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
const text = (html: string) => html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");

describe("SheetTraveller (the driver's sheet)", () => {
  it("gives the client and their number when the client travels", () => {
    const html = renderToStaticMarkup(
      <SheetTraveller job={{ client: "Chloé Test", phone: "+33 6 12 34 56 78", bookedBy: null }} />,
    );
    expect(text(html)).toBe("|Client|Chloé Test, |+33 6 12 34 56 78|");
    expect(links(html)).toEqual([["tel:+33612345678", "+33 6 12 34 56 78"]]);
  });

  it("gives the passenger, then the client who booked, each number one tap away (decision 043)", () => {
    const booker = { name: "Claire Martin", phone: "04 93 76 50 50" };
    const both = renderToStaticMarkup(
      <SheetTraveller job={{ client: "M. et Mme Okafor", phone: "+44 20 7946 0000", bookedBy: booker }} />,
    );
    expect(text(both)).toBe(
      "|Passager|M. et Mme Okafor, |+44 20 7946 0000|Réservé par|Claire Martin, |04 93 76 50 50|",
    );
    expect(links(both).map(([, shown]) => shown)).toEqual(["+44 20 7946 0000", "04 93 76 50 50"]);
    // A passenger without a phone: the client's number, the only one, is still a link.
    const alone = renderToStaticMarkup(
      <SheetTraveller job={{ client: "Mrs Whitfield", phone: null, bookedBy: booker }} />,
    );
    expect(text(alone)).toBe("|Passager|Mrs Whitfield|Réservé par|Claire Martin, |04 93 76 50 50|");
    expect(links(alone)).toHaveLength(1);
    expect(links(alone)[0]![0]).toMatch(/^tel:/);
  });
});
