import { CalendarOff, type LucideIcon, TriangleAlert } from "lucide-react";
import { Fragment, type ReactNode, useContext, useEffect, useRef } from "react";
import { Form } from "react-router";
import { ChoiceSelect, ClientReachable, StaffCard } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { crewFieldNames } from "~/domain/admin/fleet";
import { ASSIGNMENT_TEXT, DETAIL_TEXT } from "~/i18n/staff";
import { cn } from "~/utils/cn";

/** A driver or vehicle offered, with the other confirmed jobs it holds while this one runs. */
export interface FleetChoice {
  id: string;
  /** What the select shows: the driver's name and phone; the vehicle's model, plate and seats. */
  label: string;
  /** The short name other texts use: the driver's name; the vehicle's model. */
  name: string;
  /** A vehicle's plate. */
  plate?: string;
  busy?: Array<{ id: string; reference: string }>;
  /** Noted away on the job's day (decision 044): the days and the reason, as the office reads them. */
  absent?: string | null;
}

export interface FleetChoices {
  drivers: FleetChoice[];
  vehicles: FleetChoice[];
}

const NOTE_TONES = {
  danger: { border: "border border-danger/40", colours: "bg-[#fdf0ee] text-[#7a1a12]" },
  amber: { border: "border-2 border-amber-500", colours: "bg-amber-50 text-amber-950" },
} as const;

/**
 * A warning of the assignment: an icon and a title, then a list. Small under a select (its
 * description), a box above the card's form.
 */
function WarningList({
  id,
  small = false,
  tone,
  testId,
  icon: Icon,
  title,
  children,
}: {
  id?: string;
  small?: boolean;
  tone: keyof typeof NOTE_TONES;
  testId: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const { border, colours } = NOTE_TONES[tone];
  return (
    <div
      id={id}
      className={cn(
        small ? "rounded-md px-3 py-2 text-xs" : "mb-4 rounded-lg p-4 text-sm",
        !small && border,
        colours,
      )}
      data-testid={testId}
    >
      <p className={cn("flex items-center font-semibold", small ? "gap-1.5" : "gap-2")}>
        <Icon className={small ? "size-3.5" : "size-4"} aria-hidden="true" />
        {title}
      </p>
      <ul className="mt-1 list-disc pl-5">{children}</ul>
    </div>
  );
}

/** A vehicle's plate after its model, never broken at its hyphens. */
function PlateAfter({ plate }: { plate?: string }) {
  return plate ? (
    <>
      {" · "}
      <span className="whitespace-nowrap">{plate}</span>
    </>
  ) : null;
}

/**
 * Under a select: the choices another confirmed job holds at overlapping times (each job a link),
 * then those noted away on the job's day with their days (decision 044). Their ids are `id-busy`
 * and `id-absent`, the select's description.
 */
function ChoiceNotes({
  resource,
  choices,
  id,
}: {
  resource: "driver" | "vehicle";
  choices: FleetChoice[];
  id: string;
}) {
  const busy = choices.filter((choice) => choice.busy?.length);
  const away = choices.filter((choice) => choice.absent);
  return (
    <>
      {busy.length ? (
        <WarningList
          id={`${id}-busy`}
          small
          tone="danger"
          testId="busy-note"
          icon={TriangleAlert}
          title={ASSIGNMENT_TEXT.busyTitle(resource)}
        >
          {busy.map((choice) => (
            <li key={choice.id}>
              {/* The driver's name; the vehicle's model and plate. */}
              {choice.name}
              <PlateAfter plate={choice.plate} />{" "}
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
        </WarningList>
      ) : null}
      {away.length ? (
        <WarningList
          id={`${id}-absent`}
          small
          tone="amber"
          testId="absent-note"
          icon={CalendarOff}
          title={ASSIGNMENT_TEXT.absentTitle(resource)}
        >
          {away.map((choice) => (
            <li key={choice.id}>
              {choice.name}
              <PlateAfter plate={choice.plate} />
              {`, ${choice.absent}`}
            </li>
          ))}
        </WarningList>
      ) : null}
    </>
  );
}

/** What describes a select: the notes drawn under it, by id. */
function notesOf(choices: FleetChoice[], id: string): string | undefined {
  const ids = [
    choices.some((c) => c.busy?.length) ? `${id}-busy` : null,
    choices.some((c) => c.absent) ? `${id}-absent` : null,
  ].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export interface CurrentAssignment {
  driverId: string | null;
  vehicleId: string | null;
  meetingPoint: string | null;
  /** Vans 2 to n of a request that needs several (decision 037), in order. */
  crews: Array<{ driverId: string | null; vehicleId: string | null }>;
}

export interface ConflictView {
  resource: "driver" | "vehicle";
  reference: string;
  otherId: string;
}

/** One van's driver and vehicle selects, with the choices other jobs hold at the time. */
function CrewFields({
  fleet,
  crew,
  van,
  idPrefix,
}: {
  fleet: FleetChoices;
  crew: { driverId: string | null; vehicleId: string | null };
  van: number;
  idPrefix: string;
}) {
  const names = crewFieldNames(van);
  const id = (key: string) => `${idPrefix}-${key}${van === 1 ? "" : `-${van}`}`;
  return (
    <>
      {(
        [
          [
            "driver",
            names.driver,
            crew.driverId,
            ASSIGNMENT_TEXT.driver,
            ASSIGNMENT_TEXT.noDriver,
            fleet.drivers,
          ],
          [
            "vehicle",
            names.vehicle,
            crew.vehicleId,
            ASSIGNMENT_TEXT.vehicle,
            ASSIGNMENT_TEXT.noVehicle,
            fleet.vehicles,
          ],
        ] as const
      ).map(([key, name, value, label, none, choices]) => (
        <div key={key} className="space-y-1.5">
          <label htmlFor={id(key)} className="block text-sm font-medium text-navy-900">
            {label}
          </label>
          <ChoiceSelect
            id={id(key)}
            name={name}
            defaultValue={value ?? ""}
            none={none}
            aria-describedby={notesOf(choices, id(key))}
            choices={choices.map((choice) => [choice.id, choice.label] as const)}
          />
          <ChoiceNotes resource={key} choices={choices} id={id(key)} />
        </div>
      ))}
    </>
  );
}

/**
 * An assignment posted hidden: with the prefix "previous", what a form was drawn with (the server
 * refuses it if the assignment changed since, 409); without, the crews a form confirms.
 */
function HiddenAssignment({ value, prefix = "" }: { value: CurrentAssignment; prefix?: "previous" | "" }) {
  return (
    <>
      {[value, ...value.crews].map((crew, i) => {
        const names = crewFieldNames(i + 1, prefix);
        return (
          <Fragment key={names.driver}>
            <input type="hidden" name={names.driver} value={crew.driverId ?? ""} />
            <input type="hidden" name={names.vehicle} value={crew.vehicleId ?? ""} />
          </Fragment>
        );
      })}
      <input
        type="hidden"
        name={prefix ? "previousMeetingPoint" : "meetingPoint"}
        value={value.meetingPoint ?? ""}
      />
    </>
  );
}

/**
 * The driver, vehicle and meeting point controls of the card; a request that needs several vans
 * gets a driver and a vehicle for each, grouped by van.
 */
function AssignmentFields({
  fleet,
  current,
  idPrefix,
}: {
  fleet: FleetChoices;
  current: CurrentAssignment;
  idPrefix: string;
}) {
  const crews = [current, ...current.crews];
  return (
    <div className="space-y-3">
      <HiddenAssignment value={current} prefix="previous" />
      {crews.length === 1 ? (
        <CrewFields fleet={fleet} crew={current} van={1} idPrefix={idPrefix} />
      ) : (
        <>
          <p className="text-sm text-muted">{ASSIGNMENT_TEXT.vans(crews.length)}</p>
          {crews.map((crew, i) => (
            <fieldset
              key={crewFieldNames(i + 1).driver}
              className="space-y-3 rounded-md border border-ivory-300 p-3"
              data-testid="van-fields"
            >
              <legend className="px-1 text-sm font-semibold text-navy-900">
                {ASSIGNMENT_TEXT.van(i + 1)}
              </legend>
              <CrewFields fleet={fleet} crew={crew} van={i + 1} idPrefix={idPrefix} />
            </fieldset>
          ))}
        </>
      )}
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

/** The crews and meeting point the card's fields show now (what the office chose, saved or not). */
export function readDraft(form: HTMLFormElement, vans: number): CurrentAssignment {
  const fields = new FormData(form);
  const value = (name: string) => {
    const read = fields.get(name);
    return typeof read === "string" && read !== "" ? read : null;
  };
  const crews = Array.from({ length: vans }, (_, i) => {
    const names = crewFieldNames(i + 1);
    return { driverId: value(names.driver), vehicleId: value(names.vehicle) };
  });
  const [first, ...others] = crews;
  return { ...first!, meetingPoint: value("meetingPoint"), crews: others };
}

/**
 * The choice an id names: null for none chosen; one no longer offered (removed meanwhile) is said so
 * by its name, rather than taken for nobody.
 */
function chosen(choices: FleetChoice[], id: string | null): Pick<FleetChoice, "name" | "plate"> | null {
  if (id === null) return null;
  return choices.find((c) => c.id === id) ?? { name: ASSIGNMENT_TEXT.unavailable };
}

/**
 * In the confirmation form: the crews it confirms, those chosen in the card (its fields as they are
 * now, once the page runs its script; as saved without it), named for the office and posted hidden,
 * with what the form was drawn with. One set of menus on the page, in the card.
 */
export function ConfirmCrews({
  fleet,
  saved,
  draft,
}: {
  fleet: FleetChoices;
  saved: CurrentAssignment;
  draft: CurrentAssignment;
}) {
  const crews = [draft, ...draft.crews];
  const line = (crew: { driverId: string | null; vehicleId: string | null }) => {
    // The model, then the plate kept on one line ("LM-789-NP" never broken at a hyphen).
    const vehicle = chosen(fleet.vehicles, crew.vehicleId);
    const plate = vehicle?.plate;
    return (
      <>
        {chosen(fleet.drivers, crew.driverId)?.name ?? ASSIGNMENT_TEXT.noDriverYet},{" "}
        {vehicle ? (
          <>
            {vehicle.name}
            {plate ? (
              <>
                {" · "}
                <span className="whitespace-nowrap">{plate}</span>
              </>
            ) : null}
          </>
        ) : (
          ASSIGNMENT_TEXT.noVehicleYet
        )}
      </>
    );
  };
  return (
    <div className="rounded-md bg-ivory-100 px-3 py-2 text-sm" data-testid="confirm-crews">
      <HiddenAssignment value={saved} prefix="previous" />
      <HiddenAssignment value={draft} />
      <p className="font-medium text-navy-900">{ASSIGNMENT_TEXT.confirmCrews}</p>
      {crews.length === 1 ? (
        <p>{line(draft)}</p>
      ) : (
        <ul>
          {crews.map((crew, i) => (
            <li key={crewFieldNames(i + 1).driver}>
              {ASSIGNMENT_TEXT.vanLead(i + 1, crews.length)}
              {line(crew)}
            </li>
          ))}
        </ul>
      )}
      {draft.meetingPoint ? <p>{ASSIGNMENT_TEXT.confirmMeeting(draft.meetingPoint)}</p> : null}
      <p className="mt-1 text-xs text-muted">
        {ASSIGNMENT_TEXT.confirmCrewsHint}
        <a href="#assignment" className="underline underline-offset-2">
          {`«\u00a0${ASSIGNMENT_TEXT.title}\u00a0»`}
        </a>
        .
      </p>
    </div>
  );
}

/** Overlaps of this job with others of the same driver or vehicle: a warning, never a refusal. */
export function ConflictWarning({ conflicts }: { conflicts: ConflictView[] }) {
  if (conflicts.length === 0) return null;
  return (
    <WarningList
      tone="danger"
      testId="conflict-warning"
      icon={TriangleAlert}
      title={ASSIGNMENT_TEXT.conflictTitle}
    >
      {conflicts.map((c) => (
        <li key={`${c.resource}-${c.otherId}`}>
          {ASSIGNMENT_TEXT.conflict(c.resource)}{" "}
          <a href={`/admin/reservations/${c.otherId}`} className="font-semibold underline">
            {c.reference}
          </a>
        </li>
      ))}
    </WarningList>
  );
}

/** A driver or vehicle of this job noted away on its day (decision 044): a warning, never a refusal. */
export interface AbsenceView {
  resource: "driver" | "vehicle";
  /** The driver's or vehicle's id. */
  id: string;
  name: string;
  span: string;
}

export function AbsenceWarning({ absences }: { absences: AbsenceView[] }) {
  if (absences.length === 0) return null;
  return (
    <WarningList
      tone="amber"
      testId="absence-warning"
      icon={CalendarOff}
      title={ASSIGNMENT_TEXT.absenceWarningTitle}
    >
      {absences.map((a) => (
        <li key={a.id}>
          {ASSIGNMENT_TEXT.absenceWarning(a.resource, a.name)} {a.span}
        </li>
      ))}
    </WarningList>
  );
}

/** Whether the client hears of the assignment: by e-mail once confirmed, or not at all without an address. */
function ClientTold() {
  const reachable = useContext(ClientReachable);
  return (
    <p className="mt-3 text-xs text-muted">
      {reachable ? ASSIGNMENT_TEXT.clientTold : DETAIL_TEXT.notReachable}
    </p>
  );
}

/** The card on a request's page: who drives, in what, where they meet, and any overlap. */
export function AssignmentCard({
  fleet,
  current,
  conflicts,
  absences = [],
  error,
  submitting,
  onDraft,
}: {
  fleet: FleetChoices;
  current: CurrentAssignment;
  conflicts: ConflictView[];
  absences?: AbsenceView[];
  error?: string;
  submitting: boolean;
  /** Told of every change of the fields, so that the confirmation form confirms what they show. */
  onDraft?: (draft: CurrentAssignment) => void;
}) {
  const vans = 1 + current.crews.length;
  // Drawn afresh (another request, a new saved crew), the card tells the page what its fields show,
  // so that the confirmation never confirms choices left from an earlier drawing (or refilled by
  // the browser after a reload).
  const form = useRef<HTMLFormElement>(null);
  const report = useRef(onDraft);
  report.current = onDraft;
  useEffect(() => {
    if (form.current) report.current?.(readDraft(form.current, vans));
  }, [vans]);
  return (
    <StaffCard id="assignment" title={ASSIGNMENT_TEXT.title} testId="assignment-card">
      <div className="mt-3">
        <ConflictWarning conflicts={conflicts} />
        <AbsenceWarning absences={absences} />
        <Form ref={form} method="post" onChange={(event) => onDraft?.(readDraft(event.currentTarget, vans))}>
          <input type="hidden" name="intent" value="assign" />
          <AssignmentFields fleet={fleet} current={current} idPrefix="assign" />
          {error ? (
            <p className="mt-3 text-sm font-medium text-danger" role="alert">
              {error}
            </p>
          ) : null}
          <ClientTold />
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
