/**
 * A street or villa address typed as clients type it ("Villa Les Roses, 12 avenue Denis Séméria,
 * Saint-Jean-Cap-Ferrat"; "10 rue de France, Nice"): the offline gazetteer holds places, not streets,
 * so such an address is kept exactly as typed, for the driver to read, and placed at the centre of the
 * town it names, for the route and the estimate (decision 016, amended). Pure: no I/O.
 */

import type { Lang } from "~/i18n/lang";
import { search } from "./places";
import { normalizeText } from "./text";
import type { Place } from "./types";

/** Words that make a text a street address, in French, English and Italian (normalised, no accents). */
const STREET_WORDS = new Set([
  "rue",
  "avenue",
  "av",
  "ave",
  "bd",
  "boulevard",
  "blvd",
  "chemin",
  "ch",
  "route",
  "rte",
  "allee",
  "impasse",
  "quai",
  "corniche",
  "montee",
  "traverse",
  "villa",
  "domaine",
  "residence",
  "mas",
  "bastide",
  "lotissement",
  "street",
  "st",
  "road",
  "rd",
  "lane",
  "via",
  "viale",
  "corso",
  "strada",
  "piazza",
  "strasse",
]);

export interface StreetAddress {
  /** The address as typed, spaces tidied: what the driver reads. */
  label: string;
  /** The town it names, whose centre stands for it on the route. */
  town: Place;
}

/** The typed text's last part that names a town of the gazetteer ("… , 06230 Saint-Jean-Cap-Ferrat"). */
function townIn(parts: string[], lang: Lang): Place | undefined {
  const candidates: string[] = [];
  const last = parts.at(-1) ?? "";
  candidates.push(last);
  // Without commas, the town is the last words: try the last four, three, two, one.
  if (parts.length === 1) {
    const words = last.split(" ");
    for (let n = Math.min(4, words.length - 1); n >= 1; n--) candidates.push(words.slice(-n).join(" "));
  }
  for (const candidate of candidates) {
    const name = normalizeText(candidate)
      .replace(/^\d{4,5} /, "")
      .replace(/ \d{4,5}$/, "");
    if (name.length < 3) continue;
    const [found] = search(name, { lang, limit: 1 });
    if (found?.kind === "town" && normalizeText(found.name) === name) return found;
  }
  return undefined;
}

/** The street address a text is, or undefined when it names no street or no known town. */
export function streetAddress(text: string, lang: Lang): StreetAddress | undefined {
  const label = text.replace(/\s+/g, " ").trim().slice(0, 200);
  const words = normalizeText(label).split(" ");
  // A street word and something before the town: "Nice" alone, or "Route de Nice" alone, is no address.
  if (words.length < 3 || !words.some((w) => STREET_WORDS.has(w))) return undefined;
  const parts = label
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  // A number (the house, the postcode) or a street set apart from the town by a comma: "Route de
  // Nice" alone is a road's name in many towns, not an address.
  if (!/\d/.test(label) && parts.length < 2) return undefined;
  const town = townIn(parts, lang);
  if (!town) return undefined;
  // The street itself must be more than the town's name ("Saint-Jean-Cap-Ferrat" is no address).
  const rest = normalizeText(label).replace(normalizeText(town.name), "").trim();
  if (!rest.split(" ").some((w) => STREET_WORDS.has(w))) return undefined;
  return { label, town };
}
