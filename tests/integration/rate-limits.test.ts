import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, setDatabase } from "~/db/client.server";
import { createOrResetStaff } from "~/lib/auth.server";
import { siteCookies } from "~/lib/cookies.server";
import { databaseStore, hit, memoryStore, setCounterStore } from "~/lib/rate-limit.server";
import * as signInRoute from "~/routes/sign-in";
import { testDatabases } from "../helpers/databases";
import { args, contextFor, outcome, post, testEnv } from "./admin-helpers";

const env = testEnv({ CONTACT_RATE_LIMIT: "10", SESSION_SECRET: "r".repeat(40) });
const password = "Une phrase de passe solide";

function signIn(fields: Record<string, string>, ip: string, cookie?: string) {
  return outcome(() => signInRoute.action(args(post("/auth", fields, cookie), contextFor(env, ip))));
}

describe.each(testDatabases())("rate limits shared in the database (%s)", (name, make) => {
  const target = make();
  // Two connections to one database stand for two server processes.
  let first: Database;
  let second: Database;
  const net = name === "pglite" ? "10.3" : "10.4";

  beforeAll(async () => {
    first = await target.open();
    setDatabase(first);
    if (name === "postgres") second = await target.open();
    setCounterStore(databaseStore(() => first.db));
    await createOrResetStaff({
      email: `camille-${net}@example.com`,
      fullName: "Camille",
      role: "staff",
      password,
    });
  });
  afterAll(async () => {
    setCounterStore(memoryStore());
    setDatabase(undefined);
    await second?.close();
    await first?.close();
    await target.dispose();
  });

  it("counts 100 parallel hits exactly: 10 allowed, 90 refused", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => hit("contactMessage", `${net}.0.1`, env)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => r.retryAfter > 0)).toBe(true);
  });

  it("shares the counters between processes on PostgreSQL", async () => {
    if (name !== "postgres") return;
    const stores = [databaseStore(() => first.db), databaseStore(() => second.db)];
    const results = [];
    for (let i = 0; i < 20; i++) {
      setCounterStore(stores[i % 2]!);
      results.push(await hit("contactMessage", `${net}.0.2`, env));
    }
    setCounterStore(stores[0]!);
    expect(results.filter((r) => r.ok)).toHaveLength(10);
  });

  it("gives a hit back, and starts a new window once the old one has ended", async () => {
    const start = new Date("2027-03-01T10:00:00Z");
    const hits = [];
    for (let i = 0; i < 10; i++) hits.push(await hit("contactMessage", `${net}.0.3`, env, start));
    expect((await hit("contactMessage", `${net}.0.3`, env, start)).ok).toBe(false);
    await hits[0]!.refund();
    await hits[1]!.refund();
    expect((await hit("contactMessage", `${net}.0.3`, env, start)).ok).toBe(true);
    const later = new Date(start.getTime() + 10 * 60_000);
    expect((await hit("contactMessage", `${net}.0.3`, env, later)).ok).toBe(true);
  });

  it("100 wrong sign-ins in parallel from one address: exactly 10 answered 401, then 429 with Retry-After", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        signIn({ email: `camille-${net}@example.com`, password: "wrong" }, `${net}.1.1`),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    const throttled = results.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(90);
    expect(Number(throttled[0]!.headers.get("Retry-After"))).toBeGreaterThan(800);
  });

  it("a stranger failing from many addresses does not lock the real user out", async () => {
    const email = `victim-${net}@example.com`;
    await createOrResetStaff({ email, fullName: "Victim", role: "staff", password });
    for (let i = 0; i < 10; i++) {
      expect((await signIn({ email, password: "wrong" }, `${net}.2.${i}`)).status).toBe(401);
    }
    const fresh = await signIn({ email, password }, `${net}.2.200`);
    expect(fresh.status).toBe(302);
    // Her browser now holds the account's device cookie.
    const deviceCookie = fresh.headers
      .get("Set-Cookie")!
      .split(/,(?=\s*\w+=)/)
      .find((c) => c.trim().startsWith("device="))!
      .split(";", 1)[0]!
      .trim();
    expect(await siteCookies(env).signInDevice.parse(deviceCookie)).toMatchObject({ id: expect.any(String) });
    // A hundred failures in the hour close the account to browsers without that cookie...
    const flood = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn({ email, password: "wrong" }, `${net}.3.${i % 250}`)),
    );
    expect(flood.filter((r) => r.status === 401).length).toBeLessThanOrEqual(90);
    expect((await signIn({ email, password }, `${net}.2.201`)).status).toBe(429);
    // ...but not to hers, from any address, even one the stranger used.
    expect((await signIn({ email, password }, `${net}.3.1`, deviceCookie)).status).toBe(302);
    // A device cookie for another account counts for nothing.
    expect(
      (await signIn({ email: `camille-${net}@example.com`, password }, `${net}.3.2`, deviceCookie)).status,
    ).toBe(302);
  });
});
