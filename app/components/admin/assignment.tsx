import { TriangleAlert } from "lucide-react";
import { Form } from "react-router";
import { ChoiceSelect, StaffCard } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { ASSIGNMENT_TEXT } from "~/i18n/staff";

/** A driver or vehicle offered, with the other confirmed jobs it holds while this one runs. */
export interface FleetChoice {
  id: string;
  label: string;
  busy?: Array<{ id: string; reference: string }>;
}

export interface FleetChoices {
  drivers: FleetChoice[];
  vehicles: FleetChoice[];
}

/** The choices another job holds at overlapping times: named under the select, each job a link. */
function BusyNote({
  resource,
  choices,
  id,
}: {
  resource: "driver" | "vehicle";
  choices: FleetChoice[];
  id: string;
}) {
  const busy = choices.filter((choice) => choice.busy?.length);
  if (busy.length === 0) return null;
  return (
    <div id={id} className="rounded-md bg-[#fdf0ee] px-3 py-2 text-xs text-[#7a1a12]" data-testid="busy-note">
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlert className="size-3.5" aria-hidden="true" />
        {ASSIGNMENT_TEXT.busyTitle(resource)}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {busy.map((choice) => (
          <li key={choice.id}>
            {/* The driver's name; the vehicle's model and plate. */}
            {choice.label
              .split(" · ")
              .slice(0, resource === "driver" ? 1 : 2)
              .join(" · ")}{" "}
            {(choice.busy ?? []).map((job, i) => (
              <span key={job.id}>
                {i > 0 ? ", " : "("}
                <a href={`/admin/reservations/${job.id}`} className="font-semibold underline">
                  {job.reference}
                </a>
                {i === (choice.busy ?? []).length - 1 ? ")" : ""}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
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
      {/* What this form was drawn with: the server refuses it if the assignment changed since. */}
      <input type="hidden" name="previousDriverId" value={current.driverId ?? ""} />
      <input type="hidden" name="previousVehicleId" value={current.vehicleId ?? ""} />
      <input type="hidden" name="previousMeetingPoint" value={current.meetingPoint ?? ""} />
      {(
        [
          [
            "driver",
            "driverId",
            current.driverId,
            ASSIGNMENT_TEXT.driver,
            ASSIGNMENT_TEXT.noDriver,
            fleet.drivers,
          ],
          [
            "vehicle",
            "vehicleId",
            current.vehicleId,
            ASSIGNMENT_TEXT.vehicle,
            ASSIGNMENT_TEXT.noVehicle,
            fleet.vehicles,
          ],
        ] as const
      ).map(([key, name, value, label, none, choices]) => (
        <div key={key} className="space-y-1.5">
          <label htmlFor={`${idPrefix}-${key}`} className="block text-sm font-medium text-navy-900">
            {label}
          </label>
          <ChoiceSelect
            id={`${idPrefix}-${key}`}
            name={name}
            defaultValue={value ?? ""}
            none={none}
            aria-describedby={choices.some((c) => c.busy?.length) ? `${idPrefix}-${key}-busy` : undefined}
            choices={choices.map((choice) => [choice.id, choice.label] as const)}
          />
          <BusyNote resource={key} choices={choices} id={`${idPrefix}-${key}-busy`} />
        </div>
      ))}
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
