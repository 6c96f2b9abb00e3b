import { useLocation, useRouteLoaderData } from "react-router";
import { type Dictionary, dictionary } from "./dictionary";
import { type Lang, splitLang } from "./lang";

export { type Dictionary, dictionary, loadDictionary } from "./dictionary";

/**
 * The visitor's language, as the root loader decided it for this request. Only when the root loader
 * itself failed (the root error boundary, with no loader data) is it read from the address instead:
 * the one fallback, so that `<html lang>` and the error page still speak the right language.
 */
export function useLang(): Lang {
  const root = useRouteLoaderData<{ lang: Lang }>("root");
  const { pathname } = useLocation();
  return root?.lang ?? splitLang(pathname).lang;
}

/** Every text of the site in the visitor's language, for components: `const t = useT(); t.booking.continue`. */
export function useT(): Dictionary {
  return dictionary(useLang());
}
