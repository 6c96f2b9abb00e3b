import { email } from "./email";
import { frSite } from "./site";
import { tripEmail } from "./trip-email";

/**
 * The French dictionary, the reference: its type is the Dictionary that the English one must
 * satisfy, so a text missing from (or extra in) one language fails the type check. One file per
 * area; the pages' areas are gathered in site.ts (what the browser loads), the e-mails' added here.
 */
export const fr = { ...frSite, email, tripEmail };

export type Dictionary = typeof fr;
/** What the browser holds of a language: everything but the e-mails' texts. */
export type SiteDictionary = typeof frSite;
