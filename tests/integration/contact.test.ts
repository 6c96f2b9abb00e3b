import os from "node:os";
import { asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, setDatabase } from "~/db/client.server";
import { contactMessages, emailOutbox } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { loadEnv } from "~/lib/env.server";
import { SENT_AGAIN_WINDOW_S } from "~/lib/form-action.server";
import { setLogLevel } from "~/lib/logger.server";
import { action } from "~/routes/contact";
import { testDatabases } from "../helpers/databases";

const env = loadEnv({
  SESSION_SECRET: "x".repeat(40),
  DATA_DIR: os.tmpdir(),
  SITE_URL: "http://localhost:3000",
});
let ipCounter = 0;

/** A fresh client address per test, so the rate limits of one test do not leak into another. */
function nextIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

interface DataResult {
  data: { errors: Record<string, string>; values: Record<string, string>; formError?: string };
  init: ResponseInit | null;
}

async function post(fields: Record<string, string>, { lang = "fr" as Lang, ip = nextIp() } = {}) {
  const url = `http://localhost:3000${lang === "en" ? "/en/contact" : "/contact"}`;
  const request = new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: "test", clientIp: ip, env });
  // What the root middleware decides from the address.
  context.set(languageContext, lang);
  const result = (await action({ request, context, params: {} } as never)) as unknown;
  if (result instanceof Response) return { response: result, data: undefined };
  return { response: undefined, data: result as DataResult };
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  message: "Bonjour, nous arrivons à Nice le 12 mai avec quatre valises.",
};

describe.each(testDatabases())("contact action on %s", (_name, make) => {
  const target = make();
  let database: Database;
  const stored = () => database.db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt));

  beforeAll(async () => {
    setLogLevel("silent");
    database = await target.open();
    setDatabase(database);
  });

  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await database.db.delete(contactMessages);
  });

  it("stores a valid message in one row and redirects to the confirmation (post/redirect/get)", async () => {
    const { response } = await post(valid);
    expect(response?.status).toBe(303);
    expect(response?.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, language: "fr", handledAt: null });
  });

  it("asks about a likely typo in the address's domain, then stores the suggestion or the address as typed", async () => {
    const typo = { ...valid, email: "ada.lovelace@gmial.com" };
    const asked = await post(typo);
    expect(asked.data?.init?.status).toBe(400);
    expect(asked.data?.data.errors.email).toBe(
      "Vouliez-vous dire ada.lovelace@gmail.com\u00a0? Vérifiez votre adresse e-mail.",
    );
    expect(await stored()).toHaveLength(0);
    const english = await post({ ...valid, email: "ada@gmail.con" }, { lang: "en" });
    expect(english.data?.data.errors.email).toMatch(/^Did you mean ada@gmail\.com\?/);

    const taken = await post({ ...typo, emailChecked: typo.email, emailChoice: "suggested" });
    expect(taken.response?.status).toBe(303);
    expect((await stored())[0]?.email).toBe("ada.lovelace@gmail.com");
    await database.db.delete(contactMessages);
    const kept = await post({ ...typo, emailChecked: typo.email, emailChoice: "typed" });
    expect(kept.response?.status).toBe(303);
    expect((await stored())[0]?.email).toBe("ada.lovelace@gmial.com");
    // An answer about another address does not count: the new one is asked about.
    const edited = await post({
      ...typo,
      email: "ada@hotmial.com",
      emailChecked: typo.email,
      emailChoice: "typed",
    });
    expect(edited.data?.data.errors.email).toContain("ada@hotmail.com");
  });

  it("stores the English page's messages as English, with an empty phone as null", async () => {
    const { response } = await post({ ...valid, phone: "  " }, { lang: "en" });
    expect(response?.headers.get("Location")).toBe("/en/contact?sent=1#contact-form");
    const [row] = await stored();
    expect(row).toMatchObject({ language: "en", phone: null });
  });

  it("stores markup in the message as plain text, exactly as typed", async () => {
    const message = `<script>alert("x")</script> <img src=x onerror=alert(1)> & "quotes"`;
    await post({ ...valid, message });
    const [row] = await stored();
    expect(row?.message).toBe(message);
  });

  it.each([
    ["empty fields", { name: "", email: "", phone: "", message: "" }, ["name", "email", "message"]],
    ["a 10 kB name", { ...valid, name: "N".repeat(10_000) }, ["name"]],
    ["an invalid e-mail", { ...valid, email: "ada@example" }, ["email"]],
    ["a <script> tag in the name", { ...valid, name: "<script>alert(1)</script>" }, ["name"]],
    ["a malformed phone", { ...valid, phone: "call me maybe" }, ["phone"]],
    ["a one-word message", { ...valid, message: "Bonjour" }, ["message"]],
  ])("answers %s with 400 and translated field errors, storing nothing", async (_label, fields, invalid) => {
    const fr = await post(fields);
    expect(fr.data?.init?.status).toBe(400);
    expect(Object.keys(fr.data!.data.errors).sort()).toEqual([...invalid].sort());
    expect(fr.data!.data.formError).toBe("Veuillez corriger les champs signalés ci-dessous.");
    const en = await post(fields, { lang: "en" });
    expect(en.data?.init?.status).toBe(400);
    for (const field of invalid) {
      expect(en.data!.data.errors[field]).toBeTruthy();
      expect(en.data!.data.errors[field]).not.toBe(fr.data!.data.errors[field]);
    }
    // The form gets its values back, so the visitor loses nothing.
    expect(fr.data!.data.values.email).toBe(fields.email);
    expect(await stored()).toHaveLength(0);
  });

  it("keeps a message sent twice (a double click, at once or one after the other) once, with one pair of e-mails", async () => {
    const ip = nextIp();
    // Without JavaScript a double click posts the form twice, nearly at once.
    const both = await Promise.all([post(valid, { ip }), post(valid, { ip })]);
    expect(both.map((r) => r.response?.status)).toEqual([303, 303]);
    // Send pressed again a moment later, the address typed in capitals this time.
    const again = await post({ ...valid, email: valid.email.toUpperCase() }, { ip });
    expect(again.response?.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    const rows = await stored();
    expect(rows).toHaveLength(1);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.contactMessageId, rows[0]!.id));
    expect(mails.map((m) => m.kind).sort()).toEqual(["contact_client", "contact_staff"]);
    // The repeats do not count against the visitor's limit of messages: four more go through.
    for (let i = 0; i < 4; i += 1) {
      expect((await post({ ...valid, message: `${valid.message} (${i})` }, { ip })).response?.status).toBe(
        303,
      );
    }
    expect(await stored()).toHaveLength(5);
    // Another text from the same address is another message; so is the same text two minutes on.
    await database.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.now() - (SENT_AGAIN_WINDOW_S + 5) * 1000) })
      .where(eq(contactMessages.id, rows[0]!.id));
    expect((await post(valid)).response?.status).toBe(303);
    expect(await stored()).toHaveLength(6);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const { response } = await post({ ...valid, website: "https://spam.example" });
    expect(response?.status).toBe(303);
    expect(await stored()).toHaveLength(0);
  });

  it("limits each address to 5 messages per 10 minutes (429, translated)", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const { response } = await post({ ...valid, message: `${valid.message} #${i}` }, { ip });
      expect(response?.status).toBe(303);
    }
    const limited = await post(valid, { ip, lang: "en" });
    expect(limited.data?.init?.status).toBe(429);
    expect(limited.data!.data.formError).toMatch(/several messages/);
    expect(new Headers(limited.data!.init!.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(await stored()).toHaveLength(5);
    // Another address is not affected.
    expect((await post(valid)).response?.status).toBe(303);
  });

  it("answers a database failure with 503 and the specification's message, keeping the fields", async () => {
    setDatabase({
      ...database,
      db: {
        insert: () => ({
          values: () => Promise.reject(new Error("connection lost")),
        }),
      } as never,
    });
    try {
      const fr = await post(valid);
      expect(fr.data?.init?.status).toBe(503);
      expect(fr.data!.data.formError).toBe("Erreur lors de l’envoi. Veuillez réessayer.");
      expect(fr.data!.data.values).toEqual(valid);
      const en = await post(valid, { lang: "en" });
      expect(en.data!.data.formError).toBe("Error submitting. Please try again.");
    } finally {
      setDatabase(database);
    }
    expect(await stored()).toHaveLength(0);
  });

  it("does not count a message the server failed to store against the visitor's limit", async () => {
    const ip = nextIp();
    setDatabase({
      ...database,
      db: { transaction: () => Promise.reject(new Error("connection lost")) } as never,
    });
    try {
      for (let i = 0; i < 8; i += 1) expect((await post(valid, { ip })).data?.init?.status).toBe(503);
    } finally {
      setDatabase(database);
    }
    for (let i = 0; i < 5; i += 1) {
      expect((await post({ ...valid, message: `${valid.message} #${i}` }, { ip })).response?.status).toBe(
        303,
      );
    }
    expect((await post(valid, { ip })).data?.init?.status).toBe(429);
  });
});
