/**
 * A compact way to write many places of one kind and one town: a group gives what its rows share
 * (kind, town, country, generic words, importance), each row its id, name and coordinates.
 */
import type { Lang } from "~/i18n/lang";
import type { CountryCode, PlaceKind } from "../types";
import type { PlaceSeed } from "./places";

type Localized = Record<Lang, string>;

export interface RowExtra {
  aliases?: string[];
  keywords?: string[];
  importance?: number;
  /** The row's own locality when it differs from the group's (e.g. a hotel of Cap d'Antibes). */
  locality?: string | Localized;
  note?: Localized;
}

/** [id, name (one string when the same in both languages), latitude, longitude, extra]. */
export type CompactRow = [string, string | Localized, number, number, RowExtra?];

export interface CompactGroup {
  kind: PlaceKind;
  locality: string | Localized;
  country: CountryCode;
  importance: number;
  keywords?: string[];
  rows: CompactRow[];
}

/** Words that name a kind, added to every place of that kind so "hôtel …", "plage …" match it. */
export const KIND_WORDS: Partial<Record<PlaceKind, string[]>> = {
  hotel: ["hôtel", "hotel", "albergo", "palace"],
  beach: ["plage", "beach", "beach club", "club de plage", "spiaggia"],
  golf: ["golf", "golf club"],
  restaurant: ["restaurant", "ristorante", "table"],
};

export function expand(groups: readonly CompactGroup[]): PlaceSeed[] {
  return groups.flatMap((g) =>
    g.rows.map(([id, name, lat, lng, extra]) => ({
      id,
      kind: g.kind,
      name,
      locality: extra?.locality ?? g.locality,
      country: g.country,
      lat,
      lng,
      ...(extra?.aliases ? { aliases: extra.aliases } : {}),
      keywords: [...(extra?.keywords ?? []), ...(g.keywords ?? []), ...(KIND_WORDS[g.kind] ?? [])],
      importance: extra?.importance ?? g.importance,
      ...(extra?.note ? { note: extra.note } : {}),
    })),
  );
}
