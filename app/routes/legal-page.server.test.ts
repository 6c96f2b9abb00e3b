import { describe, expect, it } from "vitest";
import { COMPANY_PLACEHOLDERS } from "~/content/legal";
import { WORD_JOINER } from "~/content/typography";
import { LANGS } from "~/i18n/lang";
import { LEGAL_IDENTITY_VARIABLES, loadEnv } from "~/lib/env.server";
import {
  anchorFor,
  fillPlaceholders,
  LEGAL_DOCUMENTS,
  type LegalPageId,
  legalDocument,
  legalValues,
} from "./legal-page.server";

const baseEnv = loadEnv({ SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/legal-test-unused" });
const ids = Object.keys(LEGAL_DOCUMENTS) as LegalPageId[];

function allText(doc: ReturnType<typeof legalDocument>): string {
  return [
    doc.title,
    doc.metaTitle,
    doc.description,
    ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
  ].join("\n");
}

describe("legal texts: placeholder substitution", () => {
  it("has a value for every placeholder the texts may use", () => {
    const values = legalValues(baseEnv);
    expect(Object.keys(values).sort()).toEqual([...COMPANY_PLACEHOLDERS].sort());
    for (const value of Object.values(values)) expect(value.trim()).not.toBe("");
  });

  for (const id of ids) {
    for (const lang of LANGS) {
      it(`${id}.${lang}: no {placeholder} remains after substitution`, () => {
        const text = allText(legalDocument(id, lang, baseEnv));
        expect(text.match(/\{[^}]*\}/g) ?? []).toEqual([]);
        expect(text).toContain(baseEnv.COMPANY_NAME);
      });
    }
  }

  it("shows an unset identifier as a visible [VARIABLE] placeholder", () => {
    const text = allText(legalDocument("legal", "fr", baseEnv));
    expect(text).toContain("SIRET\u00a0: [COMPANY_SIRET]");
    expect(text).toContain("[HOST_NAME]");
  });

  it("uses the configured values", () => {
    const env = loadEnv({
      SESSION_SECRET: "s".repeat(40),
      DATA_DIR: "/tmp/legal-test-unused",
      COMPANY_NAME: "Azur Drive",
      COMPANY_PHONE: "+33 4 93 00 00 00",
      COMPANY_EMAIL: "bonjour@azur.example",
      COMPANY_SIRET: "123 456 789 00012",
      HOST_NAME: "Hébergeur Exemple",
    });
    const text = allText(legalDocument("legal", "fr", env));
    expect(text).toContain("Dénomination sociale\u00a0: Azur Drive");
    expect(text).toContain("Téléphone\u00a0: +33 4 93 00 00 00");
    // The word joiner after "E-" keeps the word whole on a phone (app/content/typography.ts).
    expect(text).toContain(`E-${WORD_JOINER}mail\u00a0: bonjour@azur.example`);
    expect(text).toContain("SIRET\u00a0: 123 456 789 00012");
    expect(text).toContain("Hébergeur Exemple");
    expect(text).not.toContain("[COMPANY_SIRET]");
  });

  it("maps each legal identity placeholder to its variable", () => {
    const env = Object.fromEntries(
      Object.values(LEGAL_IDENTITY_VARIABLES).map((name) => [name, `v-${name}`]),
    );
    const values = legalValues({ ...baseEnv, ...env });
    for (const [placeholder, variable] of Object.entries(LEGAL_IDENTITY_VARIABLES)) {
      expect(values[placeholder as keyof typeof values]).toBe(`v-${variable}`);
    }
  });

  it("does not interpret a value as a pattern and leaves unknown placeholders visible", () => {
    const values = { ...legalValues(baseEnv), "company.name": "A $& B $1" };
    expect(fillPlaceholders("{company.name} / {company.unknown}", values)).toBe(
      "A $& B $1 / {company.unknown}",
    );
  });

  it("gives every section a unique anchor", () => {
    for (const id of ids) {
      for (const lang of LANGS) {
        const anchors = legalDocument(id, lang, baseEnv).sections.map((s) => s.id);
        expect(new Set(anchors).size).toBe(anchors.length);
        for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
    expect(anchorFor("Données personnelles et cookies")).toBe("donnees-personnelles-et-cookies");
  });
});
