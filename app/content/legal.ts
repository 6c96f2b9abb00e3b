/**
 * The legal notice, the privacy policy and the terms, written in Markdown: one file per page and
 * language, `app/content/legal/<page>.<lang>.md` (page: legal, privacy, terms).
 *
 * - Front matter (YAML, checked): `title` (the page's h1), `metaTitle`, `description`, `updated` (ISO date).
 * - Body: each `## ` heading opens a section; a section holds paragraphs and, after them, at most one
 *   bullet list. Nothing else: no inline formatting (the pages show plain text), no other block.
 * - Company identifiers are written as placeholders (`{company.siret}`), filled from the configuration
 *   on the server (app/lib/legal.server.ts); no identifier is written in the files.
 *
 * Any problem throws an error naming the file. Server side only (it brings the Markdown parser).
 */
import type { Token } from "markdown-it";
import { z } from "zod";
import { LANGS, type Lang } from "~/i18n/lang";
import { checkShape, type RawFiles, slugAndLang } from "./content-files";
import { parseFrontMatter } from "./front-matter";
import { proseMarkdown } from "./markdown";
import type { Localized, Meta } from "./types";

/** Placeholders used in the legal texts, written `{company.name}`; the server fills them. */
export const COMPANY_PLACEHOLDERS = [
  "company.name",
  "company.legalForm",
  "company.capital",
  "company.rcs",
  "company.siret",
  "company.vat",
  "company.address",
  "company.director",
  "company.phone",
  "company.email",
  "company.vtcRegister",
  "company.mediator",
  "host.name",
  "host.address",
  "host.phone",
] as const;
export type CompanyPlaceholder = (typeof COMPANY_PLACEHOLDERS)[number];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  meta: Meta;
  title: string;
  /** ISO date of the last update */
  updated: string;
  sections: LegalSection[];
}

export const LEGAL_PAGES = ["legal", "privacy", "terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

const text = z.string().trim().min(1, "must not be empty");
const frontMatterSchema = z.strictObject({
  title: text,
  metaTitle: text.max(60, "must be at most 60 characters"),
  description: text.min(120, "must be at least 120 characters").max(160, "must be at most 160 characters"),
  updated: z.iso.date(),
});

const markdown = proseMarkdown();

/** The plain text of an inline token; any formatting (emphasis, link, code...) is refused. */
function plainText(token: Token | undefined, what: string): string {
  const parts = (token?.children ?? []).map((child) => {
    if (child.type === "text") return child.content;
    if (child.type === "softbreak") return " ";
    throw new Error(
      `${what}: "${token?.content}": inline formatting (${child.type}) is not shown on the page.`,
    );
  });
  return parts.join("").trim();
}

/** The sections of a body: `## heading`, paragraphs, then at most one bullet list. */
export function parseSections(body: string, what: string): LegalSection[] {
  const tokens = markdown.parse(body, {});
  const sections: LegalSection[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const section = sections.at(-1);
    if (token.type === "heading_open" && token.tag === "h2") {
      sections.push({ heading: plainText(tokens[i + 1], what), paragraphs: [] });
      i += 2;
    } else if (section && token.type === "paragraph_open" && !section.list) {
      section.paragraphs.push(plainText(tokens[i + 1], what));
      i += 2;
    } else if (section && token.type === "bullet_list_open" && !section.list) {
      const list: string[] = [];
      for (i++; tokens[i]?.type !== "bullet_list_close"; i++) {
        if (tokens[i]?.type === "inline") list.push(plainText(tokens[i], what));
      }
      section.list = list;
    } else {
      const where = section ? `in "${section.heading}"` : "before the first ## heading";
      throw new Error(`${what}: unexpected ${token.type} ${where} (see the format in app/content/legal.ts).`);
    }
  }
  const empty = sections.find((section) => section.paragraphs.length + (section.list?.length ?? 0) === 0);
  if (empty) throw new Error(`${what}: the section "${empty.heading}" is empty.`);
  if (sections.length === 0) throw new Error(`${what}: no section (each starts with a ## heading).`);
  return sections;
}

/** Parses and checks one file. */
export function parseLegalFile(file: string, raw: string): LegalDocument {
  const what = `Legal page "${file}"`;
  const { data, body } = parseFrontMatter(raw, what);
  const fm = checkShape(frontMatterSchema, data, what);
  return {
    meta: { title: fm.metaTitle, description: fm.description },
    title: fm.title,
    updated: fm.updated,
    sections: parseSections(body, what),
  };
}

/** Every page in both languages; throws when a file is missing or belongs to no page. */
export function buildLegalDocuments(files: RawFiles): Record<LegalPage, Localized<LegalDocument>> {
  const found = new Map<string, LegalDocument>();
  for (const [file, raw] of Object.entries(files)) {
    const name = slugAndLang(file, "md");
    if (!name || !(LEGAL_PAGES as readonly string[]).includes(name.slug))
      throw new Error(`Legal page "${file}": the file name must be "<${LEGAL_PAGES.join("|")}>.<lang>.md".`);
    found.set(`${name.slug}.${name.lang}`, parseLegalFile(file, raw));
  }
  const inBoth = (page: LegalPage) => {
    const of = (lang: Lang) => {
      const document = found.get(`${page}.${lang}`);
      if (!document) throw new Error(`Legal page "${page}.${lang}.md" is missing.`);
      return document;
    };
    const [fr, en] = LANGS.map(of) as [LegalDocument, LegalDocument];
    return { fr, en };
  };
  return { legal: inBoth("legal"), privacy: inBoth("privacy"), terms: inBoth("terms") };
}

const documents = buildLegalDocuments(
  import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true }),
);

export const legalNotice = documents.legal;
export const privacyPolicy = documents.privacy;
export const terms = documents.terms;
