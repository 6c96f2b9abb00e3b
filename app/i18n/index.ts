import { useLocation } from "react-router";
import { en } from "./en";
import { type DictKey, fr } from "./fr";
import { type Lang, splitLang } from "./lang";

export const DICTIONARIES: Record<Lang, Record<string, string>> = { fr, en };

/** Looks a text up; a key missing from the dictionary shows the key itself. */
export function translate(lang: Lang, key: DictKey | (string & {})): string {
  const value = DICTIONARIES[lang][key];
  return typeof value === "string" && value !== "" ? value : key;
}

export function useLang(): Lang {
  return splitLang(useLocation().pathname).lang;
}

export function useT() {
  const lang = useLang();
  return (key: DictKey) => translate(lang, key);
}

export type { DictKey };
