/**
 * The price lines of a request (trip.ts PriceLine) in words, for the summary, the staff view and the
 * e-mails. Browser-safe: types only from trip.ts (the tariff stays on the server).
 */
import { formatDistance } from "~/domain/geo/format";
import type { TripTexts } from "~/i18n/fr/booking";
import type { Lang } from "~/i18n/lang";
import { formatPrice } from "./format";
import type { PriceLine } from "./trip";

/** "45 min", "2 h", "1 h 30" (fr) / "1 h 30 min" (en): a waiting time. */
export function formatMinutes(minutes: number, lang: Lang): string {
  const space = "\u00A0";
  if (minutes < 60) return `${minutes}${space}min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!m) return `${h}${space}h`;
  return lang === "fr"
    ? `${h}${space}h${space}${String(m).padStart(2, "0")}`
    : `${h}${space}h${space}${m}${space}min`;
}

/** One line's label. */
export function priceLineLabel(line: PriceLine, texts: TripTexts, lang: Lang): string {
  const l = texts.lines;
  switch (line.code) {
    case "fixedFare":
      return l.fixedFare;
    case "distance":
      return l.distance(formatDistance(line.km ?? 0, lang));
    case "minimum":
      return l.minimum;
    case "stops":
      return l.stops(line.quantity ?? 0);
    case "waiting":
      return l.waiting(formatMinutes(line.minutes ?? 0, lang));
    case "surcharge":
      return l.surcharge(line.label?.[lang] ?? l.night, line.percent ?? 0);
    case "rounding":
      return l.rounding;
    case "returnDiscount":
      return l.returnDiscount(line.percent ?? 0);
    case "hire":
      return l.hire(line.hours ?? 0, line.km ?? 0);
    case "fullDay":
      return l.fullDay(line.hours ?? 0, line.km ?? 0);
    case "extraVehicle":
      return l.extraVehicle(line.quantity ?? 1);
    case "extra":
      return l.extra(line.label?.[lang] ?? line.id ?? "", line.quantity ?? 1);
  }
}

export interface PriceLineGroup {
  part: PriceLine["part"];
  title: string;
  rows: { label: string; amount: string; cents: number }[];
}

/** The lines grouped by part (outbound, return, hire, vehicles and extras), labelled and formatted. */
export function describePriceLines(
  lines: readonly PriceLine[],
  texts: TripTexts,
  lang: Lang,
): PriceLineGroup[] {
  const groups: PriceLineGroup[] = [];
  for (const line of lines) {
    let group = groups.find((g) => g.part === line.part);
    if (!group) {
      group = { part: line.part, title: texts.parts[line.part], rows: [] };
      groups.push(group);
    }
    const amount =
      line.cents === 0 && line.code === "extra"
        ? texts.free
        : line.cents < 0
          ? `−${formatPrice(-line.cents, lang)}`
          : formatPrice(line.cents, lang);
    group.rows.push({ label: priceLineLabel(line, texts, lang), amount, cents: line.cents });
  }
  return groups;
}

/** What a stored request says of its trip beyond the two places (decision 017). */
export interface TripFacts {
  departure: string;
  arrival: string;
  tripType?: "oneWay" | "return" | "hourly";
  /** As stored: with its point and kind, which the e-mails read for a stop kept as typed. */
  stops?: readonly { label: string; waitingMinutes: number; lat?: number; lng?: number; kind?: string }[];
  returnDate?: string | null;
  returnTime?: string | null;
  hireHours?: number | null;
  hireFullDay?: boolean;
  nameBoard?: string | null;
  vehicle?: "standard" | "larger";
  vehicles?: number;
  departureKind?: string | null;
  arrivalKind?: string | null;
  priceLines?: readonly PriceLine[] | null;
  /** From the tariff, set by the server: the waiting included after a scheduled arrival at the pickup. */
  includedWaitingMinutes?: number | null;
  /** From the tariff, set by the server: a hire's price per kilometre beyond those included. */
  hireExtraKmCents?: number | null;
}

type ArrivalKind = keyof TripTexts["arrivalTime"];

function arrivalKind(kind: string | null | undefined): ArrivalKind | null {
  return kind === "airport" || kind === "heliport" || kind === "station" ? kind : null;
}

/** At an airport, heliport or station the time given is the scheduled arrival: the label says which time. */
export function pickupTimeLabel(kind: string | null | undefined, texts: TripTexts): string {
  const arrival = arrivalKind(kind);
  return arrival ? texts.arrivalTime[arrival] : texts.pickupTime;
}

/** "Friday 4 June 2027, 18:45 (scheduled landing time)": the date, the time and which time it is. */
export function whenText(
  date: string,
  time: string,
  kind: string | null | undefined,
  texts: TripTexts,
  longDate: (iso: string) => string,
): string {
  return `${longDate(date)}, ${time} (${pickupTimeLabel(kind, texts).toLowerCase()})`;
}

/** "Flight" or "Train": what the travel number is, from the kind of the end it belongs to; null when unknown. */
export function travelNumberLabel(
  r: Pick<TripFacts, "departureKind" | "arrivalKind">,
  texts: TripTexts,
): string | null {
  const kind = arrivalKind(r.departureKind) ?? arrivalKind(r.arrivalKind);
  if (!kind) return null;
  return kind === "station" ? texts.summaryTrain : texts.summaryFlight;
}

/** The trip's places in order: start, stops, drop-off (a hire: its start place only). */
export function placesText(r: Pick<TripFacts, "departure" | "arrival" | "tripType" | "stops">): string {
  if (r.tripType === "hourly") return r.departure;
  return [r.departure, ...(r.stops ?? []).map((s) => s.label), r.arrival].join(" → ");
}

/**
 * The trip's facts beyond places, date and time, as labelled rows (type, stops with their waiting,
 * the return's own pickup, the hire's length and kilometres, the waiting included at an arrival,
 * vehicles, extras, name board), for the e-mails and the staff view. `longDate` formats a date in the
 * reader's language.
 */
export function tripFactRows(
  r: TripFacts,
  texts: TripTexts,
  lang: Lang,
  longDate: (iso: string) => string,
): [string, string][] {
  const type = r.tripType ?? "oneWay";
  const rows: [string, string][] = [[texts.summaryType, texts.types[type]]];
  if (type !== "hourly" && r.stops?.length)
    rows.push([
      texts.summaryStops,
      r.stops
        .map(
          (s, i) =>
            `${i + 1}. ${s.label}${s.waitingMinutes ? ` (${texts.waitingValue(formatMinutes(s.waitingMinutes, lang))})` : ""}`,
        )
        .join("\n"),
    ]);
  if (type === "return" && r.returnDate && r.returnTime)
    rows.push([
      texts.summaryReturn,
      `${longDate(r.returnDate)}, ${r.returnTime} (${texts.pickupTime.toLowerCase()})\n${r.arrival} → ${r.departure}`,
    ]);
  if (type === "hourly" && (r.hireHours || r.hireFullDay)) {
    const line = r.priceLines?.find((l) => l.code === "hire" || l.code === "fullDay");
    const hours = line?.hours ?? r.hireHours ?? 0;
    let length: string = line
      ? line.code === "fullDay"
        ? texts.lines.fullDay(hours, line.km ?? 0)
        : texts.lines.hire(hours, line.km ?? 0)
      : r.hireFullDay
        ? texts.fullDayOption(hours)
        : texts.hoursOption(hours);
    if (r.hireExtraKmCents) length = texts.hireExtraKm(length, formatPrice(r.hireExtraKmCents, lang));
    rows.push([texts.summaryHire, length]);
  }
  if (r.includedWaitingMinutes && arrivalKind(r.departureKind))
    rows.push([
      texts.summaryIncludedWaiting,
      texts.includedWaitingValue(formatMinutes(r.includedWaitingMinutes, lang)),
    ]);
  if (r.vehicle === "larger") rows.push([texts.summaryVehicles, texts.largerValue]);
  else if ((r.vehicles ?? 1) > 1) rows.push([texts.summaryVehicles, texts.vehiclesCount(r.vehicles ?? 1)]);
  const extras = (r.priceLines ?? []).filter((l) => l.code === "extra" && l.id !== "nameBoard");
  if (extras.length)
    rows.push([
      texts.summaryExtras,
      extras.map((l) => texts.lines.extra(l.label?.[lang] ?? l.id ?? "", l.quantity ?? 1)).join(", "),
    ]);
  if (r.nameBoard) rows.push([texts.summaryNameBoard, r.nameBoard]);
  return rows;
}

/** The price lines as text, one "label: amount" a line, grouped by part. */
export function priceLinesText(lines: readonly PriceLine[], texts: TripTexts, lang: Lang): string {
  const colon = lang === "fr" ? "\u00A0: " : ": ";
  return describePriceLines(lines, texts, lang)
    .map((g) => [g.title, ...g.rows.map((row) => `  ${row.label}${colon}${row.amount}`)].join("\n"))
    .join("\n");
}
