/**
 * A prefilled address made into what step 1 shows. Places the address names (`from`, `to`: typed by
 * a visitor in the home page's quick request, or written in a link) are shown as typed: the step's own
 * search and checks apply when it is sent, as for any text typed there. The places a service implies
 * (`service`, from the service registry, each checked by a test) are resolved at once, so that the map
 * and the estimate show. Date, time and passengers are carried to step 2 in hidden fields, and a
 * booking for a guest to the draft that step 3 opens with.
 */
import { serviceEntry } from "~/content/service-registry";
import type { Lang } from "~/i18n/lang";
import { resolveAddress } from "~/lib/geo.server";
import type { BookingDraft, DraftPlace } from "./draft.server";
import { hasPrefill, PREFILL_PARAMS, type Prefill } from "./prefill";
import { checkServed } from "./store.server";

/** A service's place as the server finds it in the area served, else undefined (then shown as written). */
async function resolved(text: string, lang: Lang): Promise<DraftPlace | undefined> {
  const found = await resolveAddress(text, lang).catch(() => undefined);
  if (!found || !checkServed(found)) return undefined;
  return { label: found.label, id: found.id, lat: found.lat, lng: found.lng, kind: found.kind };
}

/**
 * The draft as step 1 shows it with the address's places over it, and the hidden fields (name →
 * value) that carry the rest to step 2; null when the address asks for nothing. A service's implied
 * places count only when the address names none. A side whose text the draft already took (Back from
 * step 2 to the prefilled address) keeps the draft's place.
 */
export async function applyPrefill(
  draft: BookingDraft,
  prefill: Prefill,
  lang: Lang,
): Promise<{ draft: BookingDraft; carried: Record<string, string> } | null> {
  if (!hasPrefill(prefill)) return null;
  const entry = serviceEntry(prefill.service);
  const named = Boolean(prefill.from || prefill.to);
  const implied = named ? {} : (entry?.booking ?? {});
  const shown: BookingDraft = { ...draft };
  let changed = false;
  for (const [name, typed, service] of [
    ["departure", prefill.from, implied.from],
    ["arrival", prefill.to, implied.to],
  ] as const) {
    const text = typed ?? service;
    if (!text || draft[`${name}Text`] === text || draft[name]?.label === text) continue;
    const place = typed ? undefined : await resolved(text, lang);
    shown[name] = place;
    shown[`${name}Text`] = place?.label ?? text;
    changed = true;
  }
  const type = prefill.type ?? implied.type;
  if (type && type !== draft.tripType) {
    shown.tripType = type;
    changed = true;
  }
  if (changed) shown.estimate = undefined;
  const carried: Record<string, string> = {};
  for (const key of ["date", "time", "passengers", "for"] as const) {
    const value = prefill[key];
    if (value !== undefined) carried[PREFILL_PARAMS[key]] = String(value);
  }
  return { draft: shown, carried };
}
