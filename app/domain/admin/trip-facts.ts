/**
 * A stored request's trip (decision 017) as the French staff reads it, in the detail view and in the
 * CSV: the same labelled facts and price lines as the e-mails (pricing/lines.ts), with staff dates.
 * Called by loaders and the export only: the texts stay on the server.
 */
import {
  describePriceLines,
  type PriceLineGroup,
  pickupTimeLabel,
  type TripFacts,
  travelNumberLabel,
  tripFactRows,
} from "~/domain/pricing/lines";
import { booking } from "~/i18n/fr/booking";
import { formatTripDate, formatTripDay } from "./format";

const texts = booking.trips;

export interface StaffTrip {
  /** Which time the request's time is: the pickup, or a scheduled landing or train arrival. */
  timeLabel: string;
  /** "Vol" or "Train" when the kind of place says which; null otherwise. */
  travelLabel: string | null;
  /** Type, stops, return, hire, included waiting, vehicles, extras, name board. */
  rows: [label: string, value: string][];
  /** The label of the stops' row among `rows`, under which stops kept as typed say where they were put. */
  stopsLabel: string;
  /** The estimate's lines by part, labelled and formatted. */
  priceGroups: PriceLineGroup[];
}

export function staffTrip(r: TripFacts): StaffTrip {
  return {
    timeLabel: pickupTimeLabel(r.departureKind, texts),
    travelLabel: travelNumberLabel(r, texts),
    rows: tripFactRows(r, texts, "fr", formatTripDay),
    stopsLabel: texts.summaryStops,
    priceGroups: describePriceLines(r.priceLines ?? [], texts, "fr"),
  };
}

/** The CSV's cells for the trip: one line each, so that every row of the file is one line. */
export function staffTripCells(r: TripFacts) {
  const rows = new Map(tripFactRows(r, texts, "fr", formatTripDate));
  const oneLine = (value: string | undefined) => (value ?? "").replace(/\n\s*/g, " | ");
  return {
    type: texts.types[r.tripType ?? "oneWay"],
    timeLabel: pickupTimeLabel(r.departureKind, texts),
    stops: oneLine(rows.get(texts.summaryStops)),
    returnDate: r.tripType === "return" && r.returnDate ? formatTripDate(r.returnDate) : "",
    returnTime: r.tripType === "return" ? (r.returnTime ?? "") : "",
    hire: oneLine(rows.get(texts.summaryHire)),
    includedWaitingMinutes: r.includedWaitingMinutes ?? null,
    vehicles: r.vehicle === "larger" ? texts.largerValue : (r.vehicles ?? 1),
    extras: oneLine(rows.get(texts.summaryExtras)),
    nameBoard: r.nameBoard ?? "",
    priceDetail: describePriceLines(r.priceLines ?? [], texts, "fr")
      .map((g) => `${g.title}\u00a0: ${g.rows.map((row) => `${row.label} ${row.amount}`).join(", ")}`)
      .join(" | "),
  };
}
