import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import * as calculateRoute from "~/routes/api.calculate-trip";
import * as detailsRoute from "~/routes/api.place-details";
import * as placesRoute from "~/routes/api.places";
import { args, contextFor, get, testEnv } from "./admin-helpers";

const env = testEnv({ SESSION_SECRET: "l".repeat(40) });

type Handler = (routeArgs: never) => Promise<Response>;

/** Calls an API route's loader or action as the router does, from one client address. */
function call(handler: Handler, request: Request, ip: string): Promise<Response> {
  return handler(args(request, contextFor(env, ip)));
}

describe("the address and trip APIs' limits", () => {
  it.each([
    [
      "the address search",
      placesRoute.loader as Handler,
      "placeSearch",
      () => get("/api/places?q=nice&lang=fr"),
    ],
    [
      "a place's details",
      detailsRoute.loader as Handler,
      "placeDetails",
      () => get("/api/places/details?id=nope"),
    ],
    [
      "the trip calculation",
      calculateRoute.action as Handler,
      "tripCalculation",
      () => new Request("http://localhost/api/calculate-trip", { method: "POST", body: "{}" }),
    ],
  ] as const)(
    "%s answers 429 with Retry-After once its limit is spent, to that address only",
    async (_name, route, limit, request) => {
      const ip = `10.77.${limit.length}.1`;
      const allowed = (RATE_LIMITS[limit].limit as (e: typeof env) => number)(env);
      for (let i = 0; i < allowed; i++) expect((await call(route, request(), ip)).status).not.toBe(429);
      const refused = await call(route, request(), ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: "Too many requests; try again later." });
      expect((await call(route, request(), "10.77.200.1")).status).not.toBe(429);
    },
  );
});
