import type { Hit } from "./rate-limit.server";

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
export function apiTooMany(refused: Pick<Hit, "retryAfter">) {
  return apiError(429, "Too many requests; try again later.", undefined, {
    "Retry-After": String(refused.retryAfter),
  });
}
