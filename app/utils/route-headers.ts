import type { HeadersArgs } from "react-router";

/**
 * A route's `headers` export. React Router passes only Set-Cookie from an action's or loader's
 * answer to the page's response unless the route's `headers` copies more: this one copies
 * `Retry-After`, so a 429 (or 503) says when to come back, and adds the route's own fixed headers.
 */
export function routeHeaders(own: Record<string, string> = {}) {
  return ({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers => {
    const headers = new Headers(own);
    for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
      const retryAfter = source?.get("Retry-After");
      if (retryAfter) headers.set("Retry-After", retryAfter);
    }
    return headers;
  };
}

/** The headers of a staff page: never stored by a cache, never indexed. */
export const STAFF_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** A staff route's `headers` export: the staff headers, and `Retry-After` when an answer carries one. */
export const staffHeaders = routeHeaders(STAFF_HEADERS);
