import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dictionary } from "./dictionary";
import * as browser from "./dictionary.browser";
import { en } from "./en";
import { followTexts } from "./follow";
import { fr } from "./fr";
import { isLang, langFromCookies, localizePath, requestPath, splitLang } from "./lang";
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
  // The client page's texts live beside the dictionary (i18n/follow.ts): checked with it.
  const french = new Map(leaves({ ...fr, follow: followTexts("fr") }));
  const english = new Map(leaves({ ...en, follow: followTexts("en") }));

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

  it("write “email” in English, as labels and running text alike, and “e-mail” in French", () => {
    const englishTexts = [...english].filter(([, value]) => typeof value === "string");
    expect(englishTexts.filter(([, value]) => /\be-mail/i.test(value as string))).toEqual([]);
    expect(english.get("follow.cancelled")).toBe(
      "Your journey is cancelled, free of charge. A confirmation has been sent to you by email.",
    );
    expect(english.get("pages.contact.cards.email")).toBe("Email");
    const frenchTexts = [...french].filter(([, value]) => typeof value === "string");
    expect(frenchTexts.filter(([, value]) => /(?<![-\w.@])emails?\b/i.test(value as string))).toEqual([]);
    expect(french.get("follow.cancelled")).toContain("Un e-mail de confirmation");
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

  it("gives the browser a page's texts without the e-mails', and says so if code reads them there", async () => {
    const texts = await browser.loadDictionary("en");
    expect(texts.booking.submit).toBe("Request a quote");
    expect(Object.keys(texts)).not.toContain("email");
    expect(() => texts.email).toThrow(/server only/);
    expect(() => browser.dictionary("en").tripEmail).toThrow(/server only/);
    expect(english.has("follow.meta.title")).toBe(true);
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

  it("reads the page a request is for, data requests included", () => {
    const path = (url: string) => requestPath(new Request(`http://localhost${url}`));
    expect(path("/en/blog/nice-to-milan")).toBe("/en/blog/nice-to-milan");
    expect(path("/en.data")).toBe("/en");
    expect(path("/en/blog/nice-to-milan.data?_routes=root")).toBe("/en/blog/nice-to-milan");
    expect(path("/_.data")).toBe("/");
    expect(path("/en/_.data")).toBe("/en");
    expect(splitLang(path("/en.data")).lang).toBe("en");
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

/** Every content file of a language under app/content (`<slug>.<lang>.yaml|md`): path from there → raw text. */
function contentFiles(lang: "en" | "fr"): [string, string][] {
  const root = path.join(import.meta.dirname, "..", "content");
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => new RegExp(`\\.${lang}\\.(?:yaml|md)$`).test(file))
    .sort()
    .map((file) => [file.split(path.sep).join("/"), fs.readFileSync(path.join(root, file), "utf8")]);
}

/** The lines of a text that write “e-mail” (any case, any hyphen), once URLs and link targets are set aside. */
function hyphenatedEmails(text: string): string[] {
  return text
    .split("\n")
    .map(
      (line) =>
        line
          .replace(/\]\([^)]*\)/g, "]()") // Markdown link targets
          .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|www\.)[^\s)"'<>]*/gi, "") // absolute URLs
          .replace(/(?<![\w.-])\/[\w\-./?#=&%~]*/g, ""), // site paths ("/en/…")
    )
    .filter((line) => /\be[-\u2010\u2011]\u2060?mail/i.test(line));
}

describe("content files", () => {
  const english = contentFiles("en");
  const french = contentFiles("fr");

  it("are found in every folder, in both languages", () => {
    for (const files of [english, french]) {
      const folders = new Set(files.map(([file]) => file.split("/")[0]));
      for (const folder of ["blog", "legal", "pages", "services"]) expect(folders).toContain(folder);
    }
    expect(english.length).toBe(french.length);
  });

  it("tell “e-mail” from a URL or a link that merely contains it", () => {
    expect(hyphenatedEmails("We reply by e-mail.\nE-mails we send you\nBy E‑MAIL")).toEqual([
      "We reply by e-mail.",
      "E-mails we send you",
      "By E‑MAIL",
    ]);
    expect(
      hyphenatedEmails(
        "See [our guide](/en/e-mail-guide), https://example.com/e-mail and mailto:e-mail@example.com.",
      ),
    ).toEqual([]);
  });

  it("write “email” in English, as labels and running text alike, and keep “e-mail” in French", () => {
    expect(english.filter(([, text]) => hyphenatedEmails(text).length > 0).map(([file]) => file)).toEqual([]);
    const legal = new Map(english.filter(([file]) => file.startsWith("legal/")));
    expect(legal.get("legal/legal.en.md")).toContain("- Email: {company.email}");
    expect(legal.get("legal/privacy.en.md")).toContain("## Emails we send you");
    expect(french.filter(([, text]) => hyphenatedEmails(text).length > 0).length).toBeGreaterThan(10);
  });
});
