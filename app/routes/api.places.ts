import { searchPlaces } from "~/lib/geo.server";
import { placeRequest } from "~/lib/place-request.server";
import type { Route } from "./+types/api.places";

/** Address search for the booking form: GET /api/places?q=nice%20aer&lang=fr[&near=lat,lng][&session=id] */
export async function loader(args: Route.LoaderArgs) {
  const asked = await placeRequest("placeSearch", "q", 200, args);
  if (asked instanceof Response) return asked;
  const { url, text: q, lang, session } = asked;
  const nearMatch = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(url.searchParams.get("near") ?? "");
  const near = nearMatch ? { lat: Number(nearMatch[1]), lng: Number(nearMatch[2]) } : undefined;
  const result = await searchPlaces(q, { lang, near, limit: 8, session });
  return Response.json(result, { headers: { "Cache-Control": "private, max-age=60" } });
}
