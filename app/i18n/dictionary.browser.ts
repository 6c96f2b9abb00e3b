/**
 * The browser's side of `dictionary.ts`: the same two functions, but a language's texts are fetched
 * on demand as their own chunk, so a page carries one language, not both, and not the e-mails' texts
 * (decision 011).
 * `entry.client.tsx` loads the page's language before hydrating; the root's client loader loads the
 * other one before a navigation that crosses languages renders.
 */
import type { Dictionary, SiteDictionary } from "./fr";
import type { Lang } from "./lang";

const loaded: Partial<Record<Lang, Dictionary>> = {};
const pending: Partial<Record<Lang, Promise<Dictionary>>> = {};

/**
 * A language's pages' texts, without the e-mails' (about 3.5 KB gzip less per page): those are
 * written on the server only, and reading them here fails loudly instead of showing nothing.
 */
function siteOnly(texts: SiteDictionary): Dictionary {
  const serverOnly = (area: string) => ({
    enumerable: false,
    get(): never {
      throw new Error(`dictionary().${area} holds e-mail texts: they exist on the server only`);
    },
  });
  return Object.defineProperties(
    { ...texts },
    { email: serverOnly("email"), tripEmail: serverOnly("tripEmail") },
  ) as Dictionary;
}

const LOADERS: Record<Lang, () => Promise<Dictionary>> = {
  fr: () => import("./fr/site").then((module) => siteOnly(module.frSite)),
  en: () => import("./en/site").then((module) => siteOnly(module.enSite)),
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
