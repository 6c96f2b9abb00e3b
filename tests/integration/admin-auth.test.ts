import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { createOrResetStaff, getStaff } from "~/lib/auth.server";
import { siteCookies } from "~/lib/cookies.server";
import { setLogLevel } from "~/lib/logger.server";
import {
  ABSOLUTE_TIMEOUT_MS,
  getSessionUser,
  hashToken,
  IDLE_TIMEOUT_MS,
  readFlash,
} from "~/lib/session.server";
import * as authRoute from "~/routes/sign-in";
import * as logoutRoute from "~/routes/sign-out";
import { testDatabases } from "../helpers/databases";
import { accountWithSession, args, contextFor, get, outcome, post, testEnv } from "./admin-helpers";

setLogLevel("silent");

function signIn(fields: Record<string, string>, ip: string, env = testEnv()) {
  return outcome(() => authRoute.action(args(post("/auth", fields), contextFor(env, ip))));
}

function cookieValue(setCookie: string | null, name: string) {
  const match = setCookie ? new RegExp(`${name}=([^;]*)`).exec(setCookie) : null;
  return match?.[1];
}

describe.each(testDatabases())("staff sign-in on %s", (name, make) => {
  const target = make();
  let database: Database;
  const env = testEnv();
  // The throttle's counters live in the process: each database's run uses its own addresses.
  const net = name === "pglite" ? "10.1" : "10.2";
  const password = "Une phrase de passe solide";

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    await createOrResetStaff({ email: "Camille@Example.com", fullName: "Camille", role: "staff", password });
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("signs in (e-mail in any case), sets a safe cookie and goes back to the admin page asked for", async () => {
    const result = await signIn(
      { email: " camille@example.COM ", password, next: "/admin?tab=messages" },
      "198.51.100.1",
      env,
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin?tab=messages");
    const setCookie = result.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__session=[^;]+;/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");
    // The cookie is signed; the database holds the token's hash, never the token.
    const token = (await siteCookies(env).staffSession.parse(setCookie)) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await siteCookies(env).staffSession.parse(setCookie.replace(/\.[^.;]+;/, ".forged;"))).toBeNull();
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    expect(row?.userId).toBeDefined();
    expect(await db().select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
  });

  it("marks the cookie Secure in production", async () => {
    const production = testEnv({
      NODE_ENV: "production",
      SITE_URL: "https://www.example.com",
      SESSION_SECRET: "x".repeat(40),
    });
    const result = await signIn({ email: "camille@example.com", password }, "198.51.100.2", production);
    expect(result.status).toBe(302);
    const setCookie = result.headers.get("Set-Cookie")!;
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
  });

  it("never sends anyone outside the staff area after sign-in", async () => {
    for (const next of ["https://evil.example/", "//evil.example/admin", "/contact"]) {
      const result = await signIn({ email: "camille@example.com", password, next }, "198.51.100.3", env);
      expect(result.location).toBe("/admin");
    }
  });

  it("answers an unknown e-mail and a wrong password with the same generic message", async () => {
    const unknown = await signIn({ email: "nobody@example.com", password }, "198.51.100.4", env);
    const wrong = await signIn(
      { email: "camille@example.com", password: "not the password" },
      "198.51.100.5",
      env,
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toContain("E-mail ou mot de passe incorrect.");
    expect(unknown.body.replace("nobody@example.com", "")).toBe(
      wrong.body.replace("camille@example.com", ""),
    );
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses missing fields with 400 and field errors", async () => {
    const result = await signIn({ email: "", password: "" }, "198.51.100.6", env);
    expect(result.status).toBe(400);
    expect(result.body).toContain("Saisissez votre adresse e-mail.");
    expect(result.body).toContain("Saisissez votre mot de passe.");
  });

  it("throttles an address after 10 failures in 15 minutes, even with the right password", async () => {
    const ip = `${net}.0.50`;
    for (let i = 0; i < 10; i++) {
      const result = await signIn({ email: `guess${i}@example.com`, password: "wrong" }, ip, env);
      expect(result.status).toBe(401);
    }
    const blocked = await signIn({ email: "camille@example.com", password }, ip, env);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain("Trop de tentatives");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(blocked.headers.get("Set-Cookie")).toBeNull();
    // Another address is not affected.
    expect((await signIn({ email: "camille@example.com", password }, `${net}.0.51`, env)).status).toBe(302);
  });

  it("does not lock an account after 10 failures from other addresses (decision 013)", async () => {
    const email = `target-${net}@example.com`;
    await createOrResetStaff({ email, fullName: "Target", role: "staff", password });
    for (let i = 0; i < 10; i++) {
      const result = await signIn({ email, password: "wrong" }, `${net}.1.${i}`, env);
      expect(result.status).toBe(401);
    }
    expect((await signIn({ email: email.toUpperCase(), password }, `${net}.2.1`, env)).status).toBe(302);
  });

  it("signs out on the server: the row is deleted and a one-shot message is set", async () => {
    const { cookie, token } = await accountWithSession("leaving@example.com", "staff");
    const result = await outcome(() =>
      logoutRoute.action(args(post("/auth/logout", {}, cookie), contextFor(env))),
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    const setCookie = result.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/__session=; Max-Age=0;/);
    expect((await readFlash(`flash=${cookieValue(setCookie, "flash")}`, env))?.flash.kind).toBe("signed-out");
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toHaveLength(0);
    expect(await getStaff(get("/admin", cookie))).toBeNull();
  });

  it("renews a session in use at most once a minute, and ends it after 8 idle hours", async () => {
    const { cookie, token } = await accountWithSession("idle@example.com", "staff");
    const id = hashToken(token);
    const [created] = await db().select().from(sessions).where(eq(sessions.id, id));
    const start = created!.createdAt.getTime();
    await getSessionUser(get("/admin", cookie), new Date(start + 30_000));
    const [early] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(early!.lastSeenAt.getTime()).toBe(created!.lastSeenAt.getTime());
    const later = new Date(start + 2 * 3600 * 1000);
    expect(await getSessionUser(get("/admin", cookie), later)).not.toBeNull();
    const [renewed] = await db().select().from(sessions).where(eq(sessions.id, id));
    expect(renewed!.expiresAt.getTime()).toBe(later.getTime() + IDLE_TIMEOUT_MS);
    expect(
      await getSessionUser(get("/admin", cookie), new Date(later.getTime() + IDLE_TIMEOUT_MS + 1000)),
    ).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
  });

  it("ends a session 7 days after sign-in even if used all along", async () => {
    const { cookie } = await accountWithSession("busy@example.com", "staff");
    const start = Date.now();
    let now = start;
    while (now < start + ABSOLUTE_TIMEOUT_MS - IDLE_TIMEOUT_MS) {
      now += 6 * 3600 * 1000;
      expect(await getSessionUser(get("/admin", cookie), new Date(now))).not.toBeNull();
    }
    expect(
      await getSessionUser(get("/admin", cookie), new Date(start + ABSOLUTE_TIMEOUT_MS + 60_000)),
    ).toBeNull();
  });

  it("ends every session of an account whose password is reset", async () => {
    const { cookie } = await accountWithSession("reset@example.com", "staff");
    expect(await getStaff(get("/admin", cookie))).not.toBeNull();
    const result = await createOrResetStaff({
      email: "reset@example.com",
      fullName: "Reset",
      role: "admin",
      password: "another long password",
    });
    expect(result.status).toBe("reset");
    expect(await getStaff(get("/admin", cookie))).toBeNull();
  });

  it("keeps a session across a restart of the database", async () => {
    const { cookie } = await accountWithSession("restart@example.com", "admin");
    setDatabase(undefined);
    await database.close();
    database = await target.open();
    setDatabase(database);
    const staff = await getStaff(get("/admin", cookie));
    expect(staff?.user.email).toBe("restart@example.com");
    expect(staff?.role).toBe("admin");
  });
});
