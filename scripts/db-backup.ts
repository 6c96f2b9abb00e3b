// `npm run db:backup [-- <file>]`: a consistent backup of every table, safe while the site runs.
// PostgreSQL (DATABASE_URL): read through its own connection in one repeatable-read transaction.
// PGlite: the running server owns the folder, so it is asked to write the backup (SIGUSR2); with no
// server running, the folder is opened here. Default file: DATA_DIR/backups/riviera-<time>.jsonl.gz.
import fs from "node:fs";
import path from "node:path";
import { fail, loadServerEnv, openServerDatabase } from "./app-runtime.ts";

const env = await loadServerEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(process.argv[2] ?? path.join(env.DATA_DIR, "backups", `riviera-${stamp}.jsonl.gz`));
fs.mkdirSync(path.dirname(out), { recursive: true });

const { writeBackup } = await import("../app/db/backup.server.ts");
const { requestBackup } = await import("../app/db/backup-requests.server.ts");
const started = performance.now();
const { database, locked } = await openServerDatabase(env, { migrate: false });
let summary: Awaited<ReturnType<typeof writeBackup>>;
let how: string;
try {
  if (database) {
    summary = await writeBackup(database, out);
    how = database.kind === "postgres" ? "from PostgreSQL" : `from ${env.DATA_DIR} (no server running)`;
  } else if (locked) {
    summary = (await requestBackup(env.DATA_DIR, locked.pid, out)).summary;
    how = `by the running server (process ${locked.pid})`;
  } else {
    fail(
      `The data folder ${env.DATA_DIR} is locked, but its owner is gone; start the server or run this again.`,
    );
  }
} catch (error) {
  fail(`Backup failed: ${(error as Error).message}`);
} finally {
  await database?.close();
}
const ms = Math.round(performance.now() - started);
console.log(
  `Backup written ${how}: ${summary.file}\n${summary.tables} tables, ${summary.rows} rows, ${summary.bytes} bytes, ${ms} ms.`,
);
