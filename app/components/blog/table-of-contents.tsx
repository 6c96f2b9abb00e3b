import { ChevronDown } from "lucide-react";
import type { ArticleHeading } from "~/content/blog";

function Entries({ headings }: { headings: readonly ArticleHeading[] }) {
  return (
    <ol className="mt-4 space-y-1 text-sm">
      {headings.map((heading, index) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className="group flex gap-3 rounded-lg px-2 py-2 leading-snug text-navy-900 transition-colors hover:bg-ivory-100"
          >
            <span aria-hidden="true" className="font-serif text-base text-gold-700 tabular-nums">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="group-hover:underline group-hover:underline-offset-4">{heading.text}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Links to the article's sections (its h2 headings, which carry ids): folded in a native disclosure on
 * phones and tablets (works without JavaScript), always open in the desktop sidebar. Only one of the two
 * is displayed at a time, so assistive technology meets a single navigation.
 */
export function TableOfContents({ headings, label }: { headings: readonly ArticleHeading[]; label: string }) {
  if (headings.length === 0) return null;
  const box = "rounded-2xl border border-ivory-200 bg-white shadow-sm";
  return (
    <>
      <details className={`group/toc ${box} lg:hidden`} data-testid="toc-compact">
        <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 [&::-webkit-details-marker]:hidden">
          <span className="eyebrow text-gold-700">
            {label} <span className="text-muted">({headings.length})</span>
          </span>
          <ChevronDown
            className="size-4 text-gold-700 transition-transform group-open/toc:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <nav aria-label={label} className="px-4 pb-4">
          <Entries headings={headings} />
        </nav>
      </details>
      <nav aria-labelledby="toc-title" className={`hidden p-6 lg:block ${box}`}>
        <p id="toc-title" className="eyebrow text-gold-700">
          {label}
        </p>
        <Entries headings={headings} />
      </nav>
    </>
  );
}
