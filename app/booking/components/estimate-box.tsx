import { formatDistance, formatDuration } from "~/domain/geo/format";
import { formatPrice } from "~/domain/pricing/format";
import { dictionary } from "~/i18n";
import type { Lang } from "~/i18n/lang";

export interface Estimate {
  distanceKm: number;
  durationMin: number;
  priceCents: number;
  path?: { lat: number; lng: number }[];
  /** where the distance and time come from; fallback: the configured service did not answer */
  source?: string;
  fallback?: boolean;
}

/** The trip's distance, time and price once both places are known, and where the figures come from. */
export function EstimateBox({
  estimate,
  calculating,
  failed,
  lang,
}: {
  estimate: Estimate | null | undefined;
  calculating?: boolean;
  failed?: boolean;
  lang: Lang;
}) {
  const ui = dictionary(lang).booking;
  const figure = "mt-1 text-lg font-semibold text-navy-900";
  const figures: [string, string, string, string][] = estimate
    ? [
        [ui.distance, "estimate-distance", formatDistance(estimate.distanceKm, lang), figure],
        [ui.duration, "estimate-duration", formatDuration(estimate.durationMin, lang), figure],
        [
          ui.price,
          "estimate-price",
          formatPrice(estimate.priceCents, lang),
          "mt-1 font-serif text-3xl text-navy-900",
        ],
      ]
    : [];
  return (
    <section
      aria-labelledby="estimate-title"
      aria-live="polite"
      className="rounded-2xl border border-ivory-300 bg-white p-6"
    >
      <h3 id="estimate-title" className="text-xl text-navy-900">
        {ui.estimateTitle}
      </h3>
      {estimate ? (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-4">
            {figures.map(([label, id, value, className]) => (
              <div key={id}>
                <dt className="text-sm text-muted">{label}</dt>
                <dd className={className} data-testid={id}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-muted">{ui.estimateNote}</p>
          <p className="mt-1 text-xs text-muted" data-testid="estimate-source">
            {estimate.fallback
              ? ui.estimateFallbackNote
              : estimate.source === "osrm" || estimate.source === "google"
                ? ui.estimateRoadNote(estimate.source === "google" ? "Google" : "OpenStreetMap")
                : ui.estimateEmbeddedNote}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {calculating ? ui.calculating : failed ? ui.errorCalculate : ui.mapPlaceholder}
        </p>
      )}
    </section>
  );
}
