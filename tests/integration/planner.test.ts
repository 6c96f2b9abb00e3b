import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { driverSheetSends, drivers, reservationEvents, reservations } from "~/db/schema";
import { parisIsoDate } from "~/domain/admin/format";
import { parisWallClock } from "~/domain/admin/planner";
import { addDays } from "~/domain/dates";
import { setLogLevel } from "~/lib/logger.server";
import * as planning from "~/routes/admin-planning";
import * as pulse from "~/routes/admin-planning-pulse";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  reservationValues,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");

describe.each(testDatabases())("planner on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  let adminCookie: string;
  const context = contextFor(testEnv());
  const today = parisIsoDate(new Date());
  const tomorrow = addDays(today, 1);
  const loadPlanning = (request: Request) => planning.loader(args(request, context));
  const loadPulse = (request: Request) => pulse.loader(args(request, context));

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await db()
      .insert(reservations)
      .values([
        reservationValues({ reference: "RC-PLN001", createdAt: hoursAgo(0.5) }),
        reservationValues({ reference: "RC-PLN002", createdAt: hoursAgo(3) }),
        ...["18:00", "07:15", "12:30"].map((time, i) =>
          reservationValues({
            reference: `RC-PLT00${i}`,
            status: "confirmed",
            finalPriceCents: 13_000,
            date: today,
            time,
          }),
        ),
        reservationValues({ reference: "RC-PLM001", status: "confirmed", date: tomorrow, time: "09:00" }),
        reservationValues({
          reference: "RC-PLM002",
          status: "confirmed",
          date: addDays(today, 6),
          time: "08:00",
        }),
        reservationValues({
          reference: "RC-PLX001",
          status: "confirmed",
          date: addDays(today, 7),
          time: "08:00",
        }),
        reservationValues({ reference: "RC-PLC001", status: "cancelled", date: today, time: "10:00" }),
      ]);
    staffCookie = (await accountWithSession("planner.staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("planner.admin@example.com", "admin")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("sends anonymous visitors to the sign-in page, from the page and from its pulse", async () => {
    for (const [path, run] of [
      ["/admin/planning", loadPlanning],
      ["/admin/planning/pulse", loadPulse],
    ] as const) {
      const result = await throughStaffLayout(get(path), context, run);
      expect(result.status, path).toBe(302);
      expect(result.location, path).toBe(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  it("shows staff and admins the waiting requests oldest first, their age, and today's jobs in pickup order", async () => {
    for (const cookie of [staffCookie, adminCookie]) {
      const result = await throughStaffLayout(get("/admin/planning", cookie), context, loadPlanning);
      expect(result.status).toBe(200);
      const body = JSON.parse(result.body);
      expect(body.range).toBe("today");
      expect(body.awaiting.map((r: { reference: string }) => r.reference)).toEqual([
        "RC-PLN002",
        "RC-PLN001",
      ]);
      expect(body.awaitingTotal).toBe(2);
      expect(body.jobs.map((r: { time: string }) => r.time)).toEqual(["07:15", "12:30", "18:00"]);
    }
  });

  it("covers tomorrow alone, or seven days from today", async () => {
    const tomorrowView = JSON.parse(
      (await throughStaffLayout(get("/admin/planning?range=tomorrow", staffCookie), context, loadPlanning))
        .body,
    );
    expect(tomorrowView.jobs.map((r: { reference: string }) => r.reference)).toEqual(["RC-PLM001"]);
    const week = JSON.parse(
      (await throughStaffLayout(get("/admin/planning?range=week", staffCookie), context, loadPlanning)).body,
    );
    expect(week.jobs.map((r: { reference: string }) => r.reference)).toEqual([
      "RC-PLT001",
      "RC-PLT002",
      "RC-PLT000",
      "RC-PLM001",
      "RC-PLM002",
    ]);
  });

  it("opens any day from ?date=, and falls back to the range on a date that does not exist", async () => {
    const load = async (path: string) =>
      JSON.parse((await throughStaffLayout(get(path, staffCookie), context, loadPlanning)).body);
    const sixth = addDays(today, 6);
    const day = await load(`/admin/planning?date=${sixth}`);
    expect(day.date).toBe(sixth);
    expect(day.days).toEqual({ from: sixth, to: sixth });
    expect(day.jobs.map((r: { reference: string }) => r.reference)).toEqual(["RC-PLM002"]);
    // The date wins over a range; the waiting requests are there whatever the day.
    const withRange = await load(`/admin/planning?range=week&date=${addDays(today, 7)}`);
    expect(withRange.jobs.map((r: { reference: string }) => r.reference)).toEqual(["RC-PLX001"]);
    expect(withRange.awaiting.length).toBeGreaterThan(0);
    for (const wrong of ["2027-02-30", "tomorrow", ""]) {
      const fallback = await load(`/admin/planning?range=tomorrow&date=${wrong}`);
      expect(fallback.date).toBeNull();
      expect(fallback.days).toEqual({ from: tomorrow, to: tomorrow });
    }
  });

  it("gives the pulse a new fingerprint when a request arrives, and keeps it otherwise", async () => {
    const read = async () => {
      const result = await throughStaffLayout(get("/admin/planning/pulse", staffCookie), context, loadPulse);
      expect(result.status).toBe(200);
      expect(result.headers.get("Cache-Control")).toBe("no-store");
      return JSON.parse(result.body) as { awaiting: number; signature: string };
    };
    const before = await read();
    expect(before.awaiting).toBe(2);
    expect((await read()).signature).toBe(before.signature);
    await db()
      .insert(reservations)
      .values(reservationValues({ reference: "RC-PLN003" }));
    const after = await read();
    expect(after.awaiting).toBe(3);
    expect(after.signature).not.toBe(before.signature);
    const admin = await throughStaffLayout(get("/admin/planning/pulse", adminCookie), context, loadPulse);
    expect(admin.status).toBe(200);
    // A request edited (its history row) and a driver's sheet sent change it too.
    const [row] = await db().select({ id: reservations.id }).from(reservations).limit(1);
    await db().insert(reservationEvents).values({
      reservationId: row!.id,
      fromStatus: "new",
      toStatus: "new",
      kind: "edit",
      actorName: "Test",
    });
    const edited = await read();
    expect(edited.signature).not.toBe(after.signature);
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Luca Bianchi", phone: "0611223344" })
      .returning();
    await db().insert(driverSheetSends).values({
      driverId: driver!.id,
      day: "2027-05-20",
      channel: "sms",
      jobs: [],
      text: "",
      actorName: "Test",
    });
    expect((await read()).signature).not.toBe(edited.signature);
  });

  it("puts a change the client asked for on top, for a quote or a trip weeks away, waiting since the client asked", async () => {
    const read = async () =>
      JSON.parse(
        (await throughStaffLayout(get("/admin/planning", staffCookie), context, loadPlanning)).body,
      ) as { awaiting: { reference: string; waitingSince: string }[]; awaitingTotal: number };
    const pulseOf = async () =>
      JSON.parse(
        (await throughStaffLayout(get("/admin/planning/pulse", staffCookie), context, loadPulse)).body,
      ).signature as string;
    const asked = new Date(Date.now() - 90 * 60_000);
    await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-PLQ001",
          status: "quoted",
          finalPriceCents: 90_000,
          quoteExpiresAt: new Date(Date.now() + 86_400_000),
          createdAt: new Date(Date.now() - 5 * 86_400_000),
        }),
        reservationValues({
          reference: "RC-PLF001",
          status: "confirmed",
          finalPriceCents: 40_000,
          date: addDays(today, 40),
          time: "11:00",
          createdAt: new Date(Date.now() - 9 * 86_400_000),
        }),
      ]);
    const quietly = await read();
    expect(quietly.awaiting.map((r) => r.reference)).not.toContain("RC-PLQ001");
    const before = await pulseOf();
    for (const reference of ["RC-PLQ001", "RC-PLF001"])
      await db()
        .update(reservations)
        .set({ changeRequest: "Pourriez-vous venir 15 minutes plus tôt ?", changeRequestedAt: asked })
        .where(eq(reservations.reference, reference));
    expect(await pulseOf()).not.toBe(before);
    const view = await read();
    const refs = view.awaiting.map((r) => r.reference);
    expect(refs).toEqual(expect.arrayContaining(["RC-PLQ001", "RC-PLF001"]));
    expect(view.awaitingTotal).toBe(quietly.awaitingTotal + 2);
    // Waiting since the client asked (90 minutes), not since the request arrived days ago.
    const quote = view.awaiting.find((r) => r.reference === "RC-PLQ001")!;
    expect(new Date(quote.waitingSince).getTime()).toBe(asked.getTime());
    // Ordered by how long each has waited: the 3-hour-old new request before the 90-minute change.
    expect(refs.indexOf("RC-PLN002")).toBeLessThan(refs.indexOf("RC-PLQ001"));
  });

  it("lists a return's way back on its own day, and finds its driver's overlaps there", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Marco Rossi", phone: "+33 6 11 22 33 44", languages: ["fr", "it"] })
      .returning();
    await db()
      .insert(reservations)
      .values([
        // Out three days ago, back tomorrow at 11:00 with the same driver as another job at 11:15.
        reservationValues({
          reference: "RC-PLR001",
          status: "confirmed",
          tripType: "return",
          departure: "Cannes",
          arrival: "Aéroport Nice Côte d'Azur",
          date: addDays(today, -3),
          time: "09:00",
          returnDate: tomorrow,
          returnTime: "11:00",
          driverId: driver!.id,
        }),
        reservationValues({
          reference: "RC-PLR002",
          status: "confirmed",
          date: tomorrow,
          time: "11:15",
          driverId: driver!.id,
        }),
      ]);
    const view = JSON.parse(
      (await throughStaffLayout(get("/admin/planning?range=tomorrow", staffCookie), context, loadPlanning))
        .body,
    );
    expect(view.jobs.map((j: { reference: string }) => j.reference)).toEqual([
      "RC-PLM001",
      "RC-PLR001",
      "RC-PLR002",
    ]);
    const back = view.jobs[1];
    expect(back).toMatchObject({
      date: tomorrow,
      time: "11:00",
      departure: "Aéroport Nice Côte d'Azur",
      arrival: "Cannes",
      outbound: { date: addDays(today, -3), time: "09:00" },
    });
    // The driver cannot be at both: each job names the other.
    expect(back.conflicts.length).toBeGreaterThan(0);
    expect(view.jobs[2].conflicts.length).toBeGreaterThan(0);
    // Its outbound day, three days ago, is not in today's view, nor is the return twice.
    const todayView = JSON.parse(
      (await throughStaffLayout(get("/admin/planning", staffCookie), context, loadPlanning)).body,
    );
    expect(todayView.jobs.map((j: { reference: string }) => j.reference)).not.toContain("RC-PLR001");
  });
  it("puts the requests leaving within 24 hours first, in pickup order, then the others longest waiting first", async () => {
    /** The Paris date and quarter-hour time about `minutes` from now. */
    const slotIn = (minutes: number) => {
      const quarter = 15 * 60_000;
      const [date, time] = parisWallClock(
        new Date(Math.floor((Date.now() + minutes * 60_000) / quarter) * quarter),
      ).split(" ");
      return { date: date!, time: time! };
    };
    const inserted = await db()
      .insert(reservations)
      .values([
        // Received just now, leaving in about 40 minutes.
        reservationValues({ reference: "RC-PLS001", createdAt: new Date(), ...slotIn(50) }),
        // Received an hour ago, leaving in about 20 hours.
        reservationValues({
          reference: "RC-PLS002",
          createdAt: new Date(Date.now() - 3_600_000),
          ...slotIn(20 * 60),
        }),
        // Leaving in two days: it waits among the others, by age.
        reservationValues({
          reference: "RC-PLS003",
          createdAt: new Date(Date.now() - 3_600_000),
          ...slotIn(48 * 60),
        }),
      ])
      .returning({ id: reservations.id });
    try {
      const body = JSON.parse(
        (await throughStaffLayout(get("/admin/planning", staffCookie), context, loadPlanning)).body,
      );
      const order = body.awaiting
        .map((r: { reference: string }) => r.reference)
        .filter((ref: string) => /^RC-PL(S00\d|N00[12])$/.test(ref));
      expect(order).toEqual(["RC-PLS001", "RC-PLS002", "RC-PLN002", "RC-PLS003", "RC-PLN001"]);
    } finally {
      for (const { id } of inserted) await db().delete(reservations).where(eq(reservations.id, id));
    }
  });
});
