import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingAction } from "~/booking/flow.server";
import { step2Schema, step3Schema } from "~/booking/schema";
import { type Database, setDatabase } from "~/db/client.server";
import { reservations } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { action as calculateTrip } from "~/routes/api.calculate-trip";
import { routeContext, testEnv } from "../helpers/context";
import { testDatabases } from "../helpers/databases";

/** A small deterministic PRNG (mulberry32), so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE = [
  "",
  " ",
  "<script>alert(1)</script>",
  "'; drop table reservations; --",
  "\u0000\u0001\u0002",
  "\uD800",
  "𝕏".repeat(50),
  "a".repeat(20_000),
  "../../etc/passwd",
  "$" + "{7*7}",
  "{{7*7}}",
  "%00",
  "1e309",
  "-1",
  "NaN",
  "Infinity",
  "0x10",
  "99999999999999999999",
  "2027-02-30",
  "2027-13-01",
  "25:00",
  "10:10",
  "null",
  "undefined",
  "[object Object]",
  "Nice",
  "Monaco",
  "x:forged.AAAAAAAAAAAAAAAAAAAAAA",
  "gn:123",
];
const FIELDS = [
  "intent",
  "step",
  "departure",
  "departureId",
  "arrival",
  "arrivalId",
  "date",
  "time",
  "hour",
  "minute",
  "passengers",
  "luggage",
  "flightNumber",
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "website",
  "price",
];

describe.each(testDatabases())("hostile input on %s", (_name, make) => {
  const target = make();
  let database: Database;
  const env = testEnv();

  beforeAll(async () => {
    database = await target.open();
    setDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await target.dispose();
  });

  it("the booking action never fails with 5xx and stores only valid requests", async () => {
    const random = rng(20261122);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let stored = 0;
    for (let i = 0; i < 2000; i++) {
      const body = new URLSearchParams();
      const n = Math.floor(random() * FIELDS.length);
      for (let f = 0; f < n; f++) {
        const field = pick(FIELDS);
        body.append(
          field,
          field === "intent" && random() < 0.6 ? pick(["next", "back", "confirm"]) : pick(HOSTILE),
        );
      }
      const result = await bookingAction({
        request: new Request("http://localhost/reservations", {
          method: "POST",
          body,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie:
              random() < 0.2
                ? `booking_draft=${Buffer.from(pick(HOSTILE)).toString("base64url")}.${Buffer.from(pick(HOSTILE)).toString("base64url")}`
                : "",
          },
        }),
        lang: random() < 0.5 ? "fr" : "en",
        clientIp: `10.2.${i % 250}.${Math.floor(i / 250)}`,
        env: { ...getEnv(), BOOKING_RATE_LIMIT: 100_000 },
      });
      const status =
        result instanceof Response ? result.status : (result as { init: { status: number } }).init.status;
      expect(status, body.toString().slice(0, 200)).toBeLessThan(500);
      if (result instanceof Response && result.headers.get("location")?.includes("ref=")) stored++;
    }
    const rows = await database.db.select().from(reservations);
    expect(rows.length).toBe(stored);
    const now = new Date();
    for (const row of rows) {
      expect(
        step2Schema(new Date(now.getTime() - 86_400_000 * 3)).safeParse({
          ...row,
          passengers: String(row.passengers),
          luggage: String(row.luggage),
          flightNumber: row.flightNumber ?? "",
        }).success,
      ).toBe(true);
      expect(step3Schema.safeParse({ ...row, message: row.message ?? "" }).success).toBe(true);
    }
  });

  it("calculate-trip never fails with 5xx on random JSON", async () => {
    const random = rng(42);
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      Number.POSITIVE_INFINITY,
      "43.7",
      [],
      {},
      43.7,
      7.26,
      91,
      -181,
      "NaN",
      { lat: 43.7 },
      { lat: 43.7, lng: 7.2 },
    ];
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    for (let i = 0; i < 1500; i++) {
      const shape = random();
      const body =
        shape < 0.1
          ? pick(HOSTILE)
          : JSON.stringify(
              shape < 0.5
                ? { origin: pick(values), destination: pick(values) }
                : {
                    origin: { lat: pick(values), lng: pick(values) },
                    destination: { lat: pick(values), lng: pick(values) },
                    lang: pick(["fr", "en", "de", 3]),
                  },
            );
      const response = (await calculateTrip({
        request: new Request("http://localhost/api/calculate-trip", {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
        }),
        context: routeContext(env, `10.3.${i % 250}.${Math.floor(i / 250)}`),
        params: {},
      } as never)) as Response;
      expect(response.status, body.slice(0, 200)).toBeLessThan(500);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
    }
  });
});
