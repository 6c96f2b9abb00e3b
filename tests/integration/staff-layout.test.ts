import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { setLogLevel } from "~/lib/logger.server";
import * as layout from "~/routes/staff-layout";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  reservationValues,
  testEnv,
  throughStaffLayout,
} from "./admin-helpers";

setLogLevel("silent");

describe.each(testDatabases())("staff layout on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let staffCookie: string;
  let adminCookie: string;
  let noRoleCookie: string;
  const context = contextFor(testEnv());
  const loadLayout = (request: Request) => layout.loader(args(request, context));

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    await db()
      .insert(reservations)
      .values([
        reservationValues({ reference: "RC-LAY001" }),
        reservationValues({ reference: "RC-LAY002" }),
        reservationValues({ reference: "RC-LAY003", status: "confirmed", finalPriceCents: 13_000 }),
      ]);
    staffCookie = (await accountWithSession("layout.staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("layout.admin@example.com", "admin")).cookie;
    noRoleCookie = (await accountWithSession("layout.norole@example.com", null)).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("sends an anonymous visitor to the sign-in page with the way back, for every page below /admin", async () => {
    for (const path of ["/admin", "/admin/planning?range=week", "/admin/drivers"]) {
      const result = await throughStaffLayout(get(path), context, loadLayout);
      expect(result.status, path).toBe(302);
      expect(result.location, path).toBe(`/auth?next=${encodeURIComponent(path)}`);
    }
  });

  it("refuses an account without a role (403) before any page runs", async () => {
    let ran = false;
    const result = await throughStaffLayout(get("/admin/planning", noRoleCookie), context, () => {
      ran = true;
    });
    expect(result.status).toBe(403);
    expect(result.body).toContain("access-denied");
    expect(ran).toBe(false);
  });

  it("lets staff and admins through, with who they are and the requests awaiting an answer", async () => {
    for (const [cookie, role] of [
      [staffCookie, "staff"],
      [adminCookie, "admin"],
    ] as const) {
      const result = await throughStaffLayout(get("/admin/planning", cookie), context, loadLayout);
      expect(result.status).toBe(200);
      const body = JSON.parse(result.body);
      expect(body.staff.role).toBe(role);
      expect(body.awaiting).toBe(2);
    }
  });
});
