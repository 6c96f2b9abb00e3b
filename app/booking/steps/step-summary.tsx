import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatLongDate } from "~/domain/dates";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import { formatPrice } from "~/domain/pricing/format";
import { formatMinutes } from "~/domain/pricing/lines";
import type { RequestQuote } from "~/domain/pricing/trip";
import { dictionary, useLang } from "~/i18n";
import { localizePath } from "~/i18n/lang";
import { PriceBreakdown } from "../components/price-breakdown";
import type { TripOptions } from "../trip.server";
import type { StepProps } from "./types";

export type SummaryQuote = Pick<RequestQuote, "lines" | "totalCents" | "vehicle" | "vehicles">;

/** Step 4: everything the visitor entered, each part with a link back to its step, and the price. */
export function StepSummary({
  draft,
  quote,
  tripOptions,
  placed,
}: Pick<StepProps, "draft"> & {
  quote: SummaryQuote | null;
  tripOptions: TripOptions;
  /** Addresses kept as typed, and where the estimate puts them. */
  placed: { label: string; where: string }[];
}) {
  const lang = useLang();
  const ui = dictionary(lang).booking;
  const texts = ui.trips;
  const type = draft.tripType ?? "oneWay";
  const kind = draft.departure?.kind;
  const arrivalKind = kind === "airport" || kind === "heliport" || kind === "station" ? kind : null;
  const extras = (quote?.lines ?? []).filter((l) => l.code === "extra" && l.id !== "nameBoard");
  const labelled = (label: string, value: ReactNode) => (
    <>
      <span className="text-muted">
        {label}
        {lang === "fr" ? "\u00A0:" : ":"}
      </span>{" "}
      {value}
    </>
  );
  const editLink = (step: number) => (
    <Link
      to={`${localizePath("/reservations", lang)}?step=${step}`}
      className="text-sm text-gold-700 underline underline-offset-4"
    >
      {ui.edit}
    </Link>
  );
  const rows: [string, ReactNode, number][] = [
    [ui.trips.summaryType, texts.types[type], 1],
    [
      ui.summaryTrip,
      <>
        {draft.departure?.label}
        {type !== "hourly" ? <> → {draft.arrival?.label}</> : null}
      </>,
      1,
    ],
  ];
  if (type !== "hourly" && draft.stops?.length)
    rows.push([
      texts.summaryStops,
      <ol key="stops" className="list-decimal pl-5">
        {draft.stops.map((p) => (
          <li key={p.label}>
            {p.label}
            {p.waitingMinutes ? ` (${texts.waitingValue(formatMinutes(p.waitingMinutes, lang))})` : ""}
          </li>
        ))}
      </ol>,
      1,
    ]);
  rows.push([
    ui.summaryWhen,
    <>
      {labelled(
        arrivalKind ? texts.arrivalDate : texts.pickupDate,
        draft.date ? formatLongDate(draft.date, lang) : "",
      )}
      <br />
      {labelled(arrivalKind ? texts.arrivalTime[arrivalKind] : texts.pickupTime, draft.time)}
      {draft.flightNumber ? (
        <>
          <br />
          {labelled(arrivalKind === "station" ? texts.summaryTrain : texts.summaryFlight, draft.flightNumber)}
        </>
      ) : null}
    </>,
    2,
  ]);
  if (type === "return")
    rows.push([
      texts.summaryReturn,
      <>
        {labelled(texts.returnDate, draft.returnDate ? formatLongDate(draft.returnDate, lang) : "")}
        <br />
        {labelled(texts.returnTime, draft.returnTime)}
      </>,
      2,
    ]);
  if (type === "hourly" && draft.hours)
    rows.push([
      texts.summaryHire,
      draft.hours === "fullDay"
        ? texts.fullDayOption(tripOptions.hire.fullDay.hours)
        : texts.hoursOption(draft.hours),
      2,
    ]);
  rows.push([
    ui.summaryParty,
    <>
      {ui.passengersValue(draft.passengers ?? 0)}, {ui.luggageValue(draft.luggage ?? 0)}
    </>,
    2,
  ]);
  if (quote && quote.vehicles !== 1)
    rows.push([
      texts.summaryVehicles,
      quote.vehicle === "larger"
        ? texts.largerValue
        : texts.vehiclesValue(quote.vehicles, tripOptions.vehicle.label),
      2,
    ]);
  if (extras.length)
    rows.push([
      texts.summaryExtras,
      extras.map((l) => texts.lines.extra(l.label?.[lang] ?? "", l.quantity ?? 1)).join(", "),
      2,
    ]);
  if (draft.nameBoard) rows.push([texts.summaryNameBoard, draft.nameBoard, 2]);
  if (draft.forOther && draft.passengerName)
    rows.push([
      ui.passenger.summary,
      <>
        {draft.passengerName}
        <br />
        {draft.passengerPhone || <span className="text-muted">{ui.passenger.summaryNoPhone}</span>}
      </>,
      3,
    ]);
  rows.push([
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
  ]);
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
      {quote ? (
        <div className="rounded-2xl bg-navy-900 p-6 text-ivory-100">
          <p className="text-sm text-ivory-300">{ui.priceLabel}</p>
          <p className="mt-1 font-serif text-4xl text-ivory-50" data-testid="summary-price">
            {quote.totalCents === null ? texts.largerValue : formatPrice(quote.totalCents, lang)}
          </p>
          {type !== "hourly" && draft.estimate ? (
            <p className="mt-1 text-sm text-ivory-200">
              {formatDistance(draft.estimate.distanceKm, lang)} ·{" "}
              {formatDuration(draft.estimate.durationMin, lang)}
            </p>
          ) : null}
          <p className="mt-4 text-sm">{ui.priceNote}</p>
        </div>
      ) : null}
      {quote ? <PriceBreakdown lines={quote.lines} totalCents={quote.totalCents} lang={lang} /> : null}
      <ul className="space-y-2 text-sm text-muted">
        {placed.map((p) => (
          <li key={p.label}>{ui.placedAddressNote(p.label, p.where)}</li>
        ))}
        <li>{ui.paymentNote}</li>
        <li>{ui.cancellationNote}</li>
      </ul>
    </div>
  );
}
