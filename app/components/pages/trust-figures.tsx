import { RatingLink } from "~/components/site/stars";
import type { TrustItem } from "~/domain/trust";
import { cn } from "~/utils/cn";

/**
 * The figures under the home hero, as the company configured them (app/domain/trust.ts): nothing
 * configured, nothing shown. The rating links to the reviews it summarises.
 */
export function TrustFigures({ items, label }: { items: TrustItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={label} className="border-y border-gold-500/20 bg-navy-800 text-ivory-100">
      <ul className="container-page grid grid-cols-2 gap-x-6 gap-y-7 py-8 text-center sm:flex sm:flex-wrap sm:items-stretch sm:justify-center sm:gap-x-10 lg:justify-between">
        {items.map((item) => (
          <li
            key={item.kind}
            className={cn(
              "flex flex-col items-center justify-center gap-1 sm:min-w-36",
              item.kind === "partners" && "col-span-2",
            )}
          >
            {item.kind === "rating" ? (
              <RatingLink rating={item} look="band" />
            ) : item.kind === "partners" ? (
              <>
                <span className="text-sm text-ivory-300">{item.label}</span>
                <span className="max-w-md font-serif text-xl text-ivory-50">{item.figure}</span>
              </>
            ) : (
              <>
                <span className="font-serif text-3xl text-ivory-50">{item.figure}</span>
                <span className="max-w-56 text-sm text-ivory-300">{item.label}</span>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
