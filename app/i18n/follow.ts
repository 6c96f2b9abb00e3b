/**
 * The client's private page's texts (decision 021), in both languages. Outside the dictionary: only
 * that page reads them, so its own chunk carries them and no other page downloads them.
 */
import type { CancelStake } from "~/domain/follow";
import { follow as en } from "./en/follow";
import { type FollowTexts, follow as fr } from "./fr/follow";
import type { Lang } from "./lang";

const TEXTS: Record<Lang, FollowTexts> = { fr, en };

export function followTexts(lang: Lang): FollowTexts {
  return TEXTS[lang];
}

/** The cancel step's sentence: what cancelling gives up, the chauffeurs and vehicles counted. */
export function cancelConfirmText(t: FollowTexts, stake: CancelStake): string {
  return typeof stake === "string" ? t.cancelConfirmText[stake] : t.cancelConfirmText.reserved(stake);
}
