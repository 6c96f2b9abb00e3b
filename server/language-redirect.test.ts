import { describe, expect, it } from "vitest";
import { firstVisitTarget, languageQualities, prefersEnglish } from "./language-redirect";

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ORIGIN = "https://www.example.com";

describe("Accept-Language", () => {
  it.each([
    ["en-GB,en;q=0.9", { fr: 0, en: 1 }],
    ["fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", { fr: 1, en: 0.8 }],
    ["de-DE,de;q=0.9,en;q=0.5", { fr: 0, en: 0.5 }],
    ["*;q=0.3, fr;q=0.6", { fr: 0.6, en: 0.3 }],
    ["EN-us ; q=0.4", { fr: 0, en: 0.4 }],
    ["en;q=abc, fr;q=0.2", { fr: 0.2, en: 0 }],
    ["", { fr: 0, en: 0 }],
  ])("%j gives %j", (header, expected) => {
    expect(languageQualities(header)).toEqual(expected);
  });

  it.each([
    ["en-US,en;q=0.9", true],
    ["de-DE,de;q=0.9,en;q=0.8", true],
    ["fr-FR,fr;q=0.9,en;q=0.8", false],
    ["en;q=0.8,fr;q=0.8", false],
    ["de-DE", false],
    ["*", false],
    [undefined, false],
  ])("%j prefers English: %s", (header, expected) => {
    expect(prefersEnglish(header)).toBe(expected);
  });
});

describe("first visit", () => {
  const english = { acceptLanguage: "en-GB,en;q=0.9", userAgent: BROWSER, origin: ORIGIN };

  it("sends a browser preferring English from a French page to its English twin", () => {
    expect(firstVisitTarget({ ...english, path: "/" })).toBe("/en");
    expect(firstVisitTarget({ ...english, path: "/services/nice-airport-transfer" })).toBe(
      "/en/services/nice-airport-transfer",
    );
    expect(firstVisitTarget({ ...english, path: "/blog/nice-to-milan/" })).toBe("/en/blog/nice-to-milan");
    // coming from another site (a search engine) is still a first visit
    expect(firstVisitTarget({ ...english, path: "/fleet", referer: "https://www.google.com/" })).toBe(
      "/en/fleet",
    );
  });

  it("leaves alone a browser preferring French, or not saying", () => {
    expect(firstVisitTarget({ ...english, path: "/", acceptLanguage: "fr-FR,en;q=0.5" })).toBeUndefined();
    expect(firstVisitTarget({ ...english, path: "/", acceptLanguage: null })).toBeUndefined();
  });

  it("never redirects a visitor who has chosen, nor one already on the site", () => {
    expect(firstVisitTarget({ ...english, path: "/", chosen: "fr" })).toBeUndefined();
    expect(firstVisitTarget({ ...english, path: "/", referer: `${ORIGIN}/en/fleet` })).toBeUndefined();
  });

  it("never redirects crawlers or clients without a user agent", () => {
    expect(firstVisitTarget({ ...english, path: "/", userAgent: GOOGLEBOT })).toBeUndefined();
    expect(firstVisitTarget({ ...english, path: "/", userAgent: "" })).toBeUndefined();
  });

  it("only redirects French pages that have an English twin", () => {
    expect(firstVisitTarget({ ...english, path: "/en/fleet" })).toBeUndefined();
    expect(firstVisitTarget({ ...english, path: "/admin" })).toBeUndefined();
    expect(firstVisitTarget({ ...english, path: "/no-such-page" })).toBeUndefined();
    expect(firstVisitTarget({ ...english, path: "/services.data" })).toBeUndefined();
  });
});
