/**
 * Text normalisation for search: lower case, no accents, punctuation/apostrophes/hyphens → spaces.
 * "Côte d'Azur" → "cote d azur"; "Saint-Tropez" → "saint tropez"; "Œil" → "oeil".
 * scripts/geo/build-gazetteer.mjs imports it for the towns' search keys.
 */
export function normalizeText(input: string): string {
  return input
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function tokenize(input: string): string[] {
  const n = normalizeText(input);
  return n ? n.split(" ") : [];
}

/**
 * A place name as visitors read it: the gazetteer keeps names as typed and as GeoNames spells them
 * ("Côte d'Azur", "Badrutt's Palace", "Ca' d'Andrea"); shown, their apostrophes are typographic (’).
 * Search reads both alike (normalizeText).
 */
export function typesetPlaceName(name: string): string {
  return name.replace(/(?<=\p{L})'/gu, "\u2019");
}
