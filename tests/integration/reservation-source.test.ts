import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, db, setDatabase } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { parseReservationFilters, reservationSearch } from "~/domain/admin/filters";
import { parisIsoDate } from "~/domain/admin/format";
import { listReservations } from "~/lib/admin-store.server";
import { setLogLevel } from "~/lib/logger.server";
import * as exportRoute from "~/routes/admin-export";
import * as planning from "~/routes/admin-planning";
import { testDatabases } from "../helpers/databases";
import {
  accountWithSession,
  args,
  contextFor,
  get,
  outcome,
  reservationValues,
  testEnv,
} from "./admin-helpers";

setLogLevel("silent");

const filters = (query: string) => parseReservationFilters(new URLSearchParams(query));

describe("the source filter in addresses", () => {
  it("reads a known source and ignores anything else", () => {
    expect(filters("source=phone").source).toBe("phone");
    expect(filters("source=partner").source).toBe("partner");
    expect(filters("source=fax").source).toBeUndefined();
    expect(filters("source=").source).toBeUndefined();
  });
  it("keeps it in the list's and the export's address", () => {
    expect(reservationSearch({ source: "whatsapp", page: 1 })).toBe("?source=whatsapp");
    expect(reservationSearch({ status: "new", source: "phone" })).toBe("?status=new&source=phone");
  });
});

describe.each(testDatabases())("the request's source on %s", (_name, make) => {
  const target = make();
  let database: Database;
  let cookie: string;
  const context = contextFor(testEnv());
  const today = parisIsoDate(new Date());

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
    cookie = (await accountWithSession("source.staff@example.com", "staff")).cookie;
    await db()
      .insert(reservations)
      .values([
        reservationValues({ reference: "RC-SRC001" }),
        reservationValues({ reference: "RC-SRC002", source: "phone" }),
        reservationValues({ reference: "RC-SRC003", source: "concierge", sourceName: "Hôtel Martinez" }),
        reservationValues({
          reference: "RC-SRC004",
          source: "phone",
          status: "confirmed",
          finalPriceCents: 15_000,
          date: today,
          time: "09:00",
        }),
        reservationValues({ reference: "RC-SRC005", status: "confirmed", date: today, time: "10:00" }),
      ]);
  });
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await target.dispose();
  });

  it("is 'site' unless recorded otherwise, and the list filters by it", async () => {
    const all = await listReservations(filters("sort=trip"));
    expect(all.total).toBe(5);
    expect(all.rows.find((r) => r.reference === "RC-SRC001")?.source).toBe("site");
    const phone = await listReservations(filters("source=phone"));
    expect(phone.rows.map((r) => r.reference).sort()).toEqual(["RC-SRC002", "RC-SRC004"]);
    const concierge = await listReservations(filters("source=concierge"));
    expect(concierge.rows).toHaveLength(1);
    expect(concierge.rows[0]?.sourceName).toBe("Hôtel Martinez");
    expect((await listReservations(filters("source=site"))).total).toBe(2);
  });

  it("is a column of the CSV export, which follows the filter", async () => {
    const result = await outcome(() => exportRoute.loader(args(get("/admin/export.csv", cookie), context)));
    expect(result.status).toBe(200);
    const lines = result.body.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/;Source$/);
    expect(lines.find((l) => l.startsWith("RC-SRC003"))).toMatch(/;Conciergerie\u00a0: Hôtel Martinez$/);
    expect(lines.find((l) => l.startsWith("RC-SRC002"))).toMatch(/;Téléphone$/);
    expect(lines.find((l) => l.startsWith("RC-SRC001"))).toMatch(/;Site$/);
    const phoneOnly = await outcome(() =>
      exportRoute.loader(args(get("/admin/export.csv?source=phone", cookie), context)),
    );
    expect(phoneOnly.body.trimEnd().split("\r\n")).toHaveLength(3);
  });

  it("filters the planner's waiting requests and jobs", async () => {
    const load = (query: string) =>
      planning.loader(args(get(`/admin/planning?range=today${query}`, cookie), context));
    const all = await load("");
    expect(all.awaiting.map((r) => r.reference).sort()).toEqual(["RC-SRC001", "RC-SRC002", "RC-SRC003"]);
    expect(all.jobs.map((r) => r.reference)).toEqual(["RC-SRC004", "RC-SRC005"]);
    expect(all.source).toBeNull();
    const phone = await load("&source=phone");
    expect(phone.source).toBe("phone");
    expect(phone.awaiting.map((r) => r.reference)).toEqual(["RC-SRC002"]);
    expect(phone.jobs.map((r) => r.reference)).toEqual(["RC-SRC004"]);
    expect(phone.awaitingTotal).toBe(1);
    const unknown = await load("&source=fax");
    expect(unknown.source).toBeNull();
    expect(unknown.jobs).toHaveLength(2);
  });
});
