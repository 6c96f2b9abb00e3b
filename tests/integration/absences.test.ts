import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { drivers, fleetAbsences, reservations, vehicles } from "~/db/schema";
import { formatTripDay, parisIsoDate } from "~/domain/admin/format";
import { addDays } from "~/domain/dates";
import { setLogLevel } from "~/lib/logger.server";
import * as fleet from "~/routes/admin-fleet";
import * as planning from "~/routes/admin-planning";
import * as detail from "~/routes/admin-reservation";
import * as sheet from "~/routes/admin-sheet";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  post,
  reservationValues,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");
// Dates from today (the server checks them against the real clock): day(0) is today in Paris.
const TODAY = parisIsoDate(new Date());
const day = (n: number) => addDays(TODAY, n);

/** Days off and vehicles out of service (decision 044): noted by an admin, shown where the office assigns. */
describe.each(testDatabases())("absences of drivers and vehicles on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  let adminCookie: string;
  let context: ReturnType<typeof contextFor>;
  let paul: { id: string };
  let van: { id: string };

  beforeAll(async () => {
    context = contextFor(testEnv({ SITE_URL: "http://localhost:3000" }));
    database = await target.open();
    setDatabase(database);
    staffCookie = (await accountWithSession("absences.staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("absences.admin@example.com", "admin")).cookie;
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Paul Martin", phone: "+33 6 12 34 56 78", languages: ["fr"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe V 300d", plate: "GH-456-JK", seats: 7 })
      .returning();
    paul = driver!;
    van = vehicle!;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  const run = (request: Request, call: (r: Request) => unknown) => throughStaffLayout(request, context, call);
  const fleetAction = (r: Request) => fleet.action(args(r, context));
  const fleetPage = async (path: string) =>
    JSON.parse((await run(get(path, adminCookie), (r) => fleet.loader(args(r, context)))).body);
  const note = (path: string, fields: Record<string, string>, cookie = adminCookie) =>
    run(post(path, { intent: "absence-add", ...fields }, cookie), fleetAction);

  it("is noted and removed by an admin only, and listed until it is over", async () => {
    const fields = { resourceId: paul.id, startsOn: day(200), endsOn: day(202), reason: "Congés" };
    const signedOut = await run(post("/admin/drivers", { intent: "absence-add", ...fields }), fleetAction);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\?/);
    expect((await note("/admin/drivers", fields, staffCookie)).status).toBe(403);
    expect(await db().select().from(fleetAbsences)).toHaveLength(0);

    const noted = await note("/admin/drivers", fields);
    expect(noted.status).toBe(302);
    expect(noted.headers.get("location")).toBe("/admin/drivers");
    const [row] = await db().select().from(fleetAbsences);
    expect(row).toMatchObject({
      driverId: paul.id,
      vehicleId: null,
      startsOn: day(200),
      endsOn: day(202),
      reason: "Congés",
      actorName: "Test absences.admin@example.com",
    });
    expect((await fleetPage("/admin/drivers")).absences).toEqual([
      expect.objectContaining({ id: row!.id, name: "Paul Martin", startsOn: day(200), reason: "Congés" }),
    ]);
    // The drivers' list does not show the vehicles' absences, nor the other way round.
    expect((await fleetPage("/admin/vehicles")).absences).toEqual([]);

    // Removed from the vehicles' page: not theirs, nothing removed.
    const wrongPage = await run(
      post("/admin/vehicles", { intent: "absence-remove", absenceId: row!.id }, adminCookie),
      fleetAction,
    );
    expect(wrongPage.status).toBe(404);
    const removed = await run(
      post("/admin/drivers", { intent: "absence-remove", absenceId: row!.id }, adminCookie),
      fleetAction,
    );
    expect(removed.status).toBe(302);
    expect(await db().select().from(fleetAbsences)).toHaveLength(0);
    const again = await run(
      post("/admin/drivers", { intent: "absence-remove", absenceId: row!.id }, adminCookie),
      fleetAction,
    );
    expect(again.status).toBe(404);
    expect(JSON.parse(again.body).error).toBe("Cette période a déjà été retirée.");

    // Noted after the fact: one that ended three days ago is taken and listed, one that ended eight
    // days ago is refused.
    expect(
      (await note("/admin/drivers", { resourceId: paul.id, startsOn: day(-5), endsOn: day(-3) })).status,
    ).toBe(302);
    expect((await fleetPage("/admin/drivers")).absences).toEqual([
      expect.objectContaining({ startsOn: day(-5), endsOn: day(-3) }),
    ]);
    const late = await note("/admin/drivers", { resourceId: paul.id, startsOn: day(-9), endsOn: day(-8) });
    expect(late.status).toBe(400);
    expect(JSON.parse(late.body).absenceErrors.endsOn).toBe(
      "Cette période est terminée depuis plus d’une semaine\u00a0: inutile de la noter.",
    );
    await db().delete(fleetAbsences);
  });

  it("refuses a form it cannot act on, in French, and writes nothing", async () => {
    const bad = await note("/admin/drivers", {
      resourceId: paul.id,
      startsOn: day(203),
      endsOn: day(201),
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).absenceErrors).toEqual({
      endsOn: "Le dernier jour ne peut pas précéder le premier.",
    });
    const unknown = await note("/admin/drivers", {
      resourceId: "00000000-0000-4000-8000-000000000000",
      startsOn: day(203),
    });
    expect(unknown.status).toBe(404);
    // A vehicle's id on the drivers' page is no driver.
    expect((await note("/admin/drivers", { resourceId: van.id, startsOn: day(203) })).status).toBe(404);
    const markup = await note("/admin/drivers", {
      resourceId: paul.id,
      startsOn: day(203),
      reason: "x".repeat(121),
    });
    expect(JSON.parse(markup.body).absenceErrors.reason).toBe(
      "Le motif ne doit pas dépasser 120\u00a0caractères.",
    );
    expect(await db().select().from(fleetAbsences)).toHaveLength(0);

    // Two absences of one driver on a same day: the second is refused.
    expect(
      (await note("/admin/drivers", { resourceId: paul.id, startsOn: day(205), endsOn: day(207) })).status,
    ).toBe(302);
    const overlap = await note("/admin/drivers", { resourceId: paul.id, startsOn: day(207) });
    expect(overlap.status).toBe(409);
    expect(await db().select().from(fleetAbsences)).toHaveLength(1);
    // The database holds to one driver or one vehicle, and to a span in order.
    await expect(
      db()
        .insert(fleetAbsences)
        .values({ startsOn: day(211), endsOn: day(210), driverId: paul.id, actorName: "x" }),
    ).rejects.toThrow();
    await expect(
      db()
        .insert(fleetAbsences)
        .values({
          startsOn: day(211),
          endsOn: day(211),
          driverId: paul.id,
          vehicleId: van.id,
          actorName: "x",
        }),
    ).rejects.toThrow();
    await db().delete(fleetAbsences);
  });

  it("is named where the office assigns and plans: the selects, the request's page, the planning", async () => {
    expect(
      (
        await note("/admin/drivers", {
          resourceId: paul.id,
          startsOn: day(222),
          endsOn: day(224),
          reason: "Congés",
        })
      ).status,
    ).toBe(302);
    expect(
      (await note("/admin/vehicles", { resourceId: van.id, startsOn: day(226), reason: "Révision" })).status,
    ).toBe(302);
    // A return trip given to Paul and the van: out on 30 June, a day he works; back on 2 July, a
    // day of his leave. The van is free both days.
    const [job] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference: "RC-ABS001",
          status: "confirmed",
          date: day(221),
          time: "10:00",
          durationMin: 40,
          tripType: "return",
          returnDate: day(223),
          returnTime: "18:00",
          driverId: paul.id,
          vehicleId: van.id,
        }),
      )
      .returning();
    const page = JSON.parse(
      (
        await run(get(`/admin/reservations/${job!.id}`, staffCookie), (r) =>
          detail.loader(args(r, context, { id: job!.id })),
        )
      ).body,
    );
    const paulChoice = page.fleet.drivers.find((d: { id: string }) => d.id === paul.id);
    expect(paulChoice.label).toBe("Paul Martin (indisponible) · +33 6 12 34 56 78");
    expect(paulChoice.absent).toBe(`du ${formatTripDay(day(222))} au ${formatTripDay(day(224))} (Congés)`);
    expect(page.fleet.vehicles[0].absent).toBeNull();
    expect(page.absences).toEqual([
      { resource: "driver", id: paul.id, name: "Paul Martin", span: paulChoice.absent },
    ]);

    // The planning of the way back's day names Paul away, and marks the ride he is given.
    const back = JSON.parse(
      (
        await run(get(`/admin/planning?date=${day(223)}`, staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(back.absences.map((a: { name: string }) => a.name)).toEqual(["Paul Martin"]);
    expect(back.jobs).toHaveLength(1);
    expect(back.jobs[0].absent).toEqual([{ resource: "driver", id: paul.id, name: "Paul Martin" }]);
    // The way out, on a day he works, is not marked.
    const out = JSON.parse(
      (
        await run(get(`/admin/planning?date=${day(221)}`, staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(out.jobs[0].absent).toEqual([]);
    expect(out.absences).toEqual([]);
    // Paul's sheet of the way back's day says it; the way out's does not.
    const sheetOf = async (date: string) =>
      JSON.parse(
        (
          await run(get(`/admin/planning/sheet?date=${date}&driver=${paul.id}`, staffCookie), (r) =>
            sheet.loader(args(r, context)),
          )
        ).body,
      );
    expect((await sheetOf(day(223))).away).toBe(paulChoice.absent);
    expect((await sheetOf(day(221))).away).toBeNull();
    // The van's day at the garage is on that day's planning.
    const garage = JSON.parse(
      (
        await run(get(`/admin/planning?date=${day(226)}`, staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(garage.absences).toEqual([
      expect.objectContaining({ name: "Mercedes Classe V 300d · GH-456-JK", reason: "Révision" }),
    ]);

    // A late ride on the eve of his leave, due to end at 01:00 on its first day: Paul would be
    // driving on it. The planning of the eve marks it, though his leave is not listed on that day.
    const [late] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference: "RC-ABS002",
          status: "confirmed",
          date: day(221),
          time: "23:30",
          durationMin: 90,
          driverId: paul.id,
        }),
      )
      .returning();
    const eve = JSON.parse(
      (
        await run(get(`/admin/planning?date=${day(221)}`, staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(eve.absences).toEqual([]);
    expect(
      eve.jobs.map((j: { reference: string; absent: unknown[] }) => [j.reference, j.absent.length]),
    ).toEqual([
      ["RC-ABS001", 0],
      ["RC-ABS002", 1],
    ]);
    const lateChoices = JSON.parse(
      (
        await run(get(`/admin/reservations/${late!.id}`, staffCookie), (r) =>
          detail.loader(args(r, context, { id: late!.id })),
        )
      ).body,
    );
    expect(lateChoices.fleet.drivers.find((d: { id: string }) => d.id === paul.id).absent).toBe(
      paulChoice.absent,
    );
  });
});
