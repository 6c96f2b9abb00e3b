import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import { toMailData } from "~/booking/store.server";
import { type Db, db } from "~/db/client.server";
import {
  type Driver,
  drivers,
  type Reservation,
  reservationCrews,
  reservationEvents,
  reservations,
  type Vehicle,
  vehicles,
} from "~/db/schema";
import { absenceOn, absenceSpan } from "~/domain/admin/absences";
import {
  type Assignment,
  allCrews,
  type Crew,
  type DriverInput,
  firstNameOf,
  fitCrews,
  legsOf,
  meetingPointOf,
  sameAssignment,
  type VehicleInput,
  vanCount,
} from "~/domain/admin/fleet";
import { frenchPlaces } from "~/domain/admin/french-places";
import { busyDuring, type Conflict, findConflicts, legDays, type PlannedJob } from "~/domain/admin/planner";
import { addDays } from "~/domain/dates";
import { clientAssignmentChanged, type TripAssignment } from "~/domain/email/templates";
import { ASSIGNMENT_TEXT } from "~/i18n/staff";
import { absencesBetween } from "./absences-store.server";
import type { Env } from "./env.server";
import { companyFromEnv, enqueueEmails } from "./mail.server";

/** The office's drivers and vehicles, and who drives which job (decision 019). */

type Executor = Pick<Db, "insert" | "update" | "select">;

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code ?? undefined;
  return code === "23505";
}

export function listDrivers(): Promise<Driver[]> {
  return db().select().from(drivers).orderBy(desc(drivers.active), asc(drivers.fullName));
}

export function listVehicles(): Promise<Vehicle[]> {
  return db()
    .select()
    .from(vehicles)
    .orderBy(desc(vehicles.active), asc(vehicles.model), asc(vehicles.plate));
}

export async function getDriver(id: string): Promise<Driver | null> {
  const [row] = await db().select().from(drivers).where(eq(drivers.id, id)).limit(1);
  return row ?? null;
}

export async function getVehicle(id: string): Promise<Vehicle | null> {
  const [row] = await db().select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row ?? null;
}

/** Creates a driver or a vehicle (no id) or updates the one with this id; null when the id does not exist. */
async function insertOrUpdate(
  executor: Executor,
  table: typeof drivers,
  id: string | null,
  input: DriverInput,
): Promise<Driver | null>;
async function insertOrUpdate(
  executor: Executor,
  table: typeof vehicles,
  id: string | null,
  input: VehicleInput,
): Promise<Vehicle | null>;
async function insertOrUpdate(
  executor: Executor,
  table: typeof drivers | typeof vehicles,
  id: string | null,
  input: DriverInput | VehicleInput,
): Promise<Driver | Vehicle | null> {
  if (!id) {
    const [row] = await executor.insert(table).values(input).returning();
    return row!;
  }
  const [row] = await executor
    .update(table)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning();
  return row ?? null;
}

/**
 * Creates (no id) or updates a driver; null when the id does not exist, "exists" when another
 * driver has the same name (whatever the case) and the same phone number (whatever the spacing):
 * the same form sent twice (a double click, a page left as it was) records one driver, not two.
 * Checked and written under a lock, so that two posts at the same moment cannot both pass.
 */
export async function saveDriver(id: string | null, input: DriverInput): Promise<Driver | null | "exists"> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('drivers: name and phone'))`);
    const digits = input.phone.replace(/\D/g, "");
    const [twin] = await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(
        and(
          sql`lower(${drivers.fullName}) = lower(${input.fullName})`,
          sql`regexp_replace(${drivers.phone}, '\\D', '', 'g') = ${digits}`,
          id ? ne(drivers.id, id) : undefined,
        ),
      )
      .limit(1);
    if (twin) return "exists" as const;
    return insertOrUpdate(tx, drivers, id, input);
  });
}

/** Creates or updates a vehicle; "exists" when another vehicle has the same plate. */
export async function saveVehicle(
  id: string | null,
  input: VehicleInput,
): Promise<Vehicle | null | "exists"> {
  try {
    return await insertOrUpdate(db(), vehicles, id, input);
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

/**
 * The crews of vans 2 to 4 of some requests (decision 037), keyed by request id, each list as long
 * as the request needs (vanCount): a van not yet given a crew is empty.
 */
export async function extraCrewsOf(
  executor: Pick<Db, "select">,
  rows: Array<Pick<Reservation, "id" | "vehicle" | "vehicles">>,
): Promise<Map<string, Crew[]>> {
  const found = new Map<string, Crew[]>();
  const ids = rows.filter((row) => vanCount(row) > 1).map((row) => row.id);
  const stored = ids.length
    ? await executor
        .select()
        .from(reservationCrews)
        .where(inArray(reservationCrews.reservationId, ids))
        .orderBy(asc(reservationCrews.van))
    : [];
  for (const row of rows) {
    const crews: Crew[] = [];
    for (const crew of stored)
      if (crew.reservationId === row.id)
        crews[crew.van - 2] = { driverId: crew.driverId, vehicleId: crew.vehicleId };
    found.set(row.id, fitCrews(crews, vanCount(row)));
  }
  return found;
}

/** A request's whole assignment: van 1 from its row, the other vans' crews, the meeting point. */
export async function assignmentRecordOf(
  executor: Pick<Db, "select">,
  row: Pick<Reservation, "id" | "vehicle" | "vehicles" | "driverId" | "vehicleId" | "meetingPoint">,
): Promise<Assignment> {
  const crews = (await extraCrewsOf(executor, [row])).get(row.id) ?? [];
  return { driverId: row.driverId, vehicleId: row.vehicleId, meetingPoint: row.meetingPoint, crews };
}

/** Writes the crews of vans 2 to n (those with a driver or a vehicle), replacing what was there. */
async function writeExtraCrews(executor: Executor & Pick<Db, "delete">, id: string, crews: Crew[]) {
  await executor.delete(reservationCrews).where(eq(reservationCrews.reservationId, id));
  const rows = crews
    .map((crew, i) => ({ reservationId: id, van: i + 2, ...crew }))
    .filter((crew) => crew.driverId !== null || crew.vehicleId !== null);
  if (rows.length) await executor.insert(reservationCrews).values(rows);
}

/**
 * Saves a request's assignment on its row and in its crews, the crews cut to the vans it needs.
 * Within the caller's transaction.
 */
export async function writeAssignment(
  executor: Executor & Pick<Db, "delete">,
  id: string,
  assignment: Assignment,
  vans: number,
  now: Date,
) {
  const { driverId, vehicleId, meetingPoint } = assignment;
  const [after] = await executor
    .update(reservations)
    .set({ driverId, vehicleId, meetingPoint, assignedAt: now })
    .where(eq(reservations.id, id))
    .returning();
  await writeExtraCrews(executor, id, fitCrews(assignment.crews, vans));
  return after;
}

/** Drops the crews of vans a request no longer needs (its number of vans was changed). */
export async function trimCrews(executor: Pick<Db, "delete">, id: string, vans: number) {
  await executor
    .delete(reservationCrews)
    .where(and(eq(reservationCrews.reservationId, id), sql`${reservationCrews.van} > ${vans}`));
}

/** The driver and the vehicle of every van of an assignment (each undefined when none). */
async function crewRecords(executor: Pick<Db, "select">, assignment: Crew & { crews?: Crew[] }) {
  const crews = allCrews(assignment);
  const fleet = await fleetOf(executor, crews);
  return crews.map((crew) => ({
    driver: crew.driverId ? fleet.drivers.get(crew.driverId) : undefined,
    vehicle: crew.vehicleId ? fleet.vehicles.get(crew.vehicleId) : undefined,
  }));
}

/** The drivers and vehicles some crews name, in full, by id: two queries whatever the number of crews. */
async function fleetOf(executor: Pick<Db, "select">, crews: Crew[]) {
  const driverIds = [...new Set(crews.flatMap((c) => (c.driverId ? [c.driverId] : [])))];
  const vehicleIds = [...new Set(crews.flatMap((c) => (c.vehicleId ? [c.vehicleId] : [])))];
  const [driverRows, vehicleRows] = await Promise.all([
    driverIds.length ? executor.select().from(drivers).where(inArray(drivers.id, driverIds)) : [],
    vehicleIds.length ? executor.select().from(vehicles).where(inArray(vehicles.id, vehicleIds)) : [],
  ]);
  return {
    drivers: new Map(driverRows.map((row) => [row.id, row])),
    vehicles: new Map(vehicleRows.map((row) => [row.id, row])),
  };
}

/** What the client is told about who comes, in what, and where they meet: every van's crew. */
export async function assignmentOf(
  executor: Executor,
  row: Pick<
    Reservation,
    "id" | "vehicle" | "vehicles" | "driverId" | "vehicleId" | "meetingPoint" | "departure"
  >,
): Promise<TripAssignment | null> {
  const assignment = await assignmentRecordOf(executor, row);
  if (allCrews(assignment).every((crew) => !crew.driverId && !crew.vehicleId)) return null;
  const [first, ...others] = (await crewRecords(executor, assignment)).map(({ driver, vehicle }) => ({
    driverFirstName: driver ? firstNameOf(driver.fullName) : null,
    driverPhone: driver?.phone ?? null,
    vehicleModel: vehicle?.model ?? null,
    vehiclePlate: vehicle?.plate ?? null,
  }));
  return { ...first!, others, meetingPoint: meetingPointOf(row) };
}

/**
 * Who and what, as the office names them in the history: the driver's full name, the vehicle and
 * its plate, for each van (`driver`, `vehicle`, then `driver2`, `vehicle2`…), and the meeting point.
 */
async function assignmentNames(
  executor: Executor,
  assignment: Assignment,
): Promise<Record<string, string | null>> {
  const names: Record<string, string | null> = {};
  (await crewRecords(executor, assignment)).forEach(({ driver, vehicle }, i) => {
    const van = i === 0 ? "" : String(i + 1);
    names[`driver${van}`] = driver?.fullName ?? null;
    names[`vehicle${van}`] = vehicle ? [vehicle.model, vehicle.plate].filter(Boolean).join(" · ") : null;
  });
  names.meetingPoint = assignment.meetingPoint;
  return names;
}

/**
 * Checks that the chosen drivers and vehicles exist and are active (or are already on the job, so
 * that deactivating someone never blocks an edit). Returns the error code or null.
 */
export async function checkAssignment(
  input: Assignment,
  current: Assignment | null,
): Promise<"driver" | "vehicle" | null> {
  const onJob = current ? allCrews(current) : [];
  for (const crew of allCrews(input)) {
    if (crew.driverId && !onJob.some((c) => c.driverId === crew.driverId)) {
      const driver = await getDriver(crew.driverId);
      if (!driver?.active) return "driver";
    }
    if (crew.vehicleId && !onJob.some((c) => c.vehicleId === crew.vehicleId)) {
      const vehicle = await getVehicle(crew.vehicleId);
      if (!vehicle?.active) return "vehicle";
    }
  }
  return null;
}

/**
 * Changes who drives a request, with a history row; once the job is confirmed, the client is told
 * by e-mail (outbox, same transaction) when a driver, a vehicle or the meeting point changed.
 * With `expected` (what the operator's form showed), nothing is written and "stale" is returned when
 * the request's assignment is no longer that: a page left open never undoes a newer change.
 */
export async function assignReservation(input: {
  id: string;
  assignment: Assignment;
  expected?: Assignment | null;
  actor: { id: string; fullName: string };
  env: Env;
}): Promise<"ok" | "unchanged" | "not-found" | "stale"> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(reservations).where(eq(reservations.id, input.id)).for("update");
    if (!before) return "not-found" as const;
    const vans = vanCount(before);
    const was = await assignmentRecordOf(tx, before);
    if (input.expected && !sameAssignment(input.expected, was)) return "stale" as const;
    const wanted = { ...input.assignment, crews: fitCrews(input.assignment.crews, vans) };
    if (sameAssignment(wanted, was)) return "unchanged" as const;
    const now = new Date();
    const after = await writeAssignment(tx, input.id, wanted, vans, now);
    const assignment = await assignmentOf(tx, after!);
    const [namesBefore, namesAfter] = [await assignmentNames(tx, was), await assignmentNames(tx, wanted)];
    await tx.insert(reservationEvents).values({
      reservationId: input.id,
      fromStatus: before.status,
      toStatus: before.status,
      kind: "assignment",
      changes: Object.keys(namesAfter)
        .filter((field) => (namesBefore[field] ?? null) !== namesAfter[field])
        .map((field) => ({ field, from: namesBefore[field] ?? null, to: namesAfter[field] ?? null })),
      notified: after!.status === "confirmed" && after!.email !== null,
      actorId: input.actor.id,
      actorName: input.actor.fullName,
      createdAt: now,
    });
    if (after!.status === "confirmed") {
      const email = clientAssignmentChanged(
        { ...toMailData(after!), assignment },
        companyFromEnv(input.env),
        now,
      );
      await enqueueEmails(tx, [email], { reservationId: input.id }, new URL(input.env.SITE_URL).host);
    }
    return "ok" as const;
  });
}

const jobColumns = {
  id: reservations.id,
  reference: reservations.reference,
  date: reservations.date,
  time: reservations.time,
  durationMin: reservations.durationMin,
  driverId: reservations.driverId,
  vehicleId: reservations.vehicleId,
  vehicle: reservations.vehicle,
  vehicles: reservations.vehicles,
  tripType: reservations.tripType,
  returnDate: reservations.returnDate,
  returnTime: reservations.returnTime,
  hireHours: reservations.hireHours,
  hireFullDay: reservations.hireFullDay,
};

type JobRow = { [K in keyof typeof jobColumns]: Reservation[K] };

/**
 * Jobs as the planner's overlap rules see them: one per van with a driver or a vehicle, sharing its
 * request's id (two vans of one request never overlap each other; the form refuses a driver twice).
 */
async function plannedJobs(rows: JobRow[]): Promise<PlannedJob[]> {
  const crews = await extraCrewsOf(db(), rows);
  return rows.flatMap((row) => {
    const legs = legsOf(row);
    return allCrews({ ...row, crews: crews.get(row.id) })
      .filter((crew) => crew.driverId || crew.vehicleId)
      .map((crew) => ({ id: row.id, reference: row.reference, ...crew, legs }));
  });
}

/**
 * The confirmed jobs with a pickup between two Paris dates, inclusive: the outbound ride's, or the
 * way back's of a return (a return out last week and back today is today's job too).
 */
export function confirmedBetween(from: string, to: string) {
  return and(
    eq(reservations.status, "confirmed"),
    or(
      and(gte(reservations.date, from), lte(reservations.date, to)),
      and(
        eq(reservations.tripType, "return"),
        gte(reservations.returnDate, from),
        lte(reservations.returnDate, to),
      ),
    ),
  );
}

/**
 * Overlaps of the confirmed jobs between two dates (a day more on each side, for jobs that run past
 * midnight) for their drivers and vehicles, keyed by job id.
 */
export async function conflictsBetween(from: string, to: string): Promise<Map<string, Conflict[]>> {
  const rows = await db()
    .select(jobColumns)
    .from(reservations)
    .where(confirmedBetween(addDays(from, -1), addDays(to, 1)));
  return findConflicts(await plannedJobs(rows));
}

/** The overlaps a request has (or would have, not yet confirmed) with the confirmed jobs. */
export async function conflictsOf(row: Reservation): Promise<Conflict[]> {
  const [own, others] = await Promise.all([plannedJobs([row]), othersAround(row)]);
  if (own.length === 0) return [];
  return findConflicts([...(await plannedJobs(others)), ...own]).get(row.id) ?? [];
}

/** The other confirmed jobs from a day before the request's outbound ride to a day after its way back. */
function othersAround(row: Reservation) {
  const last = row.tripType === "return" && row.returnDate ? row.returnDate : row.date;
  return db()
    .select(jobColumns)
    .from(reservations)
    .where(and(confirmedBetween(addDays(row.date, -1), addDays(last, 1)), ne(reservations.id, row.id)));
}

/**
 * The drivers and vehicles other confirmed jobs hold while this request runs (busyDuring), for the
 * assignment selects: the office sees the overlap before it picks, not after it saved.
 */
export async function busyFleetDuring(row: Reservation) {
  const others = await plannedJobs(await othersAround(row));
  return busyDuring({ id: row.id, legs: legsOf(row) }, others);
}

/** What the assignment selects offer: the active records, plus the ones already on the job. */
export async function fleetChoices(row: Reservation, assignment: Assignment) {
  const crews = allCrews(assignment);
  const onJob = (ids: Array<string | null>) => ids.filter((id): id is string => id !== null);
  const [driversOnJob, vehiclesOnJob] = [
    onJob(crews.map((c) => c.driverId)),
    onJob(crews.map((c) => c.vehicleId)),
  ];
  // Every day the job runs on: a ride past midnight runs on the next one too.
  const days = legsOf(row).flatMap(legDays);
  const [busy, absences, driverRows, vehicleRows] = await Promise.all([
    busyFleetDuring(row),
    absencesOfDays(days),
    db()
      .select({ id: drivers.id, fullName: drivers.fullName, phone: drivers.phone, active: drivers.active })
      .from(drivers)
      .where(
        driversOnJob.length
          ? or(eq(drivers.active, true), inArray(drivers.id, driversOnJob))
          : eq(drivers.active, true),
      )
      .orderBy(asc(drivers.fullName)),
    db()
      .select({ id: vehicles.id, model: vehicles.model, plate: vehicles.plate, seats: vehicles.seats })
      .from(vehicles)
      .where(
        vehiclesOnJob.length
          ? or(eq(vehicles.active, true), inArray(vehicles.id, vehiclesOnJob))
          : eq(vehicles.active, true),
      )
      .orderBy(asc(vehicles.model), asc(vehicles.plate)),
  ]);
  // A driver off or a vehicle out of service on the job's day is named so in the select (decision 044).
  const away = (resource: "driver" | "vehicle", id: string) => {
    const absence = absenceOn(absences, resource, id, days);
    return absence ? absenceSpan(absence) : null;
  };
  // Right after the name, so that a phone's narrow menu still shows it.
  const marked = (name: string, resource: "driver" | "vehicle", absent: string | null) =>
    absent ? `${name} (${ASSIGNMENT_TEXT.absentOption(resource)})` : name;
  return {
    drivers: driverRows.map((d) => {
      const absent = away("driver", d.id);
      return {
        id: d.id,
        label: `${marked(d.fullName, "driver", absent)} · ${d.phone}`,
        name: d.fullName,
        busy: busy.drivers.get(d.id) ?? [],
        absent,
      };
    }),
    vehicles: vehicleRows.map((v) => {
      const absent = away("vehicle", v.id);
      return {
        id: v.id,
        label: `${marked(v.model, "vehicle", absent)} · ${v.plate} · ${v.seats} places`,
        name: v.model,
        plate: v.plate,
        busy: busy.vehicles.get(v.id) ?? [],
        absent,
      };
    }),
  };
}

/** The absences covering any of these days (a job's outbound and return days). */
function absencesOfDays(days: readonly string[]) {
  const sorted = [...days].sort();
  return absencesBetween(sorted[0]!, sorted[sorted.length - 1]!);
}

/**
 * The drivers and vehicles of a request noted away on one of its days (decision 044), read from the
 * assignment menus' choices (fleetChoices already looked the absences up): a warning beside the
 * overlaps, never a refusal.
 */
export function absencesOfJob(
  fleet: Awaited<ReturnType<typeof fleetChoices>>,
  assignment: Assignment,
): Array<{ resource: "driver" | "vehicle"; id: string; name: string; span: string }> {
  return allCrews(assignment).flatMap((crew) =>
    (
      [
        ["driver", crew.driverId, fleet.drivers],
        ["vehicle", crew.vehicleId, fleet.vehicles],
      ] as const
    ).flatMap(([resource, id, choices]) => {
      const choice = choices.find((c) => c.id === id);
      return choice?.absent
        ? [
            {
              resource,
              id: choice.id,
              name: "plate" in choice ? `${choice.name} · ${choice.plate}` : choice.name,
              span: choice.absent,
            },
          ]
        : [];
    }),
  );
}

/** Each van of some requests with its driver and vehicle in full (undefined when none), van 1 first. */
export async function crewsWithFleet(
  executor: Pick<Db, "select">,
  rows: Array<Pick<Reservation, "id" | "vehicle" | "vehicles" | "driverId" | "vehicleId">>,
): Promise<Map<string, Array<{ van: number; driver: Driver | undefined; vehicle: Vehicle | undefined }>>> {
  const extra = await extraCrewsOf(executor, rows);
  const crews = new Map(rows.map((row) => [row.id, allCrews({ ...row, crews: extra.get(row.id) })]));
  const fleet = await fleetOf(executor, [...crews.values()].flat());
  return new Map(
    [...crews].map(([id, list]) => [
      id,
      list.map((crew, i) => ({
        van: i + 1,
        driver: crew.driverId ? fleet.drivers.get(crew.driverId) : undefined,
        vehicle: crew.vehicleId ? fleet.vehicles.get(crew.vehicleId) : undefined,
      })),
    ]),
  );
}

/**
 * A confirmed (or completed) job with one van's driver and vehicle in full (van 1 unless asked): the
 * proof each driver carries. Null when the request does not exist or has no such van.
 */
export async function jobWithFleet(id: string, van = 1) {
  const [reservation] = await db().select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!reservation || van < 1 || van > vanCount(reservation)) return null;
  const crew = (await crewsWithFleet(db(), [reservation])).get(id)?.[van - 1];
  return {
    reservation,
    van,
    vans: vanCount(reservation),
    driver: crew?.driver ?? null,
    vehicle: crew?.vehicle ?? null,
  };
}

/** A request one of whose vans this driver drives (van 1 on the row, or a crew row). */
export function drivenBy(driverId: string) {
  return or(
    eq(reservations.driverId, driverId),
    sql`exists (select 1 from ${reservationCrews} where ${reservationCrews.reservationId} = ${reservations.id} and ${reservationCrews.driverId} = ${driverId})`,
  );
}

/**
 * One day's confirmed jobs in pickup order, for one driver or for every one (null), each with its
 * vans' crews (only the driver's own van on a driver's sheet).
 */
export async function dayJobs(date: string, driverId: string | null) {
  const rows = await db()
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "confirmed"),
        // The day's outbound rides, and the way back of a return whose own date it is.
        or(
          eq(reservations.date, date),
          and(eq(reservations.tripType, "return"), eq(reservations.returnDate, date)),
        ),
        driverId ? drivenBy(driverId) : undefined,
      ),
    )
    .orderBy(asc(reservations.time), asc(reservations.reference));
  const crews = await crewsWithFleet(db(), rows);
  return rows.map((reservation) => {
    const all = crews.get(reservation.id) ?? [];
    return {
      // The driver's sheet is the office's: places in French.
      reservation: frenchPlaces(reservation),
      vans: all.length,
      crews: driverId ? all.filter((crew) => crew.driver?.id === driverId) : all,
    };
  });
}
