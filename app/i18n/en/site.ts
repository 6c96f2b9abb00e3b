import type { SiteDictionary } from "../fr";
import { blog } from "./blog";
import { booking } from "./booking";
import { common } from "./common";
import { map } from "./map";
import { pages } from "./pages";
import { services } from "./services";

/** The English texts of pages and components (see ../fr/site.ts). */
export const enSite: SiteDictionary = { common, booking, services, blog, pages, map };
