import type { Dictionary } from "../fr";
import { blog } from "./blog";
import { booking } from "./booking";
import { common } from "./common";
import { email } from "./email";
import { follow } from "./follow";
import { map } from "./map";
import { pages } from "./pages";
import { services } from "./services";
import { tripEmail } from "./trip-email";

/** The English dictionary: exactly the French one's keys (see ../fr/index.ts). */
export const en: Dictionary = { common, booking, services, blog, pages, map, email, tripEmail, follow };
