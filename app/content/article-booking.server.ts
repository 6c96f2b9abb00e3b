/**
 * Where an article's "reserve" button leads. Server only: the prefill module it builds the address with
 * brings the booking's rules, which the blog's pages must not load in the browser.
 */
import { bookingHref, type Prefill } from "~/booking/prefill";
import type { Lang } from "~/i18n/lang";
import type { ArticleSlug } from "./blog";

/**
 * What each article implies for the booking form its "reserve" button opens (app/booking/prefill.ts): the
 * service it leads to, whose places the server resolves, or the destination it is about, shown as typed.
 */
export const ARTICLE_BOOKING: Record<ArticleSlug, Pick<Prefill, "from" | "to" | "service">> = {
  "best-restaurants-cannes": { to: "Cannes" },
  "cannes-festival-guide": { service: "cannes-festival-transfer" },
  "courchevel-chauffeur": { to: "Courchevel" },
  "monaco-rooftops": { to: "Monaco" },
  "nice-to-milan": { service: "milan-luxury-transfer" },
};

/** The booking form's address for an article's "reserve" button, filled with what the article implies. */
export function articleBookingHref(slug: ArticleSlug, lang: Lang): string {
  return bookingHref(lang, ARTICLE_BOOKING[slug]);
}
