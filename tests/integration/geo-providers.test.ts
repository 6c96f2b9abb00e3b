import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteToJson, quoteTrip } from "~/booking/store.server";
import {
  configureGeo,
  isSuggestionId,
  lookupPlace,
  lookupPlaceAsync,
  resolveTyped,
  routeBetween,
  searchPlaces,
} from "~/lib/geo.server";
import {
  decodePolyline,
  googlePlacesProvider,
  googleRoutesProvider,
  osrmProvider,
  photonProvider,
} from "~/lib/geo-providers.server";
import { loader as placeDetails } from "~/routes/api.place-details";
import { routeContext, testEnv } from "../helpers/context";

const NICE_AIRPORT = { lat: 43.6584, lng: 7.2159 };
const MONACO = { lat: 43.7396, lng: 7.4277 };
const KEY = "test-key-1234567890";

interface Fake {
  url: string;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  close: () => Promise<void>;
}

/** A local HTTP server answering like the real service. */
async function fake(
  handler: (req: http.IncomingMessage, body: string) => { status?: number; json?: unknown; delayMs?: number },
): Promise<Fake> {
  const requests: Fake["requests"] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const answer = handler(req, body);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { "Content-Type": "application/json" });
        res.end(JSON.stringify(answer.json ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("outside geography providers against local fakes", () => {
  const fakes: Fake[] = [];
  let photon: Fake;
  let osrm: Fake;
  let google: Fake;
  let broken: Fake;
  let slow: Fake;

  let env: ReturnType<typeof testEnv>;

  beforeAll(async () => {
    env = testEnv();
    photon = await fake((req) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname !== "/api") return { status: 404 };
      return {
        json: {
          type: "FeatureCollection",
          features: [
            {
              type: "Feature",
              geometry: { type: "Point", coordinates: [7.2159, 43.6584] },
              properties: {
                name: "Aéroport Nice Côte d'Azur",
                city: "Nice",
                country: "France",
                countrycode: "FR",
                osm_key: "aeroway",
                osm_value: "aerodrome",
              },
            },
            {
              // An address: Photon gives it as a house, with no name of its own.
              type: "Feature",
              geometry: { type: "Point", coordinates: [7.257, 43.6947] },
              properties: {
                housenumber: "45",
                street: "Promenade des Anglais",
                postcode: "06000",
                city: "Nice",
                country: "France",
                countrycode: "FR",
                osm_key: "place",
                osm_value: "house",
              },
            },
            {
              type: "Feature",
              geometry: { type: "Point", coordinates: [2.35, 48.85] },
              properties: {
                name: "Far away",
                city: "Paris",
                country: "France",
                countrycode: "FR",
                osm_key: "place",
                osm_value: "city",
              },
            },
            {
              type: "Feature",
              geometry: { type: "Point", coordinates: [8.5, 47.0] },
              properties: {
                name: "Elsewhere",
                country: "Deutschland",
                countrycode: "DE",
                osm_key: "place",
                osm_value: "town",
              },
            },
          ],
        },
      };
    });
    osrm = await fake((req) => {
      const match = /^\/route\/v1\/driving\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)\?/.exec(req.url ?? "");
      if (!match) return { status: 400, json: { code: "InvalidUrl" } };
      return {
        json: {
          code: "Ok",
          routes: [
            {
              distance: 31_400,
              duration: 1_920,
              geometry: {
                type: "LineString",
                coordinates: [
                  [7.2159, 43.6584],
                  [7.3, 43.73],
                  [7.4277, 43.7396],
                ],
              },
            },
          ],
        },
      };
    });
    google = await fake((req, body) => {
      if (req.headers["x-goog-api-key"] !== KEY) return { status: 403, json: { error: { code: 403 } } };
      if (!req.headers["x-goog-fieldmask"])
        return { status: 400, json: { error: { code: 400, message: "FieldMask is required" } } };
      if (req.url === "/v1/places:autocomplete" && req.method === "POST") {
        const { input } = JSON.parse(body) as { input: string };
        if (!input) return { status: 400, json: { error: { code: 400, message: "input is required" } } };
        return {
          json: {
            suggestions: [
              {
                placePrediction: {
                  place: "places/ChIJcasino0123",
                  placeId: "ChIJcasino0123",
                  text: {
                    text: "Casino de Monte-Carlo, Place du Casino, Monaco",
                    matches: [{ endOffset: 6 }],
                  },
                  types: ["casino", "point_of_interest", "establishment"],
                },
              },
              { queryPrediction: { text: { text: `${input} restaurants` } } },
              {
                placePrediction: {
                  place: "places/ChIJrue0france1",
                  placeId: "ChIJrue0france1",
                  text: { text: "12 Rue de France, Nice, France" },
                  types: ["street_address", "geocode"],
                },
              },
              {
                placePrediction: {
                  place: "places/ChIJparis00123",
                  placeId: "ChIJparis00123",
                  text: { text: "Paris, France" },
                  types: ["locality", "political"],
                },
              },
            ],
          },
        };
      }
      const details = /^\/v1\/places\/([A-Za-z0-9_-]+)\?/.exec(req.url ?? "");
      if (details && req.method === "GET") {
        const known: Record<string, unknown> = {
          ChIJcasino0123: {
            id: "ChIJcasino0123",
            location: { latitude: 43.7396, longitude: 7.4277 },
            types: ["casino", "point_of_interest"],
          },
          ChIJparis00123: {
            id: "ChIJparis00123",
            location: { latitude: 48.8566, longitude: 2.3522 },
            types: ["locality"],
          },
        };
        const found = known[details[1]!];
        return found ? { json: found } : { status: 404, json: { error: { code: 404, status: "NOT_FOUND" } } };
      }
      if (req.url === "/directions/v2:computeRoutes") {
        return {
          json: {
            routes: [
              {
                distanceMeters: 32_000,
                duration: "1860s",
                polyline: { encodedPolyline: "_p~iF~ps|U_ulLnnqC_mqNvxq`@" },
              },
            ],
          },
        };
      }
      return { status: 404 };
    });
    broken = await fake(() => ({ status: 500, json: { error: "boom" } }));
    slow = await fake(() => ({ delayMs: 4_000, json: {} }));
    fakes.push(photon, osrm, google, broken, slow);
  });

  afterAll(async () => {
    configureGeo({});
    await Promise.all(fakes.map((f) => f.close()));
  });

  it("Photon: asks with the real query parameters and keeps only places in the area served", async () => {
    configureGeo({ search: photonProvider(photon.url) });
    const result = await searchPlaces("nice aeroport", { lang: "fr", near: MONACO });
    expect(result.source).toBe("photon");
    expect(result.fallback).toBe(false);
    expect(result.places.map((p) => [p.label, p.kind])).toEqual([
      ["Aéroport Nice Côte d'Azur, Nice, France", "airport"],
      ["45 Promenade des Anglais, Nice, France", "address"],
    ]);
    const asked = new URL(photon.requests.at(-1)!.url, "http://x");
    expect(asked.searchParams.get("q")).toBe("nice aeroport");
    expect(asked.searchParams.get("lang")).toBe("fr");
    expect(asked.searchParams.get("lat")).toBe("43.7396");
    expect(asked.searchParams.get("bbox")).toMatch(/^[\d.]+,[\d.]+,[\d.]+,[\d.]+$/);
  });

  it("places from a provider carry a signed id: read back as is, a forged one is refused", async () => {
    configureGeo({ search: photonProvider(photon.url) });
    const [place] = (await searchPlaces("nice", { lang: "en" })).places;
    expect(place!.id).toMatch(/^x:/);
    expect(await lookupPlace(place!.id, "en")).toMatchObject({
      label: place!.label,
      lat: place!.lat,
      lng: place!.lng,
    });
    const [payload] = place!.id.slice(2).split(".");
    const forgedPayload = Buffer.from(JSON.stringify(["Nice", 43.7, 7.2, "town"])).toString("base64url");
    expect(await lookupPlace(`x:${forgedPayload}.${place!.id.split(".")[1]}`, "en")).toBeUndefined();
    expect(await lookupPlace(`x:${payload}.AAAAAAAAAAAAAAAAAAAAAA`, "en")).toBeUndefined();
  });

  it("OSRM: asks for the driving route between the two points and reads metres and seconds", async () => {
    configureGeo({ route: osrmProvider(osrm.url) });
    const route = await routeBetween(NICE_AIRPORT, MONACO);
    expect(route).toMatchObject({
      distanceKm: 31.4,
      durationMin: 32,
      source: "osrm",
      fallback: false,
      estimated: false,
    });
    expect(route.path).toHaveLength(3);
    expect(osrm.requests.at(-1)!.url).toBe(
      "/route/v1/driving/7.2159,43.6584;7.4277,43.7396?overview=simplified&geometries=geojson",
    );
  });

  it("Google Places (New) and Routes: key and field mask in headers, answers read", async () => {
    configureGeo({
      search: googlePlacesProvider(google.url, KEY),
      route: googleRoutesProvider(google.url, KEY),
    });
    const session = "0123456789abcdef0123456789abcdef";
    const found = await searchPlaces("casino monaco", { lang: "en", session });
    expect(found.source).toBe("google");
    // Autocomplete gives suggestions without coordinates; query predictions are not places.
    expect(found.places.map((p) => [p.label, p.kind])).toEqual([
      ["Casino de Monte-Carlo, Place du Casino, Monaco", "landmark"],
      ["12 Rue de France, Nice, France", "address"],
      ["Paris, France", "town"],
    ]);
    expect(found.places[0]).not.toHaveProperty("lat");
    expect(found.places[0]!.id).toMatch(/^g:/);
    const asked = google.requests.find((r) => r.url === "/v1/places:autocomplete")!;
    expect(asked.headers["x-goog-api-key"]).toBe(KEY);
    expect(JSON.parse(asked.body)).toMatchObject({
      input: "casino monaco",
      languageCode: "en",
      includedRegionCodes: ["fr", "mc", "it", "ch"],
      locationRestriction: { rectangle: { low: { latitude: 42.9 } } },
      sessionToken: session,
    });
    // Chosen: Place Details gives the coordinates, in the same session, and a signed place comes back.
    const chosen = await lookupPlaceAsync(found.places[0]!.id, "en", session);
    expect(chosen).toMatchObject({
      label: "Casino de Monte-Carlo, Place du Casino, Monaco",
      lat: 43.7396,
      lng: 7.4277,
      kind: "landmark",
    });
    expect(chosen!.id).toMatch(/^x:/);
    expect(await lookupPlace(chosen!.id, "en")).toMatchObject({ lat: 43.7396 });
    const detailsRequest = google.requests.find((r) => r.url.startsWith("/v1/places/ChIJcasino0123"))!;
    expect(detailsRequest.url).toBe(`/v1/places/ChIJcasino0123?languageCode=en&sessionToken=${session}`);
    expect(detailsRequest.headers["x-goog-fieldmask"]).toBe("id,location,types");
    // A forged suggestion is refused without asking Google.
    const before = google.requests.length;
    const forged = `g:${Buffer.from(JSON.stringify(["ChIJother", "Anywhere", "town"])).toString("base64url")}.${found.places[0]!.id.split(".")[1]}`;
    expect(await isSuggestionId(forged)).toBe(false);
    expect(await lookupPlaceAsync(forged, "en")).toBeUndefined();
    expect(google.requests.length).toBe(before);
    // A typed address (no JavaScript): several suggestions are offered to choose from, never the first
    // silently; a text naming one of them exactly is resolved through both calls.
    expect((await resolveTyped("casino monaco", "fr")).choices.map((c) => c.label)).toEqual([
      "Casino de Monte-Carlo, Place du Casino, Monaco",
      "12 Rue de France, Nice, France",
      "Paris, France",
    ]);
    expect((await resolveTyped("Casino de Monte-Carlo, Place du Casino, Monaco", "fr")).place).toMatchObject({
      lat: 43.7396,
      lng: 7.4277,
    });
    // The details endpoint the browser calls: a place outside the area served is refused.
    const details = (id: string) =>
      placeDetails({
        request: new Request(`http://localhost/api/places/details?id=${encodeURIComponent(id)}&lang=en`),
        context: routeContext(env),
        params: {},
      } as never) as Promise<Response>;
    const ok = await details(found.places[0]!.id);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { place: { lat: number } }).place.lat).toBe(43.7396);
    expect((await details(found.places[2]!.id)).status).toBe(400);
    expect((await details(forged)).status).toBe(400);
    const route = await routeBetween(NICE_AIRPORT, MONACO);
    expect(route).toMatchObject({ distanceKm: 32, durationMin: 31, source: "google" });
    expect(route.path.length).toBeGreaterThan(1);
    const routeRequest = google.requests.find((r) => r.url === "/directions/v2:computeRoutes")!;
    expect(JSON.parse(routeRequest.body)).toMatchObject({
      travelMode: "DRIVE",
      origin: { location: { latLng: { latitude: 43.6584, longitude: 7.2159 } } },
    });
    // The route's shape goes to the browser, to be drawn on the Google map the configuration requires.
    const json = quoteToJson(await quoteTrip(NICE_AIRPORT, MONACO), "en");
    expect(json.source).toBe("google");
    expect(json.path).toEqual(route.path.map((p) => [p.lat, p.lng]));
    configureGeo({ search: googlePlacesProvider(google.url, "wrong-key-123456") });
    expect((await searchPlaces("casino", { lang: "en" })).fallback).toBe(true);
    expect(await lookupPlaceAsync(found.places[0]!.id, "en")).toBeUndefined();
  });

  it("a failing or slow provider falls back to the embedded one and says so", async () => {
    configureGeo({ search: photonProvider(broken.url), route: osrmProvider(broken.url) });
    const found = await searchPlaces("monaco", { lang: "fr" });
    expect(found).toMatchObject({ source: "embedded", fallback: true });
    expect(found.places.length).toBeGreaterThan(0);
    const route = await routeBetween(NICE_AIRPORT, MONACO);
    expect(route).toMatchObject({ source: "embedded", fallback: true, estimated: true });
    configureGeo({ route: osrmProvider(slow.url) });
    const started = Date.now();
    const slowRoute = await routeBetween(NICE_AIRPORT, MONACO);
    expect(slowRoute.fallback).toBe(true);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("decodes Google's encoded polylines", () => {
    expect(decodePolyline("_p~iF~ps|U_ulLnnqC_mqNvxq`@")).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });
});

describe("an address typed as clients type it, on the embedded gazetteer", () => {
  beforeAll(() => testEnv());

  it("is offered as an address, saying in the visitor's language where the route puts it", async () => {
    configureGeo({});
    const offered = async (text: string, lang: "fr" | "en") =>
      (await searchPlaces(text, { lang })).places.find((p) => p.label === text);
    expect(await offered("Villa Les Cèdres St Jean Cap Ferrat", "fr")).toMatchObject({
      kind: "address",
      placedAt: "Saint-Jean-Cap-Ferrat",
    });
    expect(await offered("45 promenade des anglais", "en")).toMatchObject({
      kind: "address",
      placedAt: "Promenade des Anglais, Nice",
    });
    expect((await offered("Rue du Rhône 10, Genève", "fr"))?.placedAt).toBe("Genève");
    expect((await offered("Rue du Rhône 10, Genève", "en"))?.placedAt).toBe("Geneva");
    // A place of the gazetteer says nothing more: it is where it says.
    const monaco = (await searchPlaces("monaco", { lang: "fr" })).places[0];
    expect(monaco).toMatchObject({ kind: "town" });
    expect(monaco).not.toHaveProperty("placedAt");
    // A hotel named before its address is the hotel, first; the text as typed comes after it.
    const negresco = "Hotel Negresco, 37 Promenade des Anglais, Nice";
    const offeredForNegresco = (await searchPlaces(negresco, { lang: "en" })).places;
    expect(offeredForNegresco.map((p) => [p.kind, p.label.split(",")[0]])).toEqual([
      ["hotel", "Hôtel Le Negresco"],
      ["address", "Hotel Negresco"],
    ]);
    expect((await resolveTyped(negresco, "fr")).place).toMatchObject({
      kind: "hotel",
      id: offeredForNegresco[0]!.id,
    });
    // Typed without commas, the same: the name is what comes before the house number.
    const noCommas = "Hotel Negresco 37 Promenade des Anglais Nice";
    const offeredNoCommas = (await searchPlaces(noCommas, { lang: "en" })).places;
    expect(offeredNoCommas.map((p) => [p.kind, p.label.split(",")[0]])).toEqual([
      ["hotel", "Hôtel Le Negresco"],
      ["address", noCommas],
    ]);
    expect((await resolveTyped(noCommas, "fr")).place).toMatchObject({ kind: "hotel" });
    // Without JavaScript the same text is resolved to the same address.
    expect((await resolveTyped("45 promenade des anglais", "fr")).place).toMatchObject({
      label: "45 promenade des anglais",
      kind: "address",
      lat: 43.6947,
    });
  });
});
