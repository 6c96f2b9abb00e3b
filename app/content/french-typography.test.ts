/**
 * French typography in every text the site shows: a no-break space (U+00A0) before « : ; ! ? » and
 * after «, so that a colon or a question mark never starts a line on a phone. The rule is checked on
 * the string literals, templates and JSX text of the application's sources, and on the content files
 * of the services and legal pages (English never puts a space before these signs, so the check needs
 * no language).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TEXT_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);
const BREAKABLE = / [:;!?»]|« /;
/**
 * A number and its unit or percent sign split by an ordinary space ("30 %", "48 h", "35 min", "12 km",
 * "15 €"): on a phone the sign can start the next line, alone. A no-break space (U+00A0, or U+202F
 * before %) keeps them together, in either language.
 */
const NUMBER_UNIT = /\d (?:%|h|km|min|€)(?![\w-])/;
/**
 * A straight apostrophe between two letters, or closing a plural possessive before the next word:
 * typewriter typography, "l'été" for "l’été", "guests' comfort" for "guests’ comfort".
 */
const STRAIGHT_APOSTROPHE = /\p{L}'\p{L}|\p{L}s' \p{L}/u;
/** In Markdown, also before an emphasis ("l'**ouverture**"), and straight double quotes around words. */
const STRAIGHT_IN_MARKDOWN = /\p{L}'[*_]+\p{L}|(^|[\s(])"\p{L}[^"\n]*"/u;
/** A front-matter line of a Markdown file (its values may be quoted YAML strings). */
const FRONT_MATTER_LINE = /^[\w-]+:\s/;
/**
 * Place names as the gazetteer spells them (app/domain/geo/data, the tariff's zones, the sample
 * requests seeded for the end-to-end tests): kept as addresses are typed and as the providers write them.
 */
const PLACE_NAME_FILES = new Set(["lib/auth.server.ts"]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "data" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function textsMatching(file: string, pattern: RegExp): string[] {
  const text = fs.readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (TEXT_KINDS.has(node.kind)) {
      const raw = text.slice(node.getStart(tree), node.getEnd());
      if (pattern.test(raw)) found.push(raw.trim().slice(0, 100));
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Every string of a JSON file (the tariff's labels: zones, events, extras, the vehicle). */
function jsonTexts(file: string): string[] {
  const walk = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(walk)
        : [];
  return walk(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** The lines of the content files (services, legal pages, pages, articles) that `offends`, located. */
function contentLines(folders: string[], offends: (line: string, file: string) => boolean): string[] {
  return folders.flatMap((folder) =>
    fs.readdirSync(path.join(ROOT, "content", folder)).flatMap((name) =>
      fs
        .readFileSync(path.join(ROOT, "content", folder, name), "utf8")
        .split("\n")
        .flatMap((line, i) =>
          offends(line, name) ? [`${folder}/${name}:${i + 1}: ${line.slice(0, 100)}`] : [],
        ),
    ),
  );
}

/** The texts of the application's sources that match, located (some files left out). */
function sourceTexts(pattern: RegExp, leaveOut: ReadonlySet<string> = new Set()): string[] {
  return sources(ROOT)
    .filter((file) => !leaveOut.has(path.relative(ROOT, file).split(path.sep).join("/")))
    .flatMap((file) => textsMatching(file, pattern).map((text) => `${path.relative(ROOT, file)}: ${text}`));
}

describe("French typography", () => {
  it("the check finds a breakable space in a sample", () => {
    const sample = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "typo-")), "x.ts");
    fs.writeFileSync(sample, 'export const a = { fr: "Prêt ? Oui : non", en: "Ready? Yes: no" };\n');
    expect(textsMatching(sample, BREAKABLE)).toEqual(['"Prêt ? Oui : non"']);
    fs.rmSync(path.dirname(sample), { recursive: true });
  });

  it("no content file of the services, legal pages, about or fleet lets « : ; ! ? » start a line", () => {
    const offenders = contentLines(["services", "legal", "pages"], (line) => BREAKABLE.test(line));
    expect(offenders).toEqual([]);
  });

  it("no text of the site lets « : ; ! ? » start a line", () => {
    const offenders = sourceTexts(BREAKABLE);
    expect(offenders).toEqual([]);
  });

  it("the check finds a number split from its unit, not one held by a no-break space", () => {
    expect(NUMBER_UNIT.test("un acompte de 30 % peut être demandé")).toBe(true);
    expect(NUMBER_UNIT.test("Cannes : environ 10 min")).toBe(true);
    expect(NUMBER_UNIT.test("un acompte de 30\u202f% ; 48\u00a0h ; 10\u00a0min")).toBe(false);
    expect(NUMBER_UNIT.test("2 hours, 3 minutes")).toBe(false);
  });

  it("no text of the site splits a number from its unit or percent sign", () => {
    const inContent = contentLines(["services", "legal", "pages", "blog"], (line) => NUMBER_UNIT.test(line));
    const inSources = sourceTexts(NUMBER_UNIT);
    expect([...inContent, ...inSources]).toEqual([]);
  });

  it("the tariff's labels, shown to clients, keep « : ; ! ? » and units with what they follow", () => {
    const labels = jsonTexts(path.join(ROOT, "domain/pricing/tariff.json"));
    expect(labels).toContain("Siège bébé (0–13 kg)");
    expect(labels.filter((text) => BREAKABLE.test(text) || NUMBER_UNIT.test(text))).toEqual([]);
  });

  it("the check finds a straight apostrophe between letters, not a quoted word", () => {
    const sample = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "typo-")), "x.ts");
    fs.writeFileSync(
      sample,
      `export const a = ["l'été", "l’été", "'quoted'", "guests' comfort", "guests’ comfort"];\n`,
    );
    expect(textsMatching(sample, STRAIGHT_APOSTROPHE)).toEqual([`"l'été"`, `"guests' comfort"`]);
    fs.rmSync(path.dirname(sample), { recursive: true });
  });

  it("the Markdown check finds an apostrophe before an emphasis and quoted words, not code or inches", () => {
    expect(STRAIGHT_IN_MARKDOWN.test("- l'**ouverture** de la Scala")).toBe(true);
    expect(STRAIGHT_IN_MARKDOWN.test('the Italian "city of flowers", with')).toBe(true);
    expect(STRAIGHT_IN_MARKDOWN.test("- l’**ouverture** et “une carafe d’eau”")).toBe(false);
  });

  it("no text of the site, in either language, uses a straight apostrophe", () => {
    const inContent = contentLines(
      ["services", "legal", "pages", "blog"],
      (line, file) =>
        STRAIGHT_APOSTROPHE.test(line) ||
        (file.endsWith(".md") && !FRONT_MATTER_LINE.test(line) && STRAIGHT_IN_MARKDOWN.test(line)),
    );
    const inSources = sourceTexts(STRAIGHT_APOSTROPHE, PLACE_NAME_FILES);
    expect([...inContent, ...inSources]).toEqual([]);
  });
});
