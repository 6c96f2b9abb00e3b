import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredDrafts } from "~/booking/draft.server";
import { bookingAction, bookingLoaderData } from "~/booking/flow.server";
import { type Database, setDatabase } from "~/db/client.server";
import { bookingDrafts, reservations } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { action as calculateTrip } from "~/routes/api.calculate-trip";
import { formRequest, routeContext, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

const BASE = "http://localhost/reservations";
const NOW = new Date("2026-11-22T10:00:00Z");

const complete = {
  intent: "confirm",
  step: "4",
  departure: "Aéroport Nice Côte d'Azur Terminal 2",
  arrival: "Monaco",
  date: "2027-01-15",
  time: "10:30",
  passengers: "3",
  luggage: "2",
  firstName: "Claire",
  lastName: "Dubois",
  email: "claire@example.com",
  phone: "+33 6 12 34 56 78",
  message: "",
};

function submit(
  fields: Record<string, string>,
  options: { ip?: string; lang?: "fr" | "en"; cookie?: string; limit?: number } = {},
) {
  const lang = options.lang ?? "fr";
  return bookingAction({
    request: formRequest(lang === "en" ? "http://localhost/en/reservations" : BASE, fields, {
      cookie: options.cookie,
    }),
    lang,
    clientIp: options.ip ?? "10.0.0.1",
    env: { ...getEnv(), BOOKING_RATE_LIMIT: options.limit ?? 100_000 },
    now: NOW,
  });
}

function isRedirect(result: unknown): result is Response {
  return result instanceof Response && result.status >= 300 && result.status < 400;
}

describe.each(testDatabases())("booking requests on %s", (name, make) => {
  const target = make();
  let database: Database;
  const env = testEnv();

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await target.dispose();
  });

  const rowCount = async () => (await database.db.select({ n: count() }).from(reservations))[0]!.n;

  it("stores a complete request with the server's own distance and price", async () => {
    const result = await submit(complete);
    expect(isRedirect(result)).toBe(true);
    const location = (result as Response).headers.get("location")!;
    expect(location).toMatch(/^\/confirmation\?ref=RC-[2-9A-HJ-NP-Z]{6}$/);
    const reference = location.split("ref=")[1]!;
    const [row] = await database.db.select().from(reservations).where(eq(reservations.reference, reference));
    expect(row).toMatchObject({
      status: "new",
      language: "fr",
      time: "10:30",
      passengers: 3,
      luggage: 2,
      message: null,
    });
    expect(row!.departure).toMatch(/Terminal 2/);
    expect(row!.distanceKm).toBeGreaterThan(25);
    expect(row!.distanceKm).toBeLessThan(40);
    expect(row!.priceCents).toBeGreaterThan(0);
    expect(row!.tariffVersion).toBeTruthy();
  });

  it("ignores figures sent by the browser (tampered price and distance)", async () => {
    const honest = await submit(complete);
    const tampered = await submit({
      ...complete,
      price: "1",
      price_cents: "100",
      priceCents: "100",
      distance_km: "1",
      distanceKm: "1",
    });
    const ref = (r: unknown) => (r as Response).headers.get("location")!.split("ref=")[1]!;
    const [a] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.reference, ref(honest)));
    const [b] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.reference, ref(tampered)));
    expect(b!.priceCents).toBe(a!.priceCents);
    expect(b!.distanceKm).toBe(a!.distanceKm);
  });

  it("ignores a forged draft cookie", async () => {
    const forged = `booking_draft=${Buffer.from(JSON.stringify({ estimate: { priceCents: 1 } })).toString("base64url")}.AAAA`;
    const before = await rowCount();
    const result = await submit({ intent: "confirm", step: "4" }, { cookie: forged });
    expect(isRedirect(result)).toBe(false);
    expect(await rowCount()).toBe(before);
  });

  it("refuses invalid input with translated messages and stores nothing", async () => {
    const before = await rowCount();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ departure: "" }, "departure", /obligatoire|Indiquez/],
      [{ date: "2020-01-01" }, "date", /passée/],
      [{ date: "2026-11-22", time: "09:00" }, "time", /passée/],
      [{ time: "10:10" }, "time", /00, 15, 30 ou 45/],
      [{ passengers: "8" }, "passengers", /1 à 7/],
      [{ luggage: "9" }, "luggage", /0 à 8/],
      [{ email: "not-an-email" }, "email", /e-mail invalide/],
      [{ phone: "call me" }, "phone", /Numéro invalide/],
      [{ firstName: "<script>alert(1)</script>" }, "firstName", /lettres/],
      [{ lastName: "x".repeat(10_000) }, "lastName", /trop long/],
      [{ arrival: "Qzxwv Kjhgf" }, "arrival", /introuvable/],
    ];
    for (const [override, field, message] of cases) {
      const result = (await submit({ ...complete, ...override })) as {
        data: { errors: Record<string, string> };
        init: { status: number };
      };
      expect(isRedirect(result), JSON.stringify(override).slice(0, 80)).toBe(false);
      expect(result.init.status).toBeGreaterThanOrEqual(400);
      expect(result.init.status).toBeLessThan(500);
      expect(result.data.errors[field], field).toMatch(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it("answers in English for the English form", async () => {
    const result = (await submit({ ...complete, email: "nope" }, { lang: "en" })) as {
      data: { errors: Record<string, string> };
    };
    expect(result.data.errors.email).toBe("Invalid e-mail address.");
    const missing = (await submit({ ...complete, departure: "", arrival: "" }, { lang: "en" })) as {
      data: { formError: string };
    };
    expect(missing.data.formError).toBe("Please select departure and arrival");
  });

  it("drops a request whose honeypot is filled, without storing it", async () => {
    const before = await rowCount();
    const result = await submit({ ...complete, website: "http://spam.example" });
    expect(isRedirect(result)).toBe(true);
    expect(await rowCount()).toBe(before);
  });

  it("limits requests per client address", async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await submit(complete, { ip: `10.9.9.${name.length}`, limit: 3 }));
    expect(results.slice(0, 3).every(isRedirect)).toBe(true);
    expect((results[3] as { init: { status: number } }).init.status).toBe(429);
  });

  it("keeps every one of 200 simultaneous requests", async () => {
    const before = await rowCount();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        submit({ ...complete, firstName: `Guest`, message: `burst ${i}` }, { ip: `10.1.${i}.1` }),
      ),
    );
    expect(results.every(isRedirect)).toBe(true);
    const references = new Set(results.map((r) => (r as Response).headers.get("location")!.split("ref=")[1]));
    expect(references.size).toBe(200);
    expect(await rowCount()).toBe(before + 200);
  });

  it("walks the steps with the signed draft, and Back keeps what was typed", async () => {
    let cookie = "";
    const step = async (fields: Record<string, string>) => {
      const result = await submit(fields, { cookie });
      const set = result instanceof Response ? result.headers.get("set-cookie") : null;
      if (set) cookie = set.split(";")[0]!;
      return result;
    };
    const r1 = await step({ intent: "next", step: "1", departure: "Cannes", arrival: "Milan" });
    expect((r1 as Response).headers.get("location")).toBe("/reservations?step=2");
    const r2 = await step({
      intent: "next",
      step: "2",
      date: "2027-02-01",
      hour: "08",
      minute: "15",
      passengers: "2",
      luggage: "2",
    });
    expect((r2 as Response).headers.get("location")).toBe("/reservations?step=3");
    const back = await step({
      intent: "back",
      step: "3",
      firstName: "Lea",
      lastName: "",
      email: "",
      phone: "",
    });
    expect((back as Response).headers.get("location")).toBe("/reservations?step=2");
    await step({
      intent: "next",
      step: "2",
      date: "2027-02-01",
      time: "08:15",
      passengers: "2",
      luggage: "2",
    });
    const r3 = await step({
      intent: "next",
      step: "3",
      firstName: "Lea",
      lastName: "Rossi",
      email: "lea@example.com",
      phone: "+39 02 1234 5678",
    });
    expect((r3 as Response).headers.get("location")).toBe("/reservations?step=4");
    const done = await step({ intent: "confirm", step: "4" });
    const reference = (done as Response).headers.get("location")!.split("ref=")[1]!;
    const [row] = await database.db.select().from(reservations).where(eq(reservations.reference, reference));
    expect(row).toMatchObject({ firstName: "Lea", time: "08:15", date: "2027-02-01" });
    expect(row!.arrival).toMatch(/Milan/);
    expect(row!.distanceKm).toBeGreaterThan(250);
  });

  /** A client walking the steps with a cookie jar; each step's answer as the action gives it. */
  function visitor(lang: "fr" | "en" = "fr") {
    const jar = { cookie: "" };
    const step = async (fields: Record<string, string>) => {
      const result = await submit(fields, { cookie: jar.cookie, lang });
      for (const set of result instanceof Response ? result.headers.getSetCookie() : []) {
        if (set.startsWith("booking_draft=")) jar.cookie = set.split(";")[0]!;
      }
      return result;
    };
    const toSummary = async (message: string) => {
      await step({ intent: "next", step: "1", departure: "Cannes", arrival: "Monaco" });
      await step({
        intent: "next",
        step: "2",
        date: "2027-03-03",
        time: "11:00",
        passengers: "2",
        luggage: "1",
      });
      return step({
        intent: "next",
        step: "3",
        firstName: "Élodie",
        lastName: "Müller",
        email: "elodie@example.com",
        phone: "+33 6 00 00 00 00",
        message,
      });
    };
    return { jar, step, toSummary };
  }

  it("keeps the draft on the server: the cookie holds a token, a 2,000-character accented message survives", async () => {
    const client = visitor();
    const message = `${"é".repeat(1994)} ’àçü«`;
    expect(message.length).toBe(2000);
    const r3 = await client.toSummary(message);
    expect((r3 as Response).headers.get("location")).toBe("/reservations?step=4");
    expect(client.jar.cookie.length).toBeLessThan(200);
    expect(client.jar.cookie).not.toMatch(/lodie|example/);
    const page = await bookingLoaderData(
      formRequest(BASE, {}, { cookie: client.jar.cookie }),
      env,
      "fr",
      NOW,
    );
    expect(page.draft.message).toBe(message);
    expect(page.draft.firstName).toBe("Élodie");
    const done = await client.step({ intent: "confirm", step: "4" });
    const reference = (done as Response).headers.get("location")!.split("ref=")[1]!;
    const [row] = await database.db.select().from(reservations).where(eq(reservations.reference, reference));
    expect(row!.message).toBe(message);
  });

  it("answers a Confirm sent again with the same request, never a second one", async () => {
    const client = visitor("en");
    await client.toSummary("");
    const before = await rowCount();
    const cookie = client.jar.cookie;
    const first = (await client.step({ intent: "confirm", step: "4" })) as Response;
    // The browser never got the answer (a dropped connection): it sends the same Confirm again.
    const retry = (await submit({ intent: "confirm", step: "4" }, { cookie, lang: "en" })) as Response;
    expect(first.headers.get("location")).toMatch(/^\/en\/confirmation\?ref=RC-/);
    expect(retry.headers.get("location")).toBe(first.headers.get("location"));
    expect(await rowCount()).toBe(before + 1);
    // A double click: two Confirms of one draft at once.
    const twin = visitor();
    await twin.toSummary("double");
    const both = (await Promise.all([
      submit({ intent: "confirm", step: "4" }, { cookie: twin.jar.cookie }),
      submit({ intent: "confirm", step: "4" }, { cookie: twin.jar.cookie }),
    ])) as Response[];
    expect(both[0]!.headers.get("location")).toBe(both[1]!.headers.get("location"));
    expect(await rowCount()).toBe(before + 2);
    // The next step posted after sending starts a new draft.
    const again = (await submit(
      { intent: "next", step: "1", departure: "Nice", arrival: "Èze" },
      { cookie: twin.jar.cookie },
    )) as Response;
    const fresh = again.headers
      .getSetCookie()
      .find((c) => c.startsWith("booking_draft="))!
      .split(";")[0]!;
    expect(fresh).not.toBe(twin.jar.cookie);
  });

  it("forgets a draft 24 hours after its last change, and the hourly purge deletes it", async () => {
    const client = visitor();
    await client.step({ intent: "next", step: "1", departure: "Cannes", arrival: "Monaco" });
    const read = (at: Date) =>
      bookingLoaderData(formRequest(`${BASE}?step=2`, {}, { cookie: client.jar.cookie }), env, "fr", at);
    expect((await read(new Date(NOW.getTime() + 23 * 3_600_000))).step).toBe(2);
    const later = await read(new Date(NOW.getTime() + 25 * 3_600_000));
    expect(later.step).toBe(1);
    expect(later.draft).toEqual({});
    const draftCount = async () => (await database.db.select({ n: count() }).from(bookingDrafts))[0]!.n;
    const before = await draftCount();
    expect(await purgeExpiredDrafts(new Date(NOW.getTime() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect(await draftCount()).toBeLessThan(before);
  });

  it("calculate-trip answers the specification's contract and refuses bad bodies with 400", async () => {
    const call = (body: string) =>
      calculateTrip({
        request: new Request("http://localhost/api/calculate-trip", {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
        }),
        context: routeContext(env),
        params: {},
      } as never) as Promise<Response>;
    const nice = { lat: 43.6584, lng: 7.2159 };
    const monaco = { lat: 43.7396, lng: 7.4277 };
    const ok = await call(JSON.stringify({ origin: nice, destination: monaco }));
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(["distance_km", "distance_text", "duration_text", "price"]),
    );
    expect(typeof body.price).toBe("number");
    for (const bad of [
      "",
      "{",
      "{}",
      JSON.stringify({ origin: { lat: "43", lng: 7 }, destination: { lat: 43, lng: 7 } }),
      JSON.stringify({ origin: { lat: 91, lng: 7 }, destination: { lat: 43, lng: 7 } }),
      JSON.stringify({ origin: { lat: 48.85, lng: 2.35 }, destination: { lat: 43.7, lng: 7.26 } }),
      JSON.stringify({ origin: null, destination: [] }),
      // A pick-up on a day that does not exist, or at an hour that does not: refused, not a 503.
      JSON.stringify({ origin: nice, destination: monaco, date: "2027-02-30", time: "10:00" }),
      JSON.stringify({ origin: nice, destination: monaco, date: "2027-03-01", time: "24:00" }),
    ]) {
      const response = await call(bad);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
  });
});
