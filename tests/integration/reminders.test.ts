import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClientToken } from "~/booking/store.server";
import { db } from "~/db/client.server";
import { drivers, emailOutbox, reservations, scheduledJobs, vehicles } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import { deliverDue, transportFromEnv } from "~/lib/mail.server";
import {
  enqueueDueReminders,
  enqueueEveningSheet,
  eveningSheetKey,
  REMINDERS_EVERY_MS,
  runRemindersIfDue,
} from "~/lib/reminders.server";
import { testDatabases } from "../helpers/databases";
import { startSmtp } from "../helpers/smtp";
import { reservationValues, staffDatabase, testEnv } from "./admin-helpers";

setLogLevel("silent");

/** The reminders (issue 12 §9, decision 025) on a fake clock: the 24-hour e-mail and the evening sheet. */
describe.each(testDatabases())("reminders on %s", (_name, make) => {
  staffDatabase(make);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let env: ReturnType<typeof testEnv>;
  let driverId: string;
  let vehicleId: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    env = testEnv({
      SMTP_URL: smtp.url,
      SITE_URL: "https://chauffeur.example",
      COMPANY_EMAIL: "office@chauffeur.example",
    });
    const [driver] = await db()
      .insert(drivers)
      .values({ fullName: "Marc Lefèvre", phone: "+33 6 11 22 33 44", languages: ["fr", "en"] })
      .returning();
    const [vehicle] = await db()
      .insert(vehicles)
      .values({ model: "Mercedes Classe V", plate: "GH-456-JK", seats: 7 })
      .returning();
    driverId = driver!.id;
    vehicleId = vehicle!.id;
  });
  afterAll(async () => {
    await smtp.close();
  });

  async function seed(reference: string, overrides: Parameters<typeof reservationValues>[0] = {}) {
    const [row] = await db()
      .insert(reservations)
      .values(
        reservationValues({
          reference,
          email: `${reference.toLowerCase()}@example.com`,
          status: "confirmed",
          finalPriceCents: 15_000,
          statusChangedAt: new Date("2027-07-01T09:00:00Z"),
          clientToken: newClientToken(),
          driverId,
          vehicleId,
          ...overrides,
        }),
      )
      .returning();
    return row!;
  }
  const reminders = (id: string) => db().select().from(emailOutbox).where(eq(emailOutbox.reservationId, id));

  it("writes the client's reminder once the pickup is 24 hours away, once, with the driver and the vehicle", async () => {
    // 14 July 2027 10:00 in Paris is 08:00 UTC.
    const row = await seed("RC-RM0001", { date: "2027-07-14", time: "10:00" });
    expect(await enqueueDueReminders(db(), env, new Date("2027-07-13T07:59:00Z"))).toBe(0);
    expect(await enqueueDueReminders(db(), env, new Date("2027-07-13T08:00:00Z"))).toBe(1);
    expect(await enqueueDueReminders(db(), env, new Date("2027-07-13T08:05:00Z"))).toBe(0);
    expect(await enqueueDueReminders(db(), env, new Date("2027-07-14T07:00:00Z"))).toBe(0);
    const [mail] = await reminders(row.id);
    expect(mail).toMatchObject({
      kind: "reservation_reminder",
      toAddress: row.email,
      idempotencyKey: `reminder:${row.id}:2027-07-14 10:00`,
    });
    expect(mail!.subject).toBe("Rappel : votre trajet du mercredi 14 juillet 2027 à 10:00 (RC-RM0001)");
    for (const detail of [
      "Marc",
      "+33 6 11 22 33 44",
      "Mercedes Classe V · GH-456-JK",
      `/suivi/${row.clientToken}`,
    ])
      expect(mail!.textBody).toContain(detail);
    expect(mail!.textBody).not.toContain("Lefèvre");
  });

  it("leaves out requests not confirmed, past pickups, and a confirmation of the last two hours", async () => {
    const now = new Date("2027-08-01T08:00:00Z");
    const fresh = await seed("RC-RM0002", {
      date: "2027-08-02",
      time: "08:00",
      statusChangedAt: new Date("2027-08-01T07:00:00Z"),
    });
    const waiting = await seed("RC-RM0003", { date: "2027-08-02", time: "08:00", status: "new" });
    const cancelled = await seed("RC-RM0004", { date: "2027-08-02", time: "08:00", status: "cancelled" });
    const past = await seed("RC-RM0005", { date: "2027-08-01", time: "09:00" });
    expect(await enqueueDueReminders(db(), env, now)).toBe(0);
    for (const row of [fresh, waiting, cancelled, past]) expect(await reminders(row.id)).toHaveLength(0);
    // Two hours after its confirmation, the fresh one gets its reminder after all.
    expect(await enqueueDueReminders(db(), env, new Date("2027-08-01T09:00:00Z"))).toBe(1);
    expect(await reminders(fresh.id)).toHaveLength(1);
  });

  it("a re-timed trip gets a reminder for its new time", async () => {
    const row = await seed("RC-RM0006", { date: "2027-09-10", time: "10:00" });
    expect(await enqueueDueReminders(db(), env, new Date("2027-09-09T09:00:00Z"))).toBe(1);
    await db().update(reservations).set({ time: "18:00" }).where(eq(reservations.id, row.id));
    expect(await enqueueDueReminders(db(), env, new Date("2027-09-09T17:00:00Z"))).toBe(1);
    expect((await reminders(row.id)).map((m) => m.idempotencyKey).sort()).toEqual([
      `reminder:${row.id}:2027-09-10 10:00`,
      `reminder:${row.id}:2027-09-10 18:00`,
    ]);
  });

  it("sends the office tomorrow's legs each evening from 18:00 Paris time, once a day", async () => {
    const day = "2027-10-21";
    await seed("RC-RM0010", { date: day, time: "14:15", departure: "Monaco", arrival: "Nice aéroport" });
    await seed("RC-RM0011", {
      date: "2027-10-20",
      time: "09:00",
      tripType: "return",
      returnDate: day,
      returnTime: "07:30",
      departure: "Cannes",
      arrival: "Saint-Tropez",
      driverId: null,
      vehicleId: null,
    });
    await seed("RC-RM0012", { date: day, time: "11:00", status: "new" });
    // 20 October 2027 is still summer time: 18:00 in Paris is 16:00 UTC.
    expect(await enqueueEveningSheet(db(), env, new Date("2027-10-20T15:59:00Z"))).toBe(false);
    expect(await enqueueEveningSheet(db(), env, new Date("2027-10-20T16:00:00Z"))).toBe(true);
    expect(await enqueueEveningSheet(db(), env, new Date("2027-10-20T20:00:00Z"))).toBe(false);
    const [sheet] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, eveningSheetKey(day)));
    expect(sheet).toMatchObject({ kind: "office_evening_sheet", toAddress: "office@chauffeur.example" });
    expect(sheet!.subject).toBe("Demain 21/10 : 2 courses");
    const text = sheet!.textBody;
    expect(text).toContain("1 demande pour demain attend encore une réponse.");
    // In pickup order: the return leg at 07:30 (reversed, unassigned), then 14:15.
    expect(text.indexOf("07:30 · RC-RM0011 · retour")).toBeGreaterThan(-1);
    expect(text.indexOf("07:30 · RC-RM0011")).toBeLessThan(text.indexOf("14:15 · RC-RM0010"));
    expect(text).toContain("Saint-Tropez → Cannes");
    expect(text).toContain("Chauffeur : Non attribué");
    expect(text).toContain("Marc Lefèvre");
    expect(text).toContain("https://chauffeur.example/admin/planning?range=tomorrow");
    expect(await enqueueEveningSheet(db(), env, new Date("2027-10-21T16:30:00Z"))).toBe(true);
    const [empty] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.idempotencyKey, eveningSheetKey("2027-10-22")));
    expect(empty!.subject).toBe("Demain 22/10 : aucune course");
  });

  it("runs as a shared job: two instances at once write each e-mail once, and a run counts for a few minutes", async () => {
    await db().delete(scheduledJobs);
    const row = await seed("RC-RM0020", { date: "2027-11-05", time: "10:00", language: "en" });
    const now = new Date("2027-11-04T17:30:00Z"); // 18:30 in Paris (winter time), 16.5 h before pickup
    const [a, b] = await Promise.all([runRemindersIfDue(env, now), runRemindersIfDue(env, now)]);
    const results = [a, b].filter(Boolean);
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(await reminders(row.id)).toHaveLength(1);
    const sheets = await db()
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, "office-sheet:2027-11-05"));
    expect(sheets).toHaveLength(1);
    expect(await runRemindersIfDue(env, new Date(now.getTime() + REMINDERS_EVERY_MS - 1000))).toBeNull();
    expect(await runRemindersIfDue(env, new Date(now.getTime() + REMINDERS_EVERY_MS))).toEqual({
      reminders: 0,
      sheet: false,
    });
  });

  it("the reminders reach a real SMTP server in both languages", async () => {
    const fr = await seed("RC-RM0030", { date: "2027-12-01", time: "09:00" });
    const en = await seed("RC-RM0031", { date: "2027-12-01", time: "09:15", language: "en" });
    expect(await enqueueDueReminders(db(), env, new Date("2027-11-30T09:00:00Z"))).toBe(2);
    smtp.received.length = 0;
    const transport = transportFromEnv(env);
    while ((await deliverDue(env, transport, new Date("2027-12-31T00:00:00Z"))) > 0) {
      // until the queue is empty
    }
    transport.close();
    const to = (address: string) => smtp.received.find((m) => JSON.stringify(m.to).includes(address))!;
    expect(to(fr.email!).subject).toBe(
      "Rappel : votre trajet du mercredi 1 décembre 2027 à 09:00 (RC-RM0030)",
    );
    expect(to(fr.email!).text).toContain("Mercedes Classe V · GH-456-JK");
    expect(to(en.email!).subject).toBe(
      "Reminder: your journey on Wednesday, 1 December 2027 at 09:15 (RC-RM0031)",
    );
    expect(to(en.email!).text).toContain(`https://chauffeur.example/en/suivi/${en.clientToken}`);
  });
});
