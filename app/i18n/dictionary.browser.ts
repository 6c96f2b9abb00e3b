/**
 * The browser's side of `dictionary.ts`: the same two functions, but a language's texts are fetched
 * on demand as their own chunk, so a page carries one language, not both (decision 011).
 * `entry.client.tsx` loads the page's language before hydrating; the root's client loader loads the
 * other one before a navigation that crosses languages renders.
 */
import type { Dictionary } from "./fr";
import type { Lang } from "./lang";

const loaded: Partial<Record<Lang, Dictionary>> = {};
const pending: Partial<Record<Lang, Promise<Dictionary>>> = {};

const LOADERS: Record<Lang, () => Promise<Dictionary>> = {
  fr: () => import("./fr").then((module) => module.fr),
  en: () => import("./en").then((module) => module.en),
};

export function dictionary(lang: Lang): Dictionary {
  const texts = loaded[lang];
  if (!texts) throw new Error(`The "${lang}" dictionary was used before it was loaded`);
  return texts;
}

export function loadDictionary(lang: Lang): Promise<Dictionary> {
  const texts = loaded[lang];
  if (texts) return Promise.resolve(texts);
  pending[lang] ??= LOADERS[lang]().then((fetched) => {
    loaded[lang] = fetched;
    return fetched;
  });
  return pending[lang];
}

export type { Dictionary };
