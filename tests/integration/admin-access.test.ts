import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, setDatabase } from "~/db/client.server";
import { setLogLevel } from "~/lib/logger.server";
import * as adminRoute from "~/routes/admin";
import * as accountsRoute from "~/routes/admin-accounts";
import * as exportRoute from "~/routes/admin-export";
import * as reservationRoute from "~/routes/admin-reservation";
import * as authRoute from "~/routes/sign-in";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  type Outcome,
  outcome,
  post,
  SECRET_MARKERS,
  seedPrivateData,
  testEnv,
} from "./admin-helpers";

setLogLevel("silent");

describe.each(testDatabases())("staff area access on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let reservationId: string;
  let messageId: string;
  let noRoleCookie: string;
  let staffCookie: string;
  let adminCookie: string;
  const env = testEnv();
  const context = contextFor(env);

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    const seeded = await seedPrivateData();
    reservationId = seeded.reservation.id;
    messageId = seeded.message.id;
    noRoleCookie = (await accountWithSession("norole@example.com", null)).cookie;
    staffCookie = (await accountWithSession("staff@example.com", "staff")).cookie;
    adminCookie = (await accountWithSession("admin@example.com", "admin")).cookie;
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  /** Every loader and action of the staff area, with what it is called with. */
  function calls(cookie?: string): Array<[string, () => unknown]> {
    const detail = `/admin/reservations/${reservationId}`;
    return [
      ["GET /admin", () => adminRoute.loader(args(get("/admin", cookie), context))],
      ["GET /admin?tab=messages", () => adminRoute.loader(args(get("/admin?tab=messages", cookie), context))],
      [
        "POST /admin (message handled)",
        () => adminRoute.action(args(post("/admin", { intent: "handle", id: messageId }, cookie), context)),
      ],
      [
        `GET ${detail}`,
        () => reservationRoute.loader(args(get(detail, cookie), context, { id: reservationId })),
      ],
      [
        `POST ${detail} (status)`,
        () =>
          reservationRoute.action(
            args(post(detail, { from: "new", to: "cancelled" }, cookie), context, { id: reservationId }),
          ),
      ],
      ["GET /admin/export.csv", () => exportRoute.loader(args(get("/admin/export.csv", cookie), context))],
      ["GET /admin/accounts", () => accountsRoute.loader(args(get("/admin/accounts", cookie), context))],
      [
        "POST /admin/accounts",
        () =>
          accountsRoute.action(
            args(
              post(
                "/admin/accounts",
                {
                  email: "intruder@example.com",
                  password: "a long enough password",
                  fullName: "X",
                  role: "admin",
                },
                cookie,
              ),
              context,
            ),
          ),
      ],
    ];
  }

  function expectNoPrivateData(result: Outcome) {
    for (const marker of Object.values(SECRET_MARKERS)) expect(result.body).not.toContain(marker);
    expect(result.body).not.toContain(reservationId);
    expect(result.body).not.toContain(messageId);
  }

  it("sends anonymous visitors to the sign-in page, with the way back, and shows them nothing", async () => {
    for (const [label, call] of calls()) {
      const result = await outcome(call);
      expect(result.status, label).toBe(302);
      expect(result.location, label).toMatch(/^\/auth\?next=%2Fadmin/);
      expectNoPrivateData(result);
    }
  });

  it("refuses a signed-in account with no role (403) and shows it nothing", async () => {
    for (const [label, call] of calls(noRoleCookie)) {
      const result = await outcome(call);
      expect(result.status, label).toBe(403);
      expect(result.body, label).toContain("access-denied");
      expectNoPrivateData(result);
    }
  });

  it("treats a forged or unknown session cookie as anonymous", async () => {
    for (const [label, call] of calls("__session=not-a-real-token")) {
      const result = await outcome(call);
      expect(result.status, label).toBe(302);
      expectNoPrivateData(result);
    }
  });

  it("keeps account management to admins", async () => {
    const page = await outcome(() =>
      accountsRoute.loader(args(get("/admin/accounts", staffCookie), context)),
    );
    expect(page.status).toBe(403);
    expect(page.body).toContain("admin-only");
    const create = await outcome(() =>
      accountsRoute.action(
        args(
          post(
            "/admin/accounts",
            { email: "x@example.com", password: "a long enough password", fullName: "X", role: "admin" },
            staffCookie,
          ),
          context,
        ),
      ),
    );
    expect(create.status).toBe(403);
    const allowed = await outcome(() =>
      accountsRoute.loader(args(get("/admin/accounts", adminCookie), context)),
    );
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain("staff@example.com");
  });

  it("lets staff read the lists, the detail and the export", async () => {
    const list = await outcome(() => adminRoute.loader(args(get("/admin", staffCookie), context)));
    expect(list.status).toBe(200);
    expect(list.body).toContain(SECRET_MARKERS.reference);
    const detail = await outcome(() =>
      reservationRoute.loader(
        args(get(`/admin/reservations/${reservationId}`, staffCookie), context, { id: reservationId }),
      ),
    );
    expect(detail.body).toContain(SECRET_MARKERS.email);
    const csv = await outcome(() => exportRoute.loader(args(get("/admin/export.csv", staffCookie), context)));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain(SECRET_MARKERS.reference);
  });

  it("refuses state changes posted from another site", async () => {
    const request = new Request("http://localhost:3000/admin", {
      method: "POST",
      body: new URLSearchParams({ intent: "handle", id: messageId }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: staffCookie,
        Origin: "https://evil.example",
      },
    });
    const result = await outcome(() => adminRoute.action(args(request, context)));
    expect(result.status).toBe(403);
  });

  it("sends a signed-in visitor of /auth to the home page", async () => {
    const result = await outcome(() => authRoute.loader(args(get("/auth", staffCookie), context)));
    expect(result.status).toBe(302);
    expect(result.location).toBe("/");
    const anonymous = await outcome(() => authRoute.loader(args(get("/auth?next=/admin/accounts"), context)));
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toContain("/admin/accounts");
  });
});
