/**
 * Playwright global setup: one embedded database (PGlite) migrated once per run, which the specs
 * that start servers of their own copy instead of creating and migrating a new one each time (about
 * 5 s saved a server on a slow machine, ~20 servers a run). As tests/setup/pglite-template.ts does
 * for the unit suite. The workers read the folder from E2E_PGLITE_TEMPLATE.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../app/db/client.server";

export default async function globalSetup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "riviera-e2e-template-"));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  process.env.E2E_PGLITE_TEMPLATE = path.join(dir, "pglite");
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
