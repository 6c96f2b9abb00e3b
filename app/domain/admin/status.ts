/**
 * The life of a reservation request, as the staff moves it along:
 * new → confirmed (with the final price) → completed, or cancelled from new or confirmed.
 */
import { hasControlCharacters } from "../control-characters";
export const STATUSES = ["new", "confirmed", "completed", "cancelled"] as const;
export type Status = (typeof STATUSES)[number];

const NEXT: Record<Status, readonly Status[]> = {
  new: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

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
  | "note-too-long"
  | "note-invalid";
export type TransitionResult =
  | { ok: true; to: Status; finalPriceCents: number | null; note: string | null }
  | { ok: false; error: TransitionError };

export const MAX_NOTE_LENGTH = 1000;

/** Checks a requested change against the workflow; confirming requires a final price. */
export function planTransition(
  from: Status,
  request: { to: unknown; finalPrice?: unknown; note?: unknown },
): TransitionResult {
  if (!isStatus(request.to)) return { ok: false, error: "invalid-status" };
  if (!canTransition(from, request.to)) return { ok: false, error: "not-allowed" };
  const note = typeof request.note === "string" ? request.note.trim() : "";
  if (note.length > MAX_NOTE_LENGTH) return { ok: false, error: "note-too-long" };
  if (hasControlCharacters(note)) return { ok: false, error: "note-invalid" };
  let finalPriceCents: number | null = null;
  if (request.to === "confirmed") {
    const raw = typeof request.finalPrice === "string" ? request.finalPrice.trim() : "";
    if (raw === "") return { ok: false, error: "price-required" };
    const cents = parseEuros(raw);
    if (cents === undefined) return { ok: false, error: "price-invalid" };
    finalPriceCents = cents;
  }
  return { ok: true, to: request.to, finalPriceCents, note: note === "" ? null : note };
}
