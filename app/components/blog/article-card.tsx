import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import { Art } from "~/components/site/art";
import type { ArticleSummary } from "~/content/blog-ui";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { cn } from "~/utils/cn";

/**
 * An article teaser: illustration, category, title, excerpt, date and read time. The whole card is
 * clickable through the title's link (stretched over the card), so there is one link per card.
 */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
  featured = false,
}: {
  article: ArticleSummary;
  lang: Lang;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-testid="article-card"
      data-category={article.category}
      data-slug={article.slug}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ivory-200 bg-white shadow-sm transition-shadow duration-300 focus-within:shadow-lg hover:shadow-lg",
        featured && "md:flex-row lg:flex-col",
      )}
    >
      <div
        className={cn(
          "relative aspect-[16/10] overflow-hidden bg-navy-900",
          featured &&
            "md:aspect-auto md:min-h-[20rem] md:w-1/2 md:shrink-0 lg:aspect-[2/1] lg:min-h-0 lg:w-full",
        )}
      >
        <Art
          art={article.art}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transform-none"
        />
        <span className="absolute top-4 left-4 rounded-full bg-navy-950/80 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase backdrop-blur-sm">
          {dictionary(lang).blog.categories[article.category]}
        </span>
      </div>
      <div
        className={cn("flex flex-1 flex-col p-6", featured ? "md:justify-center md:p-10 lg:p-8" : "md:p-7")}
      >
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <time dateTime={article.published}>{article.publishedLabel}</time>
          <span aria-hidden="true" className="text-gold-600">
            ·
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            {dictionary(lang).blog.readTime(article.readMinutes)}
          </span>
        </p>
        <Heading className={cn("mt-3 text-2xl leading-tight text-navy-900", featured && "md:text-[2rem]")}>
          <Link
            to={localizePath(`/blog/${article.slug}`, lang)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-gold-700 focus-visible:outline-offset-4"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={cn("mt-3 flex-1 leading-relaxed text-muted", featured && "md:text-lg")}>
          {article.excerpt}
        </p>
        <span
          aria-hidden="true"
          className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-gold-700"
        >
          {dictionary(lang).blog.card.readMore}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
