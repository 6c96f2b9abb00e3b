import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { sessions, userRoles } from "~/db/schema";
import { changeAccount, signIn } from "~/lib/auth.server";
import { setLogLevel } from "~/lib/logger.server";
import { getSessionUser } from "~/lib/session.server";
import * as accountsRoute from "~/routes/admin-accounts";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  outcome,
  post,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");

/** Deactivation, password reset and roles (decision 021), anonymous, as staff and as admin. */
describe.each(testDatabases())("staff accounts on %s", (_name, make) => {
  const target = make();
  let database: Database;
  const env = testEnv();
  const context = contextFor(env);
  let admin: Awaited<ReturnType<typeof accountWithSession>>;
  let desk: Awaited<ReturnType<typeof accountWithSession>>;

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    admin = await accountWithSession("chief@example.com", "admin");
    desk = await accountWithSession("desk@example.com", "staff");
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  const act = (fields: Record<string, string>, cookie?: string) =>
    outcome(() => accountsRoute.action(args(post("/admin/accounts", fields, cookie), context)));

  it("refuses anonymous visitors and staff without the admin role", async () => {
    const fields = { intent: "deactivate", accountId: desk.user.id };
    const anonymous = await act(fields);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/auth\?next=/);
    const staff = await act({ intent: "role", role: "admin", accountId: desk.user.id }, desk.cookie);
    expect(staff.status).toBe(403);
    const [role] = await db().select().from(userRoles).where(eq(userRoles.userId, desk.user.id));
    expect(role!.role).toBe("staff");
  });

  it("deactivates an account: its open session is refused at the next request, and it cannot sign in", async () => {
    const other = await accountWithSession("leaving@example.com", "staff");
    const before = await throughStaffLayout(get("/admin", other.cookie), context, () => null);
    expect(before.status).toBe(200);
    const done = await act({ intent: "deactivate", accountId: other.user.id }, admin.cookie);
    expect(done.status).toBe(302);
    const after = await throughStaffLayout(get("/admin", other.cookie), context, () => null);
    expect(after.status).toBe(302);
    expect(after.location).toMatch(/^\/auth\?next=/);
    expect(await db().select().from(sessions).where(eq(sessions.userId, other.user.id))).toEqual([]);
    const refused = await signIn(
      { email: "leaving@example.com", password: other.password, ip: "198.51.100.40" },
      env,
    );
    expect(refused).toEqual({ ok: false, reason: "invalid" });
    expect((await act({ intent: "deactivate", accountId: other.user.id }, admin.cookie)).status).toBe(409);
    expect((await act({ intent: "reactivate", accountId: other.user.id }, admin.cookie)).status).toBe(302);
    const back = await signIn(
      { email: "leaving@example.com", password: other.password, ip: "198.51.100.41" },
      env,
    );
    expect(back.ok).toBe(true);
  });

  it("resets a password: a generated one shown once, the old sessions ended", async () => {
    const reset = await act({ intent: "reset-password", accountId: desk.user.id }, admin.cookie);
    expect(reset.status).toBe(200);
    const { newPassword } = JSON.parse(reset.body) as { newPassword: { email: string; password: string } };
    expect(newPassword.email).toBe("desk@example.com");
    expect(newPassword.password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(reset.headers.get("Cache-Control")).toBe("no-store");
    expect(await getSessionUser(get("/admin", desk.cookie))).toBeNull();
    expect(
      (await signIn({ email: "desk@example.com", password: desk.password, ip: "198.51.100.42" }, env)).ok,
    ).toBe(false);
    expect(
      (await signIn({ email: "desk@example.com", password: newPassword.password, ip: "198.51.100.43" }, env))
        .ok,
    ).toBe(true);
    // The page shows it from the action's answer only: the list never holds a password.
    const page = await outcome(() =>
      accountsRoute.loader(args(get("/admin/accounts", admin.cookie), context)),
    );
    expect(page.body).not.toContain(newPassword.password);
  });

  it("changes a role, and never leaves the site without an active admin", async () => {
    const second = await accountWithSession("second@example.com", "staff");
    expect(
      (await act({ intent: "role", role: "admin", accountId: second.user.id }, admin.cookie)).status,
    ).toBe(302);
    // Nobody removes their own rights.
    const self = await act({ intent: "role", role: "staff", accountId: admin.user.id }, admin.cookie);
    expect(self.status).toBe(403);
    expect(self.body).toContain("propres droits");
    // Two admins demoting each other at once: the second change finds the first done and is refused.
    expect(
      await changeAccount({
        actorId: admin.user.id,
        targetId: second.user.id,
        change: { intent: "role", role: "staff" },
      }),
    ).toEqual({ ok: true });
    const race = await changeAccount({
      actorId: second.user.id,
      targetId: admin.user.id,
      change: { intent: "role", role: "staff" },
    });
    expect(race).toEqual({ ok: false, error: "last-admin" });
    const lastDeactivated = await changeAccount({
      actorId: second.user.id,
      targetId: admin.user.id,
      change: { intent: "deactivate" },
    });
    expect(lastDeactivated).toEqual({ ok: false, error: "last-admin" });
    const [role] = await db().select().from(userRoles).where(eq(userRoles.userId, admin.user.id));
    expect(role!.role).toBe("admin");
    const bad = await act({ intent: "role", role: "owner", accountId: second.user.id }, admin.cookie);
    expect(bad.status).toBe(400);
  });
});
