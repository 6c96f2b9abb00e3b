import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { log } from "~/lib/logger.server";
import { acquireDirectoryLock } from "./dir-lock.server";
import * as schema from "./schema";

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
/** The handle a `db().transaction(async (tx) => …)` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  migrationsFolder?: string;
  /** Apply pending migrations (the server does); a backup leaves the schema as it finds it. */
  migrate?: boolean;
}

function defaultMigrationsFolder() {
  // The migrations live at the project root in `drizzle/`; the server runs from there.
  const fromCwd = path.resolve(process.cwd(), "drizzle");
  return process.env.MIGRATIONS_DIR ? path.resolve(process.env.MIGRATIONS_DIR) : fromCwd;
}

/** Opens the database (PGlite in DATA_DIR, or PostgreSQL) and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (restart, failover, a dropped database: code 57P01) is
    // replaced on the next query: worth a warning, not an error.
    pool.on("error", (error) => {
      const code = (error as Error & { code?: string }).code;
      if (code === "57P01") log.warn("database closed an idle connection", { code });
      else log.error("database pool error", { error });
    });
    const db = drizzlePg(pool, { schema });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const lock = acquireDirectoryLock(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(options.dataDir, "pglite") });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const holder = globalThis as unknown as { __database?: Database };

export function setDatabase(database: Database | undefined) {
  holder.__database = database;
}

export function getDatabase(): Database {
  if (!holder.__database) throw new Error("The database is not open yet.");
  return holder.__database;
}

export function db(): Db {
  return getDatabase().db;
}
