import { Fragment, useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { checkWholeRequest } from "~/booking/check.server";
import { PlaceChoices } from "~/booking/components/place-choices";
import type { PlaceChoice } from "~/booking/constants";
import { FIELD_LIMITS } from "~/booking/constants";
import { type FieldErrors, fieldErrors, officeStep3Schema } from "~/booking/schema";
import { createReservation } from "~/booking/store.server";
import { tripOptions } from "~/booking/trip.server";
import { stopFieldNames } from "~/booking/trip-schema";
import { StaffCard } from "~/components/admin/form-parts";
import { StaffBar } from "~/components/admin/staff-bar";
import { buttonClass } from "~/components/ui/button";
import { FieldShell, inputClass, TextAreaField, TextField } from "~/components/ui/field";
import { formatDateTime } from "~/domain/admin/format";
import {
  isStaffSource,
  NAMED_SOURCES,
  SOURCE_LABELS,
  SOURCE_NAME_MAX,
  STAFF_SOURCES,
  sourceLabel,
} from "~/domain/admin/source";
import { hasControlCharacters } from "~/domain/control-characters";
import { UUID } from "~/domain/ids";
import { dictionary } from "~/i18n";
import { LANGUAGE_LABELS } from "~/i18n/staff";
import { PHONE_TEXT } from "~/i18n/staff-phone";
import { getMessage, setMessageHandled } from "~/lib/admin-store.server";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { readForm } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import { flashCookie } from "~/lib/session.server";
import { staffMeta } from "~/seo/meta";
import type { Route } from "./+types/admin-new-reservation";

/**
 * A request staff take for a caller (issue 12 §5): the public form's whole-request check
 * (checkWholeRequest: places, schemas, the server's routes and the tariff), the source recorded, the
 * client's e-mails in the language chosen, through the outbox. French only; works without JavaScript.
 */

export const meta: Route.MetaFunction = staffMeta(PHONE_TEXT.metaTitle, PHONE_TEXT.metaDescription);

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

/** "Jean-Marc Rossi" → first name "Jean-Marc", last name "Rossi"; one word is a first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.replace(/\s+/g, " ").trim().split(" ");
  return { firstName: first, lastName: rest.join(" ") };
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  // From a message of the contact form (?message=<id>): its sender, their language and their text.
  const asked = new URL(request.url).searchParams.get("message");
  const message = asked && UUID.test(asked) ? await getMessage(asked.toLowerCase()) : null;
  return {
    options: tripOptions("fr"),
    fromMessage: message
      ? {
          note: `${PHONE_TEXT.fromMessage(message.name, formatDateTime(message.createdAt))}${
            message.message.length > FIELD_LIMITS.message
              ? ` ${PHONE_TEXT.messageCut(FIELD_LIMITS.message)}`
              : ""
          }`,
          values: {
            ...splitName(message.name),
            email: message.email,
            phone: message.phone ?? "",
            language: message.language,
            // A message may be longer than a request's: cut where the request's limit is, and said.
            message: message.message.slice(0, FIELD_LIMITS.message),
            source: "email",
            fromMessage: message.id,
          } as Record<string, string>,
        }
      : null,
    messageUnknown: asked !== null && !message,
  };
}

interface ActionData {
  errors: Record<string, string>;
  formError: string | null;
  values: Record<string, string>;
  /** The places a typed text may mean, to pick from as on the public form (decision 016). */
  choices?: Record<string, PlaceChoice[]>;
}

/** The posted text fields, cut to a sane length, to show the form back as it was typed. */
function echo(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    if (name.length <= 40 && !name.startsWith("_")) out[name] = value.slice(0, 2000);
  }
  return out;
}

/** The booking's error codes in the staff area's language (French), whatever the client's. */
function inFrench(errors: FieldErrors): Record<string, string> {
  const messages = dictionary("fr").booking.errors;
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors)) if (code) out[field] = messages[code] ?? code;
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  const form = await readForm(request);
  const values = echo(form);
  const errors: Record<string, string> = {};
  // No box here: a passenger's name or phone written means someone else travels (decision 043).
  form.forOther = (form.passengerName ?? "").trim() || (form.passengerPhone ?? "").trim() ? "1" : "";

  const source = form.source ?? "";
  if (!isStaffSource(source)) errors.source = PHONE_TEXT.sourceInvalid;
  const named = isStaffSource(source) && NAMED_SOURCES.includes(source);
  const sourceName = (form.sourceName ?? "").replace(/\s+/g, " ").trim();
  if (named && !sourceName) errors.sourceName = PHONE_TEXT.sourceNameRequired;
  else if (named && sourceName.length > SOURCE_NAME_MAX) errors.sourceName = PHONE_TEXT.sourceNameTooLong;
  else if (named && hasControlCharacters(sourceName))
    errors.sourceName = dictionary("fr").booking.errors.controlChars;
  const language = form.language === "fr" || form.language === "en" ? form.language : null;
  if (!language) errors.language = PHONE_TEXT.languageInvalid;

  // The public form's check, in full; the client's language names the places as their e-mails will.
  const checked = await checkWholeRequest(form, {}, language ?? "fr", new Date(), { emailOptional: true });
  if (!checked.ok) {
    Object.assign(errors, inFrench(checked.errors));
    // The check stops at the first step in error; the client's details are shown checked too.
    if (checked.step < 3) {
      const contact = officeStep3Schema.safeParse(form);
      if (!contact.success) Object.assign(errors, inFrench(fieldErrors(contact.error)));
    }
  }
  if (!checked.ok || Object.keys(errors).length) {
    const formError = !checked.ok && checked.formError ? dictionary("fr").booking[checked.formError] : null;
    const choices = !checked.ok ? checked.choices : undefined;
    return data<ActionData>(
      { errors, formError, values, ...(choices ? { choices } : {}) },
      { status: !checked.ok && checked.status === 503 ? 503 : 400 },
    );
  }
  if (!isStaffSource(source) || !language) throw new Error("unreachable: checked above");
  try {
    const saved = await createReservation({
      ...checked.reservation,
      language,
      source,
      sourceName: named ? sourceName : null,
      takenBy: {
        actorId: staff.user.id,
        actorName: staff.user.fullName,
        note: PHONE_TEXT.historyNote(sourceLabel(source, named ? sourceName : null)),
      },
    });
    log.info("reservation taken by staff", { reference: saved.reference, source });
    // Taken from a message: the message is handled by this request. The request is stored whatever
    // happens here: a failure is logged, never answered as "not saved".
    const fromMessage = form.fromMessage ?? "";
    if (UUID.test(fromMessage))
      await setMessageHandled(fromMessage.toLowerCase(), staff.user.id, true).catch((error: unknown) =>
        log.error("message not marked handled", { error, reference: saved.reference }),
      );
    throw redirect(`/admin/reservations/${saved.id}`, {
      headers: {
        "Set-Cookie": await flashCookie(
          checked.reservation.email ? "reservation-created" : "reservation-created-no-email",
          env,
        ),
      },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("staff reservation insert failed", { error });
    return data<ActionData>(
      { errors, formError: dictionary("fr").booking.errorSubmit, values },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
}

function Select({
  name,
  label,
  options,
  value,
  error,
  hint,
}: {
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value: string;
  error?: string;
  hint?: string;
}) {
  return (
    <FieldShell id={`new-${name}`} label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          defaultValue={value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
        >
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A part of the form: a plain staff card with its fields two by two. */
function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <StaffCard id={id} title={title}>
      <div className="mt-4 grid gap-4 md:grid-cols-2">{children}</div>
    </StaffCard>
  );
}

export default function NewReservation({ loaderData, actionData }: Route.ComponentProps) {
  const { options, fromMessage, messageUnknown } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const v = actionData?.values ?? fromMessage?.values ?? {};
  // The trip type and the source chosen, once the page runs JavaScript (null before: every field shows).
  const [picked, setPicked] = useState<{ tripType: string; source: string } | null>(null);
  useEffect(() => {
    const value = (id: string) => {
      const select = document.getElementById(id);
      return select instanceof HTMLSelectElement ? select.value : "";
    };
    setPicked({ tripType: value("new-tripType"), source: value("new-source") });
  }, []);
  const e = actionData?.errors ?? {};
  const text = (name: string, label: string, more: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={name}
      id={`new-${name}`}
      name={name}
      label={label}
      defaultValue={v[name] ?? ""}
      error={e[name]}
      {...more}
    />
  );
  /** A select of the form, keyed by its name: what was posted (else `initial`) chosen, and its error. */
  const select = (
    name: string,
    label: string,
    initial: string,
    choices: readonly (readonly [string, string])[],
  ) => (
    <Select
      key={name}
      name={name}
      label={label}
      value={v[name] ?? initial}
      error={e[name]}
      options={choices}
    />
  );
  const errorList = Object.entries(e);
  const choices = actionData?.choices ?? {};
  const legend = dictionary("fr").booking.choicesLegend;
  /** A place field with, after a post, the places its text may mean. */
  const place = (name: string, label: string, more: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <div>
      {text(name, label, more)}
      <PlaceChoices field={name} legend={legend(label)} choices={choices[name]} />
    </div>
  );
  const trips = dictionary("fr").booking.trips.types;
  /** Fields that apply to some trip types (or sources): all shown without JavaScript, the chosen one's with it. */
  const only = (kinds: string[], children: React.ReactNode, by: "tripType" | "source" = "tripType") => (
    <div className={picked === null || kinds.includes(picked[by]) ? "contents" : "hidden"}>{children}</div>
  );
  return (
    <>
      <StaffBar title={PHONE_TEXT.title} back={PHONE_TEXT.back}>
        <p className="mt-2 max-w-3xl text-sm text-muted">{PHONE_TEXT.intro}</p>
        {fromMessage || messageUnknown ? (
          <p className="mt-2 max-w-3xl text-sm font-medium text-navy-900" data-testid="from-message">
            {fromMessage ? fromMessage.note : PHONE_TEXT.messageUnknown}
          </p>
        ) : null}
      </StaffBar>
      <div className="container-staff py-8">
        {actionData && (errorList.length || actionData.formError) ? (
          <div
            role="alert"
            data-testid="new-errors"
            className="mb-6 rounded-xl border border-danger/30 bg-[#fdf0ee] p-5 text-[#7a1a12]"
          >
            <h2 className="font-sans text-base font-semibold">{PHONE_TEXT.errorTitle}</h2>
            {actionData.formError ? <p className="mt-1 text-sm">{actionData.formError}</p> : null}
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {errorList.map(([field, message]) => (
                <li key={field}>
                  <a href={`#new-${field}`} className="underline underline-offset-4">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form
          method="post"
          className="space-y-6"
          data-testid="new-reservation-form"
          onChange={(event) => {
            const target = event.target;
            if (
              target instanceof HTMLSelectElement &&
              (target.name === "tripType" || target.name === "source")
            )
              setPicked((was) => (was ? { ...was, [target.name]: target.value } : was));
          }}
        >
          {v.fromMessage ? <input type="hidden" name="fromMessage" value={v.fromMessage} /> : null}
          <Section title={PHONE_TEXT.sectionSource} id="new-source-title">
            {select(
              "source",
              PHONE_TEXT.source,
              "phone",
              STAFF_SOURCES.map((s) => [s, SOURCE_LABELS[s]] as const),
            )}
            {only(
              [...NAMED_SOURCES],
              text("sourceName", PHONE_TEXT.sourceName, {
                required: false,
                maxLength: SOURCE_NAME_MAX,
                hint: PHONE_TEXT.sourceNameHint,
              }),
              "source",
            )}
            {select(
              "language",
              PHONE_TEXT.language,
              "fr",
              (["fr", "en"] as const).map((l) => [l, LANGUAGE_LABELS[l]] as const),
            )}
          </Section>
          <Section title={PHONE_TEXT.sectionTrip} id="new-trip-title">
            {select(
              "tripType",
              PHONE_TEXT.tripType,
              "oneWay",
              (["oneWay", "return", "hourly"] as const).map((t) => [t, trips[t]] as const),
            )}
            <span className="max-md:hidden" />
            {place("departure", PHONE_TEXT.departure, { required: true, hint: PHONE_TEXT.placeHint })}
            {only(
              ["oneWay", "return"],
              place("arrival", PHONE_TEXT.arrival, { hint: PHONE_TEXT.arrivalHint }),
            )}
            {/* A hire keeps its driver from one place: no arrival, no stops. */}
            {Array.from({ length: options.maxStops }, (_, i) => {
              const names = stopFieldNames(i + 1);
              return (
                <Fragment key={names.text}>
                  {only(
                    ["oneWay", "return"],
                    <>
                      <div>{place(names.text, PHONE_TEXT.stop(i + 1))}</div>
                      {select(names.wait, PHONE_TEXT.stopWait(i + 1), "", [
                        ["", PHONE_TEXT.noWait] as const,
                        ...options.waitingOptions
                          .filter((m) => m > 0)
                          .map((m) => [String(m), PHONE_TEXT.minutes(m)] as const),
                      ])}
                    </>,
                  )}
                </Fragment>
              );
            })}
          </Section>
          <Section title={PHONE_TEXT.sectionWhen} id="new-when-title">
            {text("date", PHONE_TEXT.date, { type: "date", required: true })}
            {text("time", PHONE_TEXT.time, {
              type: "time",
              step: 900,
              required: true,
              hint: PHONE_TEXT.timeHint,
            })}
            {(
              [
                ["passengers", PHONE_TEXT.passengers, 1],
                ["luggage", PHONE_TEXT.luggage, 0],
              ] as const
            ).map(([name, label, min]) =>
              text(name, label, {
                type: "number",
                min,
                max: 99,
                required: true,
                defaultValue: v[name] ?? String(min),
              }),
            )}
            {text("flightNumber", PHONE_TEXT.flightNumber)}
            {select("vehicle", PHONE_TEXT.vehicle, "standard", [
              ["standard", PHONE_TEXT.vehicleStandard],
              ["larger", PHONE_TEXT.vehicleLarger],
            ])}
            {only(
              ["return"],
              <>
                {text("returnDate", PHONE_TEXT.returnDate, { type: "date" })}
                {text("returnTime", PHONE_TEXT.returnTime, { type: "time", step: 900 })}
              </>,
            )}
            {only(
              ["hourly"],
              select("hours", PHONE_TEXT.hours, "", [
                ["", PHONE_TEXT.hoursNone] as const,
                ...Array.from(
                  { length: options.hire.maxHours - options.hire.minHours + 1 },
                  (_, i) =>
                    [
                      String(options.hire.minHours + i),
                      PHONE_TEXT.hoursValue(options.hire.minHours + i),
                    ] as const,
                ),
                ["fullDay", PHONE_TEXT.fullDay] as const,
              ]),
            )}
            {options.extras
              .filter((x) => x.id !== "nameBoard")
              .map((x) => (
                <div key={x.id}>
                  {text(x.id, x.label, { type: "number", min: 0, max: x.max, defaultValue: v[x.id] ?? "" })}
                </div>
              ))}
            {text("nameBoard", PHONE_TEXT.nameBoard)}
          </Section>
          <Section title={PHONE_TEXT.sectionClient} id="new-client-title">
            {text("firstName", PHONE_TEXT.firstName, { required: true, autoComplete: "off" })}
            {text("lastName", PHONE_TEXT.lastName, { required: true, autoComplete: "off" })}
            {text("email", PHONE_TEXT.email, {
              type: "email",
              autoComplete: "off",
              hint: PHONE_TEXT.emailHint,
            })}
            {text("phone", PHONE_TEXT.phone, { type: "tel", required: true, autoComplete: "off" })}
            {text("passengerName", PHONE_TEXT.passengerName, {
              autoComplete: "off",
              maxLength: FIELD_LIMITS.passengerName,
              hint: PHONE_TEXT.passengerHint,
            })}
            {text("passengerPhone", PHONE_TEXT.passengerPhone, {
              type: "tel",
              autoComplete: "off",
              maxLength: FIELD_LIMITS.passengerPhone,
            })}
            <TextAreaField
              id="new-message"
              name="message"
              label={PHONE_TEXT.message}
              defaultValue={v.message ?? ""}
              error={e.message}
              className="md:col-span-2"
            />
          </Section>
          <button
            type="submit"
            className={buttonClass({ variant: "secondary" })}
            disabled={busy}
            data-testid="new-submit"
          >
            {busy ? PHONE_TEXT.submitting : PHONE_TEXT.submit}
          </button>
        </Form>
      </div>
    </>
  );
}
