import { z } from "zod";
import { checkServed, quoteToJson, quoteTrip } from "~/booking/store.server";
import { LatLngSchema } from "~/domain/geo/lat-lng";
import { DateSchema, TimeSchema } from "~/domain/pricing/estimate";
import { langOrFrench } from "~/i18n/lang";
import { apiError, refusedByLimit } from "~/lib/api-error.server";
import { log } from "~/lib/logger.server";
import type { Route } from "./+types/api.calculate-trip";

const point = z.object(LatLngSchema.shape, { error: "required, as {lat, lng}" });

const bodySchema = z.object({
  origin: point,
  destination: point,
  date: DateSchema.optional(),
  time: TimeSchema.optional(),
  lang: z.string().optional(),
});

/** The specification's trip calculation: POST {origin:{lat,lng}, destination:{lat,lng}}. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST.");
  const refused = await refusedByLimit("tripCalculation", context);
  if (refused) return refused;
  // The server guard has already refused a body over its limit (server/request-guard.ts).
  const text = await request.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return apiError(
      400,
      'The body must be JSON: {"origin":{"lat":..,"lng":..},"destination":{"lat":..,"lng":..}}.',
    );
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    const details: Record<string, string> = {};
    for (const issue of parsed.error.issues) details[issue.path.join(".") || "body"] ??= issue.message;
    return apiError(400, "Invalid origin or destination.", details);
  }
  const { origin, destination } = parsed.data;
  const lang = langOrFrench(parsed.data.lang);
  if (!checkServed(origin))
    return apiError(400, "The origin is outside the area served.", { origin: "outside the area served" });
  if (!checkServed(destination)) {
    return apiError(400, "The destination is outside the area served.", {
      destination: "outside the area served",
    });
  }
  try {
    const pickup =
      parsed.data.date && parsed.data.time ? { date: parsed.data.date, time: parsed.data.time } : undefined;
    const quote = await quoteTrip(origin, destination, pickup);
    return Response.json(quoteToJson(quote, lang), { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    log.error("trip calculation failed", { error: err });
    return apiError(503, "The trip could not be calculated; please try again.");
  }
}

export function loader() {
  return apiError(405, "Use POST with a JSON body.");
}
