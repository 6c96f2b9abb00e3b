import { type Article, getArticles } from "~/content/blog";
import { feedPath } from "~/content/blog-ui";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { escapeXml } from "~/utils/escape";
import type { Route } from "./+types/blog-feed";

/** A calendar day as an RFC 3339 timestamp, as Atom requires. */
const timestamp = (day: string) => `${day}T00:00:00Z`;

/** The Atom 1.0 document listing every article of one language, newest first. */
export function atomFeed({
  articles,
  lang,
  siteUrl,
  company,
}: {
  articles: readonly Article[];
  lang: Lang;
  siteUrl: string;
  company: string;
}): string {
  const ui = dictionary(lang).blog.feed;
  const blogUrl = `${siteUrl}${localizePath("/blog", lang)}`;
  const updated = articles
    .map((article) => article.updated ?? article.published)
    .sort()
    .at(-1);
  const entries = articles.map((article) => {
    const url = `${siteUrl}${localizePath(`/blog/${article.slug}`, lang)}`;
    return [
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${timestamp(article.published)}</published>`,
      `    <updated>${timestamp(article.updated ?? article.published)}</updated>`,
      `    <author><name>${escapeXml(article.author)}</name></author>`,
      `    <category term="${article.category}" label="${escapeXml(dictionary(lang).blog.categories[article.category])}"/>`,
      `    <summary>${escapeXml(article.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(article.html)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${escapeXml(blogUrl)}</id>`,
    `  <title>${escapeXml(company ? `${ui.title} — ${company}` : ui.title)}</title>`,
    `  <subtitle>${escapeXml(ui.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}${feedPath(lang)}`)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${lang}" href="${escapeXml(blogUrl)}"/>`,
    `  <updated>${timestamp(updated ?? "1970-01-01")}</updated>`,
    `  <author><name>${escapeXml(company || ui.title)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** /blog/feed.xml (French) and /en/blog/feed.xml (English). */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(requestInfoContext);
  const lang = context.get(languageContext);
  const xml = atomFeed({
    articles: getArticles(lang),
    lang,
    siteUrl: env.SITE_URL,
    company: env.COMPANY_NAME,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
