export const LANGS = ["fr", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "fr";
/** Local storage key, and the cookie that mirrors it for the server. */
export const LANG_STORAGE_KEY = "language";
export const LANG_COOKIE = "lang";
/**
 * Set by the server with the language a visitor chose without the page's script (the switch's
 * `?lang=` link): the next page tells local storage, which would otherwise put back the older
 * choice it holds (root.tsx). Short-lived, and removed by that page.
 */
export const LANG_CHOSEN_COOKIE = "lang_chosen";

export function isLang(value: unknown): value is Lang {
  return value === "fr" || value === "en";
}

/** The language an API call or the browser names, French when it names none we speak. */
export function langOrFrench(value: unknown): Lang {
  return isLang(value) ? value : "fr";
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

/**
 * The `lang` cookie's value for each language, in React Router's cookie encoding (base64 of the
 * JSON string, percent-encoded): the server reads and writes it with createCookie
 * (app/lib/cookies.server.ts), the browser with the two functions below; a test keeps them in step.
 */
export const LANG_COOKIE_VALUES: Record<Lang, string> = { fr: "ImZyIg%3D%3D", en: "ImVuIg%3D%3D" };

/** The language held in a browser's cookie string (`document.cookie`), if any. */
export function langFromCookies(cookies: string | null | undefined): Lang | undefined {
  const pairs = (cookies ?? "").split(/;\s*/);
  return LANGS.find((lang) => pairs.includes(`${LANG_COOKIE}=${LANG_COOKIE_VALUES[lang]}`));
}

/** The cookie the browser writes for the visitor's choice; Secure when the page came over HTTPS. */
export function langCookieString(lang: Lang, secure: boolean): string {
  const attributes = `path=/; max-age=${365 * 24 * 3600}; samesite=lax${secure ? "; secure" : ""}`;
  return `${LANG_COOKIE}=${LANG_COOKIE_VALUES[lang]}; ${attributes}`;
}

export const LOCALE: Record<Lang, string> = { fr: "fr-FR", en: "en-GB" };
