// `npm run db:restore -- <file> --yes`: replaces the content of every table with the backup's, in one
// transaction (all or nothing), after saving what is there now beside it (before-restore-<time>).
// PostgreSQL: safe while the servers run (they see the old data, then the new). PGlite: stop the
// server first (only one process may open the folder).
import path from "node:path";
import { parseArgs } from "node:util";
import { fail, loadServerEnv, openServerDatabase, STOP_THE_SERVER } from "./app-runtime.ts";

const USAGE = `Usage: npm run db:restore -- <backup file> --yes

Replaces every table's content with the backup's. What the database holds now is first saved as
DATA_DIR/backups/before-restore-<time>.jsonl.gz. --yes confirms.`;

const { values, positionals } = parseArgs({
  options: { yes: { type: "boolean", default: false } },
  allowPositionals: true,
});
const file = positionals[0];
if (!file || !values.yes) fail(USAGE);

const env = await loadServerEnv();
const { restoreBackup, writeBackup } = await import("../app/db/backup.server.ts");
const { database } = await openServerDatabase(env);
if (!database) fail(STOP_THE_SERVER(env.DATA_DIR));
try {
  const started = performance.now();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const saved = await writeBackup(
    database,
    path.join(env.DATA_DIR, "backups", `before-restore-${stamp}.jsonl.gz`),
  );
  const result = await restoreBackup(database, path.resolve(file));
  const ms = Math.round(performance.now() - started);
  console.log(
    `Restored ${result.rows} rows in ${result.tables} tables from ${file} (made ${result.madeAt} on ${result.from}), ${ms} ms.\n` +
      `The previous content is saved in ${saved.file}.`,
  );
} catch (error) {
  fail(`Restore failed, nothing was changed: ${(error as Error).message}`);
} finally {
  await database.close();
}
