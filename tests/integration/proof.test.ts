import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { drivers, reservations, vehicles } from "~/db/schema";
import { pdfText } from "~/domain/admin/pdf";
import { setLogLevel } from "~/lib/logger.server";
import * as proofPage from "~/routes/admin-proof";
import * as proofFile from "~/routes/admin-proof-pdf";
import * as sheet from "~/routes/admin-sheet";
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

describe.each(testDatabases())("VTC booking proof and day sheet on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  let adminCookie: string;
  let confirmedId: string;
  let newId: string;
  let driverId: string;
  const env = testEnv({
    COMPANY_NAME: "Riviera Chauffeur Privé",
    COMPANY_ADDRESS: "12 avenue de Verdun, 06000 Nice",
    COMPANY_PHONE: "+33 4 93 00 00 00",
    COMPANY_EMAIL: "bureau@riviera.example",
    COMPANY_VTC_REGISTER: "EVTC006230001",
    COMPANY_SIRET: "12345678900012",
  });
  const context = contextFor(env);

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Luca Bianchi", phone: "+33 6 98 76 54 32", languages: ["fr"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe V", plate: "GH-456-JK", seats: 7 })
      .returning();
    driverId = driver!.id;
    const rows = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-PRF001",
          status: "confirmed",
          date: "2027-05-20",
          time: "14:30",
          driverId,
          vehicleId: vehicle!.id,
          createdAt: new Date("2027-05-01T08:05:00Z"),
        }),
        reservationValues({ reference: "RC-PRF002", status: "new", date: "2027-05-20", time: "18:00" }),
        reservationValues({ reference: "RC-PRF003", status: "confirmed", date: "2027-05-20", time: "08:15" }),
        // Out two days before; its way back is on the day of the sheet.
        reservationValues({
          reference: "RC-PRF004",
          status: "confirmed",
          tripType: "return",
          departure: "Cannes",
          arrival: "Aéroport Nice Côte d'Azur",
          date: "2027-05-18",
          time: "09:00",
          returnDate: "2027-05-20",
          returnTime: "11:00",
        }),
        reservationValues({
          reference: "RC-PRF005",
          status: "confirmed",
          tripType: "hourly",
          departure: "Monaco",
          arrival: "Monaco",
          hireHours: 4,
          date: "2027-05-20",
          time: "16:00",
        }),
        reservationValues({
          reference: "RC-PRF006",
          status: "confirmed",
          departure: "Nice",
          arrival: "Menton",
          stops: [{ label: "Èze", lat: 43.7277, lng: 7.3614, kind: "town", waitingMinutes: 30 }],
          date: "2027-05-20",
          time: "19:00",
        }),
      ])
      .returning();
    confirmedId = rows[0]!.id;
    newId = rows[1]!.id;
    staffCookie = (await accountWithSession("proof.staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("proof.admin@example.com", "admin")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  const page = (id: string) => (r: Request) => proofPage.loader(args(r, context, { id }));
  const file = (id: string) => (r: Request) => proofFile.loader(args(r, context, { id }));

  const MENTIONS = [
    "Riviera Chauffeur Privé, 12 avenue de Verdun, 06000 Nice, +33 4 93 00 00 00, bureau@riviera.example",
    "EVTC006230001",
    "123 456 789",
    "Secret Client, +33 6 12 34 56 78",
    "01/05/2027 10:05",
    "20/05/2027 à 14:30",
    "Aéroport Nice Côte d'Azur",
  ];

  it("sends anonymous visitors to sign in, from the page, the PDF and the sheet", async () => {
    for (const [path, run] of [
      [`/admin/reservations/${confirmedId}/proof`, page(confirmedId)],
      [`/admin/reservations/${confirmedId}/proof.pdf`, file(confirmedId)],
      ["/admin/planning/sheet", (r: Request) => sheet.loader(args(r, context))],
    ] as const) {
      const result = await throughStaffLayout(get(path), context, run);
      expect(result.status, path).toBe(302);
      expect(result.location).toMatch(/^\/auth\?next=/);
    }
  });

  it("gives staff and admins the seven mentions, on the page and in the PDF", async () => {
    for (const cookie of [staffCookie, adminCookie]) {
      const result = await throughStaffLayout(
        get(`/admin/reservations/${confirmedId}/proof`, cookie),
        context,
        page(confirmedId),
      );
      expect(result.status).toBe(200);
      const body = JSON.parse(result.body);
      expect(body.mentions.map((m: { number: number }) => m.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(body.mentions.map((m: { value: string }) => m.value)).toEqual(MENTIONS);
      const pdf = await throughStaffLayout(
        get(`/admin/reservations/${confirmedId}/proof.pdf`, cookie),
        context,
        file(confirmedId),
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
      expect(pdf.headers.get("Cache-Control")).toBe("no-store");
    }
    const response = (await proofFile.loader(
      args(get(`/admin/reservations/${confirmedId}/proof.pdf`, staffCookie), context, { id: confirmedId }),
    )) as Response;
    const text = pdfText(new Uint8Array(await response.arrayBuffer())).replace(/\n/g, " ");
    for (const value of MENTIONS) expect(text).toContain(value);
    expect(text).toContain("Luca Bianchi");
    expect(text).toContain("GH-456-JK");
  });

  it("has no proof for a request not confirmed, nor for an unknown id", async () => {
    const unconfirmed = await throughStaffLayout(
      get(`/admin/reservations/${newId}/proof`, staffCookie),
      context,
      page(newId),
    );
    expect(unconfirmed.status).toBe(409);
    const unknown = await throughStaffLayout(
      get("/admin/reservations/00000000-0000-4000-8000-000000000000/proof.pdf", staffCookie),
      context,
      file("00000000-0000-4000-8000-000000000000"),
    );
    expect(unknown.status).toBe(404);
    const malformed = await throughStaffLayout(
      get("/admin/reservations/x/proof", staffCookie),
      context,
      page("x"),
    );
    expect(malformed.status).toBe(404);
  });

  it("lists a driver's day in pickup order, or the whole day's", async () => {
    const load = (r: Request) => sheet.loader(args(r, context));
    for (const cookie of [staffCookie, adminCookie]) {
      const all = JSON.parse(
        (await throughStaffLayout(get("/admin/planning/sheet?date=2027-05-20", cookie), context, load)).body,
      );
      expect(all.jobs.map((j: { reference: string }) => j.reference)).toEqual([
        "RC-PRF003",
        "RC-PRF004",
        "RC-PRF001",
        "RC-PRF005",
        "RC-PRF006",
      ]);
      // The way back of a return, on its own day: from the drop-off, at the return's time.
      expect(all.jobs[1]).toMatchObject({
        time: "11:00",
        departure: "Aéroport Nice Côte d'Azur",
        arrival: "Cannes",
        meetingPoint: "Aéroport Nice Côte d'Azur",
        facts: [["Retour", "Retour de l’aller du mar.\u00a018\u00a0mai\u00a02027 à 09:00, sans les arrêts"]],
      });
      // A hire has no destination but its length; a trip with stops lists them for the driver.
      expect(all.jobs[3].arrival).toBeNull();
      expect(new Map(all.jobs[3].facts).get("Durée")).toMatch(/^4\sheures/);
      expect(new Map(all.jobs[4].facts).get("Arrêts")).toMatch(/^1\. Èze \(attente 30\u00a0min\)$/);
    }
    // The outbound day of that return does not hold its way back.
    const outDay = JSON.parse(
      (await throughStaffLayout(get("/admin/planning/sheet?date=2027-05-18", staffCookie), context, load))
        .body,
    );
    expect(outDay.jobs.map((j: { time: string }) => j.time)).toEqual(["09:00"]);
    const one = JSON.parse(
      (
        await throughStaffLayout(
          get(`/admin/planning/sheet?date=2027-05-20&driver=${driverId}`, staffCookie),
          context,
          load,
        )
      ).body,
    );
    expect(one.driver.fullName).toBe("Luca Bianchi");
    expect(one.jobs).toHaveLength(1);
    expect(one.jobs[0]).toMatchObject({ reference: "RC-PRF001", meetingPoint: "Aéroport Nice Côte d'Azur" });
    const fallback = JSON.parse(
      (
        await throughStaffLayout(
          get("/admin/planning/sheet?date=2027-02-30&driver=x", staffCookie),
          context,
          load,
        )
      ).body,
    );
    expect(fallback.driver).toBeNull();
    expect(fallback.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
