import { MapPill } from "~/components/maps/map-pill";
import { RegionMapImage } from "~/components/maps/region-map-image";
import { isOnMapBounds } from "~/domain/geo/map-url";
import type { LatLng } from "~/domain/geo/types";
import type { Lang } from "~/i18n/lang";

type Point = LatLng;

/**
 * The trip on the site's own map (decision 023): the server draws the frame fitted to the trip, the
 * road route in navy on ivory and the towns around it (/map.svg); before both places are known, the
 * Riviera with the invitation to choose them. No map service, no third-party request.
 */
export function RouteMap({
  from,
  to,
  lang,
  label,
  placeholder,
  cover = false,
  single = false,
}: {
  from?: Point | null;
  to?: Point | null;
  /** kept for the interactive maps; the server recomputes the same road route */
  path?: Point[] | null;
  lang: Lang;
  label: string;
  placeholder: string;
  /** fill the interactive map's box while it loads */
  cover?: boolean;
  /** One place is the whole trip (an hourly hire's pickup): drawn once it is known. */
  single?: boolean;
}) {
  const drawn = Boolean(from && (to || single));
  const trip = from && drawn && isOnMapBounds(from) && (!to || isOnMapBounds(to));
  return (
    <figure
      className={`relative overflow-hidden rounded-2xl border border-ivory-300 bg-[#d9e0e4] ${cover ? "h-full" : ""}`}
      data-testid="booking-route-map"
    >
      <RegionMapImage
        request={
          trip
            ? {
                view: "trip",
                from: { lat: from.lat, lng: from.lng },
                to: to ? { lat: to.lat, lng: to.lng } : null,
              }
            : { view: "riviera" }
        }
        lang={lang}
        theme="ivory"
        alt={trip ? label : placeholder}
        cover={cover}
        // Below the places on a phone: fetched when the visitor scrolls near it (at once where it shows).
        lazy
      />
      {!drawn ? (
        <figcaption className="absolute inset-0 flex items-center justify-center p-6 text-center">
          <MapPill>{placeholder}</MapPill>
        </figcaption>
      ) : null}
    </figure>
  );
}
