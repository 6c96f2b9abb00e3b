import { and, asc, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { toMailData } from "~/booking/store.server";
import { type Db, db } from "~/db/client.server";
import {
  type Driver,
  drivers,
  type Reservation,
  reservationEvents,
  reservations,
  type Vehicle,
  vehicles,
} from "~/db/schema";
import {
  type DriverInput,
  firstNameOf,
  legsOf,
  meetingPointOf,
  sameAssignment,
  type VehicleInput,
} from "~/domain/admin/fleet";
import { busyDuring, type Conflict, findConflicts } from "~/domain/admin/planner";
import { addDays } from "~/domain/dates";
import { clientAssignmentChanged, type TripAssignment } from "~/domain/email/templates";
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

/** The driver and the vehicle a request is assigned to (each undefined when none). */
async function assignedRecords(executor: Executor, row: Pick<Reservation, "driverId" | "vehicleId">) {
  const [driver] = row.driverId
    ? await executor.select().from(drivers).where(eq(drivers.id, row.driverId)).limit(1)
    : [];
  const [vehicle] = row.vehicleId
    ? await executor.select().from(vehicles).where(eq(vehicles.id, row.vehicleId)).limit(1)
    : [];
  return { driver, vehicle };
}

/** What the client is told about who comes, in what, and where they meet. */
export async function assignmentOf(
  executor: Executor,
  row: Pick<Reservation, "driverId" | "vehicleId" | "meetingPoint" | "departure">,
): Promise<TripAssignment | null> {
  if (!row.driverId && !row.vehicleId) return null;
  const { driver, vehicle } = await assignedRecords(executor, row);
  return {
    driverFirstName: driver ? firstNameOf(driver.fullName) : null,
    driverPhone: driver?.phone ?? null,
    vehicleModel: vehicle?.model ?? null,
    vehiclePlate: vehicle?.plate ?? null,
    meetingPoint: meetingPointOf(row),
  };
}

/** Who and what, as the office names them in the history: the driver's full name, the vehicle and its plate. */
async function assignmentNames(
  executor: Executor,
  row: Pick<Reservation, "driverId" | "vehicleId" | "meetingPoint">,
): Promise<Record<"driver" | "vehicle" | "meetingPoint", string | null>> {
  const { driver, vehicle } = await assignedRecords(executor, row);
  return {
    driver: driver?.fullName ?? null,
    vehicle: vehicle ? [vehicle.model, vehicle.plate].filter(Boolean).join(" · ") : null,
    meetingPoint: row.meetingPoint,
  };
}

export interface AssignmentInput {
  driverId: string | null;
  vehicleId: string | null;
  meetingPoint: string | null;
}

/**
 * Checks that the chosen driver and vehicle exist and are active (or are the ones already on the
 * job, so that deactivating someone never blocks an edit). Returns the error code or null.
 */
export async function checkAssignment(
  input: AssignmentInput,
  current: Pick<Reservation, "driverId" | "vehicleId"> | null,
): Promise<"driver" | "vehicle" | null> {
  if (input.driverId && input.driverId !== current?.driverId) {
    const driver = await getDriver(input.driverId);
    if (!driver?.active) return "driver";
  }
  if (input.vehicleId && input.vehicleId !== current?.vehicleId) {
    const vehicle = await getVehicle(input.vehicleId);
    if (!vehicle?.active) return "vehicle";
  }
  return null;
}

/**
 * Changes who drives a request, with a history row; once the job is confirmed, the client is told
 * by e-mail (outbox, same transaction) when the driver, the vehicle or the meeting point changed.
 * With `expected` (what the operator's form showed), nothing is written and "stale" is returned when
 * the request's assignment is no longer that: a page left open never undoes a newer change.
 */
export async function assignReservation(input: {
  id: string;
  assignment: AssignmentInput;
  expected?: AssignmentInput | null;
  actor: { id: string; fullName: string };
  env: Env;
}): Promise<"ok" | "unchanged" | "not-found" | "stale"> {
  return db().transaction(async (tx) => {
    const [before] = await tx.select().from(reservations).where(eq(reservations.id, input.id)).for("update");
    if (!before) return "not-found" as const;
    if (input.expected && !sameAssignment(input.expected, before)) return "stale" as const;
    const { driverId, vehicleId, meetingPoint } = input.assignment;
    if (
      before.driverId === driverId &&
      before.vehicleId === vehicleId &&
      before.meetingPoint === meetingPoint
    )
      return "unchanged" as const;
    const now = new Date();
    const [after] = await tx
      .update(reservations)
      .set({ driverId, vehicleId, meetingPoint, assignedAt: now })
      .where(eq(reservations.id, input.id))
      .returning();
    const assignment = await assignmentOf(tx, after!);
    const [was, is] = [await assignmentNames(tx, before), await assignmentNames(tx, after!)];
    await tx.insert(reservationEvents).values({
      reservationId: input.id,
      fromStatus: before.status,
      toStatus: before.status,
      kind: "assignment",
      changes: (["driver", "vehicle", "meetingPoint"] as const)
        .filter((field) => was[field] !== is[field])
        .map((field) => ({ field, from: was[field], to: is[field] })),
      notified: after!.status === "confirmed",
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
  tripType: reservations.tripType,
  returnDate: reservations.returnDate,
  returnTime: reservations.returnTime,
  hireHours: reservations.hireHours,
  hireFullDay: reservations.hireFullDay,
};

const assigned = sql`(${reservations.driverId} is not null or ${reservations.vehicleId} is not null)`;

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
    .where(and(confirmedBetween(addDays(from, -1), addDays(to, 1)), assigned));
  return findConflicts(rows.map((row) => ({ ...row, legs: legsOf(row) })));
}

/** The overlaps a request has (or would have, not yet confirmed) with the confirmed jobs. */
export async function conflictsOf(row: Reservation): Promise<Conflict[]> {
  if (!row.driverId && !row.vehicleId) return [];
  const others = await othersAround(
    row,
    or(
      row.driverId ? eq(reservations.driverId, row.driverId) : sql`false`,
      row.vehicleId ? eq(reservations.vehicleId, row.vehicleId) : sql`false`,
    ),
  );
  return findConflicts([...others, row].map((job) => ({ ...job, legs: legsOf(job) }))).get(row.id) ?? [];
}

/** The other confirmed jobs from a day before the request's outbound ride to a day after its way back. */
function othersAround(row: Reservation, which: SQL | undefined) {
  const last = row.tripType === "return" && row.returnDate ? row.returnDate : row.date;
  return db()
    .select(jobColumns)
    .from(reservations)
    .where(
      and(confirmedBetween(addDays(row.date, -1), addDays(last, 1)), ne(reservations.id, row.id), which),
    );
}

/**
 * The drivers and vehicles other confirmed jobs hold while this request runs (busyDuring), for the
 * assignment selects: the office sees the overlap before it picks, not after it saved.
 */
export async function busyFleetDuring(row: Reservation) {
  const others = await othersAround(row, assigned);
  return busyDuring(
    { id: row.id, legs: legsOf(row) },
    others.map((job) => ({ ...job, legs: legsOf(job) })),
  );
}

/** Names for a set of driver and vehicle ids (the planner's rows). */
export async function fleetNames(driverIds: string[], vehicleIds: string[]) {
  const [driverRows, vehicleRows] = await Promise.all([
    driverIds.length
      ? db()
          .select({ id: drivers.id, fullName: drivers.fullName, phone: drivers.phone })
          .from(drivers)
          .where(inArray(drivers.id, driverIds))
      : [],
    vehicleIds.length
      ? db()
          .select({ id: vehicles.id, model: vehicles.model, plate: vehicles.plate })
          .from(vehicles)
          .where(inArray(vehicles.id, vehicleIds))
      : [],
  ]);
  return {
    drivers: new Map(driverRows.map((row) => [row.id, row])),
    vehicles: new Map(vehicleRows.map((row) => [row.id, row])),
  };
}

/** What the assignment selects offer: the active records, plus the ones already on the job. */
export async function fleetChoices(row: Reservation) {
  const [busy, driverRows, vehicleRows] = await Promise.all([
    busyFleetDuring(row),
    db()
      .select({ id: drivers.id, fullName: drivers.fullName, phone: drivers.phone, active: drivers.active })
      .from(drivers)
      .where(
        row.driverId ? or(eq(drivers.active, true), eq(drivers.id, row.driverId)) : eq(drivers.active, true),
      )
      .orderBy(asc(drivers.fullName)),
    db()
      .select({ id: vehicles.id, model: vehicles.model, plate: vehicles.plate, seats: vehicles.seats })
      .from(vehicles)
      .where(
        row.vehicleId
          ? or(eq(vehicles.active, true), eq(vehicles.id, row.vehicleId))
          : eq(vehicles.active, true),
      )
      .orderBy(asc(vehicles.model), asc(vehicles.plate)),
  ]);
  return {
    drivers: driverRows.map((d) => ({
      id: d.id,
      label: `${d.fullName} · ${d.phone}`,
      busy: busy.drivers.get(d.id) ?? [],
    })),
    vehicles: vehicleRows.map((v) => ({
      id: v.id,
      label: `${v.model} · ${v.plate} · ${v.seats} places`,
      busy: busy.vehicles.get(v.id) ?? [],
    })),
  };
}

/** A confirmed (or completed) job with its driver and vehicle in full: the proof and the day sheet. */
export async function jobWithFleet(id: string) {
  const [row] = await db()
    .select({ reservation: reservations, driver: drivers, vehicle: vehicles })
    .from(reservations)
    .leftJoin(drivers, eq(drivers.id, reservations.driverId))
    .leftJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .where(eq(reservations.id, id))
    .limit(1);
  return row ?? null;
}

/** Requests with their driver and vehicle (each null when none is set), for a where() to narrow. */
export function requestsWithAssignment(executor: Pick<Db, "select">) {
  return executor
    .select({ reservation: reservations, driver: drivers, vehicle: vehicles })
    .from(reservations)
    .leftJoin(drivers, eq(drivers.id, reservations.driverId))
    .leftJoin(vehicles, eq(vehicles.id, reservations.vehicleId));
}

/** One day's confirmed jobs in pickup order, for one driver or for every one (null). */
export async function dayJobs(date: string, driverId: string | null) {
  return requestsWithAssignment(db())
    .where(
      and(
        eq(reservations.status, "confirmed"),
        // The day's outbound rides, and the way back of a return whose own date it is.
        or(
          eq(reservations.date, date),
          and(eq(reservations.tripType, "return"), eq(reservations.returnDate, date)),
        ),
        driverId ? eq(reservations.driverId, driverId) : undefined,
      ),
    )
    .orderBy(asc(reservations.time), asc(reservations.reference));
}
