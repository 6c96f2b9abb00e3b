import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { emailOutbox, reservationEvents, reservations } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import { deliverDue, transportFromEnv } from "~/lib/mail.server";
import * as reservationRoute from "~/routes/admin-reservation";
import { testDatabases } from "../helpers/databases";
import { startSmtp } from "../helpers/smtp";
import {
  args,
  contextFor,
  get,
  outcome,
  post,
  reservationValues,
  staffDatabase,
  testEnv,
} from "./admin-helpers";

setLogLevel("silent");

/** Staff edits, prices set by hand, and duplicates (issue 12 §4), anonymous, as staff and as admin. */
describe.each(testDatabases())("editing a request on %s", (_name, make) => {
  const state = staffDatabase(make);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const env = testEnv({ SITE_URL: "https://chauffeur.example" });
  const context = contextFor(env);
  beforeAll(async () => {
    smtp = await startSmtp();
    env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await smtp.close();
  });

  async function seed(reference: string, overrides: Parameters<typeof reservationValues>[0] = {}) {
    const [row] = await db()
      .insert(reservations)
      .values(reservationValues({ reference, email: `${reference.toLowerCase()}@example.com`, ...overrides }))
      .returning();
    return row!;
  }
  const act = (id: string, fields: Record<string, string>, cookie?: string) =>
    outcome(() =>
      reservationRoute.action(args(post(`/admin/reservations/${id}`, fields, cookie), context, { id })),
    );
  const view = async (id: string, cookie: string) =>
    JSON.parse(
      (
        await outcome(() =>
          reservationRoute.loader(args(get(`/admin/reservations/${id}`, cookie), context, { id })),
        )
      ).body,
    );
  const rowOf = async (id: string) =>
    (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const eventsOf = (id: string) =>
    db().select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));

  const editFields = (overrides: Record<string, string> = {}) => ({
    intent: "edit-trip",
    departure: "Aéroport Nice Côte d'Azur",
    arrival: "Monaco",
    date: "2027-05-20",
    time: "14:30",
    passengers: "2",
    luggage: "2",
    flightNumber: "",
    ...overrides,
  });

  it("refuses an edit and a price from someone not signed in", async () => {
    const row = await seed("RC-ED0001");
    for (const fields of [
      editFields({ passengers: "5" }),
      { intent: "override-price", price: "99", reason: "x" },
    ]) {
      const anonymous = await act(row.id, fields);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/auth\?next=/);
    }
    const after = await rowOf(row.id);
    expect(after.passengers).toBe(2);
    expect(after.finalPriceCents).toBeNull();
    expect(await eventsOf(row.id)).toHaveLength(0);
  });

  it("staff change places, time, passengers and extras; the server prices it again; the history says who and what", async () => {
    const row = await seed("RC-ED0002", { priceCents: 1 });
    const done = await act(
      row.id,
      editFields({
        arrival: "Cannes",
        time: "16:00",
        passengers: "4",
        luggage: "3",
        flightNumber: "af 1234",
        "extra-babySeat": "1",
      }),
      state.staffCookie,
    );
    expect(done.status).toBe(302);
    const after = await rowOf(row.id);
    expect(after).toMatchObject({
      arrival: "Cannes",
      time: "16:00",
      passengers: 4,
      luggage: 3,
      flightNumber: "AF1234",
      extras: { babySeat: 1 },
    });
    // Priced by the server from the tariff, not the stale 1 cent, with its lines and Cannes' coordinates.
    expect(after.priceCents).toBeGreaterThan(5_000);
    expect(after.priceLines?.length).toBeGreaterThan(0);
    expect(after.arrivalLat).not.toBe(row.arrivalLat);
    const [event] = await eventsOf(row.id);
    expect(event).toMatchObject({
      kind: "edit",
      actorName: "Test desk@example.com",
      fromStatus: "new",
      toStatus: "new",
    });
    const fields = event!.changes!.map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        "arrival",
        "time",
        "passengers",
        "luggage",
        "flightNumber",
        "extras",
        "priceCents",
      ]),
    );
    expect(event!.changes!.find((c) => c.field === "arrival")).toEqual({
      field: "arrival",
      from: "Monaco",
      to: "Cannes",
    });
    // The same form again changes nothing and writes nothing.
    await act(
      row.id,
      editFields({
        arrival: "Cannes",
        time: "16:00",
        passengers: "4",
        luggage: "3",
        flightNumber: "AF1234",
        "extra-babySeat": "1",
      }),
      state.staffCookie,
    );
    expect(await eventsOf(row.id)).toHaveLength(1);
    const page = await view(row.id, state.staffCookie);
    expect(page.events[0].changes).toHaveLength(event!.changes!.length);
  });

  it("refuses what does not check out, and an unknown place, with the form's message", async () => {
    const row = await seed("RC-ED0003");
    for (const [fields, message] of [
      [{ passengers: "0" }, "Entre 1 et 60 passagers."],
      [{ time: "14:20" }, "Heure invalide"],
      [{ date: "2027-02-30" }, "Date invalide."],
      [{ "extra-babySeat": "9" }, "Quantité d’option invalide."],
      [{ arrival: "Zzyzx Qwrtp Xkcd" }, "Lieu introuvable"],
    ] as const) {
      const refused = await act(row.id, editFields(fields), state.adminCookie);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect(await eventsOf(row.id)).toHaveLength(0);
    const closed = await seed("RC-ED0004", { status: "completed" });
    expect((await act(closed.id, editFields({ passengers: "3" }), state.adminCookie)).status).toBe(409);
  });

  it("sets the price by hand with a reason, staff or admin; the history keeps the reason", async () => {
    const row = await seed("RC-ED0005", { status: "confirmed", finalPriceCents: 15_000 });
    const noReason = await act(row.id, { intent: "override-price", price: "120" }, state.staffCookie);
    expect(noReason.status).toBe(400);
    expect(noReason.body).toContain("Indiquez le motif");
    const badPrice = await act(
      row.id,
      { intent: "override-price", price: "-3", reason: "x" },
      state.staffCookie,
    );
    expect(badPrice.status).toBe(400);
    const done = await act(
      row.id,
      { intent: "override-price", price: "120,50", reason: "Geste commercial : client fidèle" },
      state.adminCookie,
    );
    expect(done.status).toBe(302);
    expect((await rowOf(row.id)).finalPriceCents).toBe(12_050);
    const [event] = await eventsOf(row.id);
    expect(event).toMatchObject({
      kind: "edit",
      reason: "Geste commercial : client fidèle",
      finalPriceCents: 12_050,
      actorName: "Test owner@example.com",
      changes: [{ field: "finalPriceCents", from: "150.00", to: "120.50" }],
    });
  });

  it("flags two requests from the same client for the same trip within 24 hours, on both", async () => {
    const first = await seed("RC-ED0010", {
      email: "twice@example.com",
      phone: "+33 6 98 76 54 32",
      time: "09:00",
    });
    const second = await seed("RC-ED0011", {
      email: "other@example.com",
      phone: "06 98 76 54 32",
      departure: "aéroport nice cote d’azur",
      time: "10:15",
    });
    const elsewhere = await seed("RC-ED0012", { email: "twice@example.com", arrival: "Menton" });
    const later = await seed("RC-ED0013", { email: "twice@example.com", date: "2027-05-22" });
    const a = await view(first.id, state.staffCookie);
    expect(a.duplicates.map((d: { reference: string }) => d.reference)).toEqual(["RC-ED0011"]);
    const b = await view(second.id, state.adminCookie);
    expect(b.duplicates.map((d: { reference: string }) => d.reference)).toEqual(["RC-ED0010"]);
    expect((await view(elsewhere.id, state.staffCookie)).duplicates).toEqual([]);
    expect((await view(later.id, state.staffCookie)).duplicates).toEqual([]);
    // Once one is cancelled as a duplicate, the other is no longer flagged.
    await db().update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, second.id));
    expect((await view(first.id, state.staffCookie)).duplicates).toEqual([]);
  });

  it("tells the client what changed, in their language, through a real SMTP server; unticked, tells nobody (decision 029)", async () => {
    const mailsOf = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));
    const fr = await seed("RC-ED0031");
    const en = await seed("RC-ED0032", { language: "en", status: "confirmed", finalPriceCents: 18_000 });

    // A correction that does not concern the client: the box unticked, no e-mail, the history says so.
    expect((await act(fr.id, editFields({ luggage: "3" }), state.staffCookie)).status).toBe(302);
    expect(await mailsOf(fr.id)).toHaveLength(0);
    expect((await eventsOf(fr.id))[0]).toMatchObject({ kind: "edit", notified: false });

    expect(
      (
        await act(
          fr.id,
          editFields({ luggage: "3", time: "16:00", passengers: "3", notify: "on" }),
          state.staffCookie,
        )
      ).status,
    ).toBe(302);
    expect(
      (await act(en.id, editFields({ date: "2027-05-21", notify: "on" }), state.adminCookie)).status,
    ).toBe(302);
    // A confirmed trip's new price is told; the reason stays in the office.
    const priced = await act(
      en.id,
      { intent: "override-price", price: "165", reason: "Geste commercial (client fidèle)", notify: "on" },
      state.staffCookie,
    );
    expect(priced.status).toBe(302);
    expect((await mailsOf(fr.id)).map((m) => m.kind)).toEqual(["reservation_updated"]);
    expect((await mailsOf(en.id)).map((m) => m.kind)).toEqual(["reservation_updated", "reservation_updated"]);
    const history = await eventsOf(en.id);
    expect(history.every((e) => e.notified === true)).toBe(true);

    smtp.received.length = 0;
    const transport = transportFromEnv(env);
    while ((await deliverDue(env, transport, new Date(Date.now() + 86_400_000))) > 0) {}
    transport.close();
    const to = (address: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(address));
    const [frMail] = to(fr.email!);
    expect(frMail!.subject).toBe("Votre trajet mis à jour\u00a0: RC-ED0031");
    expect(frMail!.text).toContain("Ce qui change");
    expect(frMail!.text).toContain("14:30 → 16:00");
    expect(frMail!.text).toContain("2 → 3");
    expect(frMail!.text).not.toContain("Bagages\u00a0: 2 → 3");
    expect(frMail!.text).toContain("Votre trajet à jour");
    expect(frMail!.text).toContain("Prix estimé");
    expect(frMail!.attachments).toHaveLength(0);
    expect(frMail!.html).toContain(`href="https://chauffeur.example/suivi/`);

    const enMails = to(en.email!);
    expect(enMails.map((m) => m.subject)).toEqual([
      "Your journey has been updated: RC-ED0032",
      "Your journey has been updated: RC-ED0032",
    ]);
    const texts = enMails.map((m) => m.text!);
    expect(texts.some((t) => t.includes("Date: Thursday, 20 May 2027 → Friday, 21 May 2027"))).toBe(true);
    expect(texts.some((t) => t.includes("Price: €180 → €165"))).toBe(true);
    expect(texts.every((t) => t.includes("Your journey as it now stands"))).toBe(true);
    for (const mail of enMails) {
      expect(mail.text).not.toContain("Geste commercial");
      const ics = mail.attachments.find((a) => a.filename === "RC-ED0032.ics");
      expect(ics?.content.toString("utf8")).toContain("UID:RC-ED0032@chauffeur.example");
    }
  });
});
