import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { DirectoryLockedError } from "~/db/dir-lock.server";
import { contactMessages, reservationEvents, reservations, userRoles, users } from "~/db/schema";
import { testDatabases } from "../helpers/databases";

const sampleReservation = {
  reference: "RC-TEST01",
  language: "en" as const,
  departure: "Nice Côte d'Azur Airport, Terminal 2",
  arrival: "Place du Casino, Monaco",
  departureLat: 43.6584,
  departureLng: 7.2159,
  arrivalLat: 43.7396,
  arrivalLng: 7.4277,
  distanceKm: 31.2,
  priceCents: 13_000,
  tariffVersion: "test",
  date: "2027-05-20",
  time: "14:30",
  passengers: 3,
  luggage: 4,
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
};

describe.each(testDatabases())("database on %s", (_name, make) => {
  const target = make();
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
    await target.dispose();
  });

  it("applies the migrations: every table of the schema exists", async () => {
    const rows = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(["contact_messages", "reservations", "sessions", "user_roles", "users"]),
    );
  });

  it("stores a reservation with its defaults and reads it back", async () => {
    const [row] = await database.db.insert(reservations).values(sampleReservation).returning();
    expect(row?.status).toBe("new");
    expect(row?.message).toBeNull();
    expect(row?.createdAt).toBeInstanceOf(Date);
    const [read] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.reference, "RC-TEST01"));
    expect(read).toMatchObject({ ...sampleReservation, status: "new" });
  });

  it("migration 0012 files the assignment rows written before it under their own kind, and only those", async () => {
    const [trip] = await database.db
      .insert(reservations)
      .values({ ...sampleReservation, reference: "RC-TEST12", status: "confirmed" })
      .returning();
    const event = (
      note: string,
      from: "new" | "confirmed" = "confirmed",
      to: "new" | "confirmed" = "confirmed",
    ) => ({
      reservationId: trip!.id,
      fromStatus: from,
      toStatus: to,
      note,
      actorName: "Test",
    });
    await database.db
      .insert(reservationEvents)
      .values([
        event("Attribution\u202f: Luca, Mercedes Classe V AB-123-CD, rendez-vous\u202f: Terminal 2"),
        event("Attribution retirée"),
        event("Attribution du siège bébé à vérifier"),
        event("Attribution\u202f: Luca, aucun véhicule, rendez-vous\u202f: gare", "new", "confirmed"),
      ]);
    const file = fs.readFileSync(path.join("drizzle", "0012_assignment_history.sql"), "utf8");
    const update = file.split("--> statement-breakpoint").find((s) => s.includes("UPDATE"))!;
    await database.db.execute(sql.raw(update.replace(/^--.*$/gm, "")));
    const kinds = await database.db
      .select({ note: reservationEvents.note, kind: reservationEvents.kind })
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, trip!.id));
    expect(kinds.filter((k) => k.kind === "assignment").map((k) => k.note)).toEqual([
      "Attribution\u202f: Luca, Mercedes Classe V AB-123-CD, rendez-vous\u202f: Terminal 2",
      "Attribution retirée",
    ]);
    await database.db.delete(reservations).where(eq(reservations.id, trip!.id));
  });

  it("refuses values the schema forbids", async () => {
    await expect(
      database.db
        .insert(reservations)
        .values({ ...sampleReservation, reference: "RC-TEST02", passengers: 61 }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(reservations)
        .values({ ...sampleReservation, reference: "RC-TEST03", time: "25:10" }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(reservations)
        .values({ ...sampleReservation, reference: "RC-TEST04", tripType: "return" }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(reservations)
        .values({ ...sampleReservation, reference: "RC-TEST05", tripType: "hourly" }),
    ).rejects.toThrow();
    await expect(database.db.insert(reservations).values(sampleReservation)).rejects.toThrow();
    const count = await database.db.select({ n: sql<number>`count(*)::int` }).from(reservations);
    expect(count[0]?.n).toBe(1);
  });

  it("keeps one role per user, admin or staff", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: "Staff@Example.com", passwordHash: "x", fullName: "Staff" })
      .returning();
    await database.db.insert(userRoles).values({ userId: user!.id, role: "staff" });
    await expect(database.db.insert(userRoles).values({ userId: user!.id, role: "admin" })).rejects.toThrow();
    await expect(
      database.db.insert(users).values({ email: "staff@example.com", passwordHash: "y", fullName: "Twin" }),
    ).rejects.toThrow();
    const other = await database.db
      .insert(users)
      .values({ email: "other@example.com", passwordHash: "z", fullName: "Other" })
      .returning();
    await expect(
      database.db.insert(userRoles).values({ userId: other[0]!.id, role: "owner" as never }),
    ).rejects.toThrow();
  });

  it("keeps committed rows when the database is closed and opened again", async () => {
    await database.db.insert(contactMessages).values({ name: "N", email: "n@example.com", message: "Hello" });
    await database.close();
    database = await target.open();
    const messages = await database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt));
    expect(messages).toHaveLength(1);
    const kept = await database.db.select().from(reservations);
    expect(kept).toHaveLength(1);
  });
});

describe("the embedded database's folder", () => {
  it("is owned by one opener at a time", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-lock-"));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DirectoryLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by process/);
    await first.ping();
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes over a lock left by a process that died", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-lock-"));
    fs.writeFileSync(
      path.join(dataDir, ".lock"),
      JSON.stringify({ pid: 2 ** 22 - 7, startedAt: "1", acquiredAt: "2020-01-01T00:00:00Z" }),
    );
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
