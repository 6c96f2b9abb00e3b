import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { isLang, LANG_CHOSEN_COOKIE, type Lang, localizePath, splitLang } from "~/i18n/lang";
import { findPage } from "~/i18n/registry";
import { siteCookies } from "~/lib/cookies.server";

/**
 * How much a browser's Accept-Language header wants each of the site's languages (0 to 1): the
 * best quality among its tags for that language ("en-GB;q=0.8" counts for English), else the
 * quality of "*", else 0. A malformed quality counts as 0, as RFC 9110 lets a server do.
 */
export function languageQualities(header: string | null | undefined): Record<Lang, number> {
  const result: Record<Lang, number> = { fr: 0, en: 0 };
  const listed = new Set<string>();
  let wildcard = 0;
  for (const part of (header ?? "").split(",")) {
    const [rawTag = "", ...params] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const quality = Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
    if (tag === "*") wildcard = Math.max(wildcard, quality);
    const primary = tag.split("-")[0];
    if (isLang(primary)) {
      listed.add(primary);
      result[primary] = Math.max(result[primary], quality);
    }
  }
  for (const lang of ["fr", "en"] as const) if (!listed.has(lang)) result[lang] = wildcard;
  return result;
}

/** True when the header ranks English above French ("de, en;q=0.8" does: no French at all). */
export function prefersEnglish(header: string | null | undefined): boolean {
  const quality = languageQualities(header);
  return quality.en > 0 && quality.en > quality.fr;
}

export interface FirstVisit {
  /** the request's path, e.g. "/services" */
  path: string;
  acceptLanguage?: string | null;
  userAgent?: string | null;
  /** the language held in the `lang` cookie, when it holds one */
  chosen?: Lang;
  referer?: string | null;
  /** the site's own origin as the request reached it, e.g. "https://www.example.com" */
  origin: string;
}

function fromOwnSite(referer: string | null | undefined, origin: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Where a first visit goes instead of the French page it asked for, or undefined to serve it:
 * only a French page that has an English twin, for a browser ranking English above French, that
 * has made no choice yet (no language cookie), is not a crawler, and does not come from one of
 * the site's own pages (a visitor already reading the site, e.g. who has just clicked "FR" in a
 * browser refusing cookies, has chosen by navigating).
 */
export function firstVisitTarget(visit: FirstVisit): string | undefined {
  const { lang, path } = splitLang(visit.path);
  if (lang !== "fr" || visit.chosen) return undefined;
  const page = findPage(path);
  if (!page?.bilingual) return undefined;
  if (!visit.userAgent || isbot(visit.userAgent)) return undefined;
  if (fromOwnSite(visit.referer, visit.origin)) return undefined;
  if (!prefersEnglish(visit.acceptLanguage)) return undefined;
  return localizePath(page.path, "en");
}

function queryString(req: Request): string {
  const index = req.originalUrl.indexOf("?");
  return index === -1 ? "" : req.originalUrl.slice(index);
}

/**
 * The language of the first byte (decision 011, first visits: decision 024):
 * - `?lang=fr|en` (the language switch without JavaScript) records the choice in the cookie and
 *   redirects to the address without the parameter;
 * - a French page asked for by a visitor whose remembered choice is English goes to its English twin;
 * - with no choice remembered, a first visit from a browser preferring English goes to the English
 *   twin once: the redirect sets the cookie, so the visitor's next French link is not redirected
 *   by a guess but by the recorded language, which the switch changes.
 * A French page's answer depends on the cookie, Accept-Language, the user agent (crawlers) and
 * the referrer, and says so in Vary so that no shared cache hands one visitor's answer to another.
 */
export async function languageRedirect(req: Request, res: Response, next: NextFunction) {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/api/")) return next();
  const cookies = siteCookies();
  const queryLang = req.query.lang;
  if (queryLang === "fr" || queryLang === "en") {
    res.append("Set-Cookie", await cookies.lang.serialize(queryLang));
    res.append("Set-Cookie", `${LANG_CHOSEN_COOKIE}=1; Path=/; Max-Age=600; SameSite=Lax`);
    const url = new URL(req.originalUrl, "http://x");
    url.searchParams.delete("lang");
    return res.redirect(303, url.pathname + url.search);
  }
  const { lang, path } = splitLang(req.path);
  const page = lang === "fr" ? findPage(path) : undefined;
  if (page?.bilingual) res.vary("Cookie, Accept-Language, User-Agent, Referer");
  else res.vary("Cookie");
  if (!page?.bilingual) return next();
  const stored: unknown = await cookies.lang.parse(req.headers.cookie ?? null);
  const chosen = isLang(stored) ? stored : undefined;
  if (chosen === "en") return res.redirect(302, localizePath(page.path, "en") + queryString(req));
  const target = firstVisitTarget({
    path: req.path,
    acceptLanguage: req.headers["accept-language"],
    userAgent: req.headers["user-agent"],
    chosen,
    referer: req.headers.referer,
    origin: `${req.protocol}://${req.get("host") ?? ""}`,
  });
  if (!target) return next();
  res.append("Set-Cookie", await cookies.lang.serialize("en"));
  res.redirect(302, target + queryString(req));
}
