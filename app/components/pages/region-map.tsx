import { GEO_ATTRIBUTION } from "~/domain/geo/attribution";
import { project, REFERENCE_CITIES, REGION_MAP } from "~/domain/geo/region-map";
import { COUNTRY_NAMES } from "~/domain/geo/types";
import type { Lang } from "~/i18n/lang";

/**
 * The French Riviera drawn from the site's own map data (Natural Earth coastline and borders):
 * no tiles, no request to anybody. A crop of the region map around the coast the company serves.
 */
const VIEW = { north: 43.98, south: 43.13, west: 6.45, east: 7.78 };

type Side = "left" | "right" | "above" | "below";

/** The served coast's main towns and where their labels sit on this crop, west to east. */
const TOWNS: { id: string; side: Side }[] = [
  { id: "saint-tropez", side: "below" },
  { id: "grasse", side: "left" },
  { id: "cannes", side: "below" },
  { id: "antibes", side: "right" },
  { id: "nice", side: "below" },
  { id: "monaco", side: "below" },
  { id: "menton", side: "right" },
];

/** Farther destinations named under the map. */
const BEYOND = ["genoa", "turin", "milan", "geneva", "zermatt", "courchevel"];

const cityById = new Map(REFERENCE_CITIES.map((city) => [city.id, city]));

function viewBox() {
  const nw = project(VIEW.north, VIEW.west);
  const se = project(VIEW.south, VIEW.east);
  return { x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y };
}

const GAP = 4.2;

/** The label beside its dot; the baseline keeps the gap whatever the font size (it grows on phones). */
function labelPosition(x: number, y: number, side: Side) {
  switch (side) {
    case "left":
      return { x: x - GAP, y, anchor: "end" as const, baseline: "central" as const };
    case "right":
      return { x: x + GAP, y, anchor: "start" as const, baseline: "central" as const };
    case "above":
      return { x, y: y - GAP, anchor: "middle" as const, baseline: "alphabetic" as const };
    default:
      return { x, y: y + GAP, anchor: "middle" as const, baseline: "hanging" as const };
  }
}

export function RegionMap({
  lang,
  label,
  sea,
  beyond,
}: {
  lang: Lang;
  label: string;
  sea: string;
  beyond: string;
}) {
  const box = viewBox();
  const at = (lat: number, lng: number) => project(lat, lng);
  const france = at(43.9, 6.62);
  const italy = at(43.93, 7.6);
  const seaLabel = at(43.3, 7.28);
  const towns = TOWNS.flatMap(({ id, side }) => {
    const city = cityById.get(id);
    return city ? [{ ...city, label: labelPosition(city.x, city.y, side) }] : [];
  });
  const farther = BEYOND.flatMap((id) => {
    const city = cityById.get(id);
    return city ? [city.name[lang]] : [];
  });

  return (
    <figure className="overflow-hidden rounded-[2rem] border border-gold-500/40 bg-navy-900 shadow-xl">
      <svg
        role="img"
        aria-label={label}
        viewBox={`${box.x.toFixed(2)} ${box.y.toFixed(2)} ${box.width.toFixed(2)} ${box.height.toFixed(2)}`}
        className="block h-auto w-full font-sans"
      >
        <defs>
          <pattern id="region-map-swell" width="6" height="6" patternUnits="userSpaceOnUse">
            <path d="M0 3h6" stroke="#1d3552" strokeWidth="0.35" />
          </pattern>
        </defs>
        <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="#0c1a2b" />
        <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="url(#region-map-swell)" />
        <path
          d={REGION_MAP.land}
          fill="#1d3552"
          stroke="#b8944f"
          strokeWidth="0.7"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={REGION_MAP.borders}
          fill="none"
          stroke="#e2c994"
          strokeWidth="1"
          strokeDasharray="4 3"
          strokeLinejoin="round"
          opacity="0.7"
          vectorEffect="non-scaling-stroke"
        />
        <g
          fill="#ddd1b8"
          className="text-[5px] tracking-[0.3em] uppercase max-sm:text-[6.5px]"
          opacity="0.85"
        >
          <text x={france.x} y={france.y} textAnchor="middle">
            {COUNTRY_NAMES.FR[lang]}
          </text>
          <text x={italy.x} y={italy.y} textAnchor="middle">
            {COUNTRY_NAMES.IT[lang]}
          </text>
        </g>
        <text
          x={seaLabel.x}
          y={seaLabel.y}
          textAnchor="middle"
          fill="#ddd1b8"
          opacity="0.8"
          className="font-serif text-[7px] italic max-sm:text-[9px]"
        >
          {sea}
        </text>
        {towns.map((town) => (
          <g key={town.id}>
            <circle cx={town.x} cy={town.y} r="3.4" fill="#b8944f" opacity="0.25" />
            <circle cx={town.x} cy={town.y} r="1.6" fill="#e2c994" stroke="#0c1a2b" strokeWidth="0.5" />
            <text
              x={town.label.x}
              y={town.label.y}
              textAnchor={town.label.anchor}
              dominantBaseline={town.label.baseline}
              fill="#fcfaf5"
              stroke="#0c1a2b"
              strokeWidth="1.6"
              paintOrder="stroke"
              strokeLinejoin="round"
              className="text-[5.4px] font-medium max-sm:text-[8.2px]"
            >
              {town.name[lang]}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="space-y-2 border-t border-white/10 px-5 py-4 text-sm text-ivory-200 md:px-7">
        {farther.length > 0 ? (
          <p>
            <span className="font-medium text-gold-300">{beyond}</span> {farther.join(" · ")}
          </p>
        ) : null}
        <p className="text-xs text-ivory-300">{GEO_ATTRIBUTION[lang]}</p>
      </figcaption>
    </figure>
  );
}
