/**
 * The home page's trust row: facts the company states about itself, from configuration only
 * (TRUST_* variables, see the README). An item is shown when its figure is configured, never
 * invented; with nothing configured the row is not shown at all (decision 024).
 * Browser-safe and pure: the page renders what the server's loader passes.
 */
import { type Lang, LOCALE } from "~/i18n/lang";

export interface TrustConfig {
  /** The year the company started driving clients, e.g. 2009. */
  since?: number;
  /** Journeys driven so far, e.g. 18000 (shown rounded down to the thousand above 1,000). */
  journeys?: number;
  /** Languages the chauffeurs speak, as ISO 639-1 codes: ["fr", "en", "it", "ru"]. */
  languages?: readonly string[];
  /** The average rating out of 5 on a public review site, with its count and address. */
  rating?: { value: number; count: number; url: string; source: string };
  /** Hotels, agencies and partners who let their names be shown. */
  partners?: readonly string[];
}

export type TrustItem =
  | { kind: "years" | "journeys" | "languages"; figure: string; label: string }
  | { kind: "rating"; figure: string; label: string; url: string }
  | { kind: "partners"; figure: string; label: string };

export type RatingItem = Extract<TrustItem, { kind: "rating" }>;

const TEXT = {
  fr: {
    years: (n: number) => (n <= 1 ? "an de service sur la Riviera" : "ans de service sur la Riviera"),
    journeys: "trajets effectués",
    // Beside the count of languages: "4 / Chauffeurs parlant…" read as four chauffeurs (screenshots).
    languages: "langues parlées à bord\u00a0:",
    rating: (count: string, source: string) => `sur 5, ${count} avis ${source}`,
    partners: "Ils nous confient leurs hôtes",
  },
  en: {
    years: (n: number) => (n <= 1 ? "year of service on the Riviera" : "years of service on the Riviera"),
    journeys: "journeys driven",
    languages: "languages spoken on board:",
    rating: (count: string, source: string) => `out of 5, ${count} reviews on ${source}`,
    partners: "Trusted with their guests by",
  },
} as const;

/** "fr, en, it" → "français, anglais et italien" / "French, English and Italian". */
export function languageList(codes: readonly string[], lang: Lang): string {
  const names = new Intl.DisplayNames([LOCALE[lang]], { type: "language" });
  const list = new Intl.ListFormat(LOCALE[lang], { style: "long", type: "conjunction" });
  return list.format(codes.map((code) => names.of(code) ?? code));
}

/** 18,450 → "18 000" (a figure the company can stand behind); below 1,000 the exact number. */
function roundedJourneys(n: number, lang: Lang): { figure: string; over: boolean } {
  const format = new Intl.NumberFormat(LOCALE[lang]);
  if (n < 1000) return { figure: format.format(n), over: false };
  const rounded = Math.floor(n / 1000) * 1000;
  return { figure: format.format(rounded), over: rounded < n };
}

/**
 * The configured rating as shown beside the reviews it summarises: "4,9" and "sur 5, 212 avis Google",
 * linked to them. The home page's trust row and the service pages' testimonials both show this one.
 */
export function ratingItem(rating: NonNullable<TrustConfig["rating"]>, lang: Lang): RatingItem {
  const { value, count, url, source } = rating;
  const number = new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    kind: "rating",
    figure: number.format(value),
    label: TEXT[lang].rating(new Intl.NumberFormat(LOCALE[lang]).format(count), source),
    url,
  };
}

/** The items to show, in order; `thisYear` is the current year in Paris (the caller's clock). */
export function trustItems(config: TrustConfig, lang: Lang, thisYear: number): TrustItem[] {
  const t = TEXT[lang];
  const items: TrustItem[] = [];
  if (config.since !== undefined && config.since <= thisYear) {
    const years = Math.max(1, thisYear - config.since);
    items.push({ kind: "years", figure: String(years), label: t.years(years) });
  }
  if (config.journeys !== undefined && config.journeys > 0) {
    const { figure, over } = roundedJourneys(config.journeys, lang);
    items.push({ kind: "journeys", figure: over ? `${figure}+` : figure, label: t.journeys });
  }
  if (config.languages && config.languages.length > 0) {
    items.push({
      kind: "languages",
      figure: String(config.languages.length),
      label: `${t.languages} ${languageList(config.languages, lang)}`,
    });
  }
  if (config.rating) items.push(ratingItem(config.rating, lang));
  if (config.partners && config.partners.length > 0) {
    items.push({
      kind: "partners",
      figure: new Intl.ListFormat(LOCALE[lang], { style: "long", type: "conjunction" }).format(
        config.partners,
      ),
      label: t.partners,
    });
  }
  return items;
}
