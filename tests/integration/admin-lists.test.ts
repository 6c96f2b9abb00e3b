import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { contactMessages, emailOutbox, reservationEvents, reservations } from "~/db/schema";
import { parseMessageFilters, parseReservationFilters } from "~/domain/admin/filters";
import { listMessages, listReservations } from "~/lib/admin-store.server";
import { setLogLevel } from "~/lib/logger.server";
import { readFlash } from "~/lib/session.server";
import * as adminRoute from "~/routes/admin";
import * as accountsRoute from "~/routes/admin-accounts";
import * as exportRoute from "~/routes/admin-export";
import * as reservationRoute from "~/routes/admin-reservation";
import * as layoutRoute from "~/routes/staff-layout";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  outcome,
  post,
  reservationValues,
  testEnv,
} from "./admin-helpers";

setLogLevel("silent");

const filters = (query: string) => parseReservationFilters(new URLSearchParams(query));

describe.each(testDatabases())("the administration's data on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let cookie: string;
  let adminCookie: string;
  const env = testEnv();
  const context = contextFor(env);

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    cookie = (await accountWithSession("ops@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("boss@example.com", "admin")).cookie;
    const rows = Array.from({ length: 120 }, (_, i) =>
      reservationValues({
        reference: `RC-L${String(i).padStart(5, "0")}`,
        email: `client${i}@example.com`,
        firstName: i % 2 ? "Léa" : "Oliver",
        lastName: `Nom${i}`,
        phone: i === 7 ? "+33 6 12 34 56 78" : `+44 7700 ${String(900000 + i)}`,
        message: i === 3 ? "100% sûr_e" : i % 5 === 0 ? null : "Merci",
        date: `2027-06-${String((i % 28) + 1).padStart(2, "0")}`,
        status: i < 10 ? "confirmed" : "new",
        // One request a day at 23:30 UTC, that is 00:30 or 01:30 the next day in Paris.
        createdAt: new Date(Date.UTC(2026, 9, 1 + i, 23, 30)),
      }),
    );
    await db().insert(reservations).values(rows);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("pages by 50, newest requests first", async () => {
    const first = await listReservations(filters(""));
    expect(first.total).toBe(120);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.reference).toBe("RC-L00119");
    const last = await listReservations(filters("page=3"));
    expect(last.rows).toHaveLength(20);
    expect(last.rows.at(-1)?.reference).toBe("RC-L00000");
  });

  it("filters by status, by trip date and by request date in Paris time", async () => {
    expect((await listReservations(filters("status=confirmed"))).total).toBe(10);
    const june1 = await listReservations(filters("from=2027-06-01&to=2027-06-01"));
    expect(june1.rows.every((row) => row.date === "2027-06-01")).toBe(true);
    expect(june1.total).toBe(5);
    // Created 2026-10-01 23:30 UTC = 2 October 01:30 in Paris.
    const oct2 = await listReservations(filters("dateField=created&from=2026-10-02&to=2026-10-02"));
    expect(oct2.rows.map((row) => row.reference)).toEqual(["RC-L00000"]);
    const oct1 = await listReservations(filters("dateField=created&from=2026-10-01&to=2026-10-01"));
    expect(oct1.total).toBe(0);
  });

  it("searches names, e-mails, references and phone numbers; wildcards typed are literal", async () => {
    expect((await listReservations(filters("q=rc-l0011"))).total).toBe(10);
    expect((await listReservations(filters("q=client42@"))).total).toBe(1);
    expect((await listReservations(filters("q=L%C3%A9a%20Nom1"))).rows.map((r) => r.reference)).toContain(
      "RC-L00001",
    );
    expect((await listReservations(filters("q=06%2012%2034"))).rows.map((r) => r.reference)).toEqual([
      "RC-L00007",
    ]);
    // Typed in the international form, with dots or dashes: found in the national form, and back.
    const [national] = await db()
      .insert(reservations)
      .values(reservationValues({ reference: "RC-LPHONE", phone: "06 98 76 54 31" }))
      .returning({ id: reservations.id });
    try {
      for (const q of [
        "+33698765431",
        "0033 6 98 76 54 31",
        "06.98.76.54.31",
        "+33 (0)6-98-76-54-31",
        "98 76 54 31",
      ])
        expect(
          (await listReservations(filters(`q=${encodeURIComponent(q)}`))).rows.map((r) => r.reference),
          q,
        ).toEqual(["RC-LPHONE"]);
      expect(
        (await listReservations(filters(`q=${encodeURIComponent("+33612345678")}`))).rows.map(
          (r) => r.reference,
        ),
      ).toEqual(["RC-L00007"]);
      expect(
        (await listReservations(filters(`q=${encodeURIComponent("06.12.34.56.78")}`))).rows.map(
          (r) => r.reference,
        ),
      ).toEqual(["RC-L00007"]);
    } finally {
      await db().delete(reservations).where(eq(reservations.id, national!.id));
    }
    // "%" and "_" match themselves, not anything.
    expect((await listReservations(filters("q=%25"))).total).toBe(0);
    expect((await listReservations(filters("q=_"))).total).toBe(0);
  });

  it("searches without minding accents or case, whichever side has them", async () => {
    const extra = await db()
      .insert(reservations)
      .values([
        reservationValues({
          reference: "RC-ACC001",
          firstName: "Jean-François",
          lastName: "Lefèvre",
          email: "jf@example.com",
          createdAt: new Date(Date.UTC(2020, 0, 1)),
        }),
        reservationValues({
          reference: "RC-ACC002",
          firstName: "Anna",
          lastName: "Lefevre",
          email: "anna@example.com",
          departure: "Villa Séméria, Saint-Jean-Cap-Ferrat",
          createdAt: new Date(Date.UTC(2020, 0, 2)),
        }),
      ])
      .returning({ id: reservations.id });
    const found = async (q: string) =>
      (await listReservations(filters(`q=${encodeURIComponent(q)}`))).rows.map((r) => r.reference).sort();
    try {
      for (const q of ["lefevre", "Lefèvre", "LEFÈVRE", "lefèvre"]) {
        expect(await found(q)).toEqual(["RC-ACC001", "RC-ACC002"]);
      }
      expect(await found("jean-francois lefevre")).toEqual(["RC-ACC001"]);
      expect(await found("Lefevre Jean-François")).toEqual(["RC-ACC001"]);
      for (const q of ["semeria", "Séméria", "SEMERIA", "villa sémeria"]) {
        expect(await found(q)).toEqual(["RC-ACC002"]);
      }
      // "Aéroport Nice Côte d'Azur" is the departure of every request but the Séméria one.
      expect((await listReservations(filters("q=aeroport%20nice%20cote"))).total).toBe(121);
      expect(await found("rc-acc00")).toEqual(["RC-ACC001", "RC-ACC002"]);
    } finally {
      for (const { id } of extra) await db().delete(reservations).where(eq(reservations.id, id));
    }
  });

  it("searches the contact messages without minding accents either", async () => {
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: "Hélène Lœwy", email: "helene@example.com", message: "Un transfert à Èze" })
      .returning();
    const found = async (q: string) =>
      (await listMessages(parseMessageFilters(new URLSearchParams({ q })))).rows.map((r) => r.id);
    try {
      expect(await found("helene loewy")).toEqual([message!.id]);
      expect(await found("a eze")).toEqual([message!.id]);
      expect(await found("HÉLÈNE")).toEqual([message!.id]);
    } finally {
      await db().delete(contactMessages).where(eq(contactMessages.id, message!.id));
    }
  });

  it("sorts trips by date when asked", async () => {
    const rows = (await listReservations(filters("sort=trip"))).rows;
    expect(rows[0]?.date).toBe("2027-06-01");
    expect(rows.every((row, i) => i === 0 || rows[i - 1]!.date <= row.date)).toBe(true);
  });

  it("exports the filtered list as CSV for French Excel", async () => {
    const result = await outcome(() =>
      exportRoute.loader(args(get("/admin/export.csv?status=confirmed&sort=trip", cookie), context)),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Response.text() drops the BOM; check the bytes through a fresh call.
    const response = (await exportRoute.loader(
      args(get("/admin/export.csv?status=confirmed", cookie), context),
    )) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = result.body.split("\r\n");
    expect(lines[0]).toMatch(/^Référence;Statut;Reçue le;Langue;Date du trajet;/);
    expect(lines).toHaveLength(12);
    expect(lines[1]).toContain(";Confirmée;");
    expect(lines.find((line) => line.startsWith("RC-L00007"))).toContain(";'+33 6 12 34 56 78;");
    expect(lines.find((line) => line.startsWith("RC-L00003"))).toContain(";100% sûr_e;");
  });

  it("moves a reservation through the workflow and records who did it", async () => {
    const [row] = await db().select().from(reservations).where(eq(reservations.reference, "RC-L00050"));
    const id = row!.id;
    const detail = `/admin/reservations/${id}`;
    const change = (fields: Record<string, string>) =>
      outcome(() => reservationRoute.action(args(post(detail, fields, cookie), context, { id })));

    const noPrice = await change({ from: "new", to: "confirmed" });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toContain("Indiquez le prix final");
    const skip = await change({ from: "new", to: "completed" });
    expect(skip.status).toBe(400);

    const confirmed = await change({
      from: "new",
      to: "confirmed",
      finalPrice: "145,50",
      note: "Siège bébé prévu",
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe(detail);
    expect((await readFlash(confirmed.headers.get("Set-Cookie"), env))?.flash.kind).toBe("status-changed");

    const stale = await change({ from: "new", to: "cancelled" });
    expect(stale.status).toBe(409);

    expect((await change({ from: "confirmed", to: "completed" })).status).toBe(302);
    expect((await change({ from: "completed", to: "cancelled" })).status).toBe(400);

    const [after] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(after).toMatchObject({ status: "completed", finalPriceCents: 14_550 });
    expect(after!.statusChangedBy).not.toBeNull();
    const events = await db()
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id))
      .orderBy(reservationEvents.createdAt);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.finalPriceCents, e.actorName])).toEqual([
      ["new", "confirmed", 14_550, "Test ops@example.com"],
      ["confirmed", "completed", null, "Test ops@example.com"],
    ]);
    expect(events[0]?.note).toBe("Siège bébé prévu");
    // The client was told of the confirmation (through the outbox, in the same transaction), not of
    // the completion.
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
    expect(mails.map((mail) => mail.toAddress)).toEqual([row!.email]);
    expect(mails[0]?.subject).toContain("RC-L00050");

    const page = await outcome(() => reservationRoute.loader(args(get(detail, cookie), context, { id })));
    expect(page.body).toContain("Siège bébé prévu");
    const missing = await outcome(() =>
      reservationRoute.loader(
        args(get("/admin/reservations/00000000-0000-4000-8000-000000000000", cookie), context, {
          id: "00000000-0000-4000-8000-000000000000",
        }),
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("shows e-mails that failed and puts one back in the queue on request", async () => {
    const [row] = await db().select().from(reservations).where(eq(reservations.reference, "RC-L00060"));
    const id = row!.id;
    const [failed] = await db()
      .insert(emailOutbox)
      .values({
        kind: "client-acknowledgement",
        toAddress: row!.email!,
        subject: "Demande reçue : RC-L00060",
        textBody: "…",
        htmlBody: "…",
        status: "failed",
        lastError: "550 mailbox unavailable",
        messageId: `<failed-${id}@localhost>`,
        reservationId: id,
      })
      .returning();
    const dashboard = JSON.parse(
      (await outcome(() => adminRoute.loader(args(get("/admin", cookie), context)))).body,
    );
    expect(dashboard.failed.total).toBe(1);
    expect(dashboard.failed.rows[0].reference).toBe("RC-L00060");
    const detail = `/admin/reservations/${id}`;
    const page = await outcome(() => reservationRoute.loader(args(get(detail, cookie), context, { id })));
    expect(page.body).toContain("550 mailbox unavailable");

    const [other] = await db().select().from(reservations).where(eq(reservations.reference, "RC-L00061"));
    const wrong = await outcome(() =>
      reservationRoute.action(
        args(
          post(`/admin/reservations/${other!.id}`, { intent: "retry-email", emailId: failed!.id }, cookie),
          context,
          {
            id: other!.id,
          },
        ),
      ),
    );
    expect(wrong.status).toBe(400);
    const retry = await outcome(() =>
      reservationRoute.action(
        args(post(detail, { intent: "retry-email", emailId: failed!.id }, cookie), context, { id }),
      ),
    );
    expect(retry.status).toBe(302);
    const [after] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(after!.status).toBe("pending");
  });

  it("marks messages handled and open again, and keeps visitor text as data", async () => {
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: "Visitor", email: "v@example.com", message: "<script>alert(1)</script>" })
      .returning();
    const handle = await outcome(() =>
      adminRoute.action(
        args(
          post("/admin", { intent: "handle", id: message!.id, returnTo: "/admin?tab=messages" }, cookie),
          context,
        ),
      ),
    );
    expect(handle.status).toBe(302);
    expect(handle.location).toBe("/admin?tab=messages");
    const [handled] = await db().select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(handled!.handledAt).not.toBeNull();
    const list = await outcome(() =>
      adminRoute.loader(args(get("/admin?tab=messages&state=handled", cookie), context)),
    );
    expect(list.body).toContain("<script>alert(1)</script>");
    const reopen = await outcome(() =>
      adminRoute.action(
        args(
          post("/admin", { intent: "reopen", id: message!.id, returnTo: "https://evil.example" }, cookie),
          context,
        ),
      ),
    );
    expect(reopen.location).toBe("/admin");
    const [open] = await db().select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(open!.handledAt).toBeNull();
  });

  it("gives the tab counts", async () => {
    const page = await outcome(() => adminRoute.loader(args(get("/admin", cookie), context)));
    const data = JSON.parse(page.body);
    expect(data.counts.reservations).toBe(120);
    expect(data.counts.messages).toBeGreaterThanOrEqual(1);
  });

  it("names who is signed in in the staff layout, once for every page", async () => {
    const page = await outcome(() => layoutRoute.loader(args(get("/admin", cookie), context)));
    const data = JSON.parse(page.body);
    expect(data.staff).toEqual({ email: "ops@example.com", fullName: "Test ops@example.com", role: "staff" });
  });

  it("counts the messages not yet handled for the staff menu, as the Messages tab does", async () => {
    const layoutCount = async () =>
      JSON.parse((await outcome(() => layoutRoute.loader(args(get("/admin", cookie), context)))).body)
        .openMessages as number;
    const tabCount = async () =>
      JSON.parse((await outcome(() => adminRoute.loader(args(get("/admin", cookie), context)))).body).counts
        .openMessages as number;
    const before = await layoutCount();
    expect(before).toBe(await tabCount());
    const [message] = await db()
      .insert(contactMessages)
      .values({ name: "Menu count", email: "m@example.com", message: "Un transfert demain ?" })
      .returning();
    expect(await layoutCount()).toBe(before + 1);
    await db()
      .update(contactMessages)
      .set({ handledAt: new Date() })
      .where(eq(contactMessages.id, message!.id));
    expect(await layoutCount()).toBe(before);
  });

  it("lets an admin add a staff account, and says why when it cannot", async () => {
    const add = (fields: Record<string, string>) =>
      outcome(() => accountsRoute.action(args(post("/admin/accounts", fields, adminCookie), context)));
    const short = await add({ email: "new@example.com", password: "short", fullName: "New", role: "staff" });
    expect(short.status).toBe(400);
    expect(short.body).toContain("12 caractères");
    const created = await add({
      email: "New@Example.com",
      password: "a very long password",
      fullName: "New",
      role: "staff",
    });
    expect(created.status).toBe(302);
    expect((await readFlash(created.headers.get("Set-Cookie"), env))?.flash.kind).toBe("account-created");
    const twice = await add({
      email: "new@example.com",
      password: "a very long password",
      fullName: "New",
      role: "staff",
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toContain("Un compte existe déjà");
  });
});
