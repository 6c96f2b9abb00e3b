/** A JSON error for the site's small APIs: `{ error, details? }`, never cached. */
export function apiError(status: number, message: string, details?: Record<string, string>) {
  return Response.json(
    { error: message, ...(details ? { details } : {}) },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}
