import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneLink, telHref } from "./phone-link";

describe("PhoneLink", () => {
  it("dials the digits and the plus sign, and shows the number as typed", () => {
    expect(telHref("+33 6 55 44 33 22")).toBe("tel:+33655443322");
    expect(telHref("06.12.34.56.78")).toBe("tel:0612345678");
    const html = renderToStaticMarkup(<PhoneLink phone="+33 (0)6 55-44-33-22" className="underline" />);
    expect(html).toBe(
      '<a href="tel:+330655443322" class="whitespace-nowrap underline">+33 (0)6 55-44-33-22</a>',
    );
  });
});
