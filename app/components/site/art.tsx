import type { ArtKey } from "~/content/art";
import photos from "~/content/photos.json";
import { cn } from "~/utils/cn";

type PhotoManifest = Partial<Record<ArtKey, { width: number; height: number; widths: number[] }>>;

/**
 * The illustrations as fingerprinted files: only their URLs reach the page's JavaScript (about 60 bytes
 * each), the drawings themselves are fetched by the browser like any image, cached for a year, lazily.
 */
const files = import.meta.glob<string>("../../assets/illustrations/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});
export const ILLUSTRATIONS = Object.fromEntries(
  Object.entries(files).map(([file, url]) => [file.replace(/^.*\/|\.svg$/g, ""), url]),
) as Partial<Record<ArtKey, string>>;
/** Every illustration is drawn at 16:10 (1600 × 1000 nominal), like the photographs are asked to be. */
const ILLUSTRATION_SIZE = { width: 1600, height: 1000 };

/**
 * The owner's photograph for a subject when there is one (photos/, see its README), as
 * responsive AVIF/WebP; otherwise the subject's illustration (an SVG file). Either way with its
 * intrinsic size so nothing shifts, and lazy unless `priority`. Decorative (empty alt) unless the
 * caller gives `alt`, for an image that carries meaning of its own, such as the fleet gallery's.
 */
export function Art({
  art,
  alt = "",
  className,
  priority = false,
  sizes = "(min-width: 1024px) 40vw, 100vw",
}: {
  art: ArtKey;
  alt?: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const common = {
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : "auto",
    decoding: "async",
  } as const;
  const photo = (photos as PhotoManifest)[art];
  if (photo) {
    const srcset = (format: string) =>
      photo.widths.map((w) => `/photos/generated/${art}-${w}.${format} ${w}w`).join(", ");
    const largest = photo.widths[photo.widths.length - 1];
    return (
      <picture>
        <source type="image/avif" srcSet={srcset("avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcset("webp")} sizes={sizes} />
        <img
          src={`/photos/generated/${art}-${largest}.webp`}
          alt={alt}
          {...common}
          width={photo.width}
          height={photo.height}
          className={cn("block h-full w-full object-cover", className)}
        />
      </picture>
    );
  }
  return (
    <img
      src={ILLUSTRATIONS[art]}
      alt={alt}
      {...common}
      {...ILLUSTRATION_SIZE}
      className={cn("block h-full w-full bg-navy-900 object-cover", className)}
    />
  );
}
