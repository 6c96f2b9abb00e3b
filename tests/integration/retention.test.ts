import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, setDatabase } from "~/db/client.server";
import { contactMessages, drivers, fleetAbsences, invoices, reservations } from "~/db/schema";
import { purgeExpiredRecords, runRetentionIfDue } from "~/lib/retention.server";
import { testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

const base = {
  language: "fr" as const,
  departure: "Nice",
  arrival: "Monaco",
  time: "10:00",
  passengers: 2,
  luggage: 1,
  firstName: "A",
  lastName: "B",
  email: "a@example.com",
  phone: "+33 6 12 34 56 78",
};

describe.each(testDatabases())("retention on %s", (_name, make) => {
  const target = make();
  let database: Database;
  beforeAll(async () => {
    testEnv();
    database = await target.open();
    setDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await target.dispose();
  });

  it("deletes what the privacy policy says is no longer kept, and nothing else", async () => {
    const old = new Date("2022-01-10T10:00:00Z");
    const rows = await database.db
      .insert(reservations)
      .values([
        { ...base, reference: "RC-OLD001", date: "2022-02-01", createdAt: old },
        { ...base, reference: "RC-OLD002", date: "2022-02-01", createdAt: old, status: "completed" },
        { ...base, reference: "RC-NEW001", date: "2025-02-01", createdAt: old },
        {
          ...base,
          reference: "RC-TALK01",
          date: "2022-02-01",
          createdAt: old,
          statusChangedAt: new Date("2024-06-01T00:00:00Z"),
        },
        {
          ...base,
          reference: "RC-ANC001",
          date: "2015-01-01",
          createdAt: new Date("2014-12-01T00:00:00Z"),
          status: "completed",
        },
      ])
      .returning({ id: reservations.id, reference: reservations.reference });
    // Invoices: kept 11 years after they were issued, even once their request is gone (decision 045).
    const ancient = rows.find((r) => r.reference === "RC-ANC001")!.id;
    const invoice = (number: string, sequence: number, createdAt: string) => ({
      reservationId: ancient,
      kind: "invoice" as const,
      number,
      year: Number(number.slice(0, 4)),
      sequence,
      totalCents: 15_000,
      document: {} as never,
      actorName: "A",
      createdAt: new Date(createdAt),
    });
    await database.db.insert(invoices).values([
      {
        ...invoice("2015-0001", 1, "2015-01-05T10:00:00Z"),
        // Cancelled by a credit note (only one invoice of a request is in force).
        cancelledById: "00000000-0000-4000-8000-000000000001",
      },
      invoice("2016-0001", 1, "2016-01-05T10:00:00Z"),
    ]);
    await database.db.insert(contactMessages).values([
      { name: "Old", email: "o@example.com", message: "old", createdAt: old },
      { name: "New", email: "n@example.com", message: "new", createdAt: new Date("2025-06-01T00:00:00Z") },
    ]);
    // A driver's days off: kept a year after the last day (decision 044).
    const [driver] = await database.db
      .insert(drivers)
      .values({ fullName: "Paul Martin", phone: "+33 6 12 34 56 78", languages: ["fr"] })
      .returning();
    await database.db.insert(fleetAbsences).values([
      { driverId: driver!.id, startsOn: "2025-11-10", endsOn: "2025-11-20", reason: "old", actorName: "A" },
      { driverId: driver!.id, startsOn: "2025-11-15", endsOn: "2025-11-22", reason: "kept", actorName: "A" },
    ]);
    const removed = await purgeExpiredRecords(new Date("2026-11-22T00:00:00Z"));
    expect(removed).toEqual({ reservations: 2, messages: 1, absences: 1, invoices: 1 });
    expect(
      await database.db
        .select({ number: invoices.number, reservationId: invoices.reservationId })
        .from(invoices),
    ).toEqual([{ number: "2016-0001", reservationId: null }]);
    await database.db.delete(invoices);
    expect(
      (await database.db.select({ reason: fleetAbsences.reason }).from(fleetAbsences)).map((a) => a.reason),
    ).toEqual(["kept"]);
    // The day after in Paris (still the 22nd in UTC), the one that ended on 22 November 2025 goes too.
    expect((await purgeExpiredRecords(new Date("2026-11-22T23:30:00Z"))).absences).toBe(1);
    await database.db.delete(fleetAbsences);
    const left = (await database.db.select({ r: reservations.reference }).from(reservations))
      .map((x) => x.r)
      .sort();
    expect(left).toEqual(["RC-NEW001", "RC-OLD002", "RC-TALK01"]);
  });

  it("runs once a day for all processes together, never twice at once", async () => {
    const day = new Date("2026-11-23T03:00:00Z");
    // Several instances looking at the same moment: exactly one runs the purge.
    const results = await Promise.all([1, 2, 3].map(() => runRetentionIfDue(day)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(results.find((r) => r !== null)).toEqual({
      reservations: 0,
      messages: 0,
      absences: 0,
      invoices: 0,
      emails: 0,
    });
    expect(await runRetentionIfDue(new Date("2026-11-23T23:00:00Z"))).toBeNull();
    await database.db.insert(contactMessages).values({
      name: "Old",
      email: "o@example.com",
      message: "old",
      createdAt: new Date("2023-01-01T00:00:00Z"),
    });
    expect(await runRetentionIfDue(new Date("2026-11-24T03:00:00Z"))).toEqual({
      reservations: 0,
      messages: 1,
      absences: 0,
      invoices: 0,
      emails: 0,
    });
  });
});
