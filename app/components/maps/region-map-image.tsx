import { MAP_IMAGE_SIZES, type MapImageRequest, mapImageUrl } from "~/domain/geo/map-url";
import type { Lang } from "~/i18n/lang";

/**
 * The site's own map (decision 023) as an image rendered by the server (/map.svg): a 4:3 drawing for
 * phones, a 16:10 one from 40 rem up, each with its labels placed for that size. The geography never
 * reaches the JavaScript bundle; the SVG is cached by the browser.
 */
export function RegionMapImage({
  request,
  lang,
  theme,
  alt,
  cover = false,
  lazy = false,
  className,
}: {
  request: MapImageRequest;
  lang: Lang;
  theme: "ivory" | "navy";
  alt: string;
  /** fill a box of fixed height (the interactive map's stand-in) instead of keeping the drawing's height */
  cover?: boolean;
  /** below the fold wherever it is shown (the contact page): fetched when the visitor scrolls near it */
  lazy?: boolean;
  className?: string;
}) {
  const small = mapImageUrl(request, { size: "s", theme, lang });
  const large = mapImageUrl(request, { size: "l", theme, lang });
  return (
    <picture className={cover ? "block h-full w-full" : "block"}>
      <source
        media="(min-width: 40rem)"
        srcSet={large}
        width={MAP_IMAGE_SIZES.l.width}
        height={MAP_IMAGE_SIZES.l.height}
      />
      <img
        src={small}
        alt={alt}
        width={MAP_IMAGE_SIZES.s.width}
        height={MAP_IMAGE_SIZES.s.height}
        decoding="async"
        loading={lazy ? "lazy" : undefined}
        className={`${cover ? "h-full w-full object-cover" : "block h-auto w-full"} ${className ?? ""}`}
      />
    </picture>
  );
}
