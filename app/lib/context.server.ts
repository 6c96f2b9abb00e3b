import { createContext } from "react-router";
import type { Env } from "./env.server";

/** Per-request values the Express server hands to loaders, actions and the document renderer. */
export interface RequestInfo {
  cspNonce: string;
  clientIp: string;
  env: Env;
}

export const requestInfoContext = createContext<RequestInfo>();
