/**
 * A request that needs two vans (decision 037): a driver and a vehicle for each, saved together,
 * told to the client, on the planner, on each driver's sheet and proof, in the export and in the
 * overlap checks; refused when one driver or one vehicle is chosen twice.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import {
  drivers,
  emailOutbox,
  reservationCrews,
  reservationEvents,
  reservations,
  vehicles,
} from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import * as exportRoute from "~/routes/admin-export";
import * as planning from "~/routes/admin-planning";
import * as proofPage from "~/routes/admin-proof";
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

describe.each(testDatabases())("a request in two vans on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let cookie: string;
  const env = testEnv({ SITE_URL: "http://localhost:3000" });
  const context = contextFor(env);
  const run = (request: Request, call: (r: Request) => unknown) => throughStaffLayout(request, context, call);

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    cookie = (await accountWithSession("crews.staff@example.com", "staff")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("gives each van its driver and vehicle, and every view names both", async () => {
    const [luca, sophie, karim] = await db()
      .insert(drivers)
      .values([
        { fullName: "Luca Bianchi", phone: "+33 6 98 76 54 32", languages: ["fr", "it"] },
        { fullName: "Sophie Laurent", phone: "+33 7 00 11 22 33", languages: ["en"] },
        { fullName: "Karim Haddad", phone: "+33 6 55 44 33 22", languages: ["fr", "ar"] },
      ])
      .returning();
    const [first, second] = await db()
      .insert(vehicles)
      .values([
        { model: "Mercedes Classe V 300d", plate: "GH-456-JK", seats: 7 },
        { model: "Mercedes Classe V 250", plate: "LM-789-NP", seats: 7 },
      ])
      .returning();
    const [group, other] = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-CRW001",
          language: "en",
          passengers: 12,
          luggage: 12,
          vehicles: 2,
          date: "2027-05-23",
          time: "10:00",
          durationMin: 45,
        }),
        // Sophie already drives this one at the same hour.
        reservationValues({
          reference: "RC-CRW002",
          status: "confirmed",
          date: "2027-05-23",
          time: "10:15",
          durationMin: 30,
          driverId: sophie!.id,
        }),
      ])
      .returning();
    const id = group!.id;
    const call = (x: Request) => detail.action(args(x, context, { id }));
    const page = async () =>
      JSON.parse(
        (await run(get(`/admin/reservations/${id}`, cookie), (x) => detail.loader(args(x, context, { id }))))
          .body,
      );

    // The page asks for two crews.
    expect((await page()).assignment.crews).toEqual([{ driverId: null, vehicleId: null }]);

    // One driver for both vans is refused, nothing written.
    const twice = await run(
      post(
        `/admin/reservations/${id}`,
        { intent: "assign", driverId: luca!.id, "driverId-2": luca!.id, vehicleId: "", "vehicleId-2": "" },
        cookie,
      ),
      call,
    );
    expect(twice.status).toBe(400);
    expect(twice.body).toContain("même chauffeur");
    expect(await db().select().from(reservationCrews)).toEqual([]);

    // Confirming names both crews at once: the client's e-mail lists both drivers and vehicles.
    const confirmed = await run(
      post(
        `/admin/reservations/${id}`,
        {
          from: "new",
          to: "confirmed",
          finalPrice: "360",
          previousDriverId: "",
          previousVehicleId: "",
          "previousDriverId-2": "",
          "previousVehicleId-2": "",
          previousMeetingPoint: "",
          driverId: luca!.id,
          vehicleId: first!.id,
          "driverId-2": sophie!.id,
          "vehicleId-2": second!.id,
          meetingPoint: "",
        },
        cookie,
      ),
      call,
    );
    expect(confirmed.status).toBe(302);
    expect(await db().select().from(reservationCrews)).toEqual([
      { reservationId: id, van: 2, driverId: sophie!.id, vehicleId: second!.id },
    ]);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
    for (const text of [
      "Chauffeur, vehicle 1: Luca · +33 6 98 76 54 32",
      "Vehicle 1: Mercedes Classe V 300d · GH-456-JK",
      "Chauffeur, vehicle 2: Sophie · +33 7 00 11 22 33",
      "Vehicle 2: Mercedes Classe V 250 · LM-789-NP",
    ])
      expect(mail!.textBody).toContain(text);

    // Sophie, on van 2, overlaps her other job: both requests show it.
    const body = await page();
    expect(body.conflicts).toEqual([{ resource: "driver", reference: "RC-CRW002", otherId: other!.id }]);
    const planned = JSON.parse(
      (await run(get("/admin/planning?date=2027-05-23", cookie), (x) => planning.loader(args(x, context))))
        .body,
    ).jobs as Array<{
      reference: string;
      crews: Array<{ driver: { fullName: string } | null; vehicle: { plate: string } | null }>;
      conflicts: Array<{ reference: string }>;
    }>;
    const job = planned.find((j) => j.reference === "RC-CRW001")!;
    expect(job.crews.map((c) => [c.driver?.fullName, c.vehicle?.plate])).toEqual([
      ["Luca Bianchi", "GH-456-JK"],
      ["Sophie Laurent", "LM-789-NP"],
    ]);
    expect(planned.find((j) => j.reference === "RC-CRW002")!.conflicts.map((c) => c.reference)).toEqual([
      "RC-CRW001",
    ]);

    // Sophie's sheet has the job, with her own van; the whole day's sheet names both.
    const sheetOf = async (query: string) =>
      JSON.parse(
        (
          await run(get(`/admin/planning/sheet?date=2027-05-23${query}`, cookie), (x) =>
            sheet.loader(args(x, context)),
          )
        ).body,
      ).jobs as Array<{ reference: string; driver: string | null; vehicle: string | null }>;
    const hers = (await sheetOf(`&driver=${sophie!.id}`)).find((j) => j.reference === "RC-CRW001")!;
    expect(hers.vehicle).toBe("Véhicule 2 sur 2\u00a0: Mercedes Classe V 250, LM-789-NP");
    const all = (await sheetOf("")).find((j) => j.reference === "RC-CRW001")!;
    expect(all.driver).toBe(
      "Véhicule 1\u00a0: Luca Bianchi, +33 6 98 76 54 32 · Véhicule 2\u00a0: Sophie Laurent, +33 7 00 11 22 33",
    );
    expect((await sheetOf(`&driver=${karim!.id}`)).map((j) => j.reference)).toEqual([]);

    // Each driver carries a proof with their own vehicle; there is no third van.
    const proof = async (query: string) =>
      run(get(`/admin/reservations/${id}/proof${query}`, cookie), (x) =>
        proofPage.loader(args(x, context, { id })),
      );
    const secondProof = JSON.parse((await proof("?van=2")).body);
    expect(secondProof.job.driver.fullName).toBe("Sophie Laurent");
    expect(secondProof.job.vehicle.plate).toBe("LM-789-NP");
    expect((await proof("?van=3")).status).toBe(404);
    expect((await proof("?van=x")).status).toBe(404);

    // The export has both in each column.
    const csv = (
      await run(get("/admin/export.csv?q=RC-CRW001", cookie), (x) => exportRoute.loader(args(x, context)))
    ).body;
    expect(csv).toContain("Véhicule 1\u00a0: Luca Bianchi · Véhicule 2\u00a0: Sophie Laurent");

    // Karim replaces Sophie on van 2: the history names the change, the client is told.
    const drawn = {
      intent: "assign",
      previousDriverId: luca!.id,
      previousVehicleId: first!.id,
      "previousDriverId-2": sophie!.id,
      "previousVehicleId-2": second!.id,
      previousMeetingPoint: "",
      driverId: luca!.id,
      vehicleId: first!.id,
      meetingPoint: "",
    };
    const assign = (van2: { driver: string; vehicle: string }) =>
      run(
        post(
          `/admin/reservations/${id}`,
          { ...drawn, "driverId-2": van2.driver, "vehicleId-2": van2.vehicle },
          cookie,
        ),
        call,
      );
    expect((await assign({ driver: karim!.id, vehicle: second!.id })).status).toBe(302);
    const [event] = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.kind, "assignment"));
    expect(event!.changes).toEqual([{ field: "driver2", from: "Sophie Laurent", to: "Karim Haddad" }]);
    const told = (await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id))).find(
      (m) => m.subject === "Your chauffeur for RC-CRW001",
    );
    expect(told!.textBody).toContain("Chauffeur, vehicle 2: Karim · +33 6 55 44 33 22");
    expect((await page()).conflicts).toEqual([]);

    // The same page, drawn before that change, cannot undo it.
    const stale = await assign({ driver: "", vehicle: "" });
    expect(stale.status).toBe(409);
    expect((await db().select().from(reservationCrews))[0]!.driverId).toBe(karim!.id);

    // The party shrinks to three with their bags: one van, repriced; its second crew goes.
    const edited = await run(
      post(
        `/admin/reservations/${id}`,
        {
          intent: "edit-trip",
          departure: "Aéroport Nice Côte d'Azur",
          arrival: "Monaco",
          date: "2027-05-23",
          time: "10:00",
          passengers: "3",
          luggage: "3",
          flightNumber: "",
          nameBoard: "",
        },
        cookie,
      ),
      call,
    );
    expect(edited.status).toBe(302);
    expect((await db().select().from(reservations).where(eq(reservations.id, id)))[0]!.vehicles).toBe(1);
    expect(await db().select().from(reservationCrews)).toEqual([]);
    expect((await page()).assignment.crews).toEqual([]);
  });
});
