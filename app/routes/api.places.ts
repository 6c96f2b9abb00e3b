import { langOrFrench } from "~/i18n/lang";
import { apiTooMany } from "~/lib/api-error.server";
import { requestInfoContext } from "~/lib/context.server";
import { searchPlaces, sessionParam } from "~/lib/geo.server";
import { hit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/api.places";

/** Address search for the booking form: GET /api/places?q=nice%20aer&lang=fr[&near=lat,lng][&session=id] */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { clientIp, env } = context.get(requestInfoContext);
  const counted = await hit("placeSearch", clientIp, env);
  if (!counted.ok) return apiTooMany(counted);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const lang = langOrFrench(url.searchParams.get("lang"));
  const nearMatch = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(url.searchParams.get("near") ?? "");
  const near = nearMatch ? { lat: Number(nearMatch[1]), lng: Number(nearMatch[2]) } : undefined;
  const session = sessionParam(url);
  const result = await searchPlaces(q, { lang, near, limit: 8, session });
  return Response.json(result, { headers: { "Cache-Control": "private, max-age=60" } });
}
