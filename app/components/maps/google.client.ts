/// <reference types="google.maps" />
/**
 * The Google Maps JavaScript API, loaded only when the configuration shows Google data (Google's
 * terms require a Google map then). The browser key is public by design and restricted to the
 * site's address in Google's console; the server's key never reaches the browser.
 */
import type { Lang } from "~/i18n/lang";
import { type MapHandle, type MapTrip, type MountOptions, tripBounds, tripLine } from "./types";

const CALLBACK = "__rivieraGoogleMapsReady";
let loading: Promise<void> | undefined;

function loadScript(scriptUrl: string, key: string, lang: Lang): Promise<void> {
  if ((window as { google?: typeof google }).google?.maps?.importLibrary) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const url = new URL(scriptUrl);
    url.searchParams.set("key", key);
    url.searchParams.set("v", "weekly");
    url.searchParams.set("language", lang);
    url.searchParams.set("region", "FR");
    url.searchParams.set("loading", "async");
    url.searchParams.set("callback", CALLBACK);
    (window as unknown as Record<string, unknown>)[CALLBACK] = () => resolve();
    const script = document.createElement("script");
    script.src = url.href;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error("the Google Maps script could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}

export async function mountGoogleMap(
  settings: { scriptUrl: string; browserKey: string },
  options: MountOptions,
): Promise<MapHandle> {
  const { container, lang, labels } = options;
  await loadScript(settings.scriptUrl, settings.browserKey, lang);
  const [{ Map: GoogleMap, Polyline }, { Marker }, { LatLngBounds }] = await Promise.all([
    google.maps.importLibrary("maps") as Promise<google.maps.MapsLibrary>,
    google.maps.importLibrary("marker") as Promise<google.maps.MarkerLibrary>,
    google.maps.importLibrary("core") as Promise<google.maps.CoreLibrary>,
  ]);
  const map = new GoogleMap(container, {
    center: { lat: 43.6, lng: 7.1 },
    zoom: 9,
    mapTypeControl: false,
    streetViewControl: false,
    fullscreenControl: false,
    // The page scrolls past the map; two fingers or Ctrl + wheel move it.
    gestureHandling: "cooperative",
  });
  const line = new Polyline({ strokeColor: "#1d4ed8", strokeWeight: 5, strokeOpacity: 0.9 });
  const departure = new Marker({ title: labels.departure, label: "A" });
  const arrival = new Marker({ title: labels.arrival, label: "B" });

  function update(trip: MapTrip) {
    const drawn = tripLine(trip);
    line.setPath(drawn.points);
    line.setOptions({
      strokeOpacity: drawn.road ? 0.9 : 0,
      icons: drawn.road
        ? []
        : [{ icon: { path: "M 0,-1 0,1", strokeOpacity: 1, scale: 3 }, offset: "0", repeat: "14px" }],
    });
    line.setMap(drawn.points.length > 1 ? map : null);
    departure.setPosition(trip.from ?? null);
    departure.setMap(trip.from ? map : null);
    arrival.setPosition(trip.to ?? null);
    arrival.setMap(trip.to ? map : null);
    const box = tripBounds(trip);
    map.fitBounds(new LatLngBounds({ lat: box.south, lng: box.west }, { lat: box.north, lng: box.east }), 48);
    container.dataset.routePoints = String(drawn.points.length);
    container.dataset.routeKind = drawn.road ? "road" : drawn.points.length ? "straight" : "none";
  }

  update(options.trip);
  return {
    update,
    destroy: () => {
      line.setMap(null);
      departure.setMap(null);
      arrival.setMap(null);
      container.replaceChildren();
    },
  };
}
