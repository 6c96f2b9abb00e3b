/**
 * Staff edits of a request (issue 12 §4): what the form sends, checked; the list of what changed for
 * the history; a price set by hand with its reason; and when two requests look like the same trip.
 * Pure: the store routes and prices, this decides.
 */

import { z } from "zod";
import { FIELD_LIMITS } from "~/booking/constants";
import { contactShape, officeEmail } from "~/booking/schema";
import { hasControlCharacters } from "~/domain/control-characters";
import { CLOCK_TIME, isCalendarDate } from "~/domain/dates";
import { EXTRA_IDS, type ExtraId, TARIFF } from "~/domain/pricing/tariff";
import { checkText, MAX_REASON_LENGTH, parseEuros } from "./status";

export const EDIT_LIMITS = { place: 300, flightNumber: 12, passengers: 60, luggage: 80 } as const;

export interface TripEdit {
  departure: string;
  arrival: string;
  date: string;
  time: string;
  returnDate: string | null;
  returnTime: string | null;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  extras: Partial<Record<ExtraId, number>>;
  /** The name on the board the driver holds up; null for no board (the extra follows it). */
  nameBoard: string | null;
}

/** The editable fields of a stored request, as the edit form and the client's page read them. */
export function tripEditOf(
  r: Omit<TripEdit, "extras" | "nameBoard"> & { extras: TripEdit["extras"] | null; nameBoard: string | null },
): TripEdit {
  return {
    departure: r.departure,
    arrival: r.arrival,
    date: r.date,
    time: r.time,
    returnDate: r.returnDate,
    returnTime: r.returnTime,
    passengers: r.passengers,
    luggage: r.luggage,
    flightNumber: r.flightNumber,
    extras: r.extras ?? {},
    // A board ordered without a text reads as none: the office writes it now or removes it.
    nameBoard: r.extras?.nameBoard ? r.nameBoard : null,
  };
}

export type EditError =
  | "place"
  | "date"
  | "time"
  | "return"
  | "passengers"
  | "luggage"
  | "flight"
  | "extras"
  | "nameBoard"
  | "closed";

const QUARTER = /^([01]\d|2[0-3]):(00|15|30|45)$/;

function place(value: string | undefined): string | null {
  const text = (value ?? "").trim().replace(/\s+/g, " ");
  if (!text || text.length > EDIT_LIMITS.place || hasControlCharacters(text)) return null;
  return text;
}

function int(value: string | undefined, min: number, max: number): number | null {
  const text = (value ?? "").trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The edit form's fields, checked; a return trip must keep its return, after the outbound pickup. */
export function readTripEdit(
  fields: Record<string, string>,
  tripType: "oneWay" | "return" | "hourly",
): { ok: true; data: TripEdit } | { ok: false; error: EditError } {
  const departure = place(fields.departure);
  const arrival = tripType === "hourly" ? departure : place(fields.arrival);
  if (!departure || !arrival) return { ok: false, error: "place" };
  const date = (fields.date ?? "").trim();
  if (!isCalendarDate(date)) return { ok: false, error: "date" };
  const time = (fields.time ?? "").trim();
  if (!QUARTER.test(time) || !CLOCK_TIME.test(time)) return { ok: false, error: "time" };
  let returnDate: string | null = null;
  let returnTime: string | null = null;
  if (tripType === "return") {
    returnDate = (fields.returnDate ?? "").trim();
    returnTime = (fields.returnTime ?? "").trim();
    if (!isCalendarDate(returnDate) || !QUARTER.test(returnTime)) return { ok: false, error: "return" };
    if (`${returnDate} ${returnTime}` <= `${date} ${time}`) return { ok: false, error: "return" };
  }
  const passengers = int(fields.passengers, 1, EDIT_LIMITS.passengers);
  if (passengers === null) return { ok: false, error: "passengers" };
  const luggage = int(fields.luggage, 0, EDIT_LIMITS.luggage);
  if (luggage === null) return { ok: false, error: "luggage" };
  const flightRaw = (fields.flightNumber ?? "").trim().toUpperCase().replace(/[ -]/g, "");
  if (flightRaw && !/^[A-Z0-9]{2,3}\d{1,5}[A-Z]?$/.test(flightRaw)) return { ok: false, error: "flight" };
  // The name board is its text: written, the board is ordered; emptied, it is removed.
  const nameBoard = (fields.nameBoard ?? "").trim().replace(/\s+/g, " ");
  if (nameBoard.length > FIELD_LIMITS.nameBoard || hasControlCharacters(nameBoard))
    return { ok: false, error: "nameBoard" };
  const extras: Partial<Record<ExtraId, number>> = {};
  if (nameBoard) extras.nameBoard = 1;
  for (const id of EXTRA_IDS) {
    if (id === "nameBoard") continue;
    const raw = (fields[`extra-${id}`] ?? "").trim();
    if (raw === "" || raw === "0") continue;
    const max = TARIFF.extras.find((e) => e.id === id)?.max ?? 0;
    const n = int(raw, 0, max);
    if (n === null) return { ok: false, error: "extras" };
    if (n > 0) extras[id] = n;
  }
  return {
    ok: true,
    data: {
      departure,
      arrival,
      date,
      time,
      returnDate,
      returnTime,
      passengers,
      luggage,
      flightNumber: flightRaw || null,
      extras,
      nameBoard: nameBoard || null,
    },
  };
}

export interface Change {
  field: string;
  from: string | null;
  to: string | null;
}

const extrasText = (extras: Partial<Record<ExtraId, number>>) =>
  EXTRA_IDS.filter((id) => (extras[id] ?? 0) > 0)
    .map((id) => `${TARIFF.extras.find((e) => e.id === id)?.label.fr ?? id} × ${extras[id]}`)
    .join(", ") || null;

/** Every field the edit changes, with its value before and after, as the history shows them. */
export function diffTrip(
  before: TripEdit & { priceCents: number | null },
  after: TripEdit & { priceCents: number | null },
): Change[] {
  const changes: Change[] = [];
  const add = (field: string, a: string | number | null, b: string | number | null) => {
    const from = a === null ? null : String(a);
    const to = b === null ? null : String(b);
    if (from !== to) changes.push({ field, from, to });
  };
  add("departure", before.departure, after.departure);
  add("arrival", before.arrival, after.arrival);
  add("date", before.date, after.date);
  add("time", before.time, after.time);
  add("returnDate", before.returnDate, after.returnDate);
  add("returnTime", before.returnTime, after.returnTime);
  add("passengers", before.passengers, after.passengers);
  add("luggage", before.luggage, after.luggage);
  add("flightNumber", before.flightNumber, after.flightNumber);
  add("extras", extrasText(before.extras), extrasText(after.extras));
  add("nameBoard", before.nameBoard, after.nameBoard);
  const euros = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
  add("priceCents", euros(before.priceCents), euros(after.priceCents));
  return changes;
}

/** A price set by hand: the amount and the reason, both required. */
export function readPriceOverride(
  fields: Record<string, string>,
): { ok: true; cents: number; reason: string } | { ok: false; error: "price" | "reason" } {
  const cents = parseEuros(fields.price ?? "");
  if (cents === undefined) return { ok: false, error: "price" };
  const reason = checkText(fields.reason, MAX_REASON_LENGTH);
  if (!reason.ok || !reason.text) return { ok: false, error: "reason" };
  return { ok: true, cents, reason: reason.text };
}

/** Places compared as people type them: case, accents, punctuation and spacing aside. */
export function samePlace(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return norm(a) === norm(b);
}

/** Phone numbers compared by their last nine digits (+33 6 12… and 06 12… are the same line). */
export function samePhone(a: string, b: string): boolean {
  const digits = (s: string) => s.replace(/\D/g, "").slice(-9);
  const da = digits(a);
  return da.length >= 6 && da === digits(b);
}

/** Two requests within this many hours of each other (their pickups) are the same trip. */
export const DUPLICATE_WINDOW_HOURS = 24;

/** The client's details as the office corrects them: a typo in the name, a new number, the address given later. */
export interface ClientEdit {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  language: "fr" | "en";
  /** Who travels, when not the client (decision 043): null when the client does. */
  passengerName: string | null;
  passengerPhone: string | null;
}

export type ClientEditError =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "language"
  | "passengerName"
  | "passengerPhone";

/**
 * The client form's fields, checked as the booking form checks them. The e-mail may be left empty
 * only on a request the office took (decision 038): the site's own requests always keep one. The
 * passenger's name left empty means the client travels; a passenger's phone needs their name.
 */
export function readClientEdit(
  fields: Record<string, string>,
  emailRequired: boolean,
  /**
   * The client's details as stored: a phone sent back unchanged is kept as it is, not checked again
   * (it may predate today's rule, decision 040), the passenger's as the client's; a form without the
   * passenger's fields (an older page, a script) keeps the passenger stored.
   */
  stored?: { phone: string; passengerName: string | null; passengerPhone: string | null },
): { ok: true; data: ClientEdit } | { ok: false; error: ClientEditError } {
  const unchanged = (sent: string | undefined, kept: string | null | undefined) =>
    kept != null && (sent ?? "").trim() === kept.trim();
  const keep = unchanged(fields.phone, stored?.phone);
  const keepPassenger = stored !== undefined && !("passengerName" in fields);
  const keepPassengerPhone = keepPassenger || unchanged(fields.passengerPhone, stored?.passengerPhone);
  const schema = z.object({
    firstName: contactShape.firstName,
    lastName: contactShape.lastName,
    email: emailRequired ? contactShape.email : officeEmail,
    ...(keep ? {} : { phone: contactShape.phone }),
    ...(keepPassenger ? {} : { passengerName: contactShape.passengerName }),
    ...(keepPassengerPhone ? {} : { passengerPhone: contactShape.passengerPhone }),
  });
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "firstName") as ClientEditError;
    return { ok: false, error: field };
  }
  const language = fields.language;
  if (language !== "fr" && language !== "en") return { ok: false, error: "language" };
  const { firstName, lastName, email } = parsed.data;
  const read = parsed.data as Record<string, unknown>;
  const passengerName = keepPassenger
    ? (stored?.passengerName ?? null)
    : ((read.passengerName as string | null) ?? null);
  const passengerPhone = keepPassengerPhone
    ? (stored?.passengerPhone ?? null)
    : ((read.passengerPhone as string | null) ?? null);
  if (passengerPhone && !passengerName) return { ok: false, error: "passengerName" };
  const phone = keep && stored ? stored.phone : String(read.phone);
  return {
    ok: true,
    data: { firstName, lastName, email: email ?? null, phone, language, passengerName, passengerPhone },
  };
}

/**
 * The client's details a form was drawn with (hidden `previousFirstName`… fields), as stored: null
 * when the form does not carry them (a post from an older page or a script).
 */
export function readPreviousClient(fields: Record<string, string>): ClientEdit | null {
  if (!("previousFirstName" in fields)) return null;
  const language = fields.previousLanguage === "en" ? "en" : "fr";
  return {
    firstName: fields.previousFirstName ?? "",
    lastName: fields.previousLastName ?? "",
    email: fields.previousEmail ? fields.previousEmail : null,
    phone: fields.previousPhone ?? "",
    language,
    passengerName: fields.previousPassengerName || null,
    passengerPhone: fields.previousPassengerPhone || null,
  };
}

/** What the client edit changes, field by field, the language by its name ("Anglais"). */
export function diffClient(
  before: ClientEdit,
  after: ClientEdit,
  languageName: (l: "fr" | "en") => string,
): Change[] {
  const changes: Change[] = [];
  for (const field of ["firstName", "lastName", "email", "phone", "passengerName", "passengerPhone"] as const)
    if ((before[field] ?? null) !== (after[field] ?? null))
      changes.push({ field, from: before[field] ?? null, to: after[field] ?? null });
  if (before.language !== after.language)
    changes.push({
      field: "language",
      from: languageName(before.language),
      to: languageName(after.language),
    });
  return changes;
}
