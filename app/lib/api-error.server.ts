import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "./context.server";
import { type Hit, hit, type LimitName } from "./rate-limit.server";

/** A JSON error for the site's small APIs: `{ error, details? }`, never cached. */
export function apiError(
  status: number,
  message: string,
  details?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return Response.json(
    { error: message, ...(details ? { details } : {}) },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

/** 429 for an API whose rate limit refused, saying when to come back. */
function apiTooMany(refused: Pick<Hit, "retryAfter">) {
  return apiError(429, "Too many requests; try again later.", undefined, {
    "Retry-After": String(refused.retryAfter),
  });
}

/**
 * Counts an API call against its limit (app/lib/rate-limit.server.ts): the 429 to answer when the
 * limit refuses it, null to go on.
 */
export async function refusedByLimit(name: LimitName, context: Readonly<RouterContextProvider>) {
  const { clientIp, env } = context.get(requestInfoContext);
  const counted = await hit(name, clientIp, env);
  return counted.ok ? null : apiTooMany(counted);
}
