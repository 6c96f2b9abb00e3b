/**
 * The request's e-mail sent again to the client (decision 039): the acknowledgement, the quote or the
 * confirmation as the request stands, with the link to the client's page; refused without an address,
 * for a quote past its validity and for a closed request; one history row each time.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, reservationEvents, reservations } from "~/db/schema";
import { followUrl } from "~/domain/follow";
import { setLogLevel } from "~/lib/logger.server";
import * as detail from "~/routes/admin-reservation";
import { testDatabases } from "../helpers/databases";
import {
  args,
  contextFor,
  get,
  post,
  reservationValues,
  staffDatabase,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");

describe.each(testDatabases())("sending a request's recap again on %s", (_name, make) => {
  const state = staffDatabase(make);
  const env = testEnv({ SITE_URL: "https://www.example.com" });
  const context = contextFor(env);

  async function request(overrides: Parameters<typeof reservationValues>[0]) {
    const [row] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference: `RC-RCP${Math.random().toString(36).slice(2, 5).toUpperCase()}`,
          ...overrides,
        }),
      )
      .returning();
    return row!;
  }
  const send = (id: string, from = "new") =>
    throughStaffLayout(
      post(`/admin/reservations/${id}`, { intent: "send-recap", from }, state.staffCookie),
      context,
      (x) => detail.action(args(x, context, { id })),
    );
  const mailOf = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
  const recapsOf = (id: string) =>
    db()
      .select()
      .from(reservationEvents)
      .where(and(eq(reservationEvents.reservationId, id), eq(reservationEvents.kind, "recap")));

  it("sends a new request's acknowledgement again, in the client's language, with a link to their page given now", async () => {
    const row = await request({ language: "en", email: "late.address@example.com", clientToken: null });
    const sent = await send(row.id);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/admin/reservations/${row.id}`);
    const [mail] = await mailOf(row.id);
    expect(mail).toMatchObject({ toAddress: "late.address@example.com", status: "pending" });
    // Its Message-ID names the site, as every other e-mail's does.
    expect(mail!.messageId).toMatch(/@www\.example\.com>?$/);
    expect(mail!.subject).toContain(row.reference);
    expect(mail!.textBody).toMatch(/^Dear Secret,/);
    const [after] = await db().select().from(reservations).where(eq(reservations.id, row.id));
    expect(after!.clientToken).toMatch(/^[\w-]{20,}$/);
    expect(mail!.textBody).toContain(followUrl("https://www.example.com", after!.clientToken!, "en"));
    const [event] = await recapsOf(row.id);
    expect(event).toMatchObject({
      fromStatus: "new",
      toStatus: "new",
      notified: true,
      changes: [{ field: "email", from: null, to: "late.address@example.com" }],
    });
    // The page names it in its history.
    const page = await throughStaffLayout(
      get(`/admin/reservations/${row.id}`, state.staffCookie),
      context,
      (x) => detail.loader(args(x, context, { id: row.id })),
    );
    expect(page.body).toContain('"kind":"recap"');
  });

  it("sends a confirmed trip's confirmation with its calendar invitation, and an open quote with its validity", async () => {
    const confirmed = await request({ status: "confirmed", finalPriceCents: 14_000 });
    expect((await send(confirmed.id, "confirmed")).status).toBe(302);
    const [confirmation] = await mailOf(confirmed.id);
    expect(confirmation!.subject).toMatch(/confirm/i);
    expect(confirmation!.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/\.ics$/)]);

    const quoted = await request({
      status: "quoted",
      finalPriceCents: 15_000,
      quoteExpiresAt: new Date(Date.now() + 3 * 86_400_000),
    });
    expect((await send(quoted.id, "quoted")).status).toBe(302);
    const [quote] = await mailOf(quoted.id);
    expect(quote!.subject).toMatch(/devis/i);
    expect(quote!.textBody).toContain("Prix proposé : 150 €");
  });

  it("refuses, writing nothing, without an address, for a quote past its validity and for a closed request", async () => {
    const phoneOnly = await request({ email: null, source: "phone" });
    const noEmail = await send(phoneOnly.id);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toContain("Modifier le client");
    const expired = await request({
      status: "quoted",
      finalPriceCents: 15_000,
      quoteExpiresAt: new Date(Date.now() - 60_000),
    });
    const declined = await request({ status: "declined" });
    const past = await request({ status: "confirmed", date: "2025-05-20" });
    for (const row of [expired, declined, past]) {
      const refused = await send(row.id, row.status);
      expect(refused.status).toBe(409);
      expect(refused.body).toContain("plus d’e-mail à renvoyer");
    }
    // A page drawn before the client accepted the quote announced the quote: refused, told to reload.
    const accepted = await request({ status: "confirmed" });
    const stale = await send(accepted.id, "quoted");
    expect(stale.status).toBe(409);
    for (const row of [phoneOnly, expired, declined, past, accepted]) {
      expect(await mailOf(row.id)).toEqual([]);
      expect(await recapsOf(row.id)).toEqual([]);
    }
  });

  it("is for the staff only", async () => {
    const row = await request({});
    const anonymous = await throughStaffLayout(
      post(`/admin/reservations/${row.id}`, { intent: "send-recap" }),
      context,
      (x) => detail.action(args(x, context, { id: row.id })),
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth/);
    expect(await mailOf(row.id)).toEqual([]);
  });
});
