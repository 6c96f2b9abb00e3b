import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DICTIONARIES, translate } from ".";
import { en } from "./en";
import { fr } from "./fr";
import { isLang, langFromCookies, localizePath, splitLang } from "./lang";
import { findPage, PAGES, pagePaths } from "./registry";

describe("dictionaries", () => {
  it("have the same keys in both languages", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it("have no empty text", () => {
    for (const dictionary of Object.values(DICTIONARIES)) {
      for (const [key, value] of Object.entries(dictionary)) {
        expect(value.trim(), key).not.toBe("");
      }
    }
  });

  it("hold the specification's interface texts", () => {
    expect(en["booking.submit"]).toBe("Request a quote");
    expect(fr["notFound.title"]).toBe("Oups\u00a0! Page introuvable");
    expect(en["notFound.title"]).toBe("Oops! Page not found");
    expect(en["notFound.home"]).toBe("Return to Home");
    expect(en["error.title"]).toBe("Unexpected Application Error");
  });

  it("shows the key itself when a text is missing", () => {
    expect(translate("fr", "nav.services")).toBe("Services");
    expect(translate("en", "no.such.key")).toBe("no.such.key");
  });
});

describe("language paths", () => {
  it("puts French at the specification's path and English under /en", () => {
    expect(localizePath("/", "fr")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/services", "en")).toBe("/en/services");
    expect(localizePath("/services#airport", "en")).toBe("/en/services#airport");
  });

  it("reads the language from a path", () => {
    expect(splitLang("/")).toEqual({ lang: "fr", path: "/" });
    expect(splitLang("/en")).toEqual({ lang: "en", path: "/" });
    expect(splitLang("/en/services/nice-airport-transfer")).toEqual({
      lang: "en",
      path: "/services/nice-airport-transfer",
    });
    expect(splitLang("/english")).toEqual({ lang: "fr", path: "/english" });
  });

  it("accepts only fr and en as a stored choice", () => {
    expect(isLang("fr")).toBe(true);
    expect(isLang("en")).toBe(true);
    expect(isLang("de")).toBe(false);
    expect(isLang(null)).toBe(false);
    expect(langFromCookies("a=1; lang=ImVuIg%3D%3D")).toBe("en");
    expect(langFromCookies("lang=en")).toBeUndefined();
  });

  it("lists every page once, with a reciprocal English twin", () => {
    const ids = PAGES.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of PAGES) {
      expect(findPage(page.path)).toBe(page);
      const paths = pagePaths(page);
      if (page.bilingual) expect(splitLang(paths.en)).toEqual({ lang: "en", path: page.path });
    }
  });

  it("has a route module for every page it lists", () => {
    for (const page of PAGES) {
      expect(fs.existsSync(path.join(import.meta.dirname, "..", page.file)), page.file).toBe(true);
    }
  });
});
