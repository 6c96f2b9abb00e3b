/**
 * MapLibre GL with the configured vector style (OpenFreeMap's by default). Loaded only when the
 * configuration asks for it, in its own chunk; the worker is served by this site (no blob: script).
 */

import { type GeoJSONSource, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import { dictionary } from "~/i18n";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { type MapHandle, type MapTrip, type MountOptions, tripBounds, tripLine } from "./types";

const ROUTE_COLOR = "#1d4ed8";

function markerElement(color: string, label: string) {
  const element = document.createElement("div");
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  element.title = label;
  element.style.cssText = `width:18px;height:18px;border-radius:9999px;background:${color};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.35)`;
  return element;
}

export async function mountMapLibre(styleUrl: string, options: MountOptions): Promise<MapHandle> {
  setWorkerUrl(new URL(workerUrl, window.location.href).href);
  const { container, lang, labels, reducedMotion } = options;
  const first = tripBounds(options.trip);
  const map = new MapLibreMap({
    container,
    style: styleUrl,
    bounds: [first.west, first.south, first.east, first.north],
    fitBoundsOptions: { padding: 48, maxZoom: 13 },
    // The page scrolls past the map: the wheel does not zoom it, the buttons and keyboard do.
    scrollZoom: false,
    attributionControl: { compact: true },
    locale: dictionary(lang).map.maplibre,
    fadeDuration: reducedMotion ? 0 : 300,
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  // The zoom level, readable by tests and by anyone inspecting the page.
  map.on("zoomend", () => {
    container.dataset.zoom = map.getZoom().toFixed(2);
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (event: { error?: { message: string } }) => {
      // Only a failure to load the style itself is fatal; a missing tile is not.
      if (!map.isStyleLoaded()) reject(new Error(event.error?.message ?? "map style failed to load"));
    };
    map.once("load", () => {
      map.off("error", onError);
      resolve();
    });
    map.on("error", onError);
  });

  map.addSource("trip", { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id: "trip-casing",
    type: "line",
    source: "trip",
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": "#ffffff", "line-width": 8 },
  });
  map.addLayer({
    id: "trip-line",
    type: "line",
    source: "trip",
    layout: { "line-join": "round", "line-cap": "round" },
    paint: { "line-color": ROUTE_COLOR, "line-width": 5 },
  });
  const departure = new Marker({ element: markerElement("#0c1a2b", labels.departure) });
  const arrival = new Marker({ element: markerElement("#b8944f", labels.arrival) });

  function update(trip: MapTrip) {
    const line = tripLine(trip);
    (map.getSource("trip") as GeoJSONSource).setData({
      type: "FeatureCollection",
      features:
        line.points.length > 1
          ? [
              {
                type: "Feature",
                properties: { road: line.road },
                geometry: { type: "LineString", coordinates: line.points.map((p) => [p.lng, p.lat]) },
              },
            ]
          : [],
    });
    map.setPaintProperty("trip-line", "line-dasharray", line.road ? undefined : ["literal", [2, 1.5]]);
    if (trip.from) departure.setLngLat([trip.from.lng, trip.from.lat]).addTo(map);
    else departure.remove();
    if (trip.to) arrival.setLngLat([trip.to.lng, trip.to.lat]).addTo(map);
    else arrival.remove();
    const box = tripBounds(trip);
    map.fitBounds([box.west, box.south, box.east, box.north], {
      padding: 48,
      maxZoom: 13,
      duration: reducedMotion ? 0 : 600,
    });
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.routePoints = String(line.points.length);
    container.dataset.routeKind = line.road ? "road" : line.points.length ? "straight" : "none";
  }

  update(options.trip);
  return {
    update,
    destroy: () => map.remove(),
  };
}
