import { blog } from "./blog";
import { booking } from "./booking";
import { common } from "./common";
import { email } from "./email";
import { follow } from "./follow";
import { map } from "./map";
import { pages } from "./pages";
import { services } from "./services";
import { tripEmail } from "./trip-email";

/**
 * The French dictionary, the reference: its type is the Dictionary that the English one must
 * satisfy, so a text missing from (or extra in) one language fails the type check. One file per area.
 */
export const fr = { common, booking, services, blog, pages, map, email, tripEmail, follow };

export type Dictionary = typeof fr;
