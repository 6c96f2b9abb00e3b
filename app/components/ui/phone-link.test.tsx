import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PhoneLink } from "./phone-link";

describe("PhoneLink", () => {
  it("dials the number without the bracketed national 0, and shows it as typed", () => {
    const html = renderToStaticMarkup(<PhoneLink phone="+33 (0)6 55-44-33-22" className="underline" />);
    expect(html).toBe(
      '<a href="tel:+33655443322" class="whitespace-nowrap underline">+33 (0)6 55-44-33-22</a>',
    );
  });
});
