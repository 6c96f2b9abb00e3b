import { type MouseEvent, useEffect, useRef } from "react";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";

/** The id of a booking field's control, so that an error can link to it. */
export function fieldId(name: string): string {
  return `field-${name}`;
}

export interface SummaryEntry {
  field: string;
  text: string;
}

/** The step's errors in the order of the form, each with its field's label. */
export function errorEntries(
  errors: Partial<Record<string, string>>,
  lang: Lang,
  extras: { id: string; label: string }[],
): SummaryEntry[] {
  const ui = dictionary(lang).booking;
  const trips = ui.trips;
  const contact = dictionary(lang).common.contact;
  const stops = [1, 2, 3].flatMap((n) => [
    [`stop${n}`, trips.stopLabel(n)],
    [`stop${n}Wait`, trips.waitingLabel(n)],
  ]);
  const labels: Record<string, string> = {
    departure: ui.departure,
    ...Object.fromEntries(stops),
    arrival: ui.arrival,
    date: ui.date,
    time: ui.time,
    returnDate: trips.returnDate,
    returnTime: trips.returnTime,
    hours: trips.hireLength,
    passengers: ui.passengers,
    luggage: ui.luggage,
    ...Object.fromEntries(extras.map((e) => [e.id, e.label])),
    nameBoard: trips.nameBoard,
    flightNumber: ui.flightNumber,
    firstName: ui.firstName,
    lastName: ui.lastName,
    email: contact.email,
    phone: contact.phone,
    passengerName: ui.passenger.name,
    passengerPhone: ui.passenger.phone,
    message: ui.message,
  };
  const order = Object.keys(labels);
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99))
    .map(([field, message]) => ({
      field,
      text: labels[field] ? ui.errorEntry(labels[field], message) : message,
    }));
}

/**
 * The GOV.UK error summary: at the top of the step, a titled list of what to correct, each entry a
 * link to its field. It takes the focus and is scrolled into view when it appears (after a post with
 * JavaScript; without it, the `autofocus` attribute of the page the server sends does the same).
 */
export function ErrorSummary({
  title,
  message,
  entries,
}: {
  title: string;
  message: string | null;
  entries: SummaryEntry[];
}) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new set of errors takes the focus again
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: "start" });
  }, [entries, message]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = document.getElementById(fieldId(field));
    if (!control) return;
    event.preventDefault();
    // The label above the control stays visible (GOV.UK: the question, not only the input).
    const label = document.querySelector<HTMLElement>(`label[for="${fieldId(field)}"]`);
    (label ?? control).scrollIntoView({ block: "start" });
    control.focus({ preventScroll: true });
  };

  return (
    <div
      ref={box}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the error summary is where the visitor must go next
      autoFocus
      aria-labelledby="error-summary-title"
      role="alert"
      data-testid="error-summary"
      className="mt-6 scroll-mt-24 rounded-lg border-2 border-danger bg-[#fdf0ee] p-5 text-[#7a1a12] focus:outline-3 focus:outline-offset-2 focus:outline-gold-500"
    >
      <h3 id="error-summary-title" className="font-serif text-xl font-semibold">
        {title}
      </h3>
      {message ? <p className="mt-2 font-medium">{message}</p> : null}
      {entries.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {entries.map((entry) => (
            <li key={entry.field}>
              <a
                href={`#${fieldId(entry.field)}`}
                onClick={(event) => goTo(event, entry.field)}
                className="font-medium underline underline-offset-4"
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
