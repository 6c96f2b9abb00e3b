import { langOrFrench } from "~/i18n/lang";
import { refusedByLimit } from "~/lib/api-error.server";
import { searchPlaces, sessionParam } from "~/lib/geo.server";
import type { Route } from "./+types/api.places";

/** Address search for the booking form: GET /api/places?q=nice%20aer&lang=fr[&near=lat,lng][&session=id] */
export async function loader({ request, context }: Route.LoaderArgs) {
  const refused = await refusedByLimit("placeSearch", context);
  if (refused) return refused;
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const lang = langOrFrench(url.searchParams.get("lang"));
  const nearMatch = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(url.searchParams.get("near") ?? "");
  const near = nearMatch ? { lat: Number(nearMatch[1]), lng: Number(nearMatch[2]) } : undefined;
  const session = sessionParam(url);
  const result = await searchPlaces(q, { lang, near, limit: 8, session });
  return Response.json(result, { headers: { "Cache-Control": "private, max-age=60" } });
}
