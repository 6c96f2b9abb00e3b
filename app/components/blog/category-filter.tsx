import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { BlogCategory } from "~/content/blog";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { cn } from "~/utils/cn";

/** The address of the index filtered by `category` (all articles when null). */
export function categoryHref(category: BlogCategory | null, lang: Lang): string {
  const base = localizePath("/blog", lang);
  return category ? `${base}?category=${category}` : base;
}

/**
 * Filter links. Without JavaScript each one is a plain link the server renders filtered; with it, the
 * router only replaces the URL: `defaultShouldRevalidate={false}` skips every loader, so the list is
 * filtered in the browser from the data already on the page, with no request to the server.
 */
export function CategoryFilter({
  categories,
  active,
  counts,
  lang,
}: {
  categories: readonly BlogCategory[];
  active: BlogCategory | null;
  counts: Record<BlogCategory | "all", number>;
  lang: Lang;
}) {
  const ui = dictionary(lang).blog;
  // Set once React has taken over the links, from which point a click filters in place.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const options: { category: BlogCategory | null; label: string; count: number }[] = [
    { category: null, label: ui.filters.all, count: counts.all },
    ...categories.map((category) => ({
      category,
      label: dictionary(lang).blog.categories[category],
      count: counts[category],
    })),
  ];
  return (
    <nav aria-label={ui.filters.label} data-hydrated={hydrated || undefined}>
      {/* Wrapped on every screen: on a phone a scrolling row hid its last chips without a hint. */}
      <ul className="flex flex-wrap gap-2 py-1">
        {options.map(({ category, label, count }) => {
          const current = category === active;
          return (
            <li key={category ?? "all"} className="shrink-0">
              <Link
                to={categoryHref(category, lang)}
                replace
                preventScrollReset
                defaultShouldRevalidate={false}
                aria-current={current ? "true" : undefined}
                data-filter={category ?? "all"}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-5 text-sm font-medium transition-colors",
                  current
                    ? "border-navy-900 bg-navy-900 text-ivory-50"
                    : "border-ivory-300 bg-white text-navy-900 hover:border-gold-500 hover:bg-ivory-100",
                )}
              >
                {label}
                <span
                  aria-hidden="true"
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs tabular-nums",
                    current ? "bg-white/15 text-gold-300" : "bg-ivory-100 text-muted",
                  )}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
