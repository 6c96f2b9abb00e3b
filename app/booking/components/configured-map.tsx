import { type ComponentProps, useMemo } from "react";
import { GoogleMapNotice, TripMap } from "~/components/maps/trip-map";
import type { MapSettings } from "~/domain/geo/map-config";
import { RouteMap } from "./route-map";

/**
 * The configured map: the site's own SVG by default; MapLibre (the SVG until it has loaded) for the
 * open providers; Google's map when Google data is shown, and no other map then.
 */
export function ConfiguredMap({ map, ...svgProps }: ComponentProps<typeof RouteMap> & { map: MapSettings }) {
  const { from, to, path, lang, label, placeholder } = svgProps;
  const trip = useMemo(
    () => ({
      from: from ? { lat: from.lat, lng: from.lng } : null,
      to: to ? { lat: to.lat, lng: to.lng } : null,
      path,
    }),
    [from, to, path],
  );
  const svg = <RouteMap {...svgProps} />;
  if (map.provider === "embedded") return svg;
  return (
    <TripMap
      {...{ trip, lang, label, placeholder }}
      settings={map}
      fallback={
        map.provider === "maplibre" ? (
          <RouteMap {...svgProps} cover />
        ) : (
          <GoogleMapNotice lang={lang} placeholder={from && to ? null : placeholder} />
        )
      }
    />
  );
}
