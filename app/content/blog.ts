/**
 * The blog: Markdown articles stored in `app/content/blog/<slug>.<lang>.md`, one file per language.
 *
 * Each file starts with a YAML front matter block (between two `---` lines) validated with zod;
 * any problem (missing language, missing field, unknown category or illustration) throws an error
 * naming the file. The body is rendered with markdown-it with raw HTML disabled, so anything that
 * looks like a tag is escaped.
 *
 * The pure functions (`parseArticleFile`, `buildArticles`, `relatedArticles`, `filterArticles`, ...)
 * take their input as arguments so they can be tested without Vite; the `import.meta.glob` at the
 * bottom is only the data source. This module has no browser dependency and can run on the server.
 */
import type { Token } from "markdown-it";
import { z } from "zod";
import type { Lang } from "~/i18n/lang";
import { BLOG_SLUGS } from "~/i18n/registry";
import { ART_KEYS } from "./art";
import { checkShape, type RawFiles, slugAndLang } from "./content-files";
import { parseFrontMatter } from "./front-matter";
import { proseMarkdown } from "./markdown";
import type { ArtKey } from "./types";

export type BlogCategory = "restaurants" | "events" | "travel" | "inspirations";

/** Display order of the categories (filters, navigation). */
export const BLOG_CATEGORIES = [
  "restaurants",
  "events",
  "travel",
  "inspirations",
] as const satisfies readonly BlogCategory[];
// Compile-time check: BLOG_CATEGORIES lists every BlogCategory.
const _allCategories: Exclude<BlogCategory, (typeof BLOG_CATEGORIES)[number]> extends never ? true : never =
  true;
void _allCategories;

export type ArticleSlug = (typeof BLOG_SLUGS)[number];

export const BLOG_LANGS: readonly Lang[] = ["fr", "en"];

/** Average reading speed used for the read time. */
export const WORDS_PER_MINUTE = 220;

export interface ArticleHeading {
  id: string;
  text: string;
}

export interface Article {
  slug: ArticleSlug;
  lang: Lang;
  title: string;
  excerpt: string;
  /** meta description, 120 to 160 characters */
  description: string;
  category: BlogCategory;
  /** ISO date, YYYY-MM-DD */
  published: string;
  /** ISO date, YYYY-MM-DD */
  updated?: string;
  author: string;
  art: ArtKey;
  quote: string;
  imageAlt: string;
  readMinutes: number;
  wordCount: number;
  /** rendered body; h2 headings carry an `id` */
  html: string;
  /** the h2 headings of the body, for a table of contents */
  headings: ArticleHeading[];
}

// ---------------------------------------------------------------------------------------------------------------
// Front matter

const nonEmpty = z.string().trim().min(1, "must not be empty");

export const frontMatterSchema = z
  .strictObject({
    title: nonEmpty,
    excerpt: nonEmpty,
    description: z
      .string()
      .trim()
      .min(120, "must be at least 120 characters")
      .max(160, "must be at most 160 characters"),
    category: z.enum(BLOG_CATEGORIES),
    published: z.iso.date(),
    updated: z.iso.date().optional(),
    author: nonEmpty,
    art: z.enum(ART_KEYS),
    quote: nonEmpty,
    imageAlt: nonEmpty,
  })
  .refine((fm) => fm.updated === undefined || fm.updated >= fm.published, {
    message: "must not be earlier than `published`",
    path: ["updated"],
  });

// ---------------------------------------------------------------------------------------------------------------
// Markdown

const markdown = proseMarkdown();

/** Turns a heading into an URL fragment: "Où dîner ?" → "ou-diner". */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[œ]/g, "oe")
    .replace(/[æ]/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? "";
  return token.children
    .map((child) => {
      if (child.type === "text" || child.type === "code_inline") return child.content;
      if (child.type === "softbreak" || child.type === "hardbreak") return " ";
      return "";
    })
    .join("");
}

/** Counts the words of a text: whitespace-separated chunks containing at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk)).length;
}

/** Read time in minutes: words / WORDS_PER_MINUTE, rounded up, at least 1. */
export function computeReadMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/**
 * Renders a Markdown body to HTML (raw HTML escaped), adds slugified `id`s to the h2 headings
 * and counts the words of the visible text (Markdown syntax excluded).
 */
export function renderMarkdown(body: string): {
  html: string;
  headings: ArticleHeading[];
  wordCount: number;
} {
  const env = {};
  const tokens = markdown.parse(body, env);
  const headings: ArticleHeading[] = [];
  const usedIds = new Set<string>();
  const words: string[] = [];

  tokens.forEach((token, index) => {
    if (token.type === "inline") words.push(inlineText(token));
    if (token.type === "fence" || token.type === "code_block") words.push(token.content);
    if (token.type !== "heading_open" || token.tag !== "h2") return;
    const text = inlineText(tokens[index + 1]).trim();
    const base = slugifyHeading(text);
    let id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
    token.attrSet("id", id);
    headings.push({ id, text });
  });

  return {
    html: markdown.renderer.render(tokens, markdown.options, env),
    headings,
    wordCount: countWords(words.join(" ")),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Articles

function isArticleSlug(value: string): value is ArticleSlug {
  return (BLOG_SLUGS as readonly string[]).includes(value);
}

function isLang(value: string): value is Lang {
  return (BLOG_LANGS as readonly string[]).includes(value);
}

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === "string" && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** Parses, validates and renders one file named `<slug>.<lang>.md`. */
export function parseArticleFile(file: string, raw: string): Article {
  const name = slugAndLang(file, "md");
  if (!name) throw new Error(`Blog article "${file}": the file name must be "<slug>.<lang>.md".`);
  const { slug, lang } = name;
  if (!isArticleSlug(slug)) {
    throw new Error(
      `Blog article "${file}": unknown slug "${slug}" (add it to BLOG_SLUGS in app/i18n/registry.ts).`,
    );
  }
  if (!isLang(lang)) {
    throw new Error(
      `Blog article "${file}": unknown language "${lang}" (expected ${BLOG_LANGS.join(", ")}).`,
    );
  }
  const { data, body } = parseFrontMatter(raw, `Blog article "${file}"`);
  const fm = checkShape(frontMatterSchema, data, `Blog article "${file}"`);
  if (!body.trim()) throw new Error(`Blog article "${file}": the body is empty.`);
  const { html, headings, wordCount } = renderMarkdown(body);
  return {
    slug,
    lang,
    ...fm,
    readMinutes: computeReadMinutes(wordCount),
    wordCount,
    html,
    headings,
  };
}

function newestFirst(a: Article, b: Article): number {
  if (a.published !== b.published) return a.published < b.published ? 1 : -1;
  return a.slug.localeCompare(b.slug);
}

/**
 * Parses every file and checks the collection: each slug of `slugs`, and each slug found in the files,
 * must exist in every language, with the same category in every language. Returns the articles sorted newest first.
 */
export function buildArticles(files: RawFiles, slugs: readonly string[] = BLOG_SLUGS): Article[] {
  const articles = Object.entries(files).map(([file, raw]) => parseArticleFile(file, raw));
  const byKey = new Map<string, { article: Article; file: string }>();
  Object.keys(files).forEach((file, index) => {
    const article = articles[index]!;
    const key = `${article.slug}.${article.lang}`;
    const previous = byKey.get(key);
    if (previous) throw new Error(`Blog article "${file}": duplicate of "${previous.file}".`);
    byKey.set(key, { article, file });
  });

  for (const slug of new Set([...slugs, ...articles.map((article) => article.slug)])) {
    const present = BLOG_LANGS.filter((lang) => byKey.has(`${slug}.${lang}`));
    for (const lang of BLOG_LANGS) {
      if (!byKey.has(`${slug}.${lang}`)) {
        const found = present.map((l) => `"${slug}.${l}.md"`).join(", ");
        const detail = found ? `found ${found}` : "no language found";
        throw new Error(`Blog article "${slug}.${lang}.md" is missing (${detail}).`);
      }
    }
    const categories = new Set(BLOG_LANGS.map((lang) => byKey.get(`${slug}.${lang}`)!.article.category));
    if (categories.size > 1) {
      throw new Error(
        `Blog article "${slug}": the category differs between languages (` +
          BLOG_LANGS.map(
            (lang) => `${slug}.${lang}.md: ${byKey.get(`${slug}.${lang}`)!.article.category}`,
          ).join(", ") +
          ").",
      );
    }
  }
  return articles.sort(newestFirst);
}

/** The articles of one language, newest first. */
export function articlesIn(articles: readonly Article[], lang: Lang): Article[] {
  return articles.filter((article) => article.lang === lang).sort(newestFirst);
}

/**
 * Up to `max` other articles of the same language: the same category first, then the newest.
 * Never includes the article itself.
 */
export function relatedArticles(articles: readonly Article[], slug: string, lang: Lang, max = 3): Article[] {
  const list = articlesIn(articles, lang);
  const current = list.find((article) => article.slug === slug);
  const others = list.filter((article) => article.slug !== slug);
  if (!current) return others.slice(0, Math.max(0, max));
  const same = others.filter((article) => article.category === current.category);
  const rest = others.filter((article) => article.category !== current.category);
  return [...same, ...rest].slice(0, Math.max(0, max));
}

/** Articles of one language in `category`; all of them when the category is missing or unknown. */
export function filterArticles(
  articles: readonly Article[],
  lang: Lang,
  category?: string | null,
): Article[] {
  const list = articlesIn(articles, lang);
  return isBlogCategory(category) ? list.filter((article) => article.category === category) : list;
}

// ---------------------------------------------------------------------------------------------------------------
// Data source

const files = import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true });

let cache: Article[] | undefined;

function allArticles(): Article[] {
  cache ??= buildArticles(files);
  return cache;
}

/** Every article of the language, newest first. */
export function getArticles(lang: Lang): Article[] {
  return articlesIn(allArticles(), lang);
}

export function getArticle(slug: string, lang: Lang): Article | undefined {
  return allArticles().find((article) => article.slug === slug && article.lang === lang);
}

export function getRelated(slug: string, lang: Lang, max = 3): Article[] {
  return relatedArticles(allArticles(), slug, lang, max);
}

export function filterByCategory(lang: Lang, category?: string | null): Article[] {
  return filterArticles(allArticles(), lang, category);
}
