/**
 * Names of the site's illustrations (decision 012, visual language): one drawing per subject, drawn by
 * scripts/art (`npm run art`) into app/assets/illustrations/<name>.svg. The owner's photograph named
 * after one of them (photos/<name>.jpg) replaces it everywhere it is shown.
 */
export const ART_KEYS = [
  // the vehicle
  "vclass-profile",
  "vclass-three-quarter",
  "cabin",
  "luggage",
  "riviera",
  // one per service
  "nice-arrivals",
  "cannes-jet",
  "heliport",
  "milan",
  "alps-lake",
  "provence-road",
  "eze",
  "festival-steps",
  "grand-prix",
  "corporate",
  "celebration",
  "saint-tropez",
  "palace-hotel",
  "chauffeur-door",
  "guest-convoy",
  // the site's own pages: the about page, the blog's index
  "promenade",
  "riviera-journal",
  // one per blog article
  "riviera-viaduct",
  "courchevel",
  "monaco-harbour",
  "cannes-terrace",
  "croisette",
] as const;

export type ArtKey = (typeof ART_KEYS)[number];
