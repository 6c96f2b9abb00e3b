import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatLongDate } from "~/domain/dates";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import { formatPrice } from "~/domain/pricing/format";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import type { StepProps } from "./types";

/** Step 4: everything the visitor entered, each part with a link back to its step, and the price. */
export function StepSummary({ draft }: Pick<StepProps, "draft">) {
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const editLink = (step: number) => (
    <Link
      to={`${localizePath("/reservations", lang)}?step=${step}`}
      className="text-sm text-gold-700 underline underline-offset-4"
    >
      {ui.edit}
    </Link>
  );
  const rows: [string, ReactNode, number][] = [
    [
      ui.summaryTrip,
      <>
        {draft.departure?.label} → {draft.arrival?.label}
      </>,
      1,
    ],
    [
      ui.summaryWhen,
      <>
        {draft.date ? formatLongDate(draft.date, lang) : ""}, {draft.time}
        {draft.flightNumber ? ` · ${draft.flightNumber}` : ""}
      </>,
      2,
    ],
    [
      ui.summaryParty,
      <>
        {ui.passengersValue(draft.passengers ?? 0)}, {ui.luggageValue(draft.luggage ?? 0)}
      </>,
      2,
    ],
    [
      ui.summaryContact,
      <>
        {draft.firstName} {draft.lastName}
        <br />
        {draft.email} · {draft.phone}
        {draft.message ? (
          <>
            <br />
            <span className="whitespace-pre-line text-muted">{draft.message}</span>
          </>
        ) : null}
      </>,
      3,
    ],
  ];
  return (
    <div className="space-y-6">
      <h3 className="sr-only">{ui.summaryTitle}</h3>
      <dl className="divide-y divide-ivory-200 rounded-2xl border border-ivory-300 bg-white">
        {rows.map(([label, value, step]) => (
          <div key={label} className="grid gap-1 p-5 sm:grid-cols-[11rem_1fr_auto] sm:gap-4">
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="text-navy-900">{value}</dd>
            <dd>{editLink(step)}</dd>
          </div>
        ))}
      </dl>
      {draft.estimate ? (
        <div className="rounded-2xl bg-navy-900 p-6 text-ivory-100">
          <p className="text-sm text-ivory-300">{ui.priceLabel}</p>
          <p className="mt-1 font-serif text-4xl text-ivory-50" data-testid="summary-price">
            {formatPrice(draft.estimate.priceCents, lang)}
          </p>
          <p className="mt-1 text-sm text-ivory-200">
            {formatDistance(draft.estimate.distanceKm, lang)} ·{" "}
            {formatDuration(draft.estimate.durationMin, lang)}
          </p>
          <p className="mt-4 text-sm">{ui.priceNote}</p>
        </div>
      ) : null}
      <ul className="space-y-2 text-sm text-muted">
        <li>{ui.paymentNote}</li>
        <li>{ui.cancellationNote}</li>
      </ul>
    </div>
  );
}
