import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { drivers, fleetAbsences, vehicles } from "~/db/schema";
import type { Absence, AbsenceInput, FleetResource } from "~/domain/admin/absences";

/** Drivers off work and vehicles out of service, for whole days (decision 044). */

/** An absence with the name the office knows its driver or vehicle by. */
export interface NamedAbsence extends Absence {
  /** The driver's full name; the vehicle's model and plate. */
  name: string;
  actorName: string;
}

const columns = {
  id: fleetAbsences.id,
  driverId: fleetAbsences.driverId,
  vehicleId: fleetAbsences.vehicleId,
  startsOn: fleetAbsences.startsOn,
  endsOn: fleetAbsences.endsOn,
  reason: fleetAbsences.reason,
  actorName: fleetAbsences.actorName,
  driverName: drivers.fullName,
  vehicleModel: vehicles.model,
  vehiclePlate: vehicles.plate,
};

type Row = {
  id: string;
  driverId: string | null;
  vehicleId: string | null;
  startsOn: string;
  endsOn: string;
  reason: string | null;
  actorName: string;
  driverName: string | null;
  vehicleModel: string | null;
  vehiclePlate: string | null;
};

function named(row: Row): NamedAbsence {
  const resource: FleetResource = row.driverId ? "driver" : "vehicle";
  return {
    id: row.id,
    resource,
    resourceId: (row.driverId ?? row.vehicleId)!,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    reason: row.reason,
    actorName: row.actorName,
    name: row.driverId ? (row.driverName ?? "") : `${row.vehicleModel ?? ""} · ${row.vehiclePlate ?? ""}`,
  };
}

function select() {
  return db()
    .select(columns)
    .from(fleetAbsences)
    .leftJoin(drivers, eq(drivers.id, fleetAbsences.driverId))
    .leftJoin(vehicles, eq(vehicles.id, fleetAbsences.vehicleId));
}

const ofKind = (resource: FleetResource) =>
  resource === "driver"
    ? sql`${fleetAbsences.driverId} is not null`
    : sql`${fleetAbsences.vehicleId} is not null`;

/** The absences of drivers (or of vehicles) whose last day is `since` or later, the soonest first. */
export async function upcomingAbsences(resource: FleetResource, since: string): Promise<NamedAbsence[]> {
  const rows = await select()
    .where(and(ofKind(resource), gte(fleetAbsences.endsOn, since)))
    .orderBy(asc(fleetAbsences.startsOn), asc(fleetAbsences.endsOn));
  return rows.map(named);
}

/** Every absence, of drivers and vehicles, that covers at least one day from `from` to `to`. */
export async function absencesBetween(from: string, to: string): Promise<NamedAbsence[]> {
  const rows = await select()
    .where(and(lte(fleetAbsences.startsOn, to), gte(fleetAbsences.endsOn, from)))
    .orderBy(asc(fleetAbsences.startsOn));
  return rows.map(named);
}

/**
 * Notes an absence. Refused when the driver or vehicle does not exist ("notFound") or is already
 * noted away on one of these days ("overlap": the office corrects the one noted instead).
 */
export async function addAbsence(
  resource: FleetResource,
  input: AbsenceInput,
  actor: { id: string; fullName: string },
): Promise<"notFound" | "overlap" | { id: string }> {
  return db().transaction(async (tx) => {
    // The driver's (or vehicle's) row locked until the end: two posts at once (a double click on a
    // page without JavaScript) check for an overlap one after the other, and the second sees the first.
    // "No key update": an assignment saved at the same moment, which only references the row, does not wait.
    const exists =
      resource === "driver"
        ? await tx
            .select({ id: drivers.id })
            .from(drivers)
            .where(eq(drivers.id, input.resourceId))
            .for("no key update")
        : await tx
            .select({ id: vehicles.id })
            .from(vehicles)
            .where(eq(vehicles.id, input.resourceId))
            .for("no key update");
    if (exists.length === 0) return "notFound";
    const owner =
      resource === "driver"
        ? eq(fleetAbsences.driverId, input.resourceId)
        : eq(fleetAbsences.vehicleId, input.resourceId);
    const clash = await tx
      .select({ id: fleetAbsences.id })
      .from(fleetAbsences)
      .where(and(owner, lte(fleetAbsences.startsOn, input.endsOn), gte(fleetAbsences.endsOn, input.startsOn)))
      .limit(1);
    if (clash.length > 0) return "overlap";
    const [row] = await tx
      .insert(fleetAbsences)
      .values({
        driverId: resource === "driver" ? input.resourceId : null,
        vehicleId: resource === "vehicle" ? input.resourceId : null,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        reason: input.reason,
        actorId: actor.id,
        actorName: actor.fullName,
      })
      .returning({ id: fleetAbsences.id });
    return { id: row!.id };
  });
}

/** Removes an absence of a driver (or of a vehicle); false when there is none with that id. */
export async function removeAbsence(resource: FleetResource, id: string): Promise<boolean> {
  const removed = await db()
    .delete(fleetAbsences)
    .where(and(eq(fleetAbsences.id, id), ofKind(resource)))
    .returning({ id: fleetAbsences.id });
  return removed.length > 0;
}
