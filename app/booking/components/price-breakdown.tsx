import { Pairs } from "~/components/ui/pairs";
import { formatPrice } from "~/domain/pricing/format";
import { describePriceLines } from "~/domain/pricing/lines";
import type { PriceLine } from "~/domain/pricing/trip";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";

/** The server's price of the whole request, line by line, then the total (or "on request"). */
export function PriceBreakdown({
  lines,
  totalCents,
  lang,
  titleId = "price-breakdown-title",
}: {
  lines: readonly PriceLine[];
  totalCents: number | null;
  lang: Lang;
  titleId?: string;
}) {
  const texts = dictionary(lang).booking.trips;
  const groups = describePriceLines(lines, texts, lang);
  // "Vehicles and extras" titles only a part that holds both.
  const requestLines = lines.filter((l) => l.part === "request");
  const vehicles = requestLines.some((l) => l.code === "extraVehicle");
  const extras = requestLines.some((l) => l.code !== "extraVehicle");
  const title = (group: (typeof groups)[number]) =>
    group.part !== "request" || (vehicles && extras)
      ? group.title
      : vehicles
        ? texts.requestPart.vehicles
        : texts.requestPart.extras;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-ivory-300 bg-white p-6"
      data-testid="price-breakdown"
    >
      <h3 id={titleId} className="text-xl text-navy-900">
        {texts.quoteTitle}
      </h3>
      {groups.map((group) => (
        <div key={group.part} className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">{title(group)}</h4>
          <Pairs
            items={group.rows.map((row) => [row.label, row.amount])}
            classes={{
              list: "mt-1 divide-y divide-ivory-200 text-sm",
              pair: "flex justify-between gap-4 py-1.5",
              term: "text-muted",
              value: "whitespace-nowrap text-navy-900 tabular-nums",
            }}
          />
        </div>
      ))}
      <p className="mt-4 flex justify-between gap-4 border-t border-ivory-300 pt-4">
        <span className="font-semibold text-navy-900">{texts.total}</span>
        <span className="font-serif text-2xl text-navy-900" data-testid="quote-total">
          {totalCents === null ? "—" : formatPrice(totalCents, lang)}
        </span>
      </p>
      {totalCents === null ? <p className="mt-2 text-sm text-muted">{texts.onRequest}</p> : null}
    </section>
  );
}
