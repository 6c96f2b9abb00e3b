import { CalendarDays, Clock, type LucideIcon, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Art } from "~/components/site/art";
import { Breadcrumbs, type Crumb } from "~/components/site/breadcrumbs";
import type { BlogCategory } from "~/content/blog";
import type { ArtKey } from "~/content/types";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import { categoryHref } from "./category-filter";

interface ArticleHeroData {
  title: string;
  excerpt: string;
  category: BlogCategory;
  art: ArtKey;
  imageAlt: string;
  author: string;
  readMinutes: number;
  published: string;
  publishedLabel: string;
  updated?: string;
  updatedLabel?: string;
}

/** The navy opening of an article: trail, category, title, standfirst, dates, read time and illustration. */
export function ArticleHero({
  article,
  crumbs,
  lang,
}: {
  article: ArticleHeroData;
  crumbs: Crumb[];
  lang: Lang;
}) {
  const ui = dictionary(lang).blog.article;
  return (
    <header className="relative overflow-hidden bg-navy-900 text-ivory-50">
      <div className="container-page grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14 lg:py-20">
        <div>
          <Breadcrumbs items={crumbs} />
          <Link
            to={categoryHref(article.category, lang)}
            className="eyebrow mt-8 inline-flex rounded-full border border-gold-500/50 px-3.5 py-1.5 text-gold-300 transition-colors hover:bg-white/5"
          >
            {dictionary(lang).blog.categories[article.category]}
          </Link>
          <h1 className="mt-5 text-4xl leading-[1.06] md:text-5xl lg:text-[3.4rem]">{article.title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ivory-200">{article.excerpt}</p>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-t border-white/10 pt-6 text-sm text-ivory-200">
            <li>
              {ui.by} <span className="font-medium text-ivory-50">{article.author}</span>
            </li>
            <DateItem
              icon={CalendarDays}
              label={ui.published}
              date={article.published}
              text={article.publishedLabel}
            />
            {article.updated ? (
              <DateItem
                icon={RefreshCw}
                label={ui.updated}
                date={article.updated}
                text={article.updatedLabel}
              />
            ) : null}
            <li className="inline-flex items-center gap-2">
              <Clock className="size-4 text-gold-300" aria-hidden="true" />
              {dictionary(lang).blog.readTime(article.readMinutes)}
            </li>
          </ul>
        </div>
        <div className="relative aspect-[16/10] overflow-hidden rounded-[1.75rem] border border-gold-500/40 shadow-2xl lg:aspect-[4/5] xl:aspect-[1/1]">
          <Art art={article.art} alt={article.imageAlt} priority />
        </div>
      </div>
    </header>
  );
}

/** "Published 12 March 2026", "Updated …": the label, then the date in a <time>. */
function DateItem({
  icon: Icon,
  label,
  date,
  text,
}: {
  icon: LucideIcon;
  label: string;
  date: string;
  text: string | undefined;
}) {
  return (
    <li className="inline-flex items-center gap-2">
      <Icon className="size-4 text-gold-300" aria-hidden="true" />
      <span>
        {label}{" "}
        <time dateTime={date} className="text-ivory-50">
          {text}
        </time>
      </span>
    </li>
  );
}
