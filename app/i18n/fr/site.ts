import { blog } from "./blog";
import { booking } from "./booking";
import { common } from "./common";
import { map } from "./map";
import { pages } from "./pages";
import { services } from "./services";

/**
 * The texts pages and components show: all of the dictionary but the e-mails' (email, tripEmail),
 * which only the server writes, and the client page's (follow), which that page carries itself
 * (i18n/follow.ts). The browser loads this part alone (dictionary.browser.ts).
 */
export const frSite = { common, booking, services, blog, pages, map };
