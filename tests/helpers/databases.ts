import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "~/db/client.server";

export interface TestDatabase {
  kind: "pglite" | "postgres";
  /** Opens (or reopens) the same database. */
  open: () => Promise<Database>;
  /** Removes what was created. */
  dispose: () => Promise<void>;
}

/** A fresh embedded database: a copy of the run's migrated template (tests/setup/pglite-template.ts). */
function pgliteDatabase(): TestDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-test-"));
  const template = inject("pgliteTemplate");
  if (template && fs.existsSync(template)) {
    fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  }
  return {
    kind: "pglite",
    open: () => openDatabase({ dataDir }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
function postgresDatabase(adminUrl: string): TestDatabase {
  const name = `riviera_test_${randomBytes(5).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let created = false;
  return {
    kind: "postgres",
    open: async () => {
      if (!created) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        created = true;
      }
      return openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    },
    dispose: async () => {
      if (!created) return;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): Array<[string, () => TestDatabase]> {
  const list: Array<[string, () => TestDatabase]> = [["pglite", pgliteDatabase]];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push(["postgres", () => postgresDatabase(url)]);
  return list;
}
