import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildLegalDocuments, parseLegalFile } from "./legal";

const dir = path.join(import.meta.dirname, "legal");
const realFiles = Object.fromEntries(
  fs.readdirSync(dir).map((name) => [`./legal/${name}`, fs.readFileSync(path.join(dir, name), "utf8")]),
);

const FRONT = [
  "---",
  'title: "Mentions légales"',
  'metaTitle: "Mentions légales"',
  'description: "Qui édite ce site, qui l\'héberge, sous quel numéro il est inscrit au registre des VTC et quel droit régit son utilisation."',
  'updated: "2026-11-22"',
  "---",
  "",
].join("\n");
const parse = (body: string, front = FRONT) => parseLegalFile("legal.fr.md", front + body);

describe("legal pages in Markdown", () => {
  it("reads sections of paragraphs followed by at most one list, as plain text", () => {
    const document = parse(
      "## Éditeur\n\nLe site est édité\npar {company.name}.\n\n- SIRET : {company.siret}\n- TVA\n",
    );
    expect(document.title).toBe("Mentions légales");
    expect(document.updated).toBe("2026-11-22");
    expect(document.sections).toEqual([
      {
        heading: "Éditeur",
        paragraphs: ["Le site est édité par {company.name}."],
        list: ["SIRET : {company.siret}", "TVA"],
      },
    ]);
  });

  it("refuses, naming the file, what the page cannot show", () => {
    expect(() => parse("Texte sans titre.\n")).toThrow(/legal\.fr\.md.*before the first ## heading/);
    expect(() => parse("## A\n\n- un\n\nUn paragraphe après la liste.\n")).toThrow(/legal\.fr\.md.*in "A"/);
    expect(() => parse("## A\n\nDu texte **en gras**.\n")).toThrow(/inline formatting/);
    expect(() => parse("## A\n\n### B\n\nTexte.\n")).toThrow(/unexpected heading_open/);
    expect(() => parse("## A\n\n## B\n\nTexte.\n")).toThrow(/"A" is empty/);
    expect(() => parse("")).toThrow(/no section/);
    expect(() =>
      parse("## A\n\nTexte.\n", FRONT.replace('updated: "2026-11-22"', 'updated: "hier"')),
    ).toThrow(/legal\.fr\.md[\s\S]*updated/);
    expect(() => parse("## A\n\nTexte.\n", FRONT.replace(/title: .*\n/, ""))).toThrow(
      /legal\.fr\.md[\s\S]*title/,
    );
  });

  it("needs every page in both languages, and no other file", () => {
    expect(() => buildLegalDocuments(realFiles)).not.toThrow();
    const { "./legal/terms.en.md": _, ...withoutOne } = realFiles;
    expect(() => buildLegalDocuments(withoutOne)).toThrow(/terms\.en\.md" is missing/);
    expect(() => buildLegalDocuments({ ...realFiles, "./legal/cookies.fr.md": FRONT })).toThrow(
      /cookies\.fr\.md/,
    );
  });
});
