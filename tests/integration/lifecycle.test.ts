import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { emailOutbox, reservationEvents, reservations } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import * as reservationRoute from "~/routes/admin-reservation";
import { storeContactMessage } from "~/routes/contact.server";
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

/** Decline and cancel with a reason, the choice to tell the client, and what the history keeps (decision 021). */
describe.each(testDatabases())("the request lifecycle on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  let adminCookie: string;
  const env = testEnv({ SITE_URL: "https://chauffeur.example" });
  const context = contextFor(env);

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    staffCookie = (await accountWithSession("desk@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("owner@example.com", "admin")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  async function seed(reference: string, overrides: Parameters<typeof reservationValues>[0] = {}) {
    const [row] = await db()
      .insert(reservations)
      .values(reservationValues({ reference, email: `${reference.toLowerCase()}@example.com`, ...overrides }))
      .returning();
    return row!;
  }

  const change = (id: string, fields: Record<string, string>, cookie?: string) =>
    outcome(() =>
      reservationRoute.action(args(post(`/admin/reservations/${id}`, fields, cookie), context, { id })),
    );

  const clientMails = (id: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.reservationId, id)));

  const eventsOf = (id: string) =>
    db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));

  it("refuses a change from someone not signed in", async () => {
    const row = await seed("RC-LC0001");
    const anonymous = await change(row.id, { from: "new", to: "cancelled", reason: "x", notify: "on" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\?next=/);
    const [after] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(after!.status).toBe("new");
  });

  it("cancels with a reason and no e-mail when staff untick 'notify', and keeps who, when and why", async () => {
    const row = await seed("RC-LC0002");
    const noReason = await change(row.id, { from: "new", to: "cancelled", notify: "on" }, staffCookie);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toContain("Indiquez le motif");
    const done = await change(
      row.id,
      { from: "new", to: "cancelled", reason: "Doublon de RC-LC0001", note: "Appel du client" },
      staffCookie,
    );
    expect(done.status).toBe(302);
    const [after] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(after!.status).toBe("cancelled");
    expect(await clientMails(row.id)).toHaveLength(0);
    const [event] = await eventsOf(row.id);
    expect(event).toMatchObject({
      kind: "status",
      fromStatus: "new",
      toStatus: "cancelled",
      reason: "Doublon de RC-LC0001",
      note: "Appel du client",
      notified: false,
      actorName: "Test desk@example.com",
    });
    const page = await outcome(() =>
      reservationRoute.loader(
        args(get(`/admin/reservations/${row.id}`, staffCookie), context, { id: row.id }),
      ),
    );
    expect(page.body).toContain("Doublon de RC-LC0001");
  });

  it("cancels and tells the client who cancelled and why, in their language", async () => {
    const row = await seed("RC-LC0003", { language: "en", status: "confirmed", finalPriceCents: 15_000 });
    const done = await change(
      row.id,
      { from: "confirmed", to: "cancelled", reason: "Our vehicle broke down", notify: "on" },
      adminCookie,
    );
    expect(done.status).toBe(302);
    const mails = await clientMails(row.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "reservation_cancelled", toAddress: row.email });
    expect(mails[0]!.subject).toBe("Request cancelled: RC-LC0003");
    expect(mails[0]!.textBody).toContain("We have had to cancel your journey request");
    expect(mails[0]!.textBody).toContain("Reason: Our vehicle broke down");
    expect((await eventsOf(row.id))[0]!.notified).toBe(true);
  });

  it("declines with a reason, always telling the client kindly; a declined request is closed", async () => {
    const row = await seed("RC-LC0004");
    const done = await change(
      row.id,
      { from: "new", to: "declined", reason: "Aucun véhicule disponible à cette heure" },
      staffCookie,
    );
    expect(done.status).toBe(302);
    const mails = await clientMails(row.id);
    expect(mails.map((m) => m.kind)).toEqual(["reservation_declined"]);
    expect(mails[0]!.subject).toBe("Votre demande RC-LC0004\u00a0: trajet indisponible");
    expect(mails[0]!.textBody).toContain("Aucun véhicule disponible à cette heure");
    const again = await change(row.id, { from: "declined", to: "confirmed", finalPrice: "100" }, staffCookie);
    expect(again.status).toBe(400);
    const confirmedCannotBeDeclined = await seed("RC-LC0005", { status: "confirmed" });
    const refused = await change(
      confirmedCannotBeDeclined.id,
      { from: "confirmed", to: "declined", reason: "Trop tard" },
      staffCookie,
    );
    expect(refused.status).toBe(400);
  });

  it("acknowledges a contact message to the visitor, in their language, with the office's alert", async () => {
    const { id } = await storeContactMessage(
      { name: "Grace", email: "grace@example.com", phone: null, message: "A quote for 8?" },
      "en",
      env,
    );
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.contactMessageId, id));
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ["contact_client", "grace@example.com"],
      ["contact_staff", env.COMPANY_EMAIL],
    ]);
    expect(mails.find((m) => m.kind === "contact_client")!.subject).toBe("We have received your message");
  });
});
