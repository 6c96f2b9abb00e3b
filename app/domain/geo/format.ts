import type { Lang } from "~/i18n/lang";

/** No-break space (between a number and its unit) and narrow no-break space (French thousands). */
export const NBSP = "\u00A0";
const NNBSP = "\u202F";

/**
 * Formats a number with fixed rules (no dependency on the runtime's ICU data, so server and
 * browser render the same text): French "1 250,5" (narrow no-break space, decimal comma),
 * English "1,250.5".
 */
export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [int = "0", frac] = fixed.split(".");
  const group = lang === "fr" ? NNBSP : ",";
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return sign + grouped + (frac ? (lang === "fr" ? "," : ".") + frac : "");
}

/**
 * "27 km", "6,5 km" (fr) / "6.5 km" (en), "1 250 km". One decimal under 10 km, whole km above.
 * The space before the unit is a no-break space (U+00A0).
 */
export function formatDistance(km: number, lang: Lang): string {
  if (!Number.isFinite(km) || km < 0) return "";
  const decimals = km < 10 ? 1 : 0;
  let text = formatNumber(km, lang, decimals);
  if (decimals === 1) text = text.replace(/[.,]0$/, "");
  return `${text}${NBSP}km`;
}

/**
 * Durations for estimates: under one hour to the minute ("35 min"), above to 5 minutes:
 * French "1 h 30", "2 h", "1 h 05"; English "1 h 30 min", "2 h", "1 h 5 min".
 * Spaces are no-break spaces (U+00A0).
 */
export function formatDuration(minutes: number, lang: Lang): string {
  if (!Number.isFinite(minutes) || minutes < 0) return "";
  if (minutes < 59.5) return `${Math.max(1, Math.round(minutes))}${NBSP}min`;
  const total = Math.round(minutes / 5) * 5;
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (m === 0) return `${h}${NBSP}h`;
  return lang === "fr"
    ? `${h}${NBSP}h${NBSP}${String(m).padStart(2, "0")}`
    : `${h}${NBSP}h${NBSP}${m}${NBSP}min`;
}
