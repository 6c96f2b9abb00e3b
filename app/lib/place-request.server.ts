import type { RouterContextProvider } from "react-router";
import { type Lang, langOrFrench } from "~/i18n/lang";
import { refusedByLimit } from "./api-error.server";
import { sessionParam } from "./geo.server";
import type { LimitName } from "./rate-limit.server";

/** What an address API (search, place details) was asked, once the call is within its limit. */
export interface PlaceRequest {
  url: URL;
  /** The asked parameter's text, cut to its length limit. */
  text: string;
  lang: Lang;
  /** The browser's autocomplete session, for providers that bill by session. */
  session: string | undefined;
}

/**
 * The start of the address APIs: counts the call against `limit` (the 429 to answer when refused),
 * then reads the parameter `param` (cut to `max` characters), the language and the session.
 */
export async function placeRequest(
  limit: LimitName,
  param: string,
  max: number,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
): Promise<Response | PlaceRequest> {
  const refused = await refusedByLimit(limit, context);
  if (refused) return refused;
  const url = new URL(request.url);
  return {
    url,
    text: (url.searchParams.get(param) ?? "").slice(0, max),
    lang: langOrFrench(url.searchParams.get("lang")),
    session: sessionParam(url),
  };
}
