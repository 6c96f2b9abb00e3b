/** Shared types of the geography domain (pure, no runtime dependencies). */

import type { Lang } from "~/i18n/lang";

export interface LatLng {
  lat: number;
  lng: number;
}

export type CountryCode = "FR" | "MC" | "IT" | "CH";

export type PlaceKind =
  | "airport"
  | "heliport"
  | "station"
  | "port"
  | "venue"
  | "resort"
  | "landmark"
  | "hotel"
  | "beach"
  | "golf"
  | "restaurant"
  | "town"
  /** A street or villa address, kept as the client typed it or as a provider gave it (never in the
   * gazetteer). */
  | "address";

/** A search result / resolved place, already localised. */
export interface Place {
  /** Stable id: hand-made places use a slug ("nce-t1"), towns use "gn:<GeoNames id>". */
  id: string;
  /** Display text including locality and country, e.g. "Aéroport Nice Côte d'Azur — Terminal 1, Nice, France". */
  label: string;
  /** Short name, e.g. "Aéroport Nice Côte d'Azur — Terminal 1". */
  name: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  country: CountryCode;
}

export const COUNTRY_NAMES: Record<CountryCode, Record<Lang, string>> = {
  FR: { fr: "France", en: "France" },
  MC: { fr: "Monaco", en: "Monaco" },
  IT: { fr: "Italie", en: "Italy" },
  CH: { fr: "Suisse", en: "Switzerland" },
};
