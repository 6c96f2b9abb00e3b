import { useSearchParams } from "react-router";
import { ArticleCard } from "~/components/blog/article-card";
import { CategoryFilter } from "~/components/blog/category-filter";
import { breadcrumbJsonLd, type Crumb, pageCrumbs } from "~/components/site/breadcrumbs";
import { PageHero } from "~/components/site/page-hero";
import { BLOG_CATEGORIES, type BlogCategory, getArticles } from "~/content/blog";
import { feedLinkTag, summarize } from "~/content/blog-ui";
import { dictionary, useLang } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { metaSite, seo } from "~/seo/meta";
import type { Route } from "./+types/blog";

/** Every article of the language; the page filters them itself, on the server and in the browser. */
export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(languageContext);
  return { categories: BLOG_CATEGORIES, articles: getArticles(lang).map(summarize) };
}

function crumbs(lang: Lang): Crumb[] {
  return pageCrumbs(lang, dictionary(lang).common.nav.blog, "/blog");
}

export const meta: Route.MetaFunction = (args) => {
  const { lang, siteUrl } = metaSite(args.matches);
  const ui = dictionary(lang).blog;
  const url = `${siteUrl}${localizePath("/blog", lang)}`;
  return [
    ...seo(args, {
      title: ui.index.metaTitle,
      description: ui.index.metaDescription,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Blog",
          name: ui.feed.title,
          description: ui.index.metaDescription,
          url,
          inLanguage: lang,
          blogPost: (args.loaderData?.articles ?? []).map((article) => ({
            "@type": "BlogPosting",
            headline: article.title,
            datePublished: article.published,
            url: `${siteUrl}${localizePath(`/blog/${article.slug}`, lang)}`,
          })),
        },
        breadcrumbJsonLd(siteUrl, crumbs(lang)),
      ],
    }),
    feedLinkTag(siteUrl, lang),
  ];
};

function activeCategory(value: string | null, categories: readonly BlogCategory[]): BlogCategory | null {
  return categories.find((category) => category === value) ?? null;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, categories } = loaderData;
  const lang = useLang();
  const ui = dictionary(lang).blog;
  // An unknown or missing category shows every article.
  const [params] = useSearchParams();
  const active = activeCategory(params.get("category"), categories);
  const visible = active ? articles.filter((article) => article.category === active) : articles;
  const counts = Object.fromEntries([
    ["all", articles.length],
    ...categories.map((category) => [
      category,
      articles.filter((article) => article.category === category).length,
    ]),
  ]) as Record<BlogCategory | "all", number>;

  return (
    <>
      <PageHero {...ui.index.hero} crumbs={crumbs(lang)} art="riviera-journal" />

      <section aria-label={ui.index.listLabel} className="bg-ivory-50 py-12 md:py-20">
        <div className="container-page">
          <div className="flex flex-col gap-4 border-b border-ivory-200 pb-6 md:flex-row md:items-center md:justify-between">
            <CategoryFilter categories={categories} active={active} counts={counts} lang={lang} />
            <p
              role="status"
              aria-live="polite"
              className="shrink-0 text-sm text-muted"
              data-testid="result-count"
            >
              {dictionary(lang).blog.resultCount(visible.length)}
            </p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {visible.map((article, index) => (
              <li key={article.slug} className={index === 0 ? "sm:col-span-2" : undefined}>
                <ArticleCard article={article} lang={lang} featured={index === 0} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
