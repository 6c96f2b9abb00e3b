/**
 * The life of a reservation request, as the staff moves it along (decision 021):
 * new → confirmed (with the final price) → completed; new → declined (the office cannot do it, with a
 * reason the client reads); cancelled from new or confirmed (with a reason; telling the client is a choice).
 * new → quoted (a price and a validity the client accepts from their link, decision 028) → confirmed;
 * a quote may be sent again (a new price or a new delay), declined or cancelled.
 */
import { hasControlCharacters } from "../control-characters";
import { parseQuoteDays } from "../quote";
export const STATUSES = ["new", "quoted", "confirmed", "completed", "cancelled", "declined"] as const;
export type Status = (typeof STATUSES)[number];

const NEXT: Record<Status, readonly Status[]> = {
  new: ["quoted", "confirmed", "declined", "cancelled"],
  quoted: ["confirmed", "quoted", "declined", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
  declined: [],
};

/** Statuses that end a request: nothing changes it any more. */
export function isClosed(status: Status): boolean {
  return NEXT[status].length === 0;
}

export function isStatus(value: unknown): value is Status {
  return typeof value === "string" && (STATUSES as readonly string[]).includes(value);
}

export function nextStatuses(from: Status): readonly Status[] {
  return NEXT[from];
}

export function canTransition(from: Status, to: Status): boolean {
  return NEXT[from].includes(to);
}

/** Highest final price accepted, in cents (a long multi-day journey stays far below it). */
const MAX_PRICE_CENTS = 10_000_000;

/**
 * Reads a price typed in euros ("130", "130,50", "1 250.5", "130 €") into integer cents.
 * Returns undefined for anything else: negative, more than two decimals, empty, absurdly large.
 */
export function parseEuros(input: string): number | undefined {
  const cleaned = input.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole, fraction = ""] = cleaned.split(".") as [string, string | undefined];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents <= 0 || cents > MAX_PRICE_CENTS) return undefined;
  return cents;
}

type TransitionError =
  | "invalid-status"
  | "not-allowed"
  | "price-required"
  | "price-invalid"
  | "quote-days-invalid"
  | "note-too-long"
  | "note-invalid"
  | "reason-required"
  | "reason-too-long"
  | "reason-invalid";
export type TransitionResult =
  | {
      ok: true;
      to: Status;
      finalPriceCents: number | null;
      /** A quote's validity in days (to `quoted`); null for other moves. */
      quoteDays: number | null;
      note: string | null;
      /** What the client is told (decline, cancellation); null for other moves. */
      reason: string | null;
      /** Whether the client is e-mailed about the change. */
      notify: boolean;
    }
  | { ok: false; error: TransitionError };

export const MAX_NOTE_LENGTH = 1000;
export const MAX_REASON_LENGTH = 500;

/** Moves that need a reason the client can read. */
export function needsReason(to: Status): boolean {
  return to === "declined" || to === "cancelled";
}

/** Checks a free text (note, reason): trimmed, bounded, no invisible control characters. */
export function checkText(
  value: unknown,
  max: number,
): { ok: true; text: string | null } | { ok: false; error: "too-long" | "invalid" } {
  const text = typeof value === "string" ? value.trim() : "";
  if (text.length > max) return { ok: false, error: "too-long" };
  if (hasControlCharacters(text)) return { ok: false, error: "invalid" };
  return { ok: true, text: text === "" ? null : text };
}

/**
 * Checks a requested change against the workflow: confirming requires a final price, quoting a price
 * and a validity in days; declining and
 * cancelling require a reason. A decline always tells the client; a cancellation tells them unless
 * the operator unticked `notify` (a duplicate, a request withdrawn on the phone).
 */
export function planTransition(
  from: Status,
  request: {
    to: unknown;
    finalPrice?: unknown;
    quoteDays?: unknown;
    note?: unknown;
    reason?: unknown;
    notify?: unknown;
  },
): TransitionResult {
  if (!isStatus(request.to)) return { ok: false, error: "invalid-status" };
  if (!canTransition(from, request.to)) return { ok: false, error: "not-allowed" };
  const checkedNote = checkText(request.note, MAX_NOTE_LENGTH);
  if (!checkedNote.ok)
    return { ok: false, error: checkedNote.error === "too-long" ? "note-too-long" : "note-invalid" };
  const note = checkedNote.text ?? "";
  let reason: string | null = null;
  if (needsReason(request.to)) {
    const checkedReason = checkText(request.reason, MAX_REASON_LENGTH);
    if (!checkedReason.ok)
      return { ok: false, error: checkedReason.error === "too-long" ? "reason-too-long" : "reason-invalid" };
    if (!checkedReason.text) return { ok: false, error: "reason-required" };
    reason = checkedReason.text;
  }
  let finalPriceCents: number | null = null;
  let quoteDays: number | null = null;
  if (request.to === "quoted") {
    const days = parseQuoteDays(request.quoteDays);
    if (days === undefined) return { ok: false, error: "quote-days-invalid" };
    quoteDays = days;
  }
  if (request.to === "confirmed" || request.to === "quoted") {
    const raw = typeof request.finalPrice === "string" ? request.finalPrice.trim() : "";
    if (raw === "") return { ok: false, error: "price-required" };
    const cents = parseEuros(raw);
    if (cents === undefined) return { ok: false, error: "price-invalid" };
    finalPriceCents = cents;
  }
  const notify =
    request.to === "cancelled"
      ? request.notify === "on" || request.notify === true
      : request.to !== "completed";
  return {
    ok: true,
    to: request.to,
    finalPriceCents,
    quoteDays,
    note: note === "" ? null : note,
    reason,
    notify,
  };
}
