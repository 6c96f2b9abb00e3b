export const LANGS = ["fr", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "fr";
/** Local storage key, and the cookie that mirrors it for the server. */
export const LANG_STORAGE_KEY = "language";
export const LANG_COOKIE = "lang";

export function isLang(value: unknown): value is Lang {
  return value === "fr" || value === "en";
}

/** Splits "/en/services" into { lang: "en", path: "/services" } and "/services" into French. */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  if (pathname === "/en" || pathname === "/en/") return { lang: "en", path: "/" };
  if (pathname.startsWith("/en/")) return { lang: "en", path: pathname.slice(3) };
  return { lang: "fr", path: pathname || "/" };
}

/**
 * The page a request is for. A client-side navigation fetches the page's data at "/en.data" for
 * "/en" ("/_.data" for "/"), and React Router hands loaders and middleware that address as it is.
 */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname.replace(/(\/_)?\.data$/, "") || "/";
}

/** The address of a French path in the given language ("/services" → "/en/services"). */
export function localizePath(path: string, lang: Lang): string {
  const [bare, hash] = path.split("#", 2) as [string, string | undefined];
  const base = lang === "en" ? (bare === "/" ? "/en" : `/en${bare}`) : bare;
  return hash === undefined ? base : `${base}#${hash}`;
}

export function readLangCookie(cookieHeader: string | null | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}

export const LOCALE: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };
