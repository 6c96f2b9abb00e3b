import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { dictionary } from "~/i18n";
import { ErrorText } from "./error-text";

const render = (message: string, lang: "fr" | "en") =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ErrorText message={message} lang={lang} />
    </MemoryRouter>,
  );

describe("ErrorText", () => {
  it("links the out-of-area refusal's “write to us” to the contact page, in French", () => {
    const html = render(dictionary("fr").booking.errors.placeOutsideArea, "fr");
    expect(html).toMatch(/\u202f; <a [^>]*href="\/contact"[^>]*>écrivez-nous<\/a> pour un devis\.$/);
  });

  it("links to the English contact page on the English form", () => {
    const html = render(dictionary("en").booking.errors.placeOutsideArea, "en");
    expect(html).toMatch(/; <a [^>]*href="\/en\/contact"[^>]*>write to us<\/a> for a quote\.$/);
  });

  it("leaves every other error as worded", () => {
    const message = dictionary("fr").booking.errors.passengersRange;
    expect(message).toContain("écrivez-nous");
    expect(render(message, "fr")).toBe(message);
  });
});
