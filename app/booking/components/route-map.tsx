import { MapPill } from "~/components/maps/map-pill";
import { project, REFERENCE_CITIES, REGION_MAP } from "~/domain/geo/region-map";
import type { Lang } from "~/i18n/lang";

interface Point {
  lat: number;
  lng: number;
}

/** The Riviera between Saint-Tropez and Menton: the default view, as the original map's Nice-centred zoom 10. */
const RIVIERA = { minX: 0, minY: 0, width: 0, height: 0 };
{
  const a = project(43.95, 6.55);
  const b = project(43.2, 7.65);
  Object.assign(RIVIERA, { minX: a.x, minY: a.y, width: b.x - a.x, height: b.y - a.y });
}

function fitView(points: { x: number; y: number }[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  let minX = Math.min(...xs);
  let maxX = Math.max(...xs);
  let minY = Math.min(...ys);
  let maxY = Math.max(...ys);
  const pad = Math.max(maxX - minX, maxY - minY) * 0.18 + 18;
  minX -= pad;
  maxX += pad;
  minY -= pad;
  maxY += pad;
  // Keep the map's aspect ratio (wide) so the drawing is not distorted.
  const ratio = 2;
  let width = maxX - minX;
  let height = maxY - minY;
  if (width / height < ratio) {
    const extra = height * ratio - width;
    minX -= extra / 2;
    width = height * ratio;
  } else {
    const extra = width / ratio - height;
    minY -= extra / 2;
    height = width / ratio;
  }
  return { minX, minY, width, height };
}

/**
 * The region (Natural Earth coast and borders) with the two places and the driving route, drawn on
 * the server as SVG: no map service, no third-party request.
 */
export function RouteMap({
  from,
  to,
  path,
  lang,
  label,
  placeholder,
}: {
  from?: Point | null;
  to?: Point | null;
  path?: Point[] | null;
  lang: Lang;
  label: string;
  placeholder: string;
}) {
  const a = from ? project(from.lat, from.lng) : null;
  const b = to ? project(to.lat, to.lng) : null;
  const line = (path && path.length > 1 ? path : from && to ? [from, to] : []).map((p) =>
    project(p.lat, p.lng),
  );
  const view = a && b ? fitView(line.length ? line : [a, b]) : RIVIERA;
  const unit = view.width / 400;
  const cities = REFERENCE_CITIES.filter(
    (c) =>
      c.x > view.minX && c.x < view.minX + view.width && c.y > view.minY && c.y < view.minY + view.height,
  ).filter((c) => c.rank === 1 || view.width < 500);

  return (
    <figure className="relative h-[400px] overflow-hidden rounded-2xl border border-ivory-300 bg-[#dfe8ef]">
      <svg
        viewBox={`${view.minX} ${view.minY} ${view.width} ${view.height}`}
        preserveAspectRatio="xMidYMid slice"
        className="h-full w-full"
        role="img"
        aria-label={a && b ? label : placeholder}
      >
        <path d={REGION_MAP.land} fill="#f6f1e7" stroke="#c9bfa8" strokeWidth={unit * 0.8} />
        <path
          d={REGION_MAP.borders}
          fill="none"
          stroke="#9a8f7a"
          strokeWidth={unit * 0.8}
          strokeDasharray={`${unit * 3} ${unit * 2}`}
        />
        {cities.map((c) => (
          <g key={c.id}>
            <circle cx={c.x} cy={c.y} r={unit * 2.2} fill="#4f5b69" />
            <text
              x={c.x + (c.labelSide === "left" ? -unit * 4 : unit * 4)}
              y={c.y + (c.labelSide === "below" ? unit * 9 : c.labelSide === "above" ? -unit * 5 : unit * 3)}
              fontSize={unit * 9}
              textAnchor={c.labelSide === "left" ? "end" : "start"}
              fill="#1b2430"
              fontFamily="Inter Variable, sans-serif"
            >
              {c.name[lang]}
            </text>
          </g>
        ))}
        {line.length > 1 ? (
          <polyline
            points={line.map((p) => `${p.x},${p.y}`).join(" ")}
            fill="none"
            stroke="#1d4ed8"
            strokeWidth={unit * 4}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ) : null}
        {a ? (
          <circle cx={a.x} cy={a.y} r={unit * 6} fill="#0c1a2b" stroke="#fff" strokeWidth={unit * 2} />
        ) : null}
        {b ? (
          <circle cx={b.x} cy={b.y} r={unit * 6} fill="#b8944f" stroke="#fff" strokeWidth={unit * 2} />
        ) : null}
      </svg>
      {!(a && b) ? (
        <figcaption className="absolute inset-0 flex items-center justify-center p-6 text-center">
          <MapPill>{placeholder}</MapPill>
        </figcaption>
      ) : null}
    </figure>
  );
}
