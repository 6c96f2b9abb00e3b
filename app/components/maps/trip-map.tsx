import { useEffect, useRef, useState } from "react";
import type { MapSettings } from "~/domain/geo/map-config";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";
import { MapPill } from "./map-pill";
import type { MapHandle, MapTrip } from "./types";

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * The interactive map (MapLibre or Google, as configured) for a trip. Until it is ready, and when it
 * cannot load (no JavaScript, no WebGL, service unreachable), `fallback` stays in place: the site's
 * own SVG map for the open providers, a short notice for Google (whose data may appear only on a
 * Google map). The settings come from the route's loader.
 */
export function TripMap({
  settings,
  trip,
  lang,
  label,
  placeholder,
  fallback,
  className,
}: {
  settings: Exclude<MapSettings, { provider: "embedded" }>;
  trip: MapTrip;
  lang: Lang;
  label: string;
  /** shown over the map until both places are known */
  placeholder?: string;
  fallback: React.ReactNode;
  className?: string;
}) {
  const ui = dictionary(lang).map;
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const latest = useRef(trip);
  latest.current = trip;
  const [status, setStatus] = useState<Status>("idle");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per settings; trips go through update()
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    setStatus("loading");
    const options = {
      container: element,
      lang,
      trip: latest.current,
      labels: { departure: ui.departureMarker, arrival: ui.arrivalMarker },
      reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    };
    const mounting =
      settings.provider === "maplibre"
        ? import("./maplibre.client").then((m) => m.mountMapLibre(settings.styleUrl, options))
        : import("./google.client").then((m) => m.mountGoogleMap(settings, options));
    mounting
      .then((mounted) => {
        if (cancelled) {
          mounted.destroy();
          return;
        }
        handle.current = mounted;
        mounted.update(latest.current);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn("interactive map unavailable", error);
        setStatus("failed");
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [settings.provider, lang]);

  useEffect(() => {
    handle.current?.update(trip);
  }, [trip]);

  return (
    <figure
      className={`relative overflow-hidden rounded-2xl border border-ivory-300 bg-[#dfe8ef] ${className ?? "h-[400px]"}`}
      data-map-provider={settings.provider}
      data-map-status={status}
    >
      <figcaption className="sr-only">{label}</figcaption>
      {/* The map library adds its own classes to the inner element: React must never rewrite them. */}
      <div className={`absolute inset-0 ${status === "ready" ? "" : "invisible"}`}>
        <div ref={container} className="h-full w-full" />
      </div>
      {status !== "ready" ? <div className="absolute inset-0">{fallback}</div> : null}
      {status === "ready" && placeholder && !(trip.from && trip.to) ? (
        <p className="pointer-events-none absolute inset-x-0 top-1/2 flex -translate-y-1/2 justify-center p-6">
          <MapPill>{placeholder}</MapPill>
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {status === "failed" ? ui.unavailable : ""}
      </p>
      {status === "failed" && settings.provider === "google" ? (
        <p className="absolute inset-x-4 bottom-4 rounded-lg bg-white/95 p-3 text-sm text-navy-900 shadow">
          {ui.unavailable}
        </p>
      ) : null}
    </figure>
  );
}

/** What stands in for the Google map before it loads: no Google data on any other map. */
export function GoogleMapNotice({ lang, placeholder }: { lang: Lang; placeholder?: string | null }) {
  const ui = dictionary(lang).map;
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-3 p-6 text-center">
      {placeholder ? <MapPill>{placeholder}</MapPill> : null}
      <noscript>
        <span className="block max-w-md text-sm text-navy-900">{ui.needsScript}</span>
      </noscript>
    </div>
  );
}
