// What the command-line scripts share: the application's modules importable (./app-modules.mjs), the
// server's configuration, and the database opened as the server does.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import "./app-modules.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** The same configuration as the server: environment first, then .env. */
export async function loadServerEnv() {
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  process.env.LOG_LEVEL ??= "warn";
  const { loadEnv } = await import("../app/lib/env.server.ts");
  try {
    return loadEnv();
  } catch (error) {
    fail((error as Error).message);
  }
}

type Env = Awaited<ReturnType<typeof loadServerEnv>>;

/**
 * Opens the configured database (taking the data folder's lock for PGlite). When the running server
 * holds that lock, returns `locked` with the owner's pid instead (or fails with `whenLocked`).
 */
export async function openServerDatabase(env: Env, options: { migrate?: boolean } = {}) {
  const { openDatabase } = await import("../app/db/client.server.ts");
  const { DirectoryLockedError, lockOwner } = await import("../app/db/dir-lock.server.ts");
  try {
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      migrationsFolder: path.join(root, "drizzle"),
      migrate: options.migrate,
    });
    return { database, locked: undefined };
  } catch (error) {
    if (error instanceof DirectoryLockedError)
      return { database: undefined, locked: lockOwner(env.DATA_DIR) };
    fail(`Could not open the database: ${(error as Error).message}`);
  }
}

export const STOP_THE_SERVER = (dataDir: string) =>
  `The embedded database in ${dataDir} is open in the running server, and only one process may use it.\n` +
  "Stop the server (Ctrl+C, or SIGTERM), run this command again, then start the server.\n" +
  "(With PostgreSQL through DATABASE_URL the server can keep running.)";
