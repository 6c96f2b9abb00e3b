import { useLocation } from "react-router";
import { DICTIONARIES, type Dictionary } from "./dictionary";
import { type Lang, splitLang } from "./lang";

export { DICTIONARIES, type Dictionary, dictionary } from "./dictionary";

export function useLang(): Lang {
  return splitLang(useLocation().pathname).lang;
}

/** Every text of the site in the visitor's language, for components: `const t = useT(); t.booking.continue`. */
export function useT(): Dictionary {
  return DICTIONARIES[useLang()];
}
