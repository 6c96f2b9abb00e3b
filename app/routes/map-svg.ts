import { parseMapPoint } from "~/domain/geo/map-url";
import { drawRegionMap, type MapSize, type MapTheme } from "~/domain/geo/region-map-svg";
import { isLang } from "~/i18n/lang";
import type { Route } from "./+types/map-svg";

const SIZES: readonly MapSize[] = ["s", "l"];
const THEMES: readonly MapTheme[] = ["ivory", "navy"];

/**
 * The site's own map as an SVG image (decision 023): the trip's frame with the road route (or one
 * place alone), or the Riviera for the contact page. Everything is read from the query and checked
 * here; the drawing is deterministic, so the answer is cacheable by anyone for a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams;
  const view = q.get("v");
  const size = q.get("size") as MapSize;
  const theme = q.get("theme") as MapTheme;
  const lang = q.get("in") ?? "";
  const from = parseMapPoint(q.get("from"));
  const to = parseMapPoint(q.get("to"));
  if (
    !(view === "riviera" || view === "trip") ||
    // A trip has its start, and its end unless it is one place alone (a hire's pickup).
    (view === "trip" && !(from && (to || !q.has("to")))) ||
    !SIZES.includes(size) ||
    !THEMES.includes(theme) ||
    !isLang(lang)
  )
    return new Response("Bad map request", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { svg } = drawRegionMap({ view, from, to, size, theme, lang });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
