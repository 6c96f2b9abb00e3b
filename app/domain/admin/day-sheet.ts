/**
 * What the driver's day sheet adds to a job (decision 019): the amount to collect, since the client
 * pays the driver (cash, card or transfer), and when the ride should be over. Pure, French only.
 */
import { formatPrice } from "~/domain/pricing/format";
import { formatMinutes } from "~/domain/pricing/lines";
import { SHEET_TEXT } from "~/i18n/staff";
import type { Leg } from "./planner";

/** "À encaisser : 180 €" from the confirmed price, else the estimate (said so), else "Prix à confirmer". */
export function collectText(r: {
  finalPriceCents: number | null;
  priceCents: number | null;
  tripType?: "oneWay" | "return" | "hourly";
}): string {
  const cents = r.finalPriceCents ?? r.priceCents;
  if (cents === null) return SHEET_TEXT.noPrice;
  const notes = [
    r.finalPriceCents === null ? SHEET_TEXT.collectEstimate : null,
    r.tripType === "return" ? SHEET_TEXT.collectOnce : null,
  ].filter((n) => n !== null);
  const amount = formatPrice(cents, "fr");
  return SHEET_TEXT.collect(notes.length ? `${amount} (${notes.join("\u00a0; ")})` : amount);
}

/** "14:30" plus minutes → "15:10", or "00:20 le lendemain" past midnight. */
export function clockAfter(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number);
  const total = h! * 60 + m! + minutes;
  const clock = `${String(Math.floor(total / 60) % 24).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  const days = Math.floor(total / (24 * 60));
  return days > 0 ? `${clock} ${SHEET_TEXT.nextDay}` : clock;
}

/**
 * When the job should be over: a hire at its start plus its hours; a ride at its pickup plus the
 * route estimate (and the waiting at its stops on the way out). At an airport, heliport or station
 * the time is a landing or an arrival, not the pickup: only the ride's length is given then.
 */
export function endText(
  leg: Leg,
  r: { tripType?: "oneWay" | "return" | "hourly"; stops?: readonly { waitingMinutes: number }[] },
  timeIsArrival: boolean,
): string {
  if (leg.minutes === null) return SHEET_TEXT.endUnknown;
  const length = formatMinutes(leg.minutes, "fr");
  if (r.tripType === "hourly") return SHEET_TEXT.endHire(length, clockAfter(leg.time, leg.minutes));
  if (timeIsArrival) return SHEET_TEXT.endRideAfterArrival(length);
  const waiting = leg.back ? 0 : (r.stops ?? []).reduce((sum, s) => sum + s.waitingMinutes, 0);
  const end = clockAfter(leg.time, leg.minutes + waiting);
  return waiting
    ? SHEET_TEXT.endRideWithStops(length, formatMinutes(waiting, "fr"), end)
    : SHEET_TEXT.endRide(length, end);
}
