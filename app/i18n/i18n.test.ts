import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dictionary } from "./dictionary";
import { en } from "./en";
import { fr } from "./fr";
import { isLang, langFromCookies, localizePath, splitLang } from "./lang";
import { findPage, PAGES, pagePaths } from "./registry";

/** Every text of a dictionary by its path ("booking.steps.0"); a function is called with sample arguments. */
function leaves(node: unknown, path = ""): [string, unknown][] {
  if (typeof node === "function") return [[path, node(2, 3, "X")]];
  if (node !== null && typeof node === "object") {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  return [[path, node]];
}

describe("dictionaries", () => {
  const french = new Map(leaves(fr));
  const english = new Map(leaves(en));

  it("have the same texts in both languages, at every depth", () => {
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
  });

  it("have no empty text", () => {
    for (const [lang, texts] of [
      ["fr", french],
      ["en", english],
    ] as const) {
      for (const [path, value] of texts) {
        expect(typeof value, `${lang} ${path}`).toBe("string");
        expect((value as string).trim(), `${lang} ${path}`).not.toBe("");
      }
    }
  });

  it("finds a text that one language lacks, however deep", () => {
    const lacking = { ...en, booking: { ...en.booking, errors: { ...en.booking.errors, required: "" } } };
    expect(leaves(lacking).find(([path]) => path === "booking.errors.required")?.[1]).toBe("");
    const { map: _omitted, ...partial } = en;
    expect(new Set(leaves(partial).map(([path]) => path))).not.toEqual(new Set(french.keys()));
  });

  it("hold the specification's interface texts", () => {
    expect(en.booking.submit).toBe("Request a quote");
    expect(fr.common.notFound.title).toBe("Oups\u00a0! Page introuvable");
    expect(en.common.notFound.title).toBe("Oops! Page not found");
    expect(en.common.notFound.home).toBe("Return to Home");
    expect(en.common.error.title).toBe("Unexpected Application Error");
  });

  it("gives each language its own dictionary", () => {
    expect(dictionary("fr")).toBe(fr);
    expect(dictionary("en")).toBe(en);
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
