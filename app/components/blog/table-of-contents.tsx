import type { ArticleHeading } from "~/content/blog";

/** Links to the article's sections (its h2 headings, which carry ids). */
export function TableOfContents({ headings, label }: { headings: readonly ArticleHeading[]; label: string }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl border border-ivory-200 bg-white p-6 shadow-sm">
      <p id="toc-title" className="eyebrow text-gold-700">
        {label}
      </p>
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
    </nav>
  );
}
