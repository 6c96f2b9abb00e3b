import { AlertCircle, CheckCircle2, Send } from "lucide-react";
import { type ComponentProps, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailCheck } from "~/components/ui/email-check";
import { TextAreaField, TextField } from "~/components/ui/field";
import { CONTACT_LIMITS, type ContactFieldErrors, type ContactValues } from "~/domain/contact/constants";
import { dictionary } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { HONEYPOT_FIELD } from "~/utils/honeypot";

export interface ContactActionData {
  errors: ContactFieldErrors;
  values: ContactValues;
  formError?: string;
  /** The address asked about as likely mistyped, and the suggestion (decision 036). */
  emailCheck?: { checked: string; suggested: string };
}

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" };

/**
 * The contact form: a real POST form handled by the route action, so it works without JavaScript.
 * Each navigation (a new location) remounts it: empty after a success, refilled from the action's
 * answer after an error.
 */
export function ContactForm({
  lang,
  result,
  sent,
}: {
  lang: Lang;
  result: ContactActionData | undefined;
  sent: boolean;
}) {
  const ui = dictionary(lang).pages.contact;
  const location = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const values = result?.values ?? EMPTY;
  const errors = result?.errors ?? {};
  const contact = dictionary(lang).common.contact;
  /** A one-line field's attributes, in the order the page has always written them. */
  const field = (name: "name" | "email" | "phone", attributes: ComponentProps<"input">) => ({
    name,
    ...attributes,
    maxLength: CONTACT_LIMITS[`${name}Max`],
    defaultValue: values[name],
    error: errors[name],
  });
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // After an answer, take keyboard users where they need to be: the first field to fix, the alert,
  // or the confirmation.
  useEffect(() => {
    const firstInvalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (firstInvalid) firstInvalid.focus();
    else if (result?.formError) alertRef.current?.focus();
    else if (sent && !result) statusRef.current?.focus();
  }, [result, sent]);

  return (
    <div id="contact-form" className="rounded-[2rem] border border-ivory-200 bg-white p-6 shadow-sm md:p-10">
      <h2 id="contact-form-title" className="text-3xl text-navy-900">
        {ui.form.title}
      </h2>
      <p className="mt-2 text-muted">{ui.form.intro}</p>

      <div role="status" ref={statusRef} tabIndex={-1} className="focus:outline-none">
        {sent && !result ? (
          <div className="mt-6 flex items-start gap-3 rounded-xl border border-success/30 bg-[#eef7f1] p-4 text-[#14532d]">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{ui.sent}</p>
              <p className="mt-1 text-sm">{ui.sentDetail}</p>
            </div>
          </div>
        ) : null}
      </div>

      {result?.formError ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="mt-6 flex items-start gap-3 rounded-xl border border-danger/30 bg-[#fdf0ee] p-4 text-[#7a1a12] focus:outline-none"
        >
          <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="font-medium">{result.formError}</p>
        </div>
      ) : null}

      <Form
        key={location.key}
        ref={formRef}
        method="post"
        action={`${location.pathname}#contact-form`}
        aria-labelledby="contact-form-title"
        // The site's own messages, in the page's language (the browser's would be in its own); the
        // fields keep `required` for assistive technology.
        noValidate
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField label={contact.name} {...field("name", { autoComplete: "name", required: true })} />
        <div className="min-w-0">
          <TextField
            label={contact.email}
            {...field("email", { type: "email", autoComplete: "email", inputMode: "email", required: true })}
          />
          {result?.emailCheck && errors.email ? (
            <EmailCheck
              checked={result.emailCheck.checked}
              suggested={result.emailCheck.suggested}
              lang={lang}
            />
          ) : null}
        </div>
        <TextField
          label={contact.phone}
          optional={ui.form.optional}
          hint={ui.form.phoneHint}
          {...field("phone", { type: "tel", autoComplete: "tel" })}
          className="sm:col-span-2"
        />
        <TextAreaField
          label={contact.message}
          name="message"
          required
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.messageMax}
          rows={6}
          hint={ui.form.messageHint}
          defaultValue={values.message}
          error={errors.message}
          className="sm:col-span-2"
        />

        {/* Hidden from people and from assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {ui.form.honeypotLabel}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {ui.form.privacy}{" "}
            <Link
              to={localizePath("/privacy", lang)}
              className="text-gold-700 underline underline-offset-4 hover:text-navy-900"
            >
              {ui.form.privacyLink}
            </Link>
          </p>
          <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting || undefined}>
            <Send aria-hidden="true" />
            {submitting ? ui.form.sending : dictionary(lang).common.contact.send}
          </Button>
        </div>
      </Form>
    </div>
  );
}
