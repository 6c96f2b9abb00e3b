import { Copy, PencilLine } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FIELD_LIMITS } from "~/booking/constants";
import { FormEnd, NotifyBox, StaffCard } from "~/components/admin/form-parts";
import { inputClass } from "~/components/ui/field";
import type { TripEdit } from "~/domain/admin/edit";
import { centsToInput, formatChangeValue, formatTripDay } from "~/domain/admin/format";
import { DETAIL_TEXT, EDIT_TEXT, LANGUAGE_LABELS, STATUS_LABELS } from "~/i18n/staff";

/** The request as the edit form shows it: the editable fields (TripEdit) and what frames them. */
interface EditableTrip extends Omit<TripEdit, "extras"> {
  status: string;
  tripType: "oneWay" | "return" | "hourly";
  extras: Record<string, number | undefined>;
  finalPriceCents: number | null;
  priceCents: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  language: "fr" | "en";
  passengerName: string | null;
  passengerPhone: string | null;
  source: string;
}

/** A control of the edit forms under its label. */
function Labelled({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {children}
    </div>
  );
}

function Input({
  id,
  label,
  ...props
}: { id: string; label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Labelled id={id} label={label}>
      <input id={id} className={inputClass} {...props} />
    </Labelled>
  );
}

/**
 * Editing the trip (places, times, passengers, extras) behind a disclosure that works without
 * JavaScript; the server prices it again. Then setting the final price by hand, with a reason.
 */
export function EditTripCard({
  trip,
  extraOptions,
  error,
  submitting,
}: {
  trip: EditableTrip;
  extraOptions: { id: string; label: string; max: number }[];
  error?: { to: string; error: string };
  submitting: boolean;
}) {
  const editError = error?.to === "edit-trip" ? error.error : undefined;
  const priceError = error?.to === "override-price" ? error.error : undefined;
  const clientError = error?.to === "edit-client" ? error.error : undefined;
  return (
    <StaffCard id="edit-trip" title={EDIT_TEXT.title} icon={PencilLine}>
      <FoldedForm intent="edit-trip" open={Boolean(editError)} title={EDIT_TEXT.open} help={EDIT_TEXT.help}>
        <Input
          id="edit-departure"
          name="departure"
          label={trip.tripType === "hourly" ? EDIT_TEXT.hourlyPlace : EDIT_TEXT.departure}
          defaultValue={trip.departure}
          maxLength={300}
          required
        />
        {trip.tripType !== "hourly" ? (
          <Input
            id="edit-arrival"
            name="arrival"
            label={EDIT_TEXT.arrival}
            defaultValue={trip.arrival}
            maxLength={300}
            required
          />
        ) : null}
        <DateAndTime
          ids={["edit-date", "edit-time"]}
          names={["date", "time"]}
          labels={[EDIT_TEXT.date, EDIT_TEXT.time]}
          values={[trip.date, trip.time]}
        />
        {trip.tripType === "return" ? (
          <DateAndTime
            ids={["edit-return-date", "edit-return-time"]}
            names={["returnDate", "returnTime"]}
            labels={[EDIT_TEXT.returnDate, EDIT_TEXT.returnTime]}
            values={[trip.returnDate ?? "", trip.returnTime ?? ""]}
          />
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ["passengers", 1, 60],
              ["luggage", 0, 80],
            ] as const
          ).map(([name, min, max]) => (
            <Input
              key={name}
              id={`edit-${name}`}
              type="number"
              {...{ name, min, max }}
              label={EDIT_TEXT[name]}
              defaultValue={trip[name]}
              required
            />
          ))}
        </div>
        <Input
          id="edit-flight"
          name="flightNumber"
          label={EDIT_TEXT.flightNumber}
          defaultValue={trip.flightNumber ?? ""}
          maxLength={12}
        />
        <Input
          id="edit-name-board"
          name="nameBoard"
          label={EDIT_TEXT.nameBoardText}
          // A text left from a board no longer ordered is not offered again (tripEditOf reads it so).
          defaultValue={trip.extras.nameBoard ? (trip.nameBoard ?? "") : ""}
          maxLength={FIELD_LIMITS.nameBoard}
          aria-describedby="edit-name-board-hint"
        />
        <p id="edit-name-board-hint" className="-mt-2 text-xs text-muted">
          {EDIT_TEXT.nameBoardHint}
        </p>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-navy-900">{EDIT_TEXT.extras}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
            {extraOptions
              .filter((extra) => extra.id !== "nameBoard")
              .map((extra) => (
                <div key={extra.id} className="space-y-1">
                  <label htmlFor={`edit-extra-${extra.id}`} className="block text-xs text-muted">
                    {extra.label}
                  </label>
                  <input
                    id={`edit-extra-${extra.id}`}
                    name={`extra-${extra.id}`}
                    type="number"
                    min={0}
                    max={extra.max}
                    defaultValue={trip.extras[extra.id] ?? 0}
                    className={inputClass}
                  />
                </div>
              ))}
          </div>
        </fieldset>
        <NotifyBox label={EDIT_TEXT.notify} hint={EDIT_TEXT.notifyHint} />
        <FormEnd error={editError} submitting={submitting} label={EDIT_TEXT.save} />
      </FoldedForm>
      <FoldedForm
        intent="override-price"
        open={Boolean(priceError)}
        title={EDIT_TEXT.priceTitle}
        help={EDIT_TEXT.priceHelp}
      >
        <Input
          id="override-price"
          name="price"
          inputMode="decimal"
          label={EDIT_TEXT.price}
          defaultValue={centsToInput(trip.finalPriceCents ?? trip.priceCents ?? 0)}
          required
        />
        <Labelled id="override-reason" label={EDIT_TEXT.reason}>
          <textarea
            id="override-reason"
            name="reason"
            rows={2}
            maxLength={500}
            required
            className={inputClass}
          />
        </Labelled>
        {trip.status === "confirmed" ? (
          <NotifyBox label={EDIT_TEXT.notifyPrice} hint={EDIT_TEXT.notifyPriceHint} />
        ) : null}
        <FormEnd error={priceError} submitting={submitting} label={EDIT_TEXT.savePrice} />
      </FoldedForm>
      <FoldedForm
        intent="edit-client"
        open={Boolean(clientError)}
        title={EDIT_TEXT.clientTitle}
        help={EDIT_TEXT.clientHelp}
      >
        {/* What this form was drawn with: the server refuses it if the client's details changed since. */}
        <input type="hidden" name="previousFirstName" value={trip.firstName} />
        <input type="hidden" name="previousLastName" value={trip.lastName} />
        <input type="hidden" name="previousEmail" value={trip.email ?? ""} />
        <input type="hidden" name="previousPhone" value={trip.phone} />
        <input type="hidden" name="previousLanguage" value={trip.language} />
        <input type="hidden" name="previousPassengerName" value={trip.passengerName ?? ""} />
        <input type="hidden" name="previousPassengerPhone" value={trip.passengerPhone ?? ""} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Input
            id="client-first-name"
            name="firstName"
            label={DETAIL_TEXT.firstName}
            defaultValue={trip.firstName}
            maxLength={FIELD_LIMITS.firstName}
            required
          />
          <Input
            id="client-last-name"
            name="lastName"
            label={DETAIL_TEXT.lastName}
            defaultValue={trip.lastName}
            maxLength={FIELD_LIMITS.lastName}
            required
          />
        </div>
        <Input
          id="client-email"
          name="email"
          type="email"
          label={DETAIL_TEXT.email}
          defaultValue={trip.email ?? ""}
          maxLength={FIELD_LIMITS.email}
          required={trip.source === "site"}
          aria-describedby={trip.source === "site" ? undefined : "client-email-hint"}
        />
        {trip.source === "site" ? null : (
          <p id="client-email-hint" className="-mt-2 text-xs text-muted">
            {EDIT_TEXT.clientEmailHint}
          </p>
        )}
        <Input
          id="client-phone"
          name="phone"
          type="tel"
          label={DETAIL_TEXT.phone}
          defaultValue={trip.phone}
          maxLength={FIELD_LIMITS.phone}
          required
        />
        <Labelled id="client-language" label={DETAIL_TEXT.language}>
          <select id="client-language" name="language" defaultValue={trip.language} className={inputClass}>
            {(["fr", "en"] as const).map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_LABELS[l]}
              </option>
            ))}
          </select>
        </Labelled>
        <p id="client-passenger-hint" className="text-xs text-muted">
          {EDIT_TEXT.passengerHint}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input
            id="client-passenger-name"
            name="passengerName"
            label={EDIT_TEXT.passengerName}
            defaultValue={trip.passengerName ?? ""}
            maxLength={FIELD_LIMITS.passengerName}
            aria-describedby="client-passenger-hint"
          />
          <Input
            id="client-passenger-phone"
            name="passengerPhone"
            type="tel"
            label={EDIT_TEXT.passengerPhone}
            defaultValue={trip.passengerPhone ?? ""}
            maxLength={FIELD_LIMITS.passengerPhone}
          />
        </div>
        <FormEnd error={clientError} submitting={submitting} label={EDIT_TEXT.saveClient} />
      </FoldedForm>
    </StaffCard>
  );
}

/** The other requests that look like the same trip, each a link. */
export function DuplicateNotice({
  duplicates,
}: {
  duplicates: {
    id: string;
    reference: string;
    status: keyof typeof STATUS_LABELS;
    date: string;
    time: string;
  }[];
}) {
  if (!duplicates.length) return null;
  return (
    <StaffCard
      id="duplicates"
      title={EDIT_TEXT.duplicateTitle}
      icon={Copy}
      tone="warning"
      testId="duplicates"
    >
      <p className="mt-1 text-sm">{EDIT_TEXT.duplicateText}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {duplicates.map((d) => (
          <li key={d.id}>
            <Link to={`/admin/reservations/${d.id}`} className="font-semibold underline underline-offset-4">
              {d.reference}
            </Link>{" "}
            · {formatTripDay(d.date)} {d.time} · {STATUS_LABELS[d.status]}
          </li>
        ))}
      </ul>
    </StaffCard>
  );
}

/** What an edit changed, field by field, in the history. */
export function HistoryChanges({
  changes,
}: {
  changes: { field: string; from: string | null; to: string | null }[] | null;
}) {
  if (!changes?.length) return null;
  return (
    <ul className="mt-1 space-y-0.5" data-testid="history-changes">
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium">{EDIT_TEXT.fields[c.field] ?? c.field}</span>
          {"\u00a0: "}
          <span className="text-muted line-through">{formatChangeValue(c.field, c.from)}</span> →{" "}
          {formatChangeValue(c.field, c.to)}
        </li>
      ))}
    </ul>
  );
}

/** One of the card's forms, folded until opened (or open on its error), with a line on what it does. */
function FoldedForm({
  intent,
  open,
  title,
  help,
  children,
}: {
  intent: string;
  open: boolean;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <details className="mt-3 rounded-lg border border-ivory-300 p-4" open={open}>
      <summary className="cursor-pointer font-medium text-navy-900">{title}</summary>
      <p className="mt-2 text-sm text-muted">{help}</p>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </details>
  );
}

/** A date and a time side by side, both required (the time by quarter hours). */
function DateAndTime({
  ids,
  names,
  labels,
  values,
}: {
  ids: [string, string];
  names: [string, string];
  labels: [string, string];
  values: [string, string];
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Input id={ids[0]} name={names[0]} type="date" label={labels[0]} defaultValue={values[0]} required />
      <Input
        id={ids[1]}
        name={names[1]}
        type="time"
        step={900}
        label={labels[1]}
        defaultValue={values[1]}
        required
      />
    </div>
  );
}
