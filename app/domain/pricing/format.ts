import { type Lang, LOCALE } from "~/i18n/lang";

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${lang}${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Price for display: French "120 €", "1 250 €", "120,50 €"; English "€120", "€1,250", "€120.50".
 * No decimals for whole euros. Built on Intl, then the spaces are normalised so that every
 * runtime (Node and browsers ship different ICU versions) renders the same string: the French
 * thousands separator is a narrow no-break space (U+202F) and the space before "€" a no-break
 * space (U+00A0).
 */
export function formatPrice(cents: number, lang: Lang): string {
  if (!Number.isFinite(cents)) return "";
  const whole = Math.round(cents) % 100 === 0;
  const text = formatter(lang, whole ? 0 : 2).format(Math.round(cents) / 100);
  if (lang === "en") return text;
  return text.replace(/(\d)[\s\u00A0\u202F](?=\d)/g, "$1\u202F").replace(/[\s\u00A0\u202F]*€/, "\u00A0€");
}
