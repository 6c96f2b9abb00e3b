import { isOnMap, project, REFERENCE_CITIES, REGION_MAP } from "~/domain/geo/region-map";

interface Point {
  lat: number;
  lng: number;
}

const ASPECT = 1.5;
/** The smallest frame, in map units (about 60 km across), so a short trip still shows its coast. */
const MIN_WIDTH = 140;

/** The part of the region map around the two points, as an SVG viewBox. */
export function frameAround(a: { x: number; y: number }, b: { x: number; y: number }) {
  const spanX = Math.abs(a.x - b.x);
  const spanY = Math.abs(a.y - b.y);
  const pad = Math.max(20, 0.2 * Math.max(spanX, spanY));
  const width = Math.min(REGION_MAP.width, Math.max(MIN_WIDTH, spanX + 2 * pad, (spanY + 2 * pad) * ASPECT));
  const height = width / ASPECT;
  const clamp = (value: number, size: number, total: number) =>
    Math.min(Math.max(value, 0), Math.max(0, total - size));
  const x = clamp((a.x + b.x) / 2 - width / 2, width, REGION_MAP.width);
  const y = clamp((a.y + b.y) / 2 - height / 2, height, REGION_MAP.height);
  return { x, y, width, height };
}

/**
 * The trip on the site's own map (no tiles, no outside request): departure and arrival joined by a
 * straight line. The road taken differs; the distance shown beside it is the route's.
 */
export function RouteMap({
  from,
  to,
  label,
  fromLabel,
  toLabel,
}: {
  from: Point;
  to: Point;
  label: string;
  fromLabel: string;
  toLabel: string;
}) {
  if (!isOnMap(from.lat, from.lng) || !isOnMap(to.lat, to.lng)) return null;
  const a = project(from.lat, from.lng);
  const b = project(to.lat, to.lng);
  const frame = frameAround(a, b);
  const unit = frame.width / 100;
  const near = (p: { x: number; y: number }, q: { x: number; y: number }) =>
    Math.hypot(p.x - q.x, p.y - q.y) < 12 * unit;
  // Reference towns inside the frame, leaving room around the two points' own labels.
  const cities = REFERENCE_CITIES.filter(
    (city) =>
      city.x > frame.x + 2 * unit &&
      city.x < frame.x + frame.width - 12 * unit &&
      city.y > frame.y + 4 * unit &&
      city.y < frame.y + frame.height - 2 * unit &&
      !near(city, a) &&
      !near(city, b),
  );
  return (
    <svg
      viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full rounded-xl border border-ivory-300"
      data-testid="route-map"
    >
      <rect x={0} y={0} width={REGION_MAP.width} height={REGION_MAP.height} fill="#dbe6ee" />
      <path d={REGION_MAP.land} fill="#f6f1e7" stroke="#ddd1b8" strokeWidth={0.4 * unit} />
      <path
        d={REGION_MAP.borders}
        fill="none"
        stroke="#b8944f"
        strokeWidth={0.35 * unit}
        strokeDasharray={`${unit} ${unit}`}
      />
      {cities.map((city) => (
        <g key={city.id}>
          <circle cx={city.x} cy={city.y} r={0.8 * unit} fill="#4f5b69" />
          <text x={city.x + 1.5 * unit} y={city.y + 1.2 * unit} fontSize={3.2 * unit} fill="#4f5b69">
            {city.name.fr}
          </text>
        </g>
      ))}
      <line
        x1={a.x}
        y1={a.y}
        x2={b.x}
        y2={b.y}
        stroke="#0c1a2b"
        strokeWidth={0.8 * unit}
        strokeLinecap="round"
      />
      <circle cx={a.x} cy={a.y} r={2 * unit} fill="#0c1a2b" stroke="#fcfaf5" strokeWidth={0.6 * unit} />
      <circle cx={b.x} cy={b.y} r={2 * unit} fill="#8f6d2f" stroke="#fcfaf5" strokeWidth={0.6 * unit} />
      <text x={a.x + 2.8 * unit} y={a.y - 2.2 * unit} fontSize={4 * unit} fontWeight={600} fill="#0c1a2b">
        {fromLabel}
      </text>
      <text x={b.x + 2.8 * unit} y={b.y - 2.2 * unit} fontSize={4 * unit} fontWeight={600} fill="#735624">
        {toLabel}
      </text>
    </svg>
  );
}
