import { en } from "./en";
import { type Dictionary, fr } from "./fr";
import type { Lang } from "./lang";

export const DICTIONARIES: Record<Lang, Dictionary> = { fr, en };

/** Every text of the site in one language, for loaders, actions and e-mails (pure, no React). */
export function dictionary(lang: Lang): Dictionary {
  return DICTIONARIES[lang];
}

export type { Dictionary };
