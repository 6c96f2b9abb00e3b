import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Lang } from "~/i18n/lang";
import { aboutPage } from "./about";
import { fleetPage } from "./fleet";
import { COMPANY_PLACEHOLDERS, legalNotice, privacyPolicy, terms } from "./legal";
import { pageContent } from "./page-files";
import type { Localized } from "./types";

const LANGS: Lang[] = ["fr", "en"];
const about = { fr: aboutPage("fr"), en: aboutPage("en") };
const fleet = { fr: fleetPage("fr"), en: fleetPage("en") };

const pages: Record<string, Localized<unknown>> = {
  about,
  fleet,
  legalNotice,
  privacyPolicy,
  terms,
};

/** Every string reachable from `value`, with its path. */
function strings(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** Shape of a value with strings blanked out, to compare both languages. */
function shape(value: unknown): unknown {
  if (typeof value === "string") return "string";
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }
  return typeof value;
}

describe("page files", () => {
  it("fail, naming the file, when missing or not of the page's shape", () => {
    expect(() => pageContent("team", "fr", () => z.strictObject({}))).toThrow(
      /pages\/team\.fr\.yaml" is missing/,
    );
    expect(() => pageContent("fleet", "en", () => z.strictObject({ meta: z.string() }))).toThrow(
      /pages\/fleet\.en\.yaml[\s\S]*meta/,
    );
  });
});

describe("editorial pages: both languages", () => {
  for (const [name, page] of Object.entries(pages)) {
    for (const lang of LANGS) {
      it(`${name}.${lang}: every string is non-empty`, () => {
        const all = strings(page[lang]);
        expect(all.length).toBeGreaterThan(0);
        const empty = all.filter((s) => s.text.trim() === "").map((s) => s.path);
        expect(empty).toEqual([]);
      });
    }

    it(`${name}: French and English have the same structure`, () => {
      expect(shape(page.en)).toEqual(shape(page.fr));
    });

    it(`${name}: French and English texts are not copies of each other`, () => {
      const fr = strings(page.fr).map((s) => s.text);
      const en = strings(page.en).map((s) => s.text);
      const identical = fr.filter((text, i) => text === en[i] && /[a-zà-ÿ]{4,}/i.test(text));
      // Short shared values (e.g. "2024", "4 zones") are allowed; whole sentences are not.
      expect(identical.filter((text) => text.split(" ").length > 3)).toEqual([]);
    });
  }
});

describe("meta", () => {
  for (const [name, page] of Object.entries(pages)) {
    for (const lang of LANGS) {
      it(`${name}.${lang}: title ≤ 60 characters, description 120–160 characters`, () => {
        const { meta } = page[lang] as { meta: { title: string; description: string } };
        expect(meta.title.length).toBeLessThanOrEqual(60);
        expect(meta.description.length).toBeGreaterThanOrEqual(120);
        expect(meta.description.length).toBeLessThanOrEqual(160);
      });
    }
  }
});

describe("about", () => {
  for (const lang of LANGS) {
    it(`${lang}: four values with the expected keys and lucide icon names`, () => {
      const { items } = about[lang].values;
      expect(items.map((v) => v.key)).toEqual(["punctuality", "discretion", "excellence", "attention"]);
      for (const item of items) expect(item.icon).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    });

    it(`${lang}: story has three or four paragraphs; drivers are multilingual and over 30`, () => {
      const { story, drivers } = about[lang];
      expect(story.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(story.paragraphs.length).toBeLessThanOrEqual(4);
      const text = strings(drivers)
        .map((s) => s.text)
        .join(" ");
      expect(text).toMatch(lang === "fr" ? /multilingue/i : /multilingual/i);
      expect(text).toMatch(/30|trente|thirty/i);
    });

    it(`${lang}: no invented founding year`, () => {
      const text = strings(about[lang])
        .map((s) => s.text)
        .join(" ");
      expect(text).not.toMatch(/\b(19|20)\d{2}\b/);
    });
  }
});

describe("fleet", () => {
  const expectedSpec: Record<Lang, [string, RegExp][]> = {
    fr: [
      ["Modèle", /Classe V/],
      ["Capacité", /^7 passagers$/],
      ["Bagages", /^8 valises$/],
      ["Année", /^2024$/],
      ["Climatisation", /^4 zones$/],
      ["Couleur", /^Noir$/],
    ],
    en: [
      // Kept whole on a phone: a word joiner after the hyphen (app/content/typography.ts).
      ["Model", /V-\u2060Class/],
      ["Capacity", /^7 passengers$/],
      ["Luggage", /^8 suitcases$/],
      ["Year", /^2024$/],
      ["Air conditioning", /^4 zones$/],
      ["Colour", /^Black$/],
    ],
  };

  for (const lang of LANGS) {
    it(`${lang}: exactly six features with lucide icon names`, () => {
      expect(fleet[lang].features).toHaveLength(6);
      for (const feature of fleet[lang].features) expect(feature.icon).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    });

    it(`${lang}: spec table as specified`, () => {
      const { spec } = fleet[lang];
      expect(spec.map((row) => row.label)).toEqual(expectedSpec[lang].map(([label]) => label));
      spec.forEach((row, i) => {
        expect(row.value).toMatch(expectedSpec[lang][i]![1]);
      });
    });

    it(`${lang}: three gallery pictures (exterior, cabin, luggage), each described; no Wi-Fi promised`, () => {
      expect(fleet[lang].gallery.items.map((item) => item.art)).toEqual([
        "vclass-profile",
        "cabin",
        "luggage",
      ]);
      for (const item of fleet[lang].gallery.items) expect(item.alt.length).toBeGreaterThan(40);
      const text = strings(fleet[lang])
        .map((s) => s.text)
        .join(" ");
      expect(text).not.toMatch(/wi-?fi/i);
    });
  }
});

describe("legal texts", () => {
  const docs = { legalNotice, privacyPolicy, terms };
  const known = new Set<string>(COMPANY_PLACEHOLDERS);

  for (const [name, doc] of Object.entries(docs)) {
    for (const lang of LANGS) {
      it(`${name}.${lang}: at least six sections, dated 2026-11-22`, () => {
        expect(doc[lang].sections.length).toBeGreaterThanOrEqual(6);
        expect(doc[lang].updated).toBe("2026-11-22");
        for (const section of doc[lang].sections) {
          expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
        }
      });

      it(`${name}.${lang}: every placeholder is listed in COMPANY_PLACEHOLDERS`, () => {
        const text = strings(doc[lang])
          .map((s) => s.text)
          .join("\n");
        const used = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
        expect(used.length).toBeGreaterThan(0);
        expect(used.filter((key) => !known.has(key))).toEqual([]);
        // no stray or unbalanced brace
        expect(text.replace(/\{[a-zA-Z]+\.[a-zA-Z]+\}/g, "")).not.toMatch(/[{}]/);
      });
    }
  }

  it("placeholders are unique and well-formed", () => {
    expect(new Set(COMPANY_PLACEHOLDERS).size).toBe(COMPANY_PLACEHOLDERS.length);
    for (const key of COMPANY_PLACEHOLDERS) expect(key).toMatch(/^(company|host)\.[a-zA-Z]+$/);
  });

  it("about and fleet contain no placeholder", () => {
    for (const page of [about, fleet]) {
      expect(strings(page).filter((s) => /[{}]/.test(s.text))).toEqual([]);
    }
  });

  for (const lang of LANGS) {
    it(`${lang}: legal notice names publisher, director, host and the VTC register`, () => {
      const text = strings(legalNotice[lang])
        .map((s) => s.text)
        .join(" ");
      // Every identifier of the company and its host; only the consumer mediator belongs in the terms.
      for (const key of COMPANY_PLACEHOLDERS.filter((placeholder) => placeholder !== "company.mediator")) {
        expect(text).toContain(`{${key}}`);
      }
      expect(text).toMatch(/registre des exploitants de voitures de transport avec chauffeur/);
    });

    it(`${lang}: privacy policy covers rights, CNIL and e-mail contact`, () => {
      const text = strings(privacyPolicy[lang])
        .map((s) => s.text)
        .join(" ");
      expect(text).toContain("{company.email}");
      expect(text).toMatch(/CNIL/);
      expect(text).toMatch(/L123-22/);
      expect(text).toMatch(/Google/);
      for (const retention of ["3 ans", "10 ans", "12 mois", "24 heures"]) {
        const en = {
          "3 ans": "3 years",
          "10 ans": "10 years",
          "12 mois": "12 months",
          "24 heures": "24 hours",
        };
        // French typography may join a figure to its unit with a no-break space.
        expect(text.replace(/[\u00a0\u202f]/g, " ")).toContain(
          lang === "fr" ? retention : en[retention as keyof typeof en],
        );
      }
      const rights =
        lang === "fr"
          ? [/accès/, /rectification/, /effacement/, /limitation/, /opposition/, /portabilité/]
          : [/access/, /rectification/, /erasure/, /restriction/, /object/, /portability/];
      for (const right of rights) expect(text).toMatch(right);
    });

    it(`${lang}: terms cover cancellation, deposit, withdrawal and mediation`, () => {
      const text = strings(terms[lang])
        .map((s) => s.text)
        .join(" ");
      expect(text).toContain("{company.mediator}");
      expect(text).toMatch(/L612-1/);
      expect(text).toMatch(/L221-28/);
      expect(text).toMatch(/30[\u202f ]?%/);
      expect(text).toMatch(/48/);
      expect(text).toMatch(/50[\u202f ]?%/);
      expect(text).toMatch(/7 pass/);
      expect(text).toMatch(lang === "fr" ? /8 valises/ : /8 suitcases/);
    });
  }
});
