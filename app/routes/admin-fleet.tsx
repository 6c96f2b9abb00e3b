import { Bus, CalendarOff, UserRound } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ChoiceSelect, FieldRows, type FieldSpec, StaffCard } from "~/components/admin/form-parts";
import { StaffBar } from "~/components/admin/staff-bar";
import { ColumnHeads, LabelledCell, rowClass, TableRegion, tdClass } from "~/components/admin/table-region";
import { buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import {
  ABSENCE_LIMITS,
  absenceSchema,
  absenceSpan,
  type FleetResource,
  listedSince,
} from "~/domain/admin/absences";
import {
  DRIVER_LANGUAGES,
  driverFields,
  driverSchema,
  vehicleFields,
  vehicleSchema,
} from "~/domain/admin/fleet";
import { parisIsoDate } from "~/domain/admin/format";
import { UUID } from "~/domain/ids";
import { FLEET_TEXT } from "~/i18n/staff";
import { addAbsence, removeAbsence, upcomingAbsences } from "~/lib/absences-store.server";
import { assertSameOrigin, requireStaff } from "~/lib/auth.server";
import { requestInfoContext } from "~/lib/context.server";
import { listDrivers, listVehicles, saveDriver, saveVehicle } from "~/lib/fleet-store.server";
import { invalid, readForm, validate } from "~/lib/form-action.server";
import { flashCookie } from "~/lib/session.server";
import { staffSeo } from "~/seo/meta";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin-fleet";

/** /admin/drivers and /admin/vehicles: the records an admin keeps (decision 019). */
type Kind = "drivers" | "vehicles";

function kindOf(request: Request): Kind {
  return new URL(request.url).pathname.startsWith("/admin/vehicles") ? "vehicles" : "drivers";
}

const RESOURCE: Record<Kind, FleetResource> = { drivers: "driver", vehicles: "vehicle" };

export const meta: Route.MetaFunction = (args) =>
  staffSeo(
    args,
    args.loaderData?.kind === "vehicles" ? FLEET_TEXT.vehiclesTitle : FLEET_TEXT.driversTitle,
    args.loaderData?.kind === "vehicles" ? FLEET_TEXT.vehiclesIntro : FLEET_TEXT.driversIntro,
  );

export { ErrorBoundary, headers } from "~/components/admin/staff-route";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, { role: "admin" });
  const kind = kindOf(request);
  const edit = new URL(request.url).searchParams.get("edit");
  // Those not over yet, and those ended in the last week (one noted after the fact shows).
  const since = listedSince(parisIsoDate(new Date()));
  const absences = await upcomingAbsences(RESOURCE[kind], since);
  if (kind === "drivers") {
    const drivers = await listDrivers();
    return { kind, drivers, vehicles: [], absences, editing: drivers.find((d) => d.id === edit)?.id ?? null };
  }
  const vehicles = await listVehicles();
  return { kind, drivers: [], vehicles, absences, editing: vehicles.find((v) => v.id === edit)?.id ?? null };
}

type FleetError = keyof typeof FLEET_TEXT.errors;

/**
 * An absence noted or removed (decision 044): its own form on the page, its errors apart from the
 * record form's. Answered with a redirect and a toast, or the form again with what to correct.
 */
async function absenceAction(
  kind: Kind,
  fields: Record<string, string>,
  actor: { id: string; fullName: string },
  env: Parameters<typeof flashCookie>[1],
) {
  // Not to "#absences": a redirect that changes only the hash would not load the page's data again.
  const back = async (flash: "fleet-saved" | "fleet-removed") =>
    redirect(`/admin/${kind}`, { headers: { "Set-Cookie": await flashCookie(flash, env) } });
  if (fields.intent === "absence-remove") {
    const id = fields.absenceId ?? "";
    if (!UUID.test(id) || !(await removeAbsence(RESOURCE[kind], id)))
      return invalid({ error: FLEET_TEXT.errors.absenceGone, absenceErrors: {} }, 404);
    throw await back("fleet-removed");
  }
  const checked = validate(absenceSchema(parisIsoDate(new Date())), fields, (issue) =>
    issue.message in FLEET_TEXT.errors
      ? FLEET_TEXT.errors[issue.message as FleetError]
      : FLEET_TEXT.errors.invalid,
  );
  if (!checked.ok) return invalid({ error: FLEET_TEXT.errors.invalid, absenceErrors: checked.errors });
  const added = await addAbsence(RESOURCE[kind], checked.data, actor);
  if (added === "notFound")
    return invalid(
      { error: FLEET_TEXT.errors.notFound, absenceErrors: { resourceId: FLEET_TEXT.errors.absenceWho } },
      404,
    );
  if (added === "overlap")
    return invalid(
      {
        error: FLEET_TEXT.errors.absenceOverlap,
        absenceErrors: { startsOn: FLEET_TEXT.errors.absenceOverlap },
      },
      409,
    );
  throw await back("fleet-saved");
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, { role: "admin" });
  const { env } = context.get(requestInfoContext);
  assertSameOrigin(request, env.SITE_URL);
  const kind = kindOf(request);
  const fields = await readForm(request);
  if (fields.intent === "absence-add" || fields.intent === "absence-remove")
    return absenceAction(kind, fields, staff.user, env);
  const id = fields.id ? fields.id : null;
  if (id !== null && !UUID.test(id))
    return invalid({ error: FLEET_TEXT.errors.notFound, fieldErrors: {} }, 404);
  const message = (issue: { message: string }) =>
    FLEET_TEXT.errors[issue.message as keyof typeof FLEET_TEXT.errors] ?? FLEET_TEXT.errors.invalid;
  let saved: unknown;
  if (kind === "drivers") {
    const checked = validate(driverSchema, driverFields(fields), message);
    if (!checked.ok) return invalid({ error: FLEET_TEXT.errors.invalid, fieldErrors: checked.errors });
    saved = await saveDriver(id, checked.data);
    if (saved === "exists")
      return invalid(
        { error: FLEET_TEXT.errors.driverExists, fieldErrors: { fullName: FLEET_TEXT.errors.driverExists } },
        409,
      );
  } else {
    const checked = validate(vehicleSchema, vehicleFields(fields), message);
    if (!checked.ok) return invalid({ error: FLEET_TEXT.errors.invalid, fieldErrors: checked.errors });
    saved = await saveVehicle(id, checked.data);
    if (saved === "exists")
      return invalid(
        { error: FLEET_TEXT.errors.exists, fieldErrors: { plate: FLEET_TEXT.errors.exists } },
        409,
      );
  }
  if (!saved) return invalid({ error: FLEET_TEXT.errors.notFound, fieldErrors: {} }, 404);
  throw redirect(`/admin/${kind}`, { headers: { "Set-Cookie": await flashCookie("fleet-saved", env) } });
}

type Data = Route.ComponentProps["loaderData"];
type Errors = Record<string, string | undefined>;

function ActiveBox({ checked }: { checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-navy-900">
      <input type="checkbox" name="active" defaultChecked={checked} className="size-5 accent-navy-900" />
      {FLEET_TEXT.active}
    </label>
  );
}

const DRIVER_FIELDS: FieldSpec[] = [
  { name: "fullName", label: FLEET_TEXT.fullName, maxLength: 100 },
  { name: "phone", label: FLEET_TEXT.phone, type: "tel", maxLength: 30, hint: FLEET_TEXT.phoneHint },
];

const VEHICLE_FIELDS: FieldSpec[] = [
  { name: "model", label: FLEET_TEXT.model, maxLength: 80, hint: FLEET_TEXT.modelHint },
  {
    name: "plate",
    label: FLEET_TEXT.plate,
    maxLength: 16,
    hint: FLEET_TEXT.plateHint,
    autoCapitalize: "characters",
  },
  {
    name: "seats",
    label: FLEET_TEXT.seats,
    type: "number",
    inputMode: "numeric",
    min: 1,
    max: 60,
    initial: 7,
  },
];

/**
 * Which form is shown: the record's being edited, or a new one. A new record's form is drawn afresh
 * each time the list grows, so that once a driver or a vehicle is added the form is empty again
 * (React Router keeps a form's fields after its action; a refusal keeps them, to be corrected).
 */
function formKey(record: { id: string } | null, count: number) {
  return record?.id ?? `new-${count}`;
}

function DriverForm({
  driver,
  errors,
  count,
}: {
  driver: Data["drivers"][number] | null;
  errors: Errors;
  count: number;
}) {
  return (
    <Form method="post" className="space-y-4" key={formKey(driver, count)} data-testid="driver-form">
      {driver ? <input type="hidden" name="id" value={driver.id} /> : null}
      <FieldRows fields={DRIVER_FIELDS} record={driver} errors={errors} />
      <fieldset aria-describedby={errors.languages ? "languages-error" : undefined}>
        <legend className="text-sm font-medium text-navy-900">{FLEET_TEXT.languages}</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {DRIVER_LANGUAGES.map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={`language-${code}`}
                defaultChecked={driver ? driver.languages.includes(code) : code === "fr"}
                className="size-5 accent-navy-900"
              />
              {FLEET_TEXT.languageNames[code]}
            </label>
          ))}
        </div>
        {errors.languages ? (
          <p id="languages-error" className="text-sm font-medium text-danger">
            {errors.languages}
          </p>
        ) : null}
      </fieldset>
      <ActiveBox checked={driver?.active ?? true} />
      <FormButtons editing={Boolean(driver)} kind="drivers" />
    </Form>
  );
}

function VehicleForm({
  vehicle,
  errors,
  count,
}: {
  vehicle: Data["vehicles"][number] | null;
  errors: Errors;
  count: number;
}) {
  return (
    <Form method="post" className="space-y-4" key={formKey(vehicle, count)} data-testid="vehicle-form">
      {vehicle ? <input type="hidden" name="id" value={vehicle.id} /> : null}
      <FieldRows fields={VEHICLE_FIELDS} record={vehicle} errors={errors} />
      <ActiveBox checked={vehicle?.active ?? true} />
      <FormButtons editing={Boolean(vehicle)} kind="vehicles" />
    </Form>
  );
}

function FormButtons({ editing, kind }: { editing: boolean; kind: Kind }) {
  // One click, one record: the button waits while the form is on its way.
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={submitting} className={buttonClass()}>
        {editing ? FLEET_TEXT.save : FLEET_TEXT.create}
      </button>
      {editing ? (
        <Link to={`/admin/${kind}`} className={buttonClass({ variant: "ghost" })}>
          {FLEET_TEXT.cancel}
        </Link>
      ) : null}
    </div>
  );
}

function StateBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-semibold",
        active ? "bg-[#e8f4ed] text-[#14532d]" : "bg-ivory-200 text-muted",
      )}
    >
      {active ? FLEET_TEXT.activeShort : FLEET_TEXT.inactive}
    </span>
  );
}

/** One driver or vehicle in the list: its name, its own cells, whether it is active, the link to edit it. */
function FleetRow({
  kind,
  row,
  name,
  edit,
  children,
}: {
  kind: Kind;
  row: { id: string; active: boolean };
  name: string;
  edit: string;
  children: ReactNode;
}) {
  return (
    <tr className={rowClass} data-testid="fleet-row">
      <th scope="row" className={`${tdClass} text-left font-semibold text-navy-900`}>
        {name}
      </th>
      {children}
      <LabelledCell label={FLEET_TEXT.colState}>
        <StateBadge active={row.active} />
      </LabelledCell>
      <td className={tdClass}>
        <Link to={`/admin/${kind}?edit=${row.id}`} className="underline underline-offset-4">
          {edit}
        </Link>
      </td>
    </tr>
  );
}

function FleetRows({ kind, drivers, vehicles }: Pick<Data, "kind" | "drivers" | "vehicles">) {
  return (
    <tbody className="max-md:block">
      {kind === "drivers"
        ? drivers.map((d) => (
            <FleetRow
              key={d.id}
              kind={kind}
              row={d}
              name={d.fullName}
              edit={FLEET_TEXT.editDriver(d.fullName)}
            >
              <LabelledCell label={FLEET_TEXT.phone} className="whitespace-nowrap">
                {d.phone}
              </LabelledCell>
              <LabelledCell label={FLEET_TEXT.languages}>
                {d.languages
                  .map(
                    (code) => FLEET_TEXT.languageNames[code as keyof typeof FLEET_TEXT.languageNames] ?? code,
                  )
                  .join(", ")}
              </LabelledCell>
            </FleetRow>
          ))
        : vehicles.map((v) => (
            <FleetRow key={v.id} kind={kind} row={v} name={v.model} edit={FLEET_TEXT.editVehicle(v.plate)}>
              <LabelledCell label={FLEET_TEXT.plate} className="whitespace-nowrap">
                {v.plate}
              </LabelledCell>
              <LabelledCell label={FLEET_TEXT.seats}>{v.seats}</LabelledCell>
            </FleetRow>
          ))}
    </tbody>
  );
}

const ABSENCE_FIELDS: FieldSpec[] = [
  { name: "startsOn", label: FLEET_TEXT.absences.startsOn, type: "date" },
  {
    name: "endsOn",
    label: FLEET_TEXT.absences.endsOn,
    type: "date",
    required: false,
    hint: FLEET_TEXT.absences.endsOnHint,
  },
];

/** The absences not over yet of the drivers (or vehicles), each with its button to remove it. */
function AbsenceList({ kind, absences }: Pick<Data, "kind" | "absences">) {
  const text = FLEET_TEXT.absences[kind];
  return (
    <section aria-labelledby="absences" className="mt-10">
      <h2 id="absences" className="flex items-center gap-2 font-sans text-lg font-semibold text-navy-900">
        <CalendarOff className="size-5" aria-hidden="true" />
        {text.title}
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-muted">{text.intro}</p>
      {absences.length === 0 ? (
        <p className="rounded-xl border border-ivory-300 bg-white p-5 text-muted">
          {FLEET_TEXT.absences.none}
        </p>
      ) : (
        <TableRegion label={text.table}>
          <table className="w-full border-collapse max-md:block" data-testid="absences-table">
            <ColumnHeads
              labels={[
                text.who,
                FLEET_TEXT.absences.colDays,
                FLEET_TEXT.absences.colReason,
                FLEET_TEXT.absences.colBy,
                FLEET_TEXT.absences.remove,
              ]}
            />
            <tbody className="max-md:block">
              {absences.map((a) => (
                <tr key={a.id} className={rowClass} data-testid="absence-row">
                  <th scope="row" className={`${tdClass} text-left font-semibold text-navy-900`}>
                    {a.name}
                  </th>
                  <LabelledCell label={FLEET_TEXT.absences.colDays}>
                    {absenceSpan({ ...a, reason: null })}
                  </LabelledCell>
                  <LabelledCell label={FLEET_TEXT.absences.colReason}>{a.reason ?? "—"}</LabelledCell>
                  <LabelledCell label={FLEET_TEXT.absences.colBy}>{a.actorName}</LabelledCell>
                  <td className={tdClass}>
                    <Form method="post">
                      <input type="hidden" name="absenceId" value={a.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="absence-remove"
                        aria-label={FLEET_TEXT.absences.removeLabel(a.name, absenceSpan(a))}
                        className={buttonClass({ variant: "outline", size: "sm" })}
                      >
                        {FLEET_TEXT.absences.remove}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

/** Noting a day off or a vehicle out of service: whose, from which day to which, and why. */
function AbsenceForm({
  kind,
  choices,
  errors,
  count,
}: {
  kind: Kind;
  choices: ReadonlyArray<readonly [string, string]>;
  errors: Errors;
  count: number;
}) {
  const text = FLEET_TEXT.absences[kind];
  const submitting = useNavigation().state === "submitting";
  return (
    <StaffCard id="absence-form" title={text.add} titleSpace="mb-4">
      {/* Drawn afresh once an absence is noted, so that the form is empty again; a refusal keeps it. */}
      <Form method="post" className="space-y-4" key={`absence-${count}`} data-testid="absence-form">
        <div className="space-y-1.5">
          <label htmlFor="absence-who" className="block text-sm font-medium text-navy-900">
            {text.who}
          </label>
          <ChoiceSelect
            id="absence-who"
            name="resourceId"
            required
            defaultValue=""
            none={FLEET_TEXT.absences.choose}
            choices={choices}
            aria-invalid={errors.resourceId ? true : undefined}
            aria-describedby={errors.resourceId ? "absence-who-error" : undefined}
          />
          {errors.resourceId ? (
            <p id="absence-who-error" className="text-sm font-medium text-danger">
              {errors.resourceId}
            </p>
          ) : null}
        </div>
        <FieldRows
          fields={[
            ...ABSENCE_FIELDS,
            {
              name: "reason",
              label: FLEET_TEXT.absences.reason,
              required: false,
              maxLength: ABSENCE_LIMITS.reason,
              hint: text.reasonHint,
            },
          ]}
          record={null}
          errors={errors}
        />
        <button
          type="submit"
          name="intent"
          value="absence-add"
          disabled={submitting}
          className={buttonClass()}
        >
          {FLEET_TEXT.absences.create}
        </button>
      </Form>
    </StaffCard>
  );
}

export default function Fleet({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, drivers, vehicles, absences, editing } = loaderData;
  const toast = useToast();
  useEffect(() => {
    if (actionData?.error)
      toast({ title: FLEET_TEXT.errorTitle, description: actionData.error, variant: "destructive" });
  }, [actionData, toast]);
  const errors: Errors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  const absenceErrors: Errors = actionData && "absenceErrors" in actionData ? actionData.absenceErrors : {};
  const isDrivers = kind === "drivers";
  const title = isDrivers ? FLEET_TEXT.driversTitle : FLEET_TEXT.vehiclesTitle;
  const driver = drivers.find((d) => d.id === editing) ?? null;
  const vehicle = vehicles.find((v) => v.id === editing) ?? null;
  const formTitle = isDrivers
    ? driver
      ? FLEET_TEXT.editDriver(driver.fullName)
      : FLEET_TEXT.addDriver
    : vehicle
      ? FLEET_TEXT.editVehicle(`${vehicle.model} ${vehicle.plate}`)
      : FLEET_TEXT.addVehicle;
  const rows = isDrivers ? drivers : vehicles;
  // Who an absence may be noted for: the records in service.
  const absenceChoices = isDrivers
    ? drivers.filter((d) => d.active).map((d) => [d.id, d.fullName] as const)
    : vehicles.filter((v) => v.active).map((v) => [v.id, `${v.model} · ${v.plate}`] as const);
  return (
    <>
      <StaffBar title={title}>
        <p className="mt-2 max-w-2xl text-muted">
          {isDrivers ? FLEET_TEXT.driversIntro : FLEET_TEXT.vehiclesIntro}
        </p>
      </StaffBar>
      <div className="container-staff grid gap-8 py-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <section aria-labelledby="fleet-list">
            <h2
              id="fleet-list"
              className="mb-4 flex items-center gap-2 font-sans text-lg font-semibold text-navy-900"
            >
              {isDrivers ? (
                <UserRound className="size-5" aria-hidden="true" />
              ) : (
                <Bus className="size-5" aria-hidden="true" />
              )}
              {isDrivers ? FLEET_TEXT.driversList : FLEET_TEXT.vehiclesList}
            </h2>
            {rows.length === 0 ? (
              <p className="rounded-xl border border-ivory-300 bg-white p-5 text-muted">{FLEET_TEXT.none}</p>
            ) : (
              <TableRegion label={isDrivers ? FLEET_TEXT.driversTable : FLEET_TEXT.vehiclesTable}>
                <table className="w-full border-collapse max-md:block" data-testid={`${kind}-table`}>
                  <ColumnHeads
                    labels={
                      isDrivers
                        ? [
                            FLEET_TEXT.fullName,
                            FLEET_TEXT.phone,
                            FLEET_TEXT.languages,
                            FLEET_TEXT.colState,
                            FLEET_TEXT.colActions,
                          ]
                        : [
                            FLEET_TEXT.model,
                            FLEET_TEXT.plate,
                            FLEET_TEXT.seats,
                            FLEET_TEXT.colState,
                            FLEET_TEXT.colActions,
                          ]
                    }
                  />
                  <FleetRows kind={kind} drivers={drivers} vehicles={vehicles} />
                </table>
              </TableRegion>
            )}
          </section>
          <AbsenceList kind={kind} absences={absences} />
        </div>
        <div className="space-y-8">
          <StaffCard id="fleet-form" title={formTitle} titleSpace="mb-4">
            {isDrivers ? (
              <DriverForm driver={driver} errors={errors} count={drivers.length} />
            ) : (
              <VehicleForm vehicle={vehicle} errors={errors} count={vehicles.length} />
            )}
          </StaffCard>
          {absenceChoices.length > 0 ? (
            <AbsenceForm
              kind={kind}
              choices={absenceChoices}
              errors={absenceErrors}
              count={absences.length}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
