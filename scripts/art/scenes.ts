// Every illustration of the site, one function per subject. Composition rules (decision record
// "visual language"): evening light from the left, sea horizon at 62 % of the height, the subject
// inside the middle 70 % of the width so a 4:3 or a tall crop keeps it, foreground darkest.

import type { ArtKey } from "../../app/content/art.ts";
import { ARRIVAL_SCENES } from "./scenes-arrivals.ts";
import { ARTICLE_SCENES } from "./scenes-articles.ts";
import { EVENT_SCENES } from "./scenes-events.ts";
import { HOSPITALITY_SCENES } from "./scenes-hospitality.ts";
import { PAGE_SCENES } from "./scenes-pages.ts";
import { VEHICLE_SCENES } from "./scenes-vehicle.ts";

export const SCENES = {
  ...VEHICLE_SCENES,
  ...ARRIVAL_SCENES,
  ...EVENT_SCENES,
  ...HOSPITALITY_SCENES,
  ...ARTICLE_SCENES,
  ...PAGE_SCENES,
} satisfies Record<ArtKey, () => string>;
