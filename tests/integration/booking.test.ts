import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeExpiredDrafts } from "~/booking/draft.server";
import { bookingAction, bookingLoaderData } from "~/booking/flow.server";
import { SERVICE_ENTRIES } from "~/content/service-registry";
import { type Database, setDatabase } from "~/db/client.server";
import { bookingDrafts, reservations } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { action as calculateTrip } from "~/routes/api.calculate-trip";
import { formRequest, routeContext, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

const BASE = "http://localhost/reservations";
/** Step 1 sent for the shortest trip the tests book. */
const CANNES_MONACO = { intent: "next", step: "1", departure: "Cannes", arrival: "Monaco" };
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
      [{ passengers: "15" }, "passengers", /1 à 14/],
      [{ luggage: "17" }, "luggage", /0 à 16/],
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
    expect(result.data.errors.email).toBe("Invalid email address.");
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

  it("books for someone else (decision 043): the passenger asked for with the box, kept on Back, stored; ignored without it", async () => {
    const { jar, step } = visitor();
    await step({
      intent: "next",
      step: "1",
      departure: "Aéroport Nice Côte d'Azur Terminal 2",
      arrival: "Monaco",
    });
    await step({
      intent: "next",
      step: "2",
      date: "2027-02-01",
      time: "08:15",
      passengers: "2",
      luggage: "3",
    });
    const concierge = {
      step: "3",
      firstName: "Claire",
      lastName: "Martin",
      email: "concierge@hotel-example.com",
      phone: "04 93 76 50 50",
    };
    // The box ticked without a name: step 3 again, the name asked for, the rest kept.
    const missing = await step({ ...concierge, intent: "next", forOther: "1", passengerName: " " });
    expect(missing).toMatchObject({
      init: { status: 400 },
      data: { step: 3, errors: { passengerName: "Ce champ est obligatoire." } },
    });
    // A bad phone for the passenger is refused as the client's would be.
    const badPhone = await step({
      ...concierge,
      intent: "next",
      forOther: "1",
      passengerName: "M. et Mme Laurent",
      passengerPhone: "12 34",
    });
    expect(badPhone).toMatchObject({
      data: { errors: { passengerPhone: expect.stringMatching(/^Numéro invalide/) } },
    });
    // Back keeps the box and what was typed.
    await step({ ...concierge, intent: "back", forOther: "1", passengerName: "M. et Mme Laurent" });
    const draft = await bookingLoaderData(
      formRequest(`${BASE}?step=2`, {}, { cookie: jar.cookie }),
      env,
      "fr",
      NOW,
    );
    expect(draft.draft).toMatchObject({ forOther: true, passengerName: "M. et Mme Laurent" });
    await step({
      intent: "next",
      step: "2",
      date: "2027-02-01",
      time: "08:15",
      passengers: "2",
      luggage: "3",
    });
    const next = await step({
      ...concierge,
      intent: "next",
      forOther: "1",
      passengerName: "  M. et  Mme Laurent ",
      passengerPhone: "+1 212 555 0147",
    });
    expect((next as Response).headers.get("location")).toBe("/reservations?step=4");
    const done = await step({ intent: "confirm", step: "4" });
    const reference = (done as Response).headers.get("location")!.split("ref=")[1]!;
    const [row] = await database.db.select().from(reservations).where(eq(reservations.reference, reference));
    expect(row).toMatchObject({
      firstName: "Claire",
      email: "concierge@hotel-example.com",
      passengerName: "M. et Mme Laurent",
      passengerPhone: "+1 212 555 0147",
    });

    // In one post, the box unticked: whatever the passenger's fields hold is neither checked nor stored.
    const unticked = await submit({ ...complete, passengerName: "<script>", passengerPhone: "nope" });
    const ref2 = (unticked as Response).headers.get("location")!.split("ref=")[1]!;
    const [own] = await database.db.select().from(reservations).where(eq(reservations.reference, ref2));
    expect(own).toMatchObject({ passengerName: null, passengerPhone: null });
    // Ticked in one post, with a name that is markup: refused, nothing stored.
    const before = await rowCount();
    const refused = await submit({ ...complete, forOther: "1", passengerName: "<b>Guest</b>" });
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: { errors: { passengerName: expect.any(String) } },
    });
    expect(await rowCount()).toBe(before);
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
    /** The page's data at step `n`, as the client's browser would ask for it. */
    const page = (n: number) =>
      bookingLoaderData(formRequest(`${BASE}?step=${n}`, {}, { cookie: jar.cookie }), env, lang, NOW);
    return { jar, step, toSummary, page };
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
      formRequest(`${BASE}?step=4`, {}, { cookie: client.jar.cookie }),
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
    // A double click on a busy machine: the second Confirm leaves after the first one's answer came
    // back, with the cookies that answer set (the draft's cleared, the sent request's proof). It is
    // the same request, not an empty one to refuse.
    const late = visitor("en");
    await late.toSummary("late twin");
    const firstAnswer = (await late.step({ intent: "confirm", step: "4" })) as Response;
    const proof = firstAnswer.headers
      .getSetCookie()
      .find((c) => c.startsWith("booking_sent="))!
      .split(";")[0]!;
    const second = await submit({ intent: "confirm", step: "4" }, { cookie: proof, lang: "en" });
    expect(isRedirect(second) && second.headers.get("location")).toBe(firstAnswer.headers.get("location"));
    expect(await rowCount()).toBe(before + 3);
    // The proof stands for a Confirm that carries no trip of its own, and only for a short while: a
    // complete request from the same browser is a new one.
    const complete2 = await submit({ ...complete, message: "another trip" }, { cookie: proof });
    expect(isRedirect(complete2) && complete2.headers.get("location")).not.toBe(
      firstAnswer.headers.get("location"),
    );
    expect(await rowCount()).toBe(before + 4);
    const muchLater = await bookingAction({
      request: formRequest(
        "http://localhost/en/reservations",
        { intent: "confirm", step: "4" },
        { cookie: proof },
      ),
      lang: "en",
      clientIp: "10.0.0.1",
      env: getEnv(),
      now: new Date(Date.now() + 10 * 60_000),
    });
    expect(isRedirect(muchLater)).toBe(false);
    expect(await rowCount()).toBe(before + 4);
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
    // Step 2 of an expired draft: back to step 1, with nothing kept.
    const later = await read(new Date(NOW.getTime() + 25 * 3_600_000)).catch((e: unknown) => e);
    expect((later as Response).headers.get("location")).toBe("/reservations?step=1");
    const fresh = await bookingLoaderData(
      formRequest(`${BASE}?step=1`, {}, { cookie: client.jar.cookie }),
      env,
      "fr",
      new Date(NOW.getTime() + 25 * 3_600_000),
    );
    expect(fresh.step).toBe(1);
    expect(fresh.draft).toEqual({});
    const draftCount = async () => (await database.db.select({ n: count() }).from(bookingDrafts))[0]!.n;
    const before = await draftCount();
    expect(await purgeExpiredDrafts(new Date(NOW.getTime() + 25 * 3_600_000))).toBeGreaterThan(0);
    expect(await draftCount()).toBeLessThan(before);
  });

  it("names the step in the address: the bare address and a step not reached go to the step reached", async () => {
    const client = visitor("en");
    await client.step({ intent: "next", step: "1", departure: "Cannes", arrival: "Monaco" });
    const open = (url: string, cookie = client.jar.cookie) =>
      bookingLoaderData(
        formRequest(url, {}, cookie ? { cookie } : {}),
        env,
        url.includes("/en/") ? "en" : "fr",
        NOW,
      ).catch((e: unknown) => e as Response);
    const location = async (url: string, cookie?: string) =>
      ((await open(url, cookie)) as Response).headers.get("location");
    // A kept draft reopens at the step reached; every step shown has an address of its own, so Back
    // from step 2 finds ?step=1 (step 1), never the bare address (which would lead to step 2 again).
    expect(await location("http://localhost/en/reservations")).toBe("/en/reservations?step=2");
    expect(await location(`${BASE}?step=4`)).toBe("/reservations?step=2");
    expect(await location(`${BASE}?step=9`)).toBe("/reservations?step=2");
    expect(await location(`${BASE}?step=%00`)).toBe("/reservations?step=2");
    expect(((await open(`${BASE}?step=1`)) as { step: number }).step).toBe(1);
    expect(((await open(`${BASE}?step=2`)) as { step: number }).step).toBe(2);
    // A visitor without a draft starts at ?step=1.
    expect(await location(BASE, "")).toBe("/reservations?step=1");
    expect(await location("http://localhost/en/reservations?utm_source=x", "")).toBe(
      "/en/reservations?step=1",
    );
    // A prefilled address opens step 1 whatever the draft, without a redirect.
    const prefilled = (await open(`${BASE}?to=Monaco`)) as Awaited<ReturnType<typeof bookingLoaderData>>;
    expect(prefilled.step).toBe(1);
    expect(prefilled.draft.arrivalText).toBe("Monaco");
    // After a post without JavaScript that failed, the page shows where it was posted: no redirect.
    const afterPost = await bookingLoaderData(formRequest(BASE, {}), env, "fr", NOW, true);
    expect(afterPost.step).toBe(1);
  });

  it("opens step 1 filled from the address, and drops silently what it cannot use", async () => {
    const open = (query: string, lang: "fr" | "en" = "fr") =>
      bookingLoaderData(
        formRequest(`${lang === "en" ? "http://localhost/en/reservations" : BASE}?${query}`, {}),
        env,
        lang,
        NOW,
      );
    const milan = await open("to=Milan&date=2027-01-10&time=10:30&passengers=3&type=hourly&colour=red", "en");
    expect(milan.step).toBe(1);
    // A place the address names is shown as typed: the step's own search and checks apply on sending.
    expect(milan.draft.arrivalText).toBe("Milan");
    expect(milan.draft.arrival).toBeUndefined();
    expect(milan.draft.tripType).toBe("hourly");
    expect(milan.carried).toEqual({ date: "2027-01-10", time: "10:30", passengers: "3" });
    const junk = await open("from=%00&date=2020-01-01&time=25:00&passengers=99&type=boat&service=nope");
    expect(junk.step).toBe(1);
    expect(junk.draft).toEqual({});
    expect(junk.carried).toEqual({});
    const odd = await open("from=Nice%00&to=x&date=2027-02-30&time=10:10&passengers=0");
    expect(odd.draft).toEqual({ departureText: "Nice" });
    expect(odd.carried).toEqual({});
    // Every service that implies places names places the server finds in the area served.
    for (const entry of SERVICE_ENTRIES) {
      const booking: { from?: string; to?: string } | undefined =
        "booking" in entry ? entry.booking : undefined;
      if (!booking) continue;
      for (const lang of ["fr", "en"] as const) {
        const page = await open(`service=${entry.slug}`, lang);
        const place = booking.from ? page.draft.departure : page.draft.arrival;
        expect(place?.lat, `${entry.slug} ${lang}`).toBeTypeOf("number");
      }
    }
    const nice = await open("service=nice-airport-transfer");
    expect(nice.draft.departure?.kind).toMatch(/airport/);
    // The places the address names come before the service's.
    const named = await open("service=nice-airport-transfer&to=Cannes");
    expect(named.draft.departure).toBeUndefined();
    expect(named.draft.arrivalText).toBe("Cannes");
    // What step 1 carried reaches step 2, checked again.
    const client = visitor();
    await client.step({ ...CANNES_MONACO, date: "2027-01-10", time: "10:30", passengers: "3" });
    const step2 = await client.page(2);
    expect(step2.draft).toMatchObject({ date: "2027-01-10", time: "10:30", passengers: 3 });
  });

  it("opens the form for a guest from the concierge's link: step 3 comes with the box ticked", async () => {
    const open = (query: string) => bookingLoaderData(formRequest(`${BASE}?${query}`, {}), env, "fr", NOW);
    expect((await open("for=guest")).carried).toEqual({ for: "guest" });
    // Any other value is dropped, as every prefilled value that cannot be used.
    for (const odd of ["for=me", "for=GUEST", "for=guest%00", "for="])
      expect((await open(`to=Monaco&${odd}`)).carried, odd).toEqual({});
    const concierge = visitor();
    await concierge.step({ ...CANNES_MONACO, for: "guest" });
    await concierge.step({
      intent: "next",
      step: "2",
      date: "2027-02-01",
      time: "08:15",
      passengers: "2",
      luggage: "3",
    });
    const step3 = await concierge.page(3);
    expect(step3.step).toBe(3);
    expect(step3.draft.forOther).toBe(true);
    // The concierge books for themself after all: unticks the box, goes back to the link's page with
    // the browser and sends step 1 again. The link no longer ticks it.
    await concierge.step({ intent: "back", step: "3", firstName: "Claire", lastName: "Roux" });
    await concierge.step({ intent: "back", step: "2" });
    await concierge.step({ ...CANNES_MONACO, for: "guest" });
    expect((await concierge.page(2)).draft.forOther).toBe(false);
    // A step 1 sent without it leaves the box as the client left it: unticked.
    const client = visitor();
    await client.step({ ...CANNES_MONACO, for: "someone" });
    const own = await client.page(2);
    expect(own.draft.forOther).toBeUndefined();
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
