import { TriangleAlert } from "lucide-react";
import { Form } from "react-router";
import { StaffCard } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { ASSIGNMENT_TEXT } from "~/i18n/staff";

export interface FleetChoices {
  drivers: Array<{ id: string; label: string }>;
  vehicles: Array<{ id: string; label: string }>;
}

export interface CurrentAssignment {
  driverId: string | null;
  vehicleId: string | null;
  meetingPoint: string | null;
}

export interface ConflictView {
  resource: "driver" | "vehicle";
  reference: string;
  otherId: string;
}

/** The driver, vehicle and meeting point controls, in the confirmation form and in the card. */
export function AssignmentFields({
  fleet,
  current,
  idPrefix,
}: {
  fleet: FleetChoices;
  current: CurrentAssignment;
  idPrefix: string;
}) {
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-driver`} className="block text-sm font-medium text-navy-900">
          {ASSIGNMENT_TEXT.driver}
        </label>
        <select
          id={`${idPrefix}-driver`}
          name="driverId"
          defaultValue={current.driverId ?? ""}
          className={inputClass}
        >
          <option value="">{ASSIGNMENT_TEXT.noDriver}</option>
          {fleet.drivers.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-vehicle`} className="block text-sm font-medium text-navy-900">
          {ASSIGNMENT_TEXT.vehicle}
        </label>
        <select
          id={`${idPrefix}-vehicle`}
          name="vehicleId"
          defaultValue={current.vehicleId ?? ""}
          className={inputClass}
        >
          <option value="">{ASSIGNMENT_TEXT.noVehicle}</option>
          {fleet.vehicles.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-meeting`} className="block text-sm font-medium text-navy-900">
          {ASSIGNMENT_TEXT.meetingPoint}
        </label>
        <input
          id={`${idPrefix}-meeting`}
          name="meetingPoint"
          maxLength={300}
          defaultValue={current.meetingPoint ?? ""}
          aria-describedby={`${idPrefix}-meeting-hint`}
          className={inputClass}
        />
        <p id={`${idPrefix}-meeting-hint`} className="text-xs text-muted">
          {ASSIGNMENT_TEXT.meetingPointHint}
        </p>
      </div>
    </div>
  );
}

/** Overlaps of this job with others of the same driver or vehicle: a warning, never a refusal. */
export function ConflictWarning({ conflicts }: { conflicts: ConflictView[] }) {
  if (conflicts.length === 0) return null;
  return (
    <div
      className="mb-4 rounded-lg border border-danger/40 bg-[#fdf0ee] p-4 text-sm text-[#7a1a12]"
      data-testid="conflict-warning"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {ASSIGNMENT_TEXT.conflictTitle}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {conflicts.map((c) => (
          <li key={`${c.resource}-${c.otherId}`}>
            {ASSIGNMENT_TEXT.conflict(c.resource)}{" "}
            <a href={`/admin/reservations/${c.otherId}`} className="font-semibold underline">
              {c.reference}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The card on a request's page: who drives, in what, where they meet, and any overlap. */
export function AssignmentCard({
  fleet,
  current,
  conflicts,
  error,
  submitting,
}: {
  fleet: FleetChoices;
  current: CurrentAssignment;
  conflicts: ConflictView[];
  error?: string;
  submitting: boolean;
}) {
  return (
    <StaffCard id="assignment" title={ASSIGNMENT_TEXT.title} testId="assignment-card">
      <div className="mt-3">
        <ConflictWarning conflicts={conflicts} />
        <Form method="post">
          <input type="hidden" name="intent" value="assign" />
          <AssignmentFields fleet={fleet} current={current} idPrefix="assign" />
          {error ? (
            <p className="mt-3 text-sm font-medium text-danger" role="alert">
              {error}
            </p>
          ) : null}
          <p className="mt-3 text-xs text-muted">{ASSIGNMENT_TEXT.clientTold}</p>
          <button
            type="submit"
            disabled={submitting}
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
          >
            {ASSIGNMENT_TEXT.save}
          </button>
        </Form>
      </div>
    </StaffCard>
  );
}
