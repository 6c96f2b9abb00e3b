import { checkServed } from "~/booking/store.server";
import { langOrFrench } from "~/i18n/lang";
import { apiError, refusedByLimit } from "~/lib/api-error.server";
import { isSuggestionId, lookupPlaceAsync, sessionParam } from "~/lib/geo.server";
import type { Route } from "./+types/api.place-details";

/**
 * The coordinates of a suggestion chosen in the address list, when the provider gives them only on
 * choice (Google Autocomplete then Place Details): GET /api/places/details?id=g:...&lang=fr[&session=id]
 * Answers { place: { id, label, lat, lng, kind } } with a signed `x:` id.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const refused = await refusedByLimit("placeDetails", context);
  if (refused) return refused;
  const url = new URL(request.url);
  const id = (url.searchParams.get("id") ?? "").slice(0, 1000);
  const lang = langOrFrench(url.searchParams.get("lang"));
  if (!(await isSuggestionId(id))) return apiError(400, "Unknown place id.");
  const place = await lookupPlaceAsync(id, lang, sessionParam(url));
  if (!place) return apiError(503, "The place could not be looked up; type the address and continue.");
  if (!checkServed(place)) return apiError(400, "This place is outside the area served.");
  return Response.json({ place }, { headers: { "Cache-Control": "no-store" } });
}
