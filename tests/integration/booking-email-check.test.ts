/**
 * Step 3's check of a mistyped e-mail domain ("gmial.com", "gmail.con"): the step is answered again
 * with "did you mean …?" and nothing is kept; the visitor takes the suggestion or keeps the address
 * as typed, also without JavaScript (radio buttons posted with the step).
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAction, bookingLoaderData } from "~/booking/flow.server";
import { type Database, setDatabase } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { formRequest, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

const NOW = new Date("2026-11-22T10:00:00Z");

type Answer = {
  data: { step: number; errors: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

const isRedirect = (result: unknown): result is Response =>
  result instanceof Response && result.status >= 300 && result.status < 400;

describe.each(testDatabases())("the e-mail check of step 3 on %s", (_name, make) => {
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

  /** A visitor at step 3, with a cookie jar. */
  async function atStep3(lang: "fr" | "en" = "fr") {
    const jar = { cookie: "" };
    const url = lang === "en" ? "http://localhost/en/reservations" : "http://localhost/reservations";
    const step = async (fields: Record<string, string>) => {
      const result = await bookingAction({
        request: formRequest(url, fields, { cookie: jar.cookie }),
        lang,
        clientIp: "10.0.0.9",
        env: { ...getEnv(), BOOKING_RATE_LIMIT: 100_000 },
        now: NOW,
      });
      for (const set of result instanceof Response ? result.headers.getSetCookie() : []) {
        if (set.startsWith("booking_draft=")) jar.cookie = set.split(";")[0]!;
      }
      return result;
    };
    await step({ intent: "next", step: "1", departure: "Cannes", arrival: "Monaco" });
    await step({
      intent: "next",
      step: "2",
      date: "2027-03-03",
      time: "11:00",
      passengers: "2",
      luggage: "1",
    });
    const contact = (email: string, extra: Record<string, string> = {}) =>
      step({
        intent: "next",
        step: "3",
        firstName: "Zoé",
        lastName: "Lemaître",
        email,
        phone: "+33 6 12 34 56 78",
        ...extra,
      });
    const draft = async () =>
      (await bookingLoaderData(formRequest(`${url}?step=3`, {}, { cookie: jar.cookie }), env, lang, NOW))
        .draft;
    return { step, contact, draft };
  }

  const rowCount = async () => (await database.db.select({ n: count() }).from(reservations))[0]!.n;

  it("answers step 3 again with the suggestion, in French, and keeps nothing", async () => {
    const before = await rowCount();
    const visitor = await atStep3();
    const answer = (await visitor.contact("zoe.lemaitre@gmial.com")) as Answer;
    expect(isRedirect(answer)).toBe(false);
    expect(answer.init.status).toBe(400);
    expect(answer.data.step).toBe(3);
    expect(answer.data.errors).toEqual({
      email: "Vouliez-vous dire zoe.lemaitre@gmail.com\u00a0? Vérifiez votre adresse e-mail.",
    });
    expect(answer.data.values).toMatchObject({
      email: "zoe.lemaitre@gmial.com",
      emailChecked: "zoe.lemaitre@gmial.com",
      emailSuggested: "zoe.lemaitre@gmail.com",
    });
    expect((await visitor.draft()).email).toBeUndefined();
    expect(await rowCount()).toBe(before);
  });

  it("answers in English on the English form, for a mistyped top-level domain too", async () => {
    const visitor = await atStep3("en");
    const answer = (await visitor.contact("zoe.lemaitre@gmail.con")) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors.email).toBe(
      "Did you mean zoe.lemaitre@gmail.com? Please check your email address.",
    );
  });

  it("takes the suggestion when chosen", async () => {
    const visitor = await atStep3();
    await visitor.contact("zoe.lemaitre@gmial.com");
    const next = await visitor.contact("zoe.lemaitre@gmial.com", {
      emailChecked: "zoe.lemaitre@gmial.com",
      emailChoice: "suggested",
    });
    expect(isRedirect(next) && next.headers.get("location")).toBe("/reservations?step=4");
    expect((await visitor.draft()).email).toBe("zoe.lemaitre@gmail.com");
  });

  it("keeps the address as typed when the visitor says it is right", async () => {
    const visitor = await atStep3();
    const next = await visitor.contact("zoe@gmial.com", {
      emailChecked: "zoe@gmial.com",
      emailChoice: "typed",
    });
    expect(isRedirect(next)).toBe(true);
    expect((await visitor.draft()).email).toBe("zoe@gmial.com");
  });

  it("asks again about an address edited since, or when no answer is given", async () => {
    const visitor = await atStep3();
    const edited = (await visitor.contact("zoe@hotmial.fr", {
      emailChecked: "zoe@gmial.com",
      emailChoice: "typed",
    })) as Answer;
    expect(edited.init.status).toBe(400);
    expect(edited.data.values.emailSuggested).toBe("zoe@hotmail.fr");
    const unanswered = (await visitor.contact("zoe@hotmial.fr", {
      emailChecked: "zoe@hotmial.fr",
    })) as Answer;
    expect(unanswered.init.status).toBe(400);
  });

  it("lets a provider's own domain and a company's domain through at once", async () => {
    for (const email of ["zoe@gmail.com", "zoe@orange.fr", "zoe@cabinet-durand.fr", "zoe@cloud.com"]) {
      const visitor = await atStep3();
      expect(isRedirect(await visitor.contact(email)), email).toBe(true);
    }
  });

  it("stores the address chosen", async () => {
    const visitor = await atStep3();
    await visitor.contact("zoe.lemaitre@gmail.con", {
      emailChecked: "zoe.lemaitre@gmail.con",
      emailChoice: "suggested",
    });
    const done = (await visitor.step({ intent: "confirm", step: "4" })) as Response;
    const reference = done.headers.get("location")!.split("ref=")[1]!;
    const [row] = await database.db.select().from(reservations).where(eq(reservations.reference, reference));
    expect(row!.email).toBe("zoe.lemaitre@gmail.com");
  });
});
