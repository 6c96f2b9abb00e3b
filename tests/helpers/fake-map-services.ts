/**
 * Local stand-ins, on 127.0.0.1, for the map services the site can be configured to use. Each speaks
 * the protocol the site relies on:
 * - a vector tile server: a MapLibre style (JSON, version 8), a TileJSON document and Mapbox Vector
 *   Tiles (protobuf) cut on request from a small GeoJSON of the coast;
 * - the Google Maps JavaScript API bootstrap: a script taking key, language and callback, exposing
 *   google.maps.importLibrary and the classes the site uses, recording every call;
 * - OSRM's route service and Google's Routes API (computeRoutes), answering one bent road.
 */

import http from "node:http";
import type { AddressInfo } from "node:net";
import { geoJSONToTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { FeatureCollection } from "geojson";

export interface FakeService {
  url: string;
  requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: http.IncomingHttpHeaders;
    body: string;
  }[];
  close: () => Promise<void>;
}

async function serve(
  handler: (
    req: {
      method: string;
      path: string;
      query: URLSearchParams;
      body: string;
      headers: http.IncomingHttpHeaders;
    },
    base: string,
  ) => {
    status?: number;
    type?: string;
    body?: string | Uint8Array;
  },
): Promise<FakeService> {
  const requests: FakeService["requests"] = [];
  let base = "";
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const entry = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: req.headers,
      };
      requests.push(entry);
      // Browsers call these from the site's origin: answer CORS like the real services.
      const cors = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "*",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      };
      if (req.method === "OPTIONS") {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const answer = handler(entry, base);
      res.writeHead(answer.status ?? 200, { "Content-Type": answer.type ?? "application/json", ...cors });
      res.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A rough outline of the land between Saint-Tropez and Genoa (lon, lat), enough to be seen. */
const LAND: FeatureCollection = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { class: "land" },
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [5.5, 46.5],
            [5.5, 43.2],
            [6.64, 43.17],
            [6.93, 43.43],
            [7.02, 43.54],
            [7.22, 43.65],
            [7.33, 43.69],
            [7.43, 43.73],
            [7.53, 43.78],
            [8.02, 43.87],
            [8.45, 44.3],
            [8.93, 44.4],
            [9.5, 44.2],
            [9.5, 46.5],
            [5.5, 46.5],
          ],
        ],
      },
    },
  ],
};

export const FAKE_LAND_COLOR = "#e8dfc8";
export const FAKE_SEA_COLOR = "#7fb2d9";

export function startFakeTileServer(): Promise<FakeService & { styleUrl: string }> {
  return serve(({ path }, base) => {
    if (path === "/styles/riviera.json") {
      return {
        body: JSON.stringify({
          version: 8,
          name: "Fake Riviera",
          sources: { coast: { type: "vector", url: `${base}/data/coast.json` } },
          layers: [
            { id: "sea", type: "background", paint: { "background-color": FAKE_SEA_COLOR } },
            {
              id: "land",
              type: "fill",
              source: "coast",
              "source-layer": "land",
              paint: { "fill-color": FAKE_LAND_COLOR },
            },
          ],
        }),
      };
    }
    if (path === "/data/coast.json") {
      return {
        body: JSON.stringify({
          tilejson: "3.0.0",
          tiles: [`${base}/data/coast/{z}/{x}/{y}.pbf`],
          minzoom: 0,
          maxzoom: 14,
          bounds: [5.5, 42.5, 10, 46.5],
          attribution: "Fake coast for tests",
          vector_layers: [{ id: "land", fields: { class: "String" } }],
        }),
      };
    }
    const tile = /^\/data\/coast\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
    if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const cut = geoJSONToTile(LAND, z, x, y, { extent: 4096 });
      const bytes = cut ? fromGeojsonVt({ land: cut }, { version: 2, extent: 4096 }) : new Uint8Array();
      return { type: "application/x-protobuf", body: bytes };
    }
    return { status: 404, body: JSON.stringify({ error: "not found" }) };
  }).then((service) => ({ ...service, styleUrl: `${service.url}/styles/riviera.json` }));
}

/** A road from Nice airport to Monaco that bends inland, so it cannot be mistaken for a straight line. */
export const FAKE_ROAD: [number, number][] = [
  [43.6584, 7.2159],
  [43.7, 7.25],
  [43.72, 7.3],
  [43.735, 7.36],
  [43.7396, 7.4277],
];

/** Google's encoded polyline (precision 5), as the Routes API sends it. */
export function encodePolyline(points: [number, number][]): string {
  let out = "";
  let lastLat = 0;
  let lastLng = 0;
  const encode = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lat, lng] of points) {
    const la = Math.round(lat * 1e5);
    const ln = Math.round(lng * 1e5);
    encode(la - lastLat);
    encode(ln - lastLng);
    lastLat = la;
    lastLng = ln;
  }
  return out;
}

export function startFakeOsrm(): Promise<FakeService> {
  return serve(({ path }) => {
    if (!path.startsWith("/route/v1/driving/")) return { status: 404, body: '{"code":"InvalidUrl"}' };
    return {
      body: JSON.stringify({
        code: "Ok",
        routes: [
          {
            distance: 31_800,
            duration: 1_860,
            geometry: { type: "LineString", coordinates: FAKE_ROAD.map(([lat, lng]) => [lng, lat]) },
          },
        ],
        waypoints: [],
      }),
    };
  });
}

/** Places the fake Google knows: Autocomplete matches on the name, Details gives the location. */
const GOOGLE_PLACES = [
  {
    id: "ChIJniceAirport01",
    text: "Aéroport Nice Côte d'Azur, Nice, France",
    at: FAKE_ROAD[0]!,
    types: ["airport"],
  },
  { id: "ChIJmonacoCity001", text: "Monaco", at: FAKE_ROAD.at(-1)!, types: ["locality", "political"] },
];

/** Google's Places API (New: Autocomplete, Place Details) and Routes API (computeRoutes). */
export function startFakeGoogleApis(key: string): Promise<FakeService> {
  return serve(({ path, method, body, headers }) => {
    if (headers["x-goog-api-key"] !== key) {
      return { status: 403, body: JSON.stringify({ error: { code: 403, status: "PERMISSION_DENIED" } }) };
    }
    if (method === "POST" && path === "/v1/places:autocomplete") {
      const { input } = JSON.parse(body) as { input: string };
      const words = input.toLowerCase().split(/\s+/).filter(Boolean);
      return {
        body: JSON.stringify({
          suggestions: GOOGLE_PLACES.filter((p) =>
            words.every((w) => p.text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").includes(w)),
          ).map((p) => ({
            placePrediction: {
              place: `places/${p.id}`,
              placeId: p.id,
              text: { text: p.text },
              types: p.types,
            },
          })),
        }),
      };
    }
    const details = /^\/v1\/places\/([A-Za-z0-9_-]+)$/.exec(path);
    if (method === "GET" && details) {
      const place = GOOGLE_PLACES.find((p) => p.id === details[1]);
      if (!place) return { status: 404, body: JSON.stringify({ error: { code: 404, status: "NOT_FOUND" } }) };
      return {
        body: JSON.stringify({
          id: place.id,
          location: { latitude: place.at[0], longitude: place.at[1] },
          types: place.types,
        }),
      };
    }
    if (method !== "POST" || path !== "/directions/v2:computeRoutes") return { status: 404, body: "{}" };
    return {
      body: JSON.stringify({
        routes: [
          {
            distanceMeters: 32_400,
            duration: "1920s",
            polyline: { encodedPolyline: encodePolyline(FAKE_ROAD) },
          },
        ],
      }),
    };
  });
}

/**
 * The Maps JavaScript API's bootstrap. The map it draws is a plain element (no imagery); every
 * object the page creates is recorded on window.__fakeGoogleMaps for the test to read.
 */
const GOOGLE_MAPS_SCRIPT = `(() => {
  const log = (window.__fakeGoogleMaps = { maps: [], polylines: [], markers: [], fits: [] });
  const plain = (p) => (p && typeof p.lat === "function" ? { lat: p.lat(), lng: p.lng() } : p);
  class LatLngBounds {
    constructor(sw, ne) { this.sw = plain(sw); this.ne = plain(ne); }
    toJSON() { return { south: this.sw.lat, west: this.sw.lng, north: this.ne.lat, east: this.ne.lng }; }
  }
  class Map {
    constructor(element, options) {
      this.element = element;
      this.options = options;
      const surface = document.createElement("div");
      surface.setAttribute("data-testid", "fake-google-map");
      surface.style.cssText = "position:absolute;inset:0;background:#e5e3df";
      surface.textContent = "Google";
      element.append(surface);
      log.maps.push({ options });
    }
    fitBounds(bounds, padding) { log.fits.push({ bounds: bounds.toJSON(), padding }); }
  }
  class Polyline {
    constructor(options) { this.options = options || {}; this.path = []; this.map = null; log.polylines.push(this); }
    setPath(path) { this.path = path.map(plain); }
    setOptions(options) { Object.assign(this.options, options); }
    setMap(map) { this.map = map; }
  }
  class Marker {
    constructor(options) { this.options = options || {}; this.position = null; this.map = null; log.markers.push(this); }
    setPosition(position) { this.position = plain(position); }
    setMap(map) { this.map = map; }
  }
  const libraries = { maps: { Map, Polyline }, marker: { Marker }, core: { LatLngBounds } };
  window.google = window.google || {};
  window.google.maps = {
    version: "fake",
    importLibrary: (name) =>
      libraries[name] ? Promise.resolve(libraries[name]) : Promise.reject(new Error("unknown library " + name)),
  };
  const callback = new URL(document.currentScript.src).searchParams.get("callback");
  if (callback && typeof window[callback] === "function") window[callback]();
})();`;

export function startFakeGoogleMapsScript(): Promise<FakeService & { scriptUrl: string }> {
  return serve(({ path, query }) => {
    if (path !== "/maps/api/js") return { status: 404, type: "text/plain", body: "not found" };
    if (!query.get("key")) return { status: 403, type: "text/javascript", body: "console.error('no key')" };
    return { type: "text/javascript", body: GOOGLE_MAPS_SCRIPT };
  }).then((service) => ({ ...service, scriptUrl: `${service.url}/maps/api/js` }));
}
