import { formatNumber, NBSP } from "~/domain/geo/format";
import type { Lang } from "~/i18n/lang";

/**
 * Price for display: French "120 €", "1 250 €", "120,50 €"; English "€120", "€1,250", "€120.50".
 * No decimals for whole euros. Written with the site's fixed number rules rather than Intl: every
 * runtime renders the same string (Node and browsers ship different ICU data), and a phone does not
 * build an Intl formatter, its first one costing tens of milliseconds, while the page hydrates. The
 * French thousands separator is a narrow no-break space (U+202F), the space before "€" a no-break
 * space (U+00A0).
 */
export function formatPrice(cents: number, lang: Lang): string {
  if (!Number.isFinite(cents)) return "";
  const rounded = Math.round(cents);
  const amount = formatNumber(Math.abs(rounded) / 100, lang, rounded % 100 === 0 ? 0 : 2);
  const sign = rounded < 0 ? "-" : "";
  return lang === "fr" ? `${sign}${amount}${NBSP}€` : `${sign}€${amount}`;
}
