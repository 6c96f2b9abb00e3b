import type { Dictionary } from "../fr";
import { email } from "./email";
import { enSite } from "./site";
import { tripEmail } from "./trip-email";

/** The English dictionary: exactly the French one's keys (see ../fr/index.ts). */
export const en: Dictionary = { ...enSite, email, tripEmail };
