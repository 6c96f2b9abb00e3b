// The dynamic paths measured by scripts/bench-pages.mjs: what the site computes for each request.
// Each request names its own client address (X-Forwarded-For, the server trusting its proxy), so the
// rate limits are counted as in production without refusing the benchmark.

import { bookingBody, BENCH_QUERIES as QUERIES, BENCH_TRIPS as TRIPS } from "./bench-server.mjs";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let addressCounter = 0;
function from() {
  addressCounter += 1;
  return {
    "X-Forwarded-For": `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
  };
}

const status =
  (...expected) =>
  (res) =>
    expected.includes(res.statusCode);

/** A form posted to `path` from a new client address, as load() sends it. */
const formPost = (path, fields) => ({
  path,
  method: "POST",
  headers: { ...FORM, ...from() },
  body: new URLSearchParams(fields).toString(),
});

/** Booking step 1's fields: the route, from `departure` to Monaco. */
const route = (departure) => ({ intent: "next", step: "1", departure, arrival: "Monaco" });

/** The scenarios, with a booking draft cookie made once through the first step. */
export async function dynamicScenarios(base) {
  const { path, ...init } = formPost("/reservations", route("Nice"));
  const first = await fetch(`${base}${path}`, { ...init, redirect: "manual" });
  const draft = (first.headers.get("set-cookie") ?? "").split(";")[0];
  if (!draft.startsWith("booking_draft=")) throw new Error(`booking step 1 gave no draft (${first.status})`);
  return [
    {
      label: "address search `GET /api/places`",
      next: (i) => ({
        path: `/api/places?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}&lang=fr`,
        headers: from(),
      }),
      check: status(200),
    },
    {
      label: "trip calculation `POST /api/calculate-trip`",
      next: (i) => {
        const [origin, destination] = TRIPS[i % TRIPS.length];
        return {
          path: "/api/calculate-trip",
          method: "POST",
          headers: { "Content-Type": "application/json", ...from() },
          body: JSON.stringify({ origin, destination }),
        };
      },
      check: status(200),
    },
    {
      label: "booking step 1 `POST /reservations` (route, draft cookie)",
      next: (i) => formPost("/reservations", route(i % 2 ? "Cannes" : "Nice")),
      check: status(302, 303),
    },
    {
      label: "booking step 2 page `GET /reservations?step=2` (with a draft)",
      next: () => ({ path: "/reservations?step=2", headers: { Cookie: draft, ...from() } }),
      check: status(200),
    },
    {
      label: "booking sent `POST /reservations` (stored, e-mails queued)",
      next: (i) => formPost("/reservations", bookingBody(i)),
      check: (res) => /ref=RC-/.test(res.headers.location ?? ""),
    },
    {
      label: "contact message `POST /contact` (stored, e-mails queued)",
      next: (i) =>
        formPost("/contact", {
          name: "Bench Mark",
          email: `bench${i}@example.com`,
          phone: "",
          message: "Bonjour, nous arrivons à Nice le 12 mai avec quatre valises.",
        }),
      check: status(303),
    },
  ];
}
