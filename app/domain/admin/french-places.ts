/**
 * The office reads French (decision 019): a request made in English stores its places as the client
 * saw them ("Nice Côte d'Azur Airport — Terminal 2, France"), and the staff screens show them in
 * French ("Aéroport Nice Côte d'Azur — Terminal 2, France"). What the client reads, and what the
 * edit form starts from, stay as stored. Server-side only: it needs the gazetteer.
 */
import { placeInFrench } from "~/domain/geo/places";

/** A row's departure, arrival and stops in French, for display; the rest unchanged. */
export function frenchPlaces<
  T extends { departure: string; arrival: string; stops?: readonly { label: string }[] | null },
>(row: T): T {
  return {
    ...row,
    departure: placeInFrench(row.departure),
    arrival: placeInFrench(row.arrival),
    ...(row.stops ? { stops: row.stops.map((stop) => ({ ...stop, label: placeInFrench(stop.label) })) } : {}),
  };
}
