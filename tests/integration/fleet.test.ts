import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyTitle } from "~/components/admin/change-request";
import { type Database, db, setDatabase } from "~/db/client.server";
import { drivers, emailOutbox, reservationEvents, reservations, vehicles } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import { deliverDue, transportFromEnv } from "~/lib/mail.server";
import * as exportRoute from "~/routes/admin-export";
import * as fleet from "~/routes/admin-fleet";
import * as planning from "~/routes/admin-planning";
import * as detail from "~/routes/admin-reservation";
import { testDatabases } from "../helpers/databases";
import { startSmtp } from "../helpers/smtp";
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
const FUTURE = new Date(Date.now() + 3 * 365 * 86_400_000);

describe.each(testDatabases())("drivers, vehicles and assignment on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let staffCookie: string;
  let adminCookie: string;
  let env: ReturnType<typeof testEnv>;
  let context: ReturnType<typeof contextFor>;

  beforeAll(async () => {
    smtp = await startSmtp();
    env = testEnv({
      SMTP_URL: smtp.url,
      COMPANY_EMAIL: "office@chauffeur.example",
      SITE_URL: "http://localhost:3000",
    });
    context = contextFor(env);
    database = await target.open();
    setDatabase(database);
    staffCookie = (await accountWithSession("fleet.staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("fleet.admin@example.com", "admin")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
    await smtp.close();
  });

  const run = (request: Request, call: (r: Request) => unknown) => throughStaffLayout(request, context, call);
  const fleetLoader = (r: Request) => fleet.loader(args(r, context));
  const fleetAction = (r: Request) => fleet.action(args(r, context));

  it("keeps the records to admins: anonymous → sign-in, staff → 403", async () => {
    for (const path of ["/admin/drivers", "/admin/vehicles"]) {
      expect((await run(get(path), fleetLoader)).status).toBe(302);
      expect((await run(post(path, { fullName: "X" }), fleetAction)).status).toBe(302);
      const asStaff = await run(get(path, staffCookie), fleetLoader);
      expect(asStaff.status).toBe(403);
      expect(asStaff.body).toContain("admin-only");
      expect((await run(post(path, { fullName: "X" }, staffCookie), fleetAction)).status).toBe(403);
      expect((await run(get(path, adminCookie), fleetLoader)).status).toBe(200);
    }
  });

  it("lets an admin create, check, edit and deactivate drivers and vehicles", async () => {
    const created = await run(
      post(
        "/admin/drivers",
        {
          fullName: "  Jean-Marc   Rossi ",
          phone: "+33 6 11 22 33 44",
          "language-fr": "on",
          "language-it": "on",
          active: "on",
        },
        adminCookie,
      ),
      fleetAction,
    );
    expect(created.status).toBe(302);
    const [driver] = await db().select().from(drivers).where(eq(drivers.fullName, "Jean-Marc Rossi"));
    expect(driver).toMatchObject({ phone: "+33 6 11 22 33 44", languages: ["fr", "it"], active: true });

    const bad = await run(post("/admin/drivers", { fullName: "", phone: "abc" }, adminCookie), fleetAction);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).fieldErrors).toMatchObject({
      fullName: expect.any(String),
      phone: expect.any(String),
      languages: "Cochez au moins une langue.",
    });

    const edited = await run(
      post(
        "/admin/drivers",
        { id: driver!.id, fullName: "Jean-Marc Rossi", phone: "+33 6 11 22 33 44", "language-en": "on" },
        adminCookie,
      ),
      fleetAction,
    );
    expect(edited.status).toBe(302);
    const [after] = await db().select().from(drivers).where(eq(drivers.id, driver!.id));
    expect(after).toMatchObject({ languages: ["en"], active: false });

    expect(
      (
        await run(
          post(
            "/admin/vehicles",
            { model: "Mercedes Classe V", plate: "ab-123-cd", seats: "7", active: "on" },
            adminCookie,
          ),
          fleetAction,
        )
      ).status,
    ).toBe(302);
    const duplicate = await run(
      post("/admin/vehicles", { model: "Autre", plate: "AB 123 CD", seats: "7", active: "on" }, adminCookie),
      fleetAction,
    );
    expect(duplicate.status).toBe(409);
    const seats = await run(
      post("/admin/vehicles", { model: "Bus", plate: "XY-999-ZZ", seats: "99" }, adminCookie),
      fleetAction,
    );
    expect(seats.status).toBe(400);
    const [vehicle] = await db().select().from(vehicles);
    expect(vehicle).toMatchObject({ plate: "AB-123-CD", seats: 7, active: true });
    const listed = JSON.parse((await run(get("/admin/vehicles", adminCookie), fleetLoader)).body);
    expect(listed.vehicles).toHaveLength(1);
  });

  it("confirms with a driver and a vehicle: the client's e-mail names them, in French and in English", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Luca Bianchi", phone: "+33 6 98 76 54 32", languages: ["fr", "en", "it"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe V 300d", plate: "GH-456-JK", seats: 7 })
      .returning();
    const rows = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-FLT001",
          language: "fr",
          date: "2027-06-10",
          time: "09:00",
          durationMin: 40,
        }),
        reservationValues({
          reference: "RC-FLT002",
          language: "en",
          firstName: "James",
          email: "james@example.com",
          date: "2027-06-10",
          time: "09:30",
          durationMin: 40,
        }),
      ])
      .returning();
    const callDetail = (_r: Request, id: string) => (x: Request) => detail.action(args(x, context, { id }));
    for (const row of rows) {
      const result = await run(
        post(
          `/admin/reservations/${row.id}`,
          {
            from: "new",
            to: "confirmed",
            finalPrice: "140",
            driverId: driver!.id,
            vehicleId: vehicle!.id,
            meetingPoint: "Hall des arrivées, Terminal 2, sortie A",
          },
          staffCookie,
        ),
        callDetail(get("/"), row.id),
      );
      expect(result.status, row.reference).toBe(302);
    }
    await deliverDue(env, transportFromEnv(env), FUTURE);
    const fr = smtp.received.find((m) => m.subject?.includes("RC-FLT001"))!;
    const en = smtp.received.find((m) => m.subject?.includes("RC-FLT002"))!;
    expect(fr.subject).toMatch(/^Réservation confirmée/);
    for (const text of [
      "Votre chauffeur : Luca",
      "+33 6 98 76 54 32",
      "Mercedes Classe V 300d · GH-456-JK",
      "Hall des arrivées, Terminal 2, sortie A",
    ]) {
      expect(fr.text).toContain(text);
    }
    expect(fr.text).not.toContain("Bianchi");
    expect(fr.html).toContain("GH-456-JK");
    expect(en.subject).toMatch(/^Booking confirmed/);
    expect(en.text).toContain("Your chauffeur: Luca");
    expect(en.text).toContain("Meeting point: Hall des arrivées");

    // Both jobs hold the same driver and vehicle at overlapping times: the page and the planner warn.
    const page = await run(get(`/admin/reservations/${rows[0]!.id}`, staffCookie), (x) =>
      detail.loader(args(x, context, { id: rows[0]!.id })),
    );
    const body = JSON.parse(page.body);
    expect(body.conflicts).toEqual(
      expect.arrayContaining([
        { resource: "driver", reference: "RC-FLT002", otherId: rows[1]!.id },
        { resource: "vehicle", reference: "RC-FLT002", otherId: rows[1]!.id },
      ]),
    );
    expect(body.fleet.drivers.map((d: { label: string }) => d.label)).toContain(
      "Luca Bianchi · +33 6 98 76 54 32",
    );

    // A change of driver tells the client, in their language, and goes in the history.
    const [other] = await db()
      .insert(drivers)
      .values({ fullName: "Sophie Laurent", phone: "+33 7 00 11 22 33", languages: ["en"] })
      .returning();
    smtp.received.length = 0;
    const changed = await run(
      post(
        `/admin/reservations/${rows[1]!.id}`,
        { intent: "assign", driverId: other!.id, vehicleId: vehicle!.id, meetingPoint: "" },
        adminCookie,
      ),
      callDetail(get("/"), rows[1]!.id),
    );
    expect(changed.status).toBe(302);
    await deliverDue(env, transportFromEnv(env), FUTURE);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBe("Your chauffeur for RC-FLT002");
    expect(smtp.received[0]!.text).toContain("Your chauffeur: Sophie");
    expect(smtp.received[0]!.text).toContain("Meeting point: Aéroport Nice Côte d'Azur");
    const events = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, rows[1]!.id));
    // The history says what changed, from what to what; the client was told.
    const reassigned = events.filter((e) => e.kind === "assignment").at(-1)!;
    expect(reassigned.changes).toEqual([
      { field: "driver", from: "Luca Bianchi", to: "Sophie Laurent" },
      // Posted empty: back to the pickup address.
      { field: "meetingPoint", from: "Hall des arrivées, Terminal 2, sortie A", to: null },
    ]);
    expect(reassigned.notified).toBe(true);
    expect(historyTitle(reassigned)).toBe("Attribution modifiée");
    const afterChange = JSON.parse(
      (
        await run(get(`/admin/reservations/${rows[0]!.id}`, staffCookie), (x) =>
          detail.loader(args(x, context, { id: rows[0]!.id })),
        )
      ).body,
    );
    expect(afterChange.conflicts).toEqual([
      { resource: "vehicle", reference: "RC-FLT002", otherId: rows[1]!.id },
    ]);

    // The French change e-mail too.
    smtp.received.length = 0;
    expect(
      (
        await run(
          post(
            `/admin/reservations/${rows[0]!.id}`,
            { intent: "assign", driverId: other!.id, vehicleId: "", meetingPoint: "Devant l’hôtel" },
            staffCookie,
          ),
          callDetail(get("/"), rows[0]!.id),
        )
      ).status,
    ).toBe(302);
    await deliverDue(env, transportFromEnv(env), FUTURE);
    expect(smtp.received[0]!.subject).toBe("Votre chauffeur pour RC-FLT001");
    expect(smtp.received[0]!.text).toContain("Votre chauffeur : Sophie");
    expect(smtp.received[0]!.text).toContain("Point de rendez-vous : Devant l’hôtel");

    // Refused: an inactive driver, a malformed id. Anonymous: sent to sign in.
    await db().update(drivers).set({ active: false }).where(eq(drivers.id, driver!.id));
    const inactive = await run(
      post(
        `/admin/reservations/${rows[0]!.id}`,
        { intent: "assign", driverId: driver!.id, vehicleId: "" },
        staffCookie,
      ),
      callDetail(get("/"), rows[0]!.id),
    );
    expect(inactive.status).toBe(400);
    const malformed = await run(
      post(
        `/admin/reservations/${rows[0]!.id}`,
        { intent: "assign", driverId: "1; drop table", vehicleId: "" },
        staffCookie,
      ),
      callDetail(get("/"), rows[0]!.id),
    );
    expect(malformed.status).toBe(400);
    const anonymous = await run(
      post(`/admin/reservations/${rows[0]!.id}`, { intent: "assign", driverId: other!.id }),
      callDetail(get("/"), rows[0]!.id),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth/);
    const outbox = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "reservation_assignment"));
    expect(outbox).toHaveLength(2);
  });

  it("says, beside each driver and vehicle offered, the other jobs it already holds at that time", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Nora Petit", phone: "+33 6 00 00 00 09", languages: ["fr"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Peugeot 5008", plate: "XY-909-ZT", seats: 6 })
      .returning();
    const rows = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-FLB001",
          status: "confirmed",
          date: "2027-07-01",
          time: "10:00",
          driverId: driver!.id,
          vehicleId: vehicle!.id,
        }),
        // The same driver later that day: free again by then.
        reservationValues({
          reference: "RC-FLB002",
          status: "confirmed",
          date: "2027-07-01",
          time: "16:00",
          driverId: driver!.id,
        }),
        reservationValues({ reference: "RC-FLB003", date: "2027-07-01", time: "10:30" }),
      ])
      .returning();
    const id = rows[2]!.id;
    const body = JSON.parse(
      (
        await run(get(`/admin/reservations/${id}`, staffCookie), (x) =>
          detail.loader(args(x, context, { id })),
        )
      ).body,
    );
    const nora = body.fleet.drivers.find((d: { id: string }) => d.id === driver!.id);
    expect(nora.busy).toEqual([{ id: rows[0]!.id, reference: "RC-FLB001" }]);
    const car = body.fleet.vehicles.find((v: { id: string }) => v.id === vehicle!.id);
    expect(car.busy).toEqual([{ id: rows[0]!.id, reference: "RC-FLB001" }]);
    // Nothing else holds a driver on that day.
    for (const other of body.fleet.drivers.filter((d: { id: string }) => d.id !== driver!.id))
      expect(other.busy).toEqual([]);
    // At 13:00, both are free.
    await db().update(reservations).set({ time: "13:00" }).where(eq(reservations.id, id));
    const later = JSON.parse(
      (
        await run(get(`/admin/reservations/${id}`, staffCookie), (x) =>
          detail.loader(args(x, context, { id })),
        )
      ).body,
    );
    expect(later.fleet.drivers.find((d: { id: string }) => d.id === driver!.id).busy).toEqual([]);
  });

  it("exports each request's driver and vehicle, and where its route estimate came from, in French", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Inès Garnier", phone: "+33 6 00 00 00 07", languages: ["fr"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe E", plate: "EF-707-GH", seats: 3 })
      .returning();
    await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-FLC001",
          status: "confirmed",
          finalPriceCents: 15_000,
          driverId: driver!.id,
          vehicleId: vehicle!.id,
        }),
        reservationValues({ reference: "RC-FLC002", routeSource: "osrm" }),
      ]);
    const result = await run(get("/admin/export.csv?q=RC-FLC", staffCookie), (x) =>
      exportRoute.loader(args(x, context)),
    );
    expect(result.status).toBe(200);
    const lines = result.body.replace(/^\uFEFF/, "").split("\r\n");
    const header = lines[0]!.split(";");
    const cell = (reference: string, column: string) =>
      lines.find((line) => line.startsWith(`${reference};`))!.split(";")[header.indexOf(column)];
    expect(header).toEqual(
      expect.arrayContaining(["Chauffeur", "Véhicule attribué", "Source de l’itinéraire"]),
    );
    expect(cell("RC-FLC001", "Chauffeur")).toBe("Inès Garnier");
    expect(cell("RC-FLC001", "Véhicule attribué")).toBe("Mercedes Classe E · EF-707-GH");
    expect(cell("RC-FLC001", "Source de l’itinéraire")).toBe("Estimation intégrée");
    expect(cell("RC-FLC002", "Chauffeur")).toBe("");
    expect(cell("RC-FLC002", "Véhicule attribué")).toBe("");
    expect(cell("RC-FLC002", "Source de l’itinéraire")).toBe("OpenStreetMap (OSRM)");
    expect(result.body).not.toContain(";embedded;");
  });

  it("shows the planner's jobs with their driver, vehicle and overlaps", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Paul Martin", phone: "+33 6 00 00 00 01", languages: ["fr"] })
      .returning();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-FLP001",
          status: "confirmed",
          date: today,
          time: "10:00",
          durationMin: 60,
          driverId: driver!.id,
        }),
        reservationValues({
          reference: "RC-FLP002",
          status: "confirmed",
          date: today,
          time: "11:00",
          durationMin: 30,
          driverId: driver!.id,
        }),
        reservationValues({
          reference: "RC-FLP003",
          status: "confirmed",
          date: today,
          time: "15:00",
          durationMin: 30,
          driverId: driver!.id,
        }),
      ]);
    for (const cookie of [staffCookie, adminCookie]) {
      const result = await run(get("/admin/planning", cookie), (x) => planning.loader(args(x, context)));
      const jobs = JSON.parse(result.body).jobs as Array<{
        reference: string;
        crews: Array<{ driver: { fullName: string } | null }>;
        conflicts: Array<{ reference: string }>;
      }>;
      const byRef = Object.fromEntries(jobs.map((job) => [job.reference, job]));
      expect(byRef["RC-FLP001"]!.crews.map((crew) => crew.driver?.fullName)).toEqual(["Paul Martin"]);
      expect(byRef["RC-FLP001"]!.conflicts.map((c) => c.reference)).toEqual(["RC-FLP002"]);
      expect(byRef["RC-FLP002"]!.conflicts.map((c) => c.reference)).toEqual(["RC-FLP001"]);
      expect(byRef["RC-FLP003"]!.conflicts).toEqual([]);
    }
  });

  it("refuses a driver already recorded with the same name and phone: a form sent twice makes one driver", async () => {
    const form = {
      fullName: "Karim Haddad",
      phone: "+33 6 55 44 33 22",
      "language-fr": "on",
      "language-ar": "on",
      active: "on",
    };
    const first = await run(post("/admin/drivers", form, adminCookie), fleetAction);
    expect(first.status).toBe(302);
    // The same again, then with other spacing and case: refused, with a message on the name.
    for (const again of [form, { ...form, fullName: " karim  HADDAD", phone: "+33655443322" }]) {
      const refused = await run(post("/admin/drivers", again, adminCookie), fleetAction);
      expect(refused.status).toBe(409);
      const body = JSON.parse(refused.body);
      expect(body.error).toBe("Ce chauffeur est déjà enregistré, avec ce nom et ce numéro de téléphone.");
      expect(body.fieldErrors.fullName).toBe(body.error);
    }
    // Two posts at the same moment (a double click): one driver.
    const both = await Promise.all(
      [1, 2].map(() =>
        run(post("/admin/drivers", { ...form, phone: "+33 6 55 44 33 23" }, adminCookie), fleetAction),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([302, 409]);
    const rows = await db().select().from(drivers).where(eq(drivers.fullName, "Karim Haddad"));
    expect(rows).toHaveLength(2);
    // A namesake with another phone is another driver; saving a driver as it is is no duplicate.
    expect(
      (await run(post("/admin/drivers", { ...form, phone: "+33 7 99 88 77 66" }, adminCookie), fleetAction))
        .status,
    ).toBe(302);
    const [kept] = rows.filter((row) => row.phone === form.phone);
    expect(
      (
        await run(
          post("/admin/drivers", { ...form, id: kept!.id, "language-en": "on" }, adminCookie),
          fleetAction,
        )
      ).status,
    ).toBe(302);
  });

  it("refuses an assignment sent from a page older than the request's assignment, and tells nobody", async () => {
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Nadia Benali", phone: "+33 6 40 50 60 70", languages: ["fr"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe S", plate: "ST-404-AL", seats: 3 })
      .returning();
    const [row] = await db()
      .insert(reservations)
      .values(reservationValues({ reference: "RC-STALE1", date: "2027-07-01", time: "08:00" }))
      .returning();
    const id = row!.id;
    const send = (fields: Record<string, string>) =>
      run(post(`/admin/reservations/${id}`, fields, staffCookie), (x) =>
        detail.action(args(x, context, { id })),
      );
    const drawnEmpty = { previousDriverId: "", previousVehicleId: "", previousMeetingPoint: "" };
    // Confirmed with the driver and the vehicle, from the page as it was drawn (nobody assigned).
    const confirmed = await send({
      from: "new",
      to: "confirmed",
      finalPrice: "140",
      driverId: driver!.id,
      vehicleId: vehicle!.id,
      meetingPoint: "",
      ...drawnEmpty,
    });
    expect(confirmed.status).toBe(302);
    const eventsBefore = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    const outboxBefore = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));

    // The assignment card of that same page, still showing nobody, sends a meeting point.
    const stale = await send({
      intent: "assign",
      driverId: "",
      vehicleId: "",
      meetingPoint: "Hall 2",
      ...drawnEmpty,
    });
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.body)).toEqual({
      error:
        "Le chauffeur, le véhicule ou le point de rendez-vous ont été modifiés entre-temps\u00a0: rien n’a été enregistré. L’attribution actuelle est affichée, vérifiez-la avant de recommencer.",
      to: "assign",
    });
    const [after] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(after).toMatchObject({ driverId: driver!.id, vehicleId: vehicle!.id, meetingPoint: null });
    expect(
      await db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id)),
    ).toHaveLength(eventsBefore.length);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id))).toHaveLength(
      outboxBefore.length,
    );

    // A second confirmation box drawn before the first one was sent is refused the same way.
    await db().update(reservations).set({ status: "new" }).where(eq(reservations.id, id));
    const staleConfirm = await send({
      from: "new",
      to: "confirmed",
      finalPrice: "140",
      driverId: "",
      vehicleId: "",
      meetingPoint: "",
      ...drawnEmpty,
    });
    expect(staleConfirm.status).toBe(409);
    expect(JSON.parse(staleConfirm.body).to).toBe("confirmed");
    await db().update(reservations).set({ status: "confirmed" }).where(eq(reservations.id, id));

    // The page drawn afresh (what it shows now) saves the meeting point and keeps who drives.
    const fresh = await send({
      intent: "assign",
      driverId: driver!.id,
      vehicleId: vehicle!.id,
      meetingPoint: "Hall 2",
      previousDriverId: driver!.id,
      previousVehicleId: vehicle!.id,
      previousMeetingPoint: "",
    });
    expect(fresh.status).toBe(302);
    const [saved] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(saved).toMatchObject({ driverId: driver!.id, vehicleId: vehicle!.id, meetingPoint: "Hall 2" });
    const [last] = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id))
      .orderBy(desc(reservationEvents.createdAt))
      .limit(1);
    expect(last!.changes).toEqual([{ field: "meetingPoint", from: null, to: "Hall 2" }]);

    // An unreadable "previous" is refused too.
    const forged = await send({
      intent: "assign",
      driverId: "",
      vehicleId: "",
      meetingPoint: "",
      previousDriverId: "1; drop table",
      previousVehicleId: "",
      previousMeetingPoint: "",
    });
    expect(forged.status).toBe(400);
  });
});
