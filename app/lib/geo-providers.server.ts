/**
 * Outside geography providers, switched on by configuration (see .env.example). Each speaks its
 * service's real HTTP protocol; tests run them against local fakes on 127.0.0.1.
 * - Photon (OpenStreetMap search): GET {base}/api?q=..&lang=..&limit=..&lat=..&lon=..&bbox=..
 * - OSRM (OpenStreetMap routing):  GET {base}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=simplified&geometries=geojson
 * - Google Places (New) Autocomplete: POST {base}/v1/places:autocomplete, then on choice
 *   Place Details: GET {base}/v1/places/{placeId}, in one session (sessionToken)
 * - Google Routes: POST {base}/directions/v2:computeRoutes
 */
import type { LatLng, PlaceKind } from "~/domain/geo/types";
import type { Env } from "./env.server";
import type { ProviderPlace, RouteProvider, SearchProvider } from "./geo.server";

const SERVED_COUNTRIES = new Set(["FR", "MC", "IT", "CH"]);
/** lon/lat box around the area served, to bias and bound outside searches */
const BBOX = { west: 4.4, south: 42.9, east: 10.9, north: 47.85 };

async function getJson(url: string, init: RequestInit & { signal: AbortSignal }): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return response.json();
}

function kindFromOsm(key?: string, value?: string): PlaceKind {
  if (key === "aeroway" && value === "helipad") return "heliport";
  if (key === "aeroway") return "airport";
  if (key === "railway" || value === "station") return "station";
  if (key === "leisure" && value === "marina") return "port";
  if (key === "tourism" && (value === "hotel" || value === "attraction")) return "landmark";
  if (key === "building" || key === "highway" || (key === "place" && value === "house")) return "address";
  if (key === "place") return "town";
  return "landmark";
}

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | undefined>;
}

export function photonProvider(baseUrl: string): SearchProvider {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "photon",
    async search(query, { lang, near, limit, signal }) {
      const params = new URLSearchParams({
        q: query,
        lang,
        limit: String(Math.min(limit * 2, 20)),
        bbox: `${BBOX.west},${BBOX.south},${BBOX.east},${BBOX.north}`,
      });
      if (near) {
        params.set("lat", String(near.lat));
        params.set("lon", String(near.lng));
      }
      const body = (await getJson(`${base}/api?${params}`, { signal })) as { features?: PhotonFeature[] };
      const places: ProviderPlace[] = [];
      for (const feature of body.features ?? []) {
        const [lng, lat] = feature.geometry?.coordinates ?? [];
        const p = feature.properties ?? {};
        if (typeof lat !== "number" || typeof lng !== "number") continue;
        if (p.countrycode && !SERVED_COUNTRIES.has(p.countrycode.toUpperCase())) continue;
        const street = [p.housenumber, p.street].filter(Boolean).join(" ");
        const parts = [
          p.name ?? street,
          p.name && street ? street : undefined,
          p.city ?? p.county,
          p.country,
        ];
        const label = [...new Set(parts.filter((x): x is string => Boolean(x)))].join(", ");
        if (!label) continue;
        places.push({
          label: label.slice(0, 280),
          lat,
          lng,
          kind: kindFromOsm(p.osm_key, p.osm_value),
        });
      }
      return places.slice(0, limit);
    },
  };
}

export function osrmProvider(baseUrl: string): RouteProvider {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "osrm",
    async route(from, to, signal) {
      const coords = `${from.lng},${from.lat};${to.lng},${to.lat}`;
      const body = (await getJson(
        `${base}/route/v1/driving/${coords}?overview=simplified&geometries=geojson`,
        { signal },
      )) as {
        code?: string;
        routes?: { distance: number; duration: number; geometry?: { coordinates?: [number, number][] } }[];
      };
      const best = body.routes?.[0];
      if (body.code !== "Ok" || !best) throw new Error(`OSRM answered ${body.code ?? "no route"}`);
      return {
        distanceKm: Math.round(best.distance / 100) / 10,
        durationMin: Math.round(best.duration / 60),
        path: (best.geometry?.coordinates ?? []).map(([lng, lat]) => ({ lat, lng })),
      };
    },
  };
}

function kindFromGoogle(types: string[] = []): PlaceKind {
  if (types.includes("airport")) return "airport";
  if (types.includes("heliport")) return "heliport";
  if (types.some((t) => t.includes("station"))) return "station";
  if (types.includes("marina")) return "port";
  if (types.includes("lodging")) return "landmark";
  if (types.includes("locality")) return "town";
  if (["street_address", "premise", "subpremise", "route"].some((t) => types.includes(t))) return "address";
  return "landmark";
}

export function googlePlacesProvider(baseUrl: string, apiKey: string): SearchProvider {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "google",
    async search(query, { lang, near, limit, signal, session }) {
      // An autocomplete session groups the keystrokes of one search with the Details call that ends it.
      const body = (await getJson(`${base}/v1/places:autocomplete`, {
        method: "POST",
        signal,
        headers: {
          "Content-Type": "application/json",
          "X-Goog-Api-Key": apiKey,
          "X-Goog-FieldMask":
            "suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.types",
        },
        body: JSON.stringify({
          input: query,
          languageCode: lang,
          includedRegionCodes: [...SERVED_COUNTRIES].map((c) => c.toLowerCase()),
          locationRestriction: {
            rectangle: {
              low: { latitude: BBOX.south, longitude: BBOX.west },
              high: { latitude: BBOX.north, longitude: BBOX.east },
            },
          },
          ...(near ? { origin: { latitude: near.lat, longitude: near.lng } } : {}),
          ...(session ? { sessionToken: session } : {}),
        }),
      })) as {
        suggestions?: {
          placePrediction?: { placeId?: string; text?: { text?: string }; types?: string[] };
        }[];
      };
      return (body.suggestions ?? [])
        .map((s) => s.placePrediction)
        .filter((p): p is { placeId: string; text: { text: string }; types?: string[] } =>
          Boolean(p?.placeId && p.text?.text),
        )
        .slice(0, limit)
        .map((p) => ({ ref: p.placeId, label: p.text.text.slice(0, 280), kind: kindFromGoogle(p.types) }));
    },
    async details(ref, { lang, signal, session }) {
      if (!/^[A-Za-z0-9_-]{10,300}$/.test(ref)) throw new Error("not a Google place id");
      const params = new URLSearchParams({ languageCode: lang });
      if (session) params.set("sessionToken", session);
      const body = (await getJson(`${base}/v1/places/${ref}?${params}`, {
        signal,
        headers: { "X-Goog-Api-Key": apiKey, "X-Goog-FieldMask": "id,location,types" },
      })) as { location?: { latitude?: number; longitude?: number }; types?: string[] };
      const lat = body.location?.latitude;
      const lng = body.location?.longitude;
      if (typeof lat !== "number" || typeof lng !== "number")
        throw new Error("Google Place Details: no location");
      return { lat, lng, kind: kindFromGoogle(body.types) };
    },
  };
}

/** Google's encoded polyline format (precision 5). */
export function decodePolyline(encoded: string): LatLng[] {
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  while (index < encoded.length) {
    for (const which of [0, 1]) {
      let result = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = encoded.charCodeAt(index++) - 63;
        result |= (byte & 0x1f) << shift;
        shift += 5;
      } while (byte >= 0x20 && index < encoded.length);
      const delta = result & 1 ? ~(result >> 1) : result >> 1;
      if (which === 0) lat += delta;
      else lng += delta;
    }
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}

export function googleRoutesProvider(baseUrl: string, apiKey: string): RouteProvider {
  const base = baseUrl.replace(/\/+$/, "");
  const waypoint = (p: LatLng) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });
  return {
    name: "google",
    async route(from, to, signal) {
      const body = (await getJson(`${base}/directions/v2:computeRoutes`, {
        method: "POST",
        signal,
        headers: {
          "Content-Type": "application/json",
          "X-Goog-Api-Key": apiKey,
          "X-Goog-FieldMask": "routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline",
        },
        body: JSON.stringify({
          origin: waypoint(from),
          destination: waypoint(to),
          travelMode: "DRIVE",
          routingPreference: "TRAFFIC_UNAWARE",
        }),
      })) as {
        routes?: { distanceMeters?: number; duration?: string; polyline?: { encodedPolyline?: string } }[];
      };
      const best = body.routes?.[0];
      if (!best?.distanceMeters || !best.duration) throw new Error("Google Routes returned no route");
      return {
        distanceKm: Math.round(best.distanceMeters / 100) / 10,
        durationMin: Math.round(Number.parseInt(best.duration, 10) / 60),
        path: best.polyline?.encodedPolyline ? decodePolyline(best.polyline.encodedPolyline) : [],
      };
    },
  };
}

/** The providers the configuration asks for (none: the embedded default only). */
export function providersFromEnv(env: Env): { search?: SearchProvider; route?: RouteProvider } {
  const key = env.GOOGLE_MAPS_API_KEY;
  // Each service's outside providers by name (Google only with a key); "embedded" is none of them.
  const search: Partial<Record<Env["GEO_SEARCH_PROVIDER"], () => SearchProvider | undefined>> = {
    photon: () => photonProvider(env.PHOTON_URL),
    google: () => (key ? googlePlacesProvider(env.GOOGLE_PLACES_URL, key) : undefined),
  };
  const route: Partial<Record<Env["GEO_ROUTE_PROVIDER"], () => RouteProvider | undefined>> = {
    osrm: () => osrmProvider(env.OSRM_URL),
    google: () => (key ? googleRoutesProvider(env.GOOGLE_ROUTES_URL, key) : undefined),
  };
  return { search: search[env.GEO_SEARCH_PROVIDER]?.(), route: route[env.GEO_ROUTE_PROVIDER]?.() };
}
