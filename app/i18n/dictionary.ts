/**
 * Every text of the site in one language, for loaders, actions, meta and e-mails (pure, no React).
 * This module holds both languages and serves the server and the tests. The browser gets
 * `dictionary.browser.ts` instead (vite.config.ts swaps it), which loads only the page's language.
 */
import { en } from "./en";
import { type Dictionary, fr } from "./fr";
import type { Lang } from "./lang";

const DICTIONARIES: Record<Lang, Dictionary> = { fr, en };

export function dictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang];
}

/** Both languages are always here; the browser's version of this function fetches one. */
export async function loadDictionary(lang: Lang): Promise<Dictionary> {
  return DICTIONARIES[lang];
}

export type { Dictionary };
