import { checkServed } from "~/booking/store.server";
import { apiError } from "~/lib/api-error.server";
import { isSuggestionId, lookupPlaceAsync } from "~/lib/geo.server";
import { placeRequest } from "~/lib/place-request.server";
import type { Route } from "./+types/api.place-details";

/**
 * The coordinates of a suggestion chosen in the address list, when the provider gives them only on
 * choice (Google Autocomplete then Place Details): GET /api/places/details?id=g:...&lang=fr[&session=id]
 * Answers { place: { id, label, lat, lng, kind } } with a signed `x:` id.
 */
export async function loader(args: Route.LoaderArgs) {
  const asked = await placeRequest("placeDetails", "id", 1000, args);
  if (asked instanceof Response) return asked;
  const { text: id, lang, session } = asked;
  if (!(await isSuggestionId(id))) return apiError(400, "Unknown place id.");
  const place = await lookupPlaceAsync(id, lang, session);
  if (!place) return apiError(503, "The place could not be looked up; type the address and continue.");
  if (!checkServed(place)) return apiError(400, "This place is outside the area served.");
  return Response.json({ place }, { headers: { "Cache-Control": "no-store" } });
}
