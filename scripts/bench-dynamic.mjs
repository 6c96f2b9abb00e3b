// The dynamic paths measured by scripts/bench-pages.mjs: what the site computes for each request.
// Each request names its own client address (X-Forwarded-For, the server trusting its proxy), so the
// rate limits are counted as in production without refusing the benchmark.

const QUERIES = ["nice aer", "monaco", "cannes", "saint trop", "milan", "antibes", "geneve", "courchevel"];
const TRIPS = [
  [
    { lat: 43.6584, lng: 7.2159 },
    { lat: 43.7396, lng: 7.4277 },
  ],
  [
    { lat: 43.5513, lng: 7.0128 },
    { lat: 45.4642, lng: 9.19 },
  ],
  [
    { lat: 43.7031, lng: 7.2661 },
    { lat: 46.0207, lng: 7.7491 },
  ],
];
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

/** The scenarios, with a booking draft cookie made once through the first step. */
export async function dynamicScenarios(base) {
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const first = await fetch(`${base}/reservations`, {
    method: "POST",
    headers: { ...FORM, ...from() },
    body: new URLSearchParams({ intent: "next", step: "1", departure: "Nice", arrival: "Monaco" }),
    redirect: "manual",
  });
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
      next: (i) => ({
        path: "/reservations",
        method: "POST",
        headers: { ...FORM, ...from() },
        body: new URLSearchParams({
          intent: "next",
          step: "1",
          departure: i % 2 ? "Cannes" : "Nice",
          arrival: "Monaco",
        }).toString(),
      }),
      check: status(302, 303),
    },
    {
      label: "booking step 2 page `GET /reservations?step=2` (with a draft)",
      next: () => ({ path: "/reservations?step=2", headers: { Cookie: draft, ...from() } }),
      check: status(200),
    },
    {
      label: "booking sent `POST /reservations` (stored, e-mails queued)",
      next: (i) => ({
        path: "/reservations",
        method: "POST",
        headers: { ...FORM, ...from() },
        body: new URLSearchParams({
          intent: "confirm",
          step: "4",
          departure: "Nice",
          arrival: "Monaco",
          date,
          time: "10:00",
          passengers: "2",
          luggage: "2",
          firstName: "Bench",
          lastName: "Mark",
          email: `bench${i}@example.com`,
          phone: "+33 6 12 34 56 78",
        }).toString(),
      }),
      check: (res) => /ref=RC-/.test(res.headers.location ?? ""),
    },
    {
      label: "contact message `POST /contact` (stored, e-mails queued)",
      next: (i) => ({
        path: "/contact",
        method: "POST",
        headers: { ...FORM, ...from() },
        body: new URLSearchParams({
          name: "Bench Mark",
          email: `bench${i}@example.com`,
          phone: "",
          message: "Bonjour, nous arrivons à Nice le 12 mai avec quatre valises.",
        }).toString(),
      }),
      check: status(303),
    },
  ];
}
