import type { ReactNode } from "react";
import type { ArtKey } from "~/content/types";
import { Art } from "./art";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/**
 * The navy opening band of an inner page: breadcrumbs, eyebrow, title, subtitle, optional actions and
 * art. `compact`: breadcrumbs and a smaller title only, for a page the visitor is working through
 * (the booking's later steps), so that what follows starts near the top of a phone's screen.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  crumbs,
  art,
  compact = false,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
  crumbs?: Crumb[];
  art?: ArtKey;
  compact?: boolean;
  children?: ReactNode;
}) {
  if (compact)
    return (
      <section className="bg-navy-900 text-ivory-50">
        <div className="container-page py-4 md:py-5">
          {crumbs ? <Breadcrumbs items={crumbs} /> : null}
          <h1 className="mt-2 text-2xl leading-tight md:text-3xl">{title}</h1>
        </div>
      </section>
    );
  return (
    <section className="bg-navy-900 text-ivory-50">
      <div
        className={`container-page grid items-center gap-10 py-14 md:py-20 ${art ? "lg:grid-cols-[1.2fr_0.8fr]" : ""}`}
      >
        <div>
          {crumbs ? <Breadcrumbs items={crumbs} /> : null}
          <p className="eyebrow mt-6 text-gold-300">{eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-4xl leading-[1.08] md:text-5xl lg:text-[3.5rem]">{title}</h1>
          {subtitle ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ivory-200">{subtitle}</p>
          ) : null}
          {children ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">{children}</div>
          ) : null}
        </div>
        {art ? (
          // On phones too, under the text: without it a service page showed no picture of its subject
          // at 390 px (issue 13's screenshots); the page's one drawing of it, the sections below show none.
          // In the first screen, often the largest thing painted: fetched at once, not lazily (issue 14).
          <div className="aspect-[16/10] overflow-hidden rounded-2xl border border-gold-500/40 lg:aspect-[4/3] lg:rounded-[2rem]">
            <Art art={art} priority />
          </div>
        ) : null}
      </div>
    </section>
  );
}
