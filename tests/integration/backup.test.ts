import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, restoreBackup, writeBackup } from "~/db/backup.server";
import type { Database } from "~/db/client.server";
import {
  bookingDrafts,
  contactMessages,
  driverSheetSends,
  drivers,
  emailOutbox,
  fleetAbsences,
  invoiceCounters,
  invoices,
  rateLimits,
  reservationCrews,
  reservationEvents,
  reservations,
  scheduledJobs,
  sessions,
  userRoles,
  users,
  vehicles,
} from "~/db/schema";
import { testEnv } from "../helpers/context";
import { type TestDatabase, testDatabases } from "../helpers/databases";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-backup-"));
const opened: Array<{ target: TestDatabase; database: Database }> = [];

async function open(make: () => TestDatabase) {
  const target = make();
  const database = await target.open();
  opened.push({ target, database });
  return database;
}

afterAll(async () => {
  for (const { target, database } of opened) {
    await database.close();
    await target.dispose();
  }
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Rows of every table in a stable order, as PostgreSQL writes them: what a restore must give back. */
async function contents(database: Database) {
  const { rows: tables } = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await database.db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
    );
    result[name] = rows.map((r) => r.row).sort();
  }
  return result;
}

/** At least one row in every table, with the awkward values: accents, quotes, JSON, microseconds. */
async function seed(database: Database) {
  const d = database.db;
  const [user] = await d
    .insert(users)
    .values({ email: "Ana@Example.com", passwordHash: "$argon2id$x", fullName: "Ana « Élise » O'Neil" })
    .returning();
  await d.insert(userRoles).values({ userId: user!.id, role: "admin" });
  await d
    .insert(sessions)
    .values({ id: "a".repeat(64), userId: user!.id, expiresAt: new Date("2027-01-01") });
  const [driver] = await d
    .insert(drivers)
    .values({ fullName: "Marc O’Brien", phone: "+33 6 11 22 33 44", languages: ["fr", "en", "it"] })
    .returning();
  const [vehicle] = await d
    .insert(vehicles)
    .values({ model: "Mercedes Classe V 300 d", plate: "GH-123-JK", seats: 7 })
    .returning();
  const [reservation] = await d
    .insert(reservations)
    .values({
      driverId: driver!.id,
      vehicleId: vehicle!.id,
      reference: "RC-BKP001",
      vehicles: 2,
      language: "fr",
      departure: 'Nice aéroport T2 "Arrivées"',
      arrival: "Monaco — Hôtel de Paris",
      departureLat: 43.65841112345679,
      departureLng: 7.215872,
      distanceKm: 24.7,
      priceCents: 12_500,
      date: "2027-05-24",
      time: "09:45",
      passengers: 3,
      luggage: 4,
      firstName: "Léa",
      lastName: "Martin",
      email: "lea@example.com",
      phone: "+33 6 12 34 56 78",
      message: "Ligne 1\nLigne 2\t🚐",
      statusChangedBy: user!.id,
    })
    .returning();
  await d.execute(sql`update reservations set created_at = '2026-11-23 10:11:12.345678+00'`);
  // A second van whose driver is not chosen yet (decision 037).
  const [second] = await d
    .insert(vehicles)
    .values({ model: "Mercedes Classe V 250", plate: "GH-124-JK", seats: 7 })
    .returning();
  await d.insert(reservationCrews).values({ reservationId: reservation!.id, van: 2, vehicleId: second!.id });
  await d.insert(reservationEvents).values({
    reservationId: reservation!.id,
    fromStatus: "new",
    toStatus: "confirmed",
    finalPriceCents: 13_000,
    actorId: user!.id,
    actorName: "Ana",
  });
  const [message] = await d
    .insert(contactMessages)
    .values({ name: "Tom", email: "tom@example.com", message: "Hello\\world", language: "en" })
    .returning();
  await d.insert(emailOutbox).values({
    kind: "client-confirmed",
    toAddress: "lea@example.com",
    subject: "Votre course RC-BKP001",
    textBody: "…",
    htmlBody: "<p>&lt;b&gt;</p>",
    attachments: [{ filename: "course.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\n" }],
    messageId: "<bkp@test>",
    reservationId: reservation!.id,
    contactMessageId: message!.id,
  });
  await d.insert(driverSheetSends).values({
    driverId: driver!.id,
    day: "2027-05-24",
    channel: "whatsapp",
    jobs: [{ key: reservation!.id, label: "09:45 · RC-BKP001 « Arrivées »", digest: "0123456789abcdef" }],
    text: "Bonjour Marc,\n\nvoici votre course du lundi 24 mai 2027\u00a0:\n\n1. 09:45 · RC-BKP001 « Arrivées »",
    actorId: user!.id,
    actorName: "Ana « Élise » O'Neil",
  });
  await d.insert(fleetAbsences).values({
    driverId: driver!.id,
    startsOn: "2027-05-25",
    endsOn: "2027-05-27",
    reason: "Congés « été »",
    actorId: user!.id,
    actorName: "Ana « Élise » O'Neil",
  });
  // An invoice as issued (decision 045): its document is stored whole, as JSON.
  await d.insert(invoiceCounters).values({ year: 2027, last: 1 });
  await d.insert(invoices).values({
    reservationId: reservation!.id,
    kind: "invoice",
    number: "2027-0001",
    year: 2027,
    sequence: 1,
    totalCents: 13_000,
    document: { buyer: { name: "Léa « Martin »", address: "Villa \\ Les Roses\n06230" } } as never,
    actorId: user!.id,
    actorName: "Ana",
  });
  await d.insert(scheduledJobs).values({ name: "retention", lastRunAt: new Date() });
  await d.insert(bookingDrafts).values({
    id: "d".repeat(64),
    data: { departureText: "Villa « Les Roses », Saint-Jean-Cap-Ferrat", message: "é".repeat(50) },
    reservationId: reservation!.id,
    expiresAt: new Date("2027-01-02T00:00:00Z"),
  });
  await d
    .insert(rateLimits)
    .values({ key: "f".repeat(64), count: 3, resetAt: new Date("2026-11-23T12:00:00Z") });
}

// Each case opens two databases; PGlite takes several seconds to open on a busy machine.
describe("backup and restore", { timeout: 120_000 }, () => {
  const kinds = testDatabases();

  for (const [from, makeFrom] of kinds) {
    for (const [to, makeTo] of kinds) {
      it(`a backup of ${from} restored into ${to} gives back every row of every table`, async () => {
        testEnv();
        const source = await open(makeFrom);
        await seed(source);
        const before = await contents(source);
        expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);

        const file = path.join(folder, `${from}-to-${to}.jsonl.gz`);
        const summary = await writeBackup(source, file);
        expect(summary.rows).toBe(Object.values(before).flat().length);
        expect(summary.tables).toBe(Object.keys(before).length);

        const target = await open(makeTo);
        await target.db
          .insert(contactMessages)
          .values({ name: "Gone", email: "g@example.com", message: "x" });
        const restored = await restoreBackup(target, file);
        expect(restored.rows).toBe(summary.rows);
        expect(await contents(target)).toEqual(before);
      });
    }
  }

  it("refuses a cut-short or foreign file and leaves the database as it was", async () => {
    testEnv();
    const database = await open(kinds[0]![1]);
    await seed(database);
    const before = await contents(database);
    const file = path.join(folder, "whole.jsonl.gz");
    await writeBackup(database, file);
    const whole = fs.readFileSync(file);
    const { gunzipSync, gzipSync } = await import("node:zlib");
    const lines = gunzipSync(whole).toString("utf8").trimEnd().split("\n");
    const cut = path.join(folder, "cut.jsonl.gz");
    fs.writeFileSync(cut, gzipSync(`${lines.slice(0, -3).join("\n")}\n`));
    await expect(restoreBackup(database, cut)).rejects.toThrow(/incomplete/);
    const foreign = path.join(folder, "foreign.gz");
    fs.writeFileSync(foreign, gzipSync('{"hello":1}\n'));
    await expect(restoreBackup(database, foreign)).rejects.toBeInstanceOf(BackupError);
    expect(await contents(database)).toEqual(before);
  });
});
