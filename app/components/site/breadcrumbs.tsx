import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { dictionary, useT } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Home › page (and `last`, a page under it), with the page's own address last: for the visible trail
 * and the JSON-LD.
 */
export function pageCrumbs(lang: Lang, label: string, frenchPath: string, last?: Crumb): Crumb[] {
  const trail = [
    { label: dictionary(lang).common.nav.home, to: localizePath("/", lang) },
    { label, to: localizePath(frenchPath, lang) },
  ];
  return last ? [...trail, last] : trail;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t.common.breadcrumbs.label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ivory-300">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight className="size-3.5 opacity-60" aria-hidden="true" /> : null}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="rounded hover:text-gold-300 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={index === items.length - 1 ? "page" : undefined} className="text-ivory-100">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail. */
export function breadcrumbJsonLd(siteUrl: string, items: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.to ? { item: `${siteUrl}${item.to}` } : {}),
    })),
  };
}
