// Benchmark (not a test): the embedded geography alone, in process, no HTTP and no server: the place
// search over the queries clients type (app/domain/geo/data/client-queries.ts, the list the accuracy
// test uses), whole and keystroke by keystroke, and the road routing over the tabled trips.
// Part of `npm run bench`; alone: `node scripts/bench-engines.mjs` (prints a Markdown table).
import "./app-modules.mjs";
import { percentile } from "./bench-server.mjs";

function timeSync(calls, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    calls(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], n };
}

export async function measureEngines() {
  const { search, getPlace, PLACE_COUNT } = await import("../app/domain/geo/places.ts");
  const { route } = await import("../app/domain/geo/routing.ts");
  const { CLIENT_QUERIES } = await import("../app/domain/geo/data/client-queries.ts");
  const { TABLED_TRIPS } = await import("../app/domain/geo/data/tabled-trips.ts");
  const queries = CLIENT_QUERIES.map((c) => c.q);
  // What the autocomplete asks while a client types: every prefix of every query.
  const keystrokes = queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
  const near = { lat: 43.7, lng: 7.26 };
  for (const q of keystrokes) search(q, { near });
  const whole = timeSync((i) => search(queries[i % queries.length], { near }), queries.length * 5);
  const typed = timeSync((i) => search(keystrokes[i % keystrokes.length], { near }), keystrokes.length);
  const ends = TABLED_TRIPS.map((t) => [getPlace(t.from), getPlace(t.to)]);
  for (const [a, b] of ends) route(a, b);
  const routes = timeSync((i) => route(...ends[i % ends.length]), ends.length * 5);
  return {
    places: PLACE_COUNT,
    queries: queries.length,
    keystrokes: keystrokes.length,
    trips: ends.length,
    whole,
    typed,
    routes,
  };
}

export function enginesTable(e) {
  const ms = (v) => `${v.toFixed(3)} ms`;
  const row = (label, t) => `| ${label} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} | ${t.n} |`;
  return [
    "| Engine | p50 | p95 | max | calls |",
    "| --- | --- | --- | --- | --- |",
    row(`place search, the ${e.queries} client queries whole (${e.places} places, near Nice)`, e.whole),
    row(`place search, every keystroke of those queries (${e.keystrokes} prefixes)`, e.typed),
    row(`road routing, the ${e.trips} tabled trips`, e.routes),
  ];
}

if (import.meta.main) {
  const e = await measureEngines();
  console.log(`Run ${new Date().toISOString()}, Node ${process.versions.node}.\n`);
  console.log(enginesTable(e).join("\n"));
}
