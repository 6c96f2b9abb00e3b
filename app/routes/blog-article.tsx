import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ArticleBody } from "~/components/blog/article-body";
import { ArticleCard } from "~/components/blog/article-card";
import { ArticleCta } from "~/components/blog/article-cta";
import { ArticleHero } from "~/components/blog/article-hero";
import { ServiceCallout } from "~/components/blog/service-callout";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { breadcrumbJsonLd, type Crumb, pageCrumbs } from "~/components/site/breadcrumbs";
import { articleBookingHref } from "~/content/article-booking.server";
import { getArticle, getRelated } from "~/content/blog";
import {
  ARTICLE_SERVICES,
  feedLinkTag,
  formatArticleDate,
  splitArticleBody,
  summarize,
  typeset,
  typesetHtml,
} from "~/content/blog-ui";
import { dictionary, useLang } from "~/i18n";
import { type Lang, localizePath, requestPath, splitLang } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { metaLang, rootDataFrom, seo } from "~/seo/meta";
import type { Route } from "./+types/blog-article";

/** One module serves every article: the slug is the last segment of the registry's static path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  const { path } = splitLang(requestPath(request));
  const slug = path.replace(/\/+$/, "").slice("/blog/".length);
  const article = getArticle(slug, lang);
  if (!article) throw new Response("Not Found", { status: 404 });
  const body = splitArticleBody(typesetHtml(article.html, lang), article.headings);
  const service = ARTICLE_SERVICES[article.slug];
  return {
    article: {
      slug: article.slug,
      title: typeset(article.title, lang),
      excerpt: typeset(article.excerpt, lang),
      description: article.description,
      category: article.category,
      art: article.art,
      imageAlt: article.imageAlt,
      author: article.author,
      quote: typeset(article.quote, lang),
      readMinutes: article.readMinutes,
      wordCount: article.wordCount,
      published: article.published,
      publishedLabel: formatArticleDate(article.published, lang),
      updated: article.updated,
      updatedLabel: article.updated ? formatArticleDate(article.updated, lang) : undefined,
      headings: article.headings.map((heading) => ({ ...heading, text: typeset(heading.text, lang) })),
    },
    body,
    related: getRelated(article.slug, lang, 3).map(summarize),
    reserveTo: articleBookingHref(article.slug, lang),
    service: service
      ? {
          to: localizePath(`/services/${service.service}`, lang),
          title: service.title[lang],
          text: service.text[lang],
          cta: service.cta[lang],
        }
      : null,
  };
}

function crumbs(lang: Lang, slug: string, title: string): Crumb[] {
  return pageCrumbs(lang, dictionary(lang).common.nav.blog, "/blog", {
    label: title,
    to: localizePath(`/blog/${slug}`, lang),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { article } = data;
  const lang = metaLang(args.matches);
  const root = rootDataFrom(args.matches);
  const siteUrl = root?.siteUrl ?? "";
  const url = `${siteUrl}${localizePath(`/blog/${article.slug}`, lang)}`;
  const modified = article.updated ?? article.published;
  return [
    ...seo(args, {
      title: article.title,
      description: article.description,
      ogType: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: article.title,
          description: article.description,
          datePublished: article.published,
          dateModified: modified,
          author: {
            "@type": "Organization",
            name: article.author,
            ...(root?.company.name
              ? { parentOrganization: { "@type": "Organization", name: root.company.name } }
              : {}),
          },
          publisher: { "@type": "Organization", name: root?.company.name, url: `${siteUrl}/` },
          inLanguage: lang,
          articleSection: dictionary(lang).blog.categories[article.category],
          wordCount: article.wordCount,
          url,
          mainEntityOfPage: { "@type": "WebPage", "@id": url },
        },
        breadcrumbJsonLd(siteUrl, crumbs(lang, article.slug, article.title)),
      ],
    }),
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: modified },
    { property: "article:section", content: dictionary(lang).blog.categories[article.category] },
    feedLinkTag(siteUrl, lang),
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, body, related, service } = loaderData;
  const lang = useLang();
  const ui = dictionary(lang).blog;
  return (
    <>
      <article data-testid="article">
        <ArticleHero article={article} crumbs={crumbs(lang, article.slug, article.title)} lang={lang} />
        <div className="bg-ivory-50">
          <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-16 lg:py-20 xl:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="lg:col-start-2 lg:row-start-1">
              <div className="lg:sticky lg:top-28">
                <TableOfContents headings={article.headings} label={ui.article.toc} />
              </div>
            </div>
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <div className="max-w-[43rem]">
                <ArticleBody
                  body={body}
                  quote={article.quote}
                  aside={service ? <ServiceCallout eyebrow={ui.article.service} {...service} /> : null}
                />
                <div className="mt-12 border-t border-ivory-200 pt-8">
                  <Link
                    to={localizePath("/blog", lang)}
                    className="inline-flex items-center gap-2 rounded text-sm font-medium text-gold-700 hover:text-navy-900"
                  >
                    <ArrowLeft className="size-4" aria-hidden="true" />
                    {ui.article.backToBlog}
                  </Link>
                </div>
              </div>
            </div>
          </div>
        </div>
      </article>

      <ArticleCta lang={lang} reserveTo={loaderData.reserveTo} />

      {related.length > 0 ? (
        <section
          aria-labelledby="related-title"
          className="bg-ivory-100 py-16 md:py-20"
          data-testid="related"
        >
          <div className="container-page">
            <h2 id="related-title" className="text-3xl text-navy-900 md:text-4xl">
              {ui.article.related}
            </h2>
            <p className="mt-3 text-lg text-muted">{ui.article.relatedIntro}</p>
            <ul className="mt-10 grid gap-6 md:grid-cols-3 lg:gap-8">
              {related.map((item) => (
                <li key={item.slug}>
                  <ArticleCard article={item} lang={lang} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
