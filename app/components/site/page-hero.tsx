import type { ReactNode } from "react";
import type { ArtKey } from "~/content/types";
import { Art } from "./art";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** The navy opening band of an inner page: breadcrumbs, eyebrow, title, subtitle, optional actions and art. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  crumbs,
  art,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
  crumbs?: Crumb[];
  art?: ArtKey;
  children?: ReactNode;
}) {
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
          <div className="hidden aspect-[4/3] overflow-hidden rounded-[2rem] border border-gold-500/40 lg:block">
            <Art art={art} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
