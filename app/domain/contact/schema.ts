/**
 * The contact form's rules: one zod schema, used by the route action, whose issues carry a code;
 * CONTACT_ERRORS turns each code into a sentence in the visitor's language.
 */
import { z } from "zod";
import { hasControlCharacters } from "../control-characters";
import {
  CONTACT_ERRORS,
  CONTACT_LIMITS,
  type ContactField,
  type ContactFieldErrors,
  type ContactIssue,
  type ContactLang,
  type ContactValues,
  isPhoneNumber,
} from "./constants";

export * from "./constants";

const NAME_FORBIDDEN = /[<>\p{Cc}]/u;

/** Anything that is not a string (a file, a missing field) reads as empty. */
const text = () => z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().trim());

export const contactSchema = z.object({
  name: text()
    .pipe(
      z.string().min(1, { error: "name.required" }).max(CONTACT_LIMITS.nameMax, { error: "name.tooLong" }),
    )
    .pipe(z.string().refine((value) => !NAME_FORBIDDEN.test(value), { error: "name.invalid" })),
  email: text()
    .pipe(
      z.string().min(1, { error: "email.required" }).max(CONTACT_LIMITS.emailMax, { error: "email.tooLong" }),
    )
    .pipe(z.email({ error: "email.invalid" })),
  phone: text()
    .pipe(z.string().refine((value) => value === "" || isPhoneNumber(value), { error: "phone.invalid" }))
    .transform((value) => (value === "" ? null : value)),
  message: text().pipe(
    z
      .string()
      .min(1, { error: "message.required" })
      .min(CONTACT_LIMITS.messageMin, { error: "message.tooShort" })
      .max(CONTACT_LIMITS.messageMax, { error: "message.tooLong" })
      .refine((value) => !hasControlCharacters(value), { error: "message.invalid" }),
  ),
});

type ContactInput = z.infer<typeof contactSchema>;

type ContactParseResult =
  | { ok: true; data: ContactInput }
  | { ok: false; errors: ContactFieldErrors; values: ContactValues };

const ISSUES = new Set<string>(Object.keys(CONTACT_ERRORS.fr));

/**
 * Checks the submitted fields. On failure: one translated message per field (its first problem)
 * and the values as typed, to put back in the form (cut to a sane length).
 */
export function parseContact(input: Record<string, unknown>, lang: ContactLang): ContactParseResult {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (!field || errors[field]) continue;
    const code = ISSUES.has(issue.message) ? (issue.message as ContactIssue) : fallbackIssue(field);
    errors[field] = CONTACT_ERRORS[lang][code];
  }
  return { ok: false, errors, values: echoValues(input) };
}

function fallbackIssue(field: ContactField): ContactIssue {
  return field === "message" ? "message.required" : `${field}.invalid`;
}

/** The submitted values, as strings, cut a little above each limit so the form can show them again. */
export function echoValues(input: Record<string, unknown>): ContactValues {
  const cut = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");
  return {
    name: cut(input.name, CONTACT_LIMITS.nameMax + 100),
    email: cut(input.email, CONTACT_LIMITS.emailMax + 100),
    phone: cut(input.phone, CONTACT_LIMITS.phoneMax + 100),
    message: cut(input.message, CONTACT_LIMITS.messageMax + 100),
  };
}
