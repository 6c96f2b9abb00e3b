import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { bookingForm, startServer } from "./server-process";

function body(i: number) {
  return bookingForm({
    departure: "Nice",
    arrival: "Monaco",
    time: "12:00",
    luggage: "1",
    firstName: "Burst",
    lastName: "Guest",
    email: `guest${i}@example.com`,
    message: `burst ${i}`,
  });
}

test.describe.configure({ timeout: 180_000 });

test("every request answered with success survives a SIGKILL of the server", async () => {
  const env = { BOOKING_RATE_LIMIT: "100000", LOG_LEVEL: "error" };
  const server = await startServer({ env });
  const acknowledged: string[] = [];
  let killed = false;
  const send = async (i: number) => {
    try {
      const response = await fetch(`http://localhost:${server.port}/reservations`, {
        method: "POST",
        body: body(i),
        redirect: "manual",
      });
      const reference = /ref=(RC-[0-9A-Z]{6})/.exec(response.headers.get("location") ?? "")?.[1];
      if (reference) acknowledged.push(reference);
    } catch {
      // the connection died with the server: this request was never acknowledged
    }
  };
  // Continuous bursts of 20 concurrent submissions; the kill lands in the middle of one.
  const bursts = (async () => {
    for (let round = 0; !killed && round < 200; round++) {
      await Promise.all(Array.from({ length: 20 }, (_, k) => send(round * 20 + k)));
    }
  })();
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(60);
  killed = true;
  server.child.kill("SIGKILL");
  await bursts;
  await server.exited;
  expect(acknowledged.length).toBeGreaterThan(60);

  // Restart on the same folder: the dead process's lock is taken over, and the data is all there.
  const again = await startServer({ dataDir: server.dataDir, env });
  expect((await fetch(`http://localhost:${again.port}/readyz`)).status).toBe(200);
  await again.stop();
  const db = await PGlite.create({ dataDir: path.join(server.dataDir, "pglite") });
  const rows = await db.query<{ reference: string }>("select reference from reservations");
  await db.close();
  const stored = new Set(rows.rows.map((r) => r.reference));
  const missing = acknowledged.filter((reference) => !stored.has(reference));
  expect(missing).toEqual([]);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});
