import { createContext } from "react-router";
import type { Lang } from "~/i18n/lang";
import type { Env } from "./env.server";

/** Per-request values the Express server hands to loaders, actions and the document renderer. */
export interface RequestInfo {
  /** Absent when the page is rendered to be shared (server/page-cache.ts): its policy names hashes */
  cspNonce?: string;
  /** Rendered once for every visitor: whole before the first byte, without a nonce */
  forSharing?: boolean;
  clientIp: string;
  env: Env;
}

export const requestInfoContext = createContext<RequestInfo>();

/**
 * The language of the request, decided once by the root route's middleware from the address
 * ("/en/..." is English); loaders and actions read it here instead of parsing the URL again.
 */
export const languageContext = createContext<Lang>();
