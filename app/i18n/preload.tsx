import { createContext, useContext } from "react";
import { preloadModule } from "react-dom";
import type { Lang } from "./lang";

/**
 * Provided by the server renderer, absent in the browser: the built file of each language's
 * dictionary (the browser fetches one language only, app/i18n/dictionary.browser.ts) and the CSP nonce.
 */
export const DictionaryChunksContext = createContext<{
  chunks: Partial<Record<Lang, string>>;
  nonce?: string;
}>({
  chunks: {},
});

/**
 * Asks for the page's dictionary with the other modules, in the head, so hydration does not wait for
 * one more round trip after the entry script has run.
 */
export function DictionaryPreload({ lang }: { lang: Lang }) {
  const { chunks, nonce } = useContext(DictionaryChunksContext);
  const href = chunks[lang];
  if (href) preloadModule(href, { as: "script", nonce });
  return null;
}
