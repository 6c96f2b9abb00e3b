/**
 * The one shape of every form action (contact, booking, sign-in, administration):
 *   const fields = await readForm(request);             // parse
 *   const checked = validate(schema, fields);           // validate with the form's schema
 *   if (!checked.ok) return invalid({ errors: checked.errors, ... });
 *   ...act, through a lib or the form's own *.server module...
 *   return redirect(...) or invalid(..., status)        // reply, with field errors
 * The server guard (server/request-guard.ts) has already refused bodies that are too large or do not
 * parse; readForm refuses them again for a direct call (tests, scripts).
 */
import { data } from "react-router";
import type { z } from "zod";
import type { Hit } from "./rate-limit.server";

/**
 * How long a form sent again counts as the same one (decision 034): the second post of a double
 * click, or Send pressed again on a slow line, gets the first one's answer and is not stored twice.
 */
export const SENT_AGAIN_WINDOW_S = 120;

/** One message per field: its first problem. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A posted form's text fields (first value of each name); files are ignored. */
export type FormFields = Record<string, string>;

export async function readForm(request: Request): Promise<FormFields> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ error: "The form could not be read." }, { status: 400 });
  }
  const fields: FormFields = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** Each field's first problem; `message` turns an issue into the text shown (its message by default). */
export function fieldErrors<F extends string = string>(
  error: z.ZodError,
  message: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    if (field && errors[field] === undefined) errors[field] = message(issue);
  }
  return errors;
}

export type Validated<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Checks the fields with the form's schema. */
export function validate<S extends z.ZodType, F extends string = Extract<keyof z.input<S>, string>>(
  schema: S,
  fields: unknown,
  message?: (issue: z.core.$ZodIssue) => string,
): Validated<z.output<S>, F> {
  const parsed = schema.safeParse(fields);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors<F>(parsed.error, message) };
}

/** The reply to input that cannot be acted on: what the form shows again, 400 unless told. */
export function invalid<T>(body: T, status = 400, headers?: HeadersInit) {
  return data<T>(body, { status, headers });
}

/** The reply when a rate limit refuses: 429 with Retry-After (kept by routeHeaders). */
export function tooMany<T>(body: T, refused: Pick<Hit, "retryAfter">) {
  return data<T>(body, { status: 429, headers: { "Retry-After": String(refused.retryAfter) } });
}
