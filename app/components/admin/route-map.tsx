import { RegionMapImage } from "~/components/maps/region-map-image";
import { isOnMapBounds } from "~/domain/geo/map-url";
import type { LatLng } from "~/domain/geo/types";

type Point = LatLng;

/**
 * The trip on the site's own map (decision 023), as the client saw it: the server recomputes the same
 * road route from the two places and draws it in the frame fitted to the trip (/map.svg), with the
 * departure in navy and the arrival in gold (named in the legend below). Without `to` (a hire) it
 * shows the one place alone.
 */
export function RouteMap({
  from,
  to,
  label,
  fromLabel,
  toLabel,
}: {
  from: Point;
  to?: Point | null;
  label: string;
  fromLabel: string;
  toLabel: string;
}) {
  if (!isOnMapBounds(from) || (to && !isOnMapBounds(to))) return null;
  return (
    <figure className="overflow-hidden rounded-xl border border-ivory-300" data-testid="route-map">
      <RegionMapImage
        request={{
          view: "trip",
          from: { lat: from.lat, lng: from.lng },
          to: to ? { lat: to.lat, lng: to.lng } : null,
        }}
        lang="fr"
        theme="ivory"
        alt={label}
      />
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 border-t border-ivory-300 bg-ivory-50 px-3 py-2 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full bg-navy-900" />
          {fromLabel}
        </span>
        {to ? (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full bg-gold-500" />
            {toLabel}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
