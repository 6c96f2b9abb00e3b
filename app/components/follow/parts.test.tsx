import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { followTexts } from "~/i18n/follow";
import { PickupRows } from "./parts";

describe("the follow-up page's pickup section", () => {
  const luca = {
    driverFirstName: "Luca",
    driverPhone: "+33 6 98 76 54 32",
    vehicleModel: "V 300d",
    vehiclePlate: "GH-456-JK",
  };

  it("never breaks a plate at its hyphens, one vehicle or several (decision 037)", () => {
    const second = {
      driverFirstName: null,
      driverPhone: null,
      vehicleModel: "V 250",
      vehiclePlate: "LM-789-NP",
    };
    const html = renderToStaticMarkup(
      <PickupRows assignment={{ ...luca, others: [second], meetingPoint: "Hall 2" }} t={followTexts("en")} />,
    );
    expect(html).toContain('V 300d · <span class="whitespace-nowrap">GH-456-JK</span>');
    expect(html).toContain('V 250 · <span class="whitespace-nowrap">LM-789-NP</span>');
    expect(html).toContain("Chauffeur, vehicle 1");
    const plateOnly = renderToStaticMarkup(
      <PickupRows
        assignment={{ ...luca, vehicleModel: null, meetingPoint: "Hall 2" }}
        t={followTexts("fr")}
      />,
    );
    expect(plateOnly).toContain(
      '<dd class="whitespace-pre-line break-words text-navy-900"><span class="whitespace-nowrap">GH-456-JK</span></dd>',
    );
  });

  it("dials the chauffeur in one tap, without the bracketed national 0", () => {
    const html = renderToStaticMarkup(
      <PickupRows
        assignment={{ ...luca, driverPhone: "+33 (0)6 98 76 54 32", meetingPoint: "Hall 2" }}
        t={followTexts("fr")}
      />,
    );
    expect(html).toMatch(/<a href="tel:\+33698765432"[^>]*>\+33 \(0\)6 98 76 54 32<\/a>/);
  });

  it("names each van's chauffeur before their phone when there are several", () => {
    const html = renderToStaticMarkup(
      <PickupRows
        assignment={{
          ...luca,
          meetingPoint: "Hall 2",
          others: [{ ...luca, driverFirstName: "Karim", driverPhone: "06 11 22 33 44" }],
        }}
        t={followTexts("en")}
      />,
    );
    expect(html).toMatch(/Karim · <a href="tel:0611223344"[^>]*>06 11 22 33 44<\/a>/);
  });
});
