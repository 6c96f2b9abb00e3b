/**
 * Backups of the embedded database while the server runs. Only the server may open the PGlite folder,
 * so `npm run db:backup` leaves a request file in DATA_DIR/backups/.requests and sends the server
 * SIGUSR2; the server writes the backup where asked and leaves the outcome beside the request. Only
 * a user who may write into DATA_DIR and signal the server (its own user, or root) can ask.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type BackupSummary, writeBackup } from "./backup.server";
import type { Database } from "./client.server";

const requestsDir = (dataDir: string) => path.join(dataDir, "backups", ".requests");

type Outcome = { ok: true; summary: BackupSummary; ms: number } | { ok: false; error: string };

/** Server side: carries out every waiting request, one at a time. */
export function backupRequestHandler(database: Database, dataDir: string) {
  let running: Promise<void> | undefined;
  let again = false;
  const serve = async () => {
    const dir = requestsDir(dataDir);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".request")) : [];
    for (const name of names) {
      const file = path.join(dir, name);
      let outcome: Outcome;
      const started = performance.now();
      try {
        const { out } = JSON.parse(fs.readFileSync(file, "utf8")) as { out: string };
        outcome = { ok: true, summary: await writeBackup(database, out), ms: performance.now() - started };
      } catch (error) {
        outcome = { ok: false, error: (error as Error).message };
      }
      const done = `${file.slice(0, -".request".length)}.done`;
      fs.writeFileSync(`${done}.tmp`, JSON.stringify(outcome));
      fs.renameSync(`${done}.tmp`, done);
      fs.rmSync(file, { force: true });
    }
  };
  const handle = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = serve()
      .finally(() => {
        running = undefined;
      })
      .then((): Promise<void> | undefined => {
        if (again) {
          again = false;
          return handle();
        }
      });
    return running;
  };
  return handle;
}

/** Client side: asks the server holding the folder (process `pid`) for a backup into `out`. */
export async function requestBackup(dataDir: string, pid: number, out: string, timeoutMs = 600_000) {
  const dir = requestsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const done = path.join(dir, `${id}.done`);
  fs.writeFileSync(path.join(dir, `${id}.request.tmp`), JSON.stringify({ out }));
  fs.renameSync(path.join(dir, `${id}.request.tmp`), path.join(dir, `${id}.request`));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (!fs.existsSync(done)) {
    if (!alive() || Date.now() > deadline) {
      fs.rmSync(path.join(dir, `${id}.request`), { force: true });
      throw new Error(`The server (process ${pid}) stopped or did not answer the backup request in time.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const outcome = JSON.parse(fs.readFileSync(done, "utf8")) as Outcome;
  fs.rmSync(done, { force: true });
  if (!outcome.ok) throw new Error(`The server could not write the backup: ${outcome.error}`);
  return outcome;
}
