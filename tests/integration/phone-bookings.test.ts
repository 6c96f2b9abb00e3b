import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAction } from "~/booking/flow.server";
import { type Database, db, setDatabase } from "~/db/client.server";
import { emailOutbox, reservationEvents, reservations } from "~/db/schema";
import { parisIsoDate } from "~/domain/admin/format";
import { addDays } from "~/domain/dates";
import { getEnv } from "~/lib/env.server";
import { staffAddress } from "~/lib/mail.server";
import { readFlash } from "~/lib/session.server";
import * as route from "~/routes/admin-new-reservation";
import { formRequest, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  ORIGIN,
  post,
  reservationValues,
  throughStaffLayout,
} from "./admin-helpers";

const PATH = "/admin/reservations/new";
const DAY = addDays(parisIsoDate(new Date()), 40);

const call = {
  source: "phone",
  sourceName: "",
  language: "en",
  tripType: "oneWay",
  departure: "Aéroport Nice Côte d'Azur Terminal 2",
  arrival: "Monaco",
  date: DAY,
  time: "10:30",
  passengers: "3",
  luggage: "2",
  flightNumber: "",
  vehicle: "standard",
  firstName: "James",
  lastName: "Whitfield",
  email: "james.whitfield@example.com",
  phone: "+44 7700 900123",
  message: "Called at 9 am; prefers to be met in the arrivals hall.",
};

describe.each(testDatabases())("requests staff take for a caller, on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  let adminCookie: string;
  let noRoleCookie: string;
  const env = testEnv();
  const context = contextFor(env);
  const load = (request: Request) => route.loader(args(request, context));
  const act = (request: Request) => route.action(args(request, context));
  const rows = async () => (await db().select({ n: count() }).from(reservations))[0]!.n;
  const emails = async () => (await db().select({ n: count() }).from(emailOutbox))[0]!.n;

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    staffCookie = (await accountWithSession("phone.staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("phone.admin@example.com", "admin")).cookie;
    noRoleCookie = (await accountWithSession("phone.norole@example.com", null)).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("sends anonymous visitors to the sign-in page and refuses an account without a role", async () => {
    for (const request of [get(PATH), post(PATH, call)]) {
      const result = await throughStaffLayout(request, context, request.method === "GET" ? load : act);
      expect(result.status).toBe(302);
      expect(result.location).toBe(`/auth?next=${encodeURIComponent(PATH)}`);
    }
    for (const request of [get(PATH, noRoleCookie), post(PATH, call, noRoleCookie)]) {
      const result = await throughStaffLayout(request, context, request.method === "GET" ? load : act);
      expect(result.status).toBe(403);
    }
    expect(await rows()).toBe(0);
  });

  it("opens the form for staff and admins", async () => {
    for (const cookie of [staffCookie, adminCookie]) {
      const result = await throughStaffLayout(get(PATH, cookie), context, load);
      expect(result.status).toBe(200);
      expect(JSON.parse(result.body).options.maxStops).toBeGreaterThan(0);
    }
  });

  it("refuses a post from another site", async () => {
    const request = new Request(`${ORIGIN}${PATH}`, {
      method: "POST",
      body: new URLSearchParams(call),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        Cookie: staffCookie,
      },
    });
    const result = await throughStaffLayout(request, context, act);
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(await rows()).toBe(0);
  });

  it("stores a phone booking priced by the server like the site's, with the client's e-mails in their language", async () => {
    const result = await throughStaffLayout(
      post(
        PATH,
        { ...call, price: "1", priceCents: "100", price_cents: "100", distanceKm: "1" },
        staffCookie,
      ),
      context,
      act,
    );
    expect(result.status).toBe(302);
    const id = result.location!.replace("/admin/reservations/", "");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const flash = await readFlash(result.headers.get("Set-Cookie"), env);
    expect(flash?.flash.kind).toBe("reservation-created");
    const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({
      status: "new",
      source: "phone",
      sourceName: null,
      language: "en",
      date: DAY,
      time: "10:30",
      passengers: 3,
      firstName: "James",
      email: "james.whitfield@example.com",
    });
    // The same trip sent through the public form gets the same price, distance and tariff.
    const site = await bookingAction({
      request: formRequest("http://localhost/en/reservations", { ...call, intent: "confirm", step: "4" }),
      lang: "en",
      clientIp: "10.0.0.9",
      env: { ...getEnv(), BOOKING_RATE_LIMIT: 100_000 },
    });
    const reference = (site as Response).headers.get("location")!.split("ref=")[1]!;
    const [public_] = await db().select().from(reservations).where(eq(reservations.reference, reference));
    expect(public_!.source).toBe("site");
    expect(row!.priceCents).toBeGreaterThan(100);
    expect(row!.priceCents).toBe(public_!.priceCents);
    expect(row!.distanceKm).toBe(public_!.distanceKm);
    expect(row!.priceLines).toEqual(public_!.priceLines);
    expect(row!.tariffVersion).toBe(public_!.tariffVersion);
    // The client's acknowledgement in English and the office's alert, through the outbox.
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
    expect(mail).toHaveLength(2);
    const toClient = mail.find((m) => m.toAddress === "james.whitfield@example.com");
    expect(toClient?.subject).toBe(`We have received your request ${row!.reference}`);
    expect(toClient?.status).toBe("pending");
    // The client reads their airport in English; the office, in French.
    expect(toClient!.textBody).toContain("Nice Côte d’Azur Airport — Terminal 2");
    const toOffice = mail.find((m) => m !== toClient)!;
    expect(toOffice.textBody).toContain("Aéroport Nice Côte d’Azur — Terminal 2");
    expect(toOffice.textBody).not.toContain("Airport");
    // Who took it, in the history.
    const [event] = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(event).toMatchObject({
      actorName: "Test phone.staff@example.com",
      fromStatus: "new",
      toStatus: "new",
    });
    expect(event!.note).toContain("Téléphone");
  });

  it("records a concierge or a partner by name (an admin may take requests too)", async () => {
    const result = await throughStaffLayout(
      post(
        PATH,
        { ...call, source: "concierge", sourceName: "  Hôtel   Martinez ", language: "fr" },
        adminCookie,
      ),
      context,
      act,
    );
    expect(result.status).toBe(302);
    const id = result.location!.replace("/admin/reservations/", "");
    const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({ source: "concierge", sourceName: "Hôtel Martinez", language: "fr" });
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
    expect(mail.find((m) => m.toAddress === call.email)?.subject).toBe(
      `Votre demande ${row!.reference} est bien reçue`,
    );
    // A name given for a phone call is not kept.
    const phone = await throughStaffLayout(
      post(PATH, { ...call, sourceName: "Someone" }, staffCookie),
      context,
      act,
    );
    const [phoneRow] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.id, phone.location!.replace("/admin/reservations/", "")));
    expect(phoneRow!.sourceName).toBeNull();
  });

  it("answers bad input with 400 and French field errors, and writes nothing", async () => {
    const before = { rows: await rows(), emails: await emails() };
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ source: "partner", sourceName: "" }, "sourceName", /nom de la conciergerie ou du partenaire/],
      [{ source: "site" }, "source", /origine/],
      [{ source: "fax" }, "source", /origine/],
      [{ language: "de" }, "language", /français ou l’anglais/],
      [{ departure: "" }, "departure", /Indiquez un lieu/],
      [{ arrival: "Qzxwv Kjhgf" }, "arrival", /introuvable/],
      [{ email: "not-an-address" }, "email", /e-mail invalide/],
      [{ phone: "call me" }, "phone", /Numéro invalide/],
      [{ time: "10:10" }, "time", /quart|00, 15, 30 ou 45/],
      [{ date: "2020-01-01" }, "date", /passée/],
      [{ passengers: "0" }, "passengers", /passagers/],
      [{ tripType: "return", returnDate: "", returnTime: "" }, "returnDate", /obligatoire/],
    ];
    for (const [fields, field, message] of cases) {
      const result = await throughStaffLayout(post(PATH, { ...call, ...fields }, staffCookie), context, act);
      expect(result.status, field).toBe(400);
      const body = JSON.parse(result.body) as {
        errors: Record<string, string>;
        values: Record<string, string>;
      };
      expect(body.errors[field], field).toMatch(message);
      // What was typed comes back.
      expect(body.values.firstName).toBe("James");
    }
    // A place error and a contact error are both reported at once.
    const both = await throughStaffLayout(
      post(PATH, { ...call, departure: "", email: "nope" }, staffCookie),
      context,
      act,
    );
    const errors = (JSON.parse(both.body) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["departure", "email"]));
    expect({ rows: await rows(), emails: await emails() }).toEqual(before);
  });

  it("takes a request for a client who gave no e-mail: stored without one, nothing sent to them, the history says so (decision 038)", async () => {
    const result = await throughStaffLayout(
      post(PATH, { ...call, source: "concierge", sourceName: "Hôtel de Paris", email: "  " }, staffCookie),
      context,
      act,
    );
    expect(result.status).toBe(302);
    const id = result.location!.replace("/admin/reservations/", "");
    const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(row!.email).toBeNull();
    // The office is reminded that the client hears nothing from us.
    expect((await readFlash(result.headers.get("Set-Cookie"), env))?.flash.kind).toBe(
      "reservation-created-no-email",
    );
    // The office's alert only.
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
    expect(mail.map((m) => m.toAddress)).toEqual([staffAddress(env)]);
    expect(mail[0]!.textBody).toContain("aucune (le client n’est pas prévenu par e-mail)");
    expect(mail[0]!.replyTo).toBe(env.COMPANY_EMAIL);

    const detail = await import("~/routes/admin-reservation");
    // A quote could never reach them, nor be accepted: refused, with the way to do it by phone.
    const quote = await throughStaffLayout(
      post(
        `/admin/reservations/${id}`,
        { from: "new", to: "quoted", finalPrice: "150", quoteDays: "3" },
        staffCookie,
      ),
      context,
      (x) => detail.action(args(x, context, { id })),
    );
    expect(quote.status).toBe(400);
    expect(JSON.parse(quote.body).error).toContain("n’a pas d’adresse e-mail");
    // Confirmed: no e-mail to the client, and the history does not claim one.
    const confirmed = await throughStaffLayout(
      post(`/admin/reservations/${id}`, { from: "new", to: "confirmed", finalPrice: "150" }, staffCookie),
      context,
      (x) => detail.action(args(x, context, { id })),
    );
    expect(confirmed.status).toBe(302);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id))).toHaveLength(1);
    const events = await db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
    expect(events.find((e) => e.toStatus === "confirmed")!.notified).toBe(false);
    const page = await throughStaffLayout(get(`/admin/reservations/${id}`, staffCookie), context, (x) =>
      detail.loader(args(x, context, { id })),
    );
    expect(JSON.parse(page.body).reservation.email).toBeNull();
  });

  it("corrects a client's details later: the address given afterwards, with a history row and no e-mail; a site request keeps its address", async () => {
    const detail = await import("~/routes/admin-reservation");
    const taken = await throughStaffLayout(post(PATH, { ...call, email: "" }, staffCookie), context, act);
    const id = taken.location!.replace("/admin/reservations/", "");
    const mailBefore = await emails();
    const edit = (fields: Record<string, string>, which = id) =>
      throughStaffLayout(
        post(
          `/admin/reservations/${which}`,
          {
            intent: "edit-client",
            firstName: "James",
            lastName: "Whitfield",
            email: "",
            phone: call.phone,
            language: "en",
            ...fields,
          },
          staffCookie,
        ),
        context,
        (x) => detail.action(args(x, context, { id: which })),
      );
    expect((await edit({ email: "J.Whitfield@Example.com", lastName: "Whitfield-Hart" })).status).toBe(302);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({ email: "j.whitfield@example.com", lastName: "Whitfield-Hart" });
    const events = await db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
    expect(events.find((e) => e.kind === "edit")!.changes).toEqual([
      { field: "lastName", from: "Whitfield", to: "Whitfield-Hart" },
      { field: "email", from: null, to: "j.whitfield@example.com" },
    ]);
    expect(await emails()).toBe(mailBefore);
    // A page drawn before that correction cannot undo it.
    const stale = await edit({
      previousFirstName: "James",
      previousLastName: "Whitfield",
      previousEmail: "",
      previousPhone: call.phone,
      previousLanguage: "en",
      lastName: "Whitfield",
    });
    expect(stale.status).toBe(409);
    expect((await db().select().from(reservations).where(eq(reservations.id, id)))[0]!.lastName).toBe(
      "Whitfield-Hart",
    );
    // Drawn from what is stored, it goes through.
    const fresh = await edit({
      previousFirstName: "James",
      previousLastName: "Whitfield-Hart",
      previousEmail: "j.whitfield@example.com",
      previousPhone: call.phone,
      previousLanguage: "en",
      email: "j.whitfield@example.com",
      lastName: "Whitfield-Hart",
      language: "fr",
    });
    expect(fresh.status).toBe(302);
    // A bad number is refused in French, nothing written.
    const bad = await edit({ phone: "call me" });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe("Numéro de téléphone invalide.");
    // The site's own request cannot lose its address.
    const [site] = await db()
      .insert(reservations)
      .values(reservationValues({ reference: "RC-CLE001" }))
      .returning();
    const cleared = await edit({ email: "" }, site!.id);
    expect(cleared.status).toBe(400);
    expect((await db().select().from(reservations).where(eq(reservations.id, site!.id)))[0]!.email).toBe(
      site!.email,
    );
  });

  it("takes a concierge's request for a guest, and names or clears the guest later (decision 043)", async () => {
    const detail = await import("~/routes/admin-reservation");
    const concierge = {
      ...call,
      source: "concierge",
      sourceName: "Hôtel Negresco",
      firstName: "Claire",
      lastName: "Martin",
    };
    // A guest's phone without the guest's name: refused, nothing stored.
    const nameless = await throughStaffLayout(
      post(PATH, { ...concierge, passengerName: "", passengerPhone: "+1 212 555 0147" }, staffCookie),
      context,
      act,
    );
    expect(nameless.status).toBe(400);
    expect(JSON.parse(nameless.body).errors.passengerName).toBe("Ce champ est obligatoire.");
    const taken = await throughStaffLayout(
      post(PATH, { ...concierge, passengerName: "Mr Okafor", passengerPhone: "" }, staffCookie),
      context,
      act,
    );
    const id = taken.location!.replace("/admin/reservations/", "");
    expect((await db().select().from(reservations).where(eq(reservations.id, id)))[0]).toMatchObject({
      firstName: "Claire",
      passengerName: "Mr Okafor",
      passengerPhone: null,
    });
    const edit = (fields: Record<string, string>) =>
      throughStaffLayout(
        post(
          `/admin/reservations/${id}`,
          { intent: "edit-client", ...concierge, email: concierge.email, ...fields },
          staffCookie,
        ),
        context,
        (x) => detail.action(args(x, context, { id })),
      );
    expect((await edit({ passengerName: "Mr Okafor", passengerPhone: "+1 212 555 0147" })).status).toBe(302);
    // Cleared: the client travels after all.
    expect((await edit({ passengerName: "", passengerPhone: "" })).status).toBe(302);
    expect((await db().select().from(reservations).where(eq(reservations.id, id)))[0]).toMatchObject({
      passengerName: null,
      passengerPhone: null,
    });
    const events = await db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
    expect(events.filter((e) => e.kind === "edit").map((e) => e.changes)).toEqual([
      [{ field: "passengerPhone", from: null, to: "+1 212 555 0147" }],
      [
        { field: "passengerName", from: "Mr Okafor", to: null },
        { field: "passengerPhone", from: "+1 212 555 0147", to: null },
      ],
    ]);
    // Found by the guest's name, and by their number, in the office's search.
    expect((await edit({ passengerName: "Mr Okafor", passengerPhone: "+44 20 7946 0000" })).status).toBe(302);
    const { listReservations } = await import("~/lib/admin-store.server");
    const search = async (q: string) =>
      (await listReservations({ q, dateField: "trip", sort: "trip", page: 1 })).rows.map((r) => r.id);
    expect(await search("okafor")).toEqual([id]);
    expect(await search("20 7946 0000")).toContain(id);
  });

  it("never lets the site's own requests go without an e-mail", async () => {
    const site = await bookingAction({
      request: formRequest("http://localhost/en/reservations", {
        ...call,
        email: "",
        intent: "confirm",
        step: "4",
      }),
      lang: "en",
      clientIp: "10.0.0.10",
      env: { ...getEnv(), BOOKING_RATE_LIMIT: 100_000 },
    });
    expect(site).not.toBeInstanceOf(Response);
    // And the database refuses one, whatever the code above it.
    await expect(
      db()
        .insert(reservations)
        .values({ ...reservationValues(), email: null, source: "site" }),
    ).rejects.toThrow();
  });
});
