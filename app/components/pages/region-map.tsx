import { RegionMapImage } from "~/components/maps/region-map-image";
import { GEO_ATTRIBUTION } from "~/domain/geo/attribution";
import type { Lang } from "~/i18n/lang";

/** Farther destinations named under the map (the same names as on the drawn maps). */
const BEYOND: Record<Lang, string[]> = {
  fr: ["Gênes", "Turin", "Milan", "Genève", "Zermatt", "Courchevel"],
  en: ["Genoa", "Turin", "Milan", "Geneva", "Zermatt", "Courchevel"],
};

/**
 * The French Riviera from Saint-Tropez to Sanremo, drawn by the server from the site's own map data
 * (decision 023: OpenStreetMap coast, borders and lakes, gold on navy): no tiles, no request to anybody.
 */
export function RegionMap({ lang, label, beyond }: { lang: Lang; label: string; beyond: string }) {
  return (
    <figure className="overflow-hidden rounded-[2rem] border border-gold-500/40 bg-navy-900 shadow-xl">
      <RegionMapImage request={{ view: "riviera" }} lang={lang} theme="navy" alt={label} lazy />
      <figcaption className="space-y-2 border-t border-white/10 px-5 py-4 text-sm text-ivory-200 md:px-7">
        <p>
          <span className="font-medium text-gold-300">{beyond}</span> {BEYOND[lang].join(" · ")}
        </p>
        <p className="text-xs text-ivory-300">{GEO_ATTRIBUTION[lang]}</p>
      </figcaption>
    </figure>
  );
}
