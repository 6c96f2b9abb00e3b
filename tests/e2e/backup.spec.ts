// The backup commands as an operator runs them on the embedded database: `npm run db:backup` while
// the server runs (the server owns the folder and writes the backup when asked), then
// `npm run db:restore` into another folder; the restored content is the same, row for row.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { bookingForm, startServer } from "./server-process";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

function command(script: string, dataDir: string, args: string[] = []) {
  return run(process.execPath, [path.join("scripts", script), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test", LOG_LEVEL: "error" },
  });
}

/** The row lines of a backup, sorted (the header holds the time it was made). */
function rowsOf(file: string) {
  return gunzipSync(fs.readFileSync(file)).toString("utf8").trimEnd().split("\n").slice(1).sort();
}

test.describe.configure({ timeout: 180_000 });

test("db:backup while the server runs on PGlite, db:restore into another folder, same rows", async () => {
  const server = await startServer({ env: { BOOKING_RATE_LIMIT: "1000", LOG_LEVEL: "error" } });
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-restore-"));
  const files = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-backups-"));
  try {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`http://localhost:${server.port}/reservations`, {
        method: "POST",
        body: bookingForm({ email: `backup${i}@example.com` }),
        redirect: "manual",
      });
      expect(response.status).toBe(302);
    }
    const live = path.join(files, "live.jsonl.gz");
    const { stdout } = await command("db-backup.ts", server.dataDir, [live]);
    expect(stdout).toContain(`by the running server (process ${server.child.pid})`);
    expect((await fetch(`http://localhost:${server.port}/readyz`)).status).toBe(200);
    await server.stop();

    const restored = await command("db-restore.ts", target, [live, "--yes"]);
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables/);
    const again = path.join(files, "again.jsonl.gz");
    expect((await command("db-backup.ts", target, [again])).stdout).toContain("no server running");
    expect(rowsOf(again)).toEqual(rowsOf(live));
    expect(rowsOf(live).filter((line) => line.startsWith('{"t":"reservations"'))).toHaveLength(3);
  } finally {
    await server.stop();
    for (const dir of [server.dataDir, target, files]) fs.rmSync(dir, { recursive: true, force: true });
  }
});
