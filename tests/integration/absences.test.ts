import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { drivers, fleetAbsences, reservations, vehicles } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import * as fleet from "~/routes/admin-fleet";
import * as planning from "~/routes/admin-planning";
import * as detail from "~/routes/admin-reservation";
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
    const fields = { resourceId: paul.id, startsOn: "2027-06-09", endsOn: "2027-06-11", reason: "Congés" };
    expect((await run(post("/admin/drivers", fields), fleetAction)).status).toBe(302);
    expect((await note("/admin/drivers", fields, staffCookie)).status).toBe(403);
    expect(await db().select().from(fleetAbsences)).toHaveLength(0);

    const noted = await note("/admin/drivers", fields);
    expect(noted.status).toBe(302);
    expect(noted.headers.get("location")).toBe("/admin/drivers");
    const [row] = await db().select().from(fleetAbsences);
    expect(row).toMatchObject({
      driverId: paul.id,
      vehicleId: null,
      startsOn: "2027-06-09",
      endsOn: "2027-06-11",
      reason: "Congés",
      actorName: "Test absences.admin@example.com",
    });
    expect((await fleetPage("/admin/drivers")).absences).toEqual([
      expect.objectContaining({ id: row!.id, name: "Paul Martin", startsOn: "2027-06-09", reason: "Congés" }),
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
    expect(JSON.parse(again.body).error).toBe("Cette absence a déjà été retirée.");
  });

  it("refuses a form it cannot act on, in French, and writes nothing", async () => {
    const bad = await note("/admin/drivers", {
      resourceId: paul.id,
      startsOn: "2027-06-12",
      endsOn: "2027-06-10",
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).absenceErrors).toEqual({
      endsOn: "Le dernier jour ne peut pas précéder le premier.",
    });
    const unknown = await note("/admin/drivers", {
      resourceId: "00000000-0000-4000-8000-000000000000",
      startsOn: "2027-06-12",
    });
    expect(unknown.status).toBe(404);
    // A vehicle's id on the drivers' page is no driver.
    expect((await note("/admin/drivers", { resourceId: van.id, startsOn: "2027-06-12" })).status).toBe(404);
    const markup = await note("/admin/drivers", {
      resourceId: paul.id,
      startsOn: "2027-06-12",
      reason: "x".repeat(121),
    });
    expect(JSON.parse(markup.body).absenceErrors.reason).toBe(
      "Le motif tient en 120\u00a0caractères au plus.",
    );
    expect(await db().select().from(fleetAbsences)).toHaveLength(0);

    // Two absences of one driver on a same day: the second is refused.
    expect(
      (await note("/admin/drivers", { resourceId: paul.id, startsOn: "2027-06-14", endsOn: "2027-06-16" }))
        .status,
    ).toBe(302);
    const overlap = await note("/admin/drivers", { resourceId: paul.id, startsOn: "2027-06-16" });
    expect(overlap.status).toBe(409);
    expect(await db().select().from(fleetAbsences)).toHaveLength(1);
    // The database holds to one driver or one vehicle, and to a span in order.
    await expect(
      db()
        .insert(fleetAbsences)
        .values({ startsOn: "2027-06-20", endsOn: "2027-06-19", driverId: paul.id, actorName: "x" }),
    ).rejects.toThrow();
    await expect(
      db().insert(fleetAbsences).values({
        startsOn: "2027-06-20",
        endsOn: "2027-06-20",
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
          startsOn: "2027-07-01",
          endsOn: "2027-07-03",
          reason: "Congés",
        })
      ).status,
    ).toBe(302);
    expect(
      (await note("/admin/vehicles", { resourceId: van.id, startsOn: "2027-07-05", reason: "Révision" }))
        .status,
    ).toBe(302);
    // A return trip given to Paul and the van: out on 30 June, a day he works; back on 2 July, a
    // day of his leave. The van is free both days.
    const [job] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference: "RC-ABS001",
          status: "confirmed",
          date: "2027-06-30",
          time: "10:00",
          durationMin: 40,
          tripType: "return",
          returnDate: "2027-07-02",
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
    expect(paulChoice.label).toBe("Paul Martin (absent) · +33 6 12 34 56 78");
    expect(paulChoice.absent).toBe(
      "du jeu.\u00a01er\u00a0juil.\u00a02027 au sam.\u00a03\u00a0juil.\u00a02027 (Congés)",
    );
    expect(page.fleet.vehicles[0].absent).toBeNull();
    expect(page.absences).toEqual([{ resource: "driver", name: "Paul Martin", span: paulChoice.absent }]);

    // The planning of the way back's day names Paul away, and marks the ride he is given.
    const day = JSON.parse(
      (
        await run(get("/admin/planning?date=2027-07-02", staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(day.absences.map((a: { name: string }) => a.name)).toEqual(["Paul Martin"]);
    expect(day.jobs).toHaveLength(1);
    expect(day.jobs[0].absent).toEqual(["driver"]);
    // The way out, on a day he works, is not marked.
    const out = JSON.parse(
      (
        await run(get("/admin/planning?date=2027-06-30", staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(out.jobs[0].absent).toEqual([]);
    expect(out.absences).toEqual([]);
    // The van's day at the garage is on that day's planning.
    const garage = JSON.parse(
      (
        await run(get("/admin/planning?date=2027-07-05", staffCookie), (r) =>
          planning.loader(args(r, context)),
        )
      ).body,
    );
    expect(garage.absences).toEqual([
      expect.objectContaining({ name: "Mercedes Classe V 300d · GH-456-JK", reason: "Révision" }),
    ]);
  });
});
