import { z } from "zod";

/** A point in degrees, checked wherever one comes from outside (an API body, the draft cookie, the tariff). */
export const LatLngSchema = z.object({
  lat: z
    .number({ error: "must be a number" })
    .min(-90, { error: "out of range" })
    .max(90, { error: "out of range" }),
  lng: z
    .number({ error: "must be a number" })
    .min(-180, { error: "out of range" })
    .max(180, { error: "out of range" }),
});
