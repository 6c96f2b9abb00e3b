import { useId } from "react";
import photos from "~/content/photos.json";
import type { ArtKey } from "~/content/types";
import { cn } from "~/utils/cn";

type PhotoManifest = Partial<Record<ArtKey, { width: number; height: number; widths: number[] }>>;

/**
 * The owner's photograph for a theme when there is one (public/photos, see its README), as
 * responsive AVIF/WebP with its intrinsic size so nothing shifts; lazy unless `priority`.
 * Otherwise a vector illustration in the house style (navy, ivory, gold line work).
 * Decorative either way: the text around it carries the meaning.
 */
export function Art({
  art,
  className,
  tone = "dark",
  priority = false,
  sizes = "(min-width: 1024px) 40vw, 100vw",
}: {
  art: ArtKey;
  className?: string;
  tone?: "dark" | "light";
  priority?: boolean;
  sizes?: string;
}) {
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
          alt=""
          width={photo.width}
          height={photo.height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className={cn("block h-full w-full object-cover", className)}
        />
      </picture>
    );
  }
  return <Illustration art={art} className={className} tone={tone} />;
}

function Illustration({ art, className, tone }: { art: ArtKey; className?: string; tone: "dark" | "light" }) {
  const id = useId().replace(/:/g, "");
  const sky = tone === "dark" ? ["#13263d", "#0c1a2b"] : ["#f6f1e7", "#ece4d3"];
  const line = tone === "dark" ? "#d1b070" : "#8f6d2f";
  const fill = tone === "dark" ? "#1d3552" : "#ddd1b8";
  return (
    <svg
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      className={cn("block h-full w-full", className)}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`sky-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width="800" height="500" fill={`url(#sky-${id})`} />
      <circle cx="610" cy="150" r="58" fill="none" stroke={line} strokeWidth="1.5" opacity=".8" />
      <circle cx="610" cy="150" r="40" fill={line} opacity=".12" />
      <g fill="none" stroke={line} strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        {MOTIFS[art]({ line, fill })}
      </g>
      <g stroke={line} strokeWidth="1" opacity=".45">
        <path d="M0 430h800M60 450h680M140 470h520" />
      </g>
    </svg>
  );
}

type Motif = (colors: { line: string; fill: string }) => React.ReactNode;

const hills: Motif = ({ fill }) => (
  <path
    d="M0 360c90-50 170-70 250-40s150 10 220-30 180-40 330 20v190H0Z"
    fill={fill}
    stroke="none"
    opacity=".9"
  />
);

const MOTIFS: Record<ArtKey, Motif> = {
  coast: (c) => (
    <>
      {hills(c)}
      <path d="M0 380c120-10 200-40 300-30s220 40 500 10" />
      <path d="M420 300v-30h20v30M450 300v-45h16v45M476 300v-25h18v25" />
      <path d="M150 330l18-40 18 40M230 322l14-30 14 30" />
    </>
  ),
  airport: (c) => (
    <>
      {hills(c)}
      <path d="M120 390h560" strokeDasharray="18 14" />
      <path d="M250 210l210-40c30-6 52 4 52 14s-20 20-50 24l-70 10-60 70h-28l30-64-60 8-26 28h-20l14-40-14-30h20l30 20Z" />
    </>
  ),
  heliport: (c) => (
    <>
      {hills(c)}
      <circle cx="400" cy="380" r="46" />
      <path d="M382 360v40M418 360v40M382 380h36" />
      <path d="M300 190h200M400 190v18M350 208h90c22 0 40 18 40 40s-18 40-40 40h-70c-16 0-30-14-30-30v-20c0-16 10-30 10-30ZM480 236h90M570 226v20M390 288l-20 22h110l-20-22" />
    </>
  ),
  mountains: () => (
    <>
      <path d="M40 400l170-220 90 110 110-170 160 230 70-80 120 130" />
      <path d="M360 210l50-90 52 78-26-10-26 22-24-12Z" />
      <path d="M178 222l32-42 30 38-16-6-14 12Z" />
      <path d="M80 420h640" />
    </>
  ),
  city: (c) => (
    <>
      {hills(c)}
      <path d="M250 380V250l30-40 30 40v130M330 380V190l15-40 15 40v190M380 380V230h60v150M460 380V260l40-30 40 30v120M290 240v-20M345 150v-30" />
      <path d="M200 380h380" />
    </>
  ),
  festival: () => (
    <>
      <path d="M180 420h440M210 400h380M240 380h320M270 360h260M300 340h200" />
      <path d="M330 340V240h140v100M360 240l40-50 40 50" />
      <path d="M130 420V250c0-20 10-40 10-40M140 210c-30-4-50 8-60 22M140 210c26-10 48-4 60 10M140 210c-6-26-24-40-40-42M140 210c14-22 34-28 50-26" />
      <path d="M670 420V260c0-20-10-40-10-40M660 220c-26-10-48-4-60 10M660 220c30-4 50 8 60 22M660 220c-14-22-34-28-50-26M660 220c6-26 24-40 40-42" />
    </>
  ),
  racing: () => (
    <>
      <path d="M60 400c120 0 160-120 280-120s140 80 240 80 120-60 160-60" />
      <path d="M60 430c130 0 180-110 280-110s150 80 250 80 110-50 150-50" opacity=".6" />
      <path d="M560 120v160M560 120h90v60h-90" />
      <path d="M575 120v15h15v-15h15v15h15v-15h15v15M560 135h90M560 150h90M560 165h90" opacity=".7" />
    </>
  ),
  celebration: () => (
    <>
      <path d="M300 180h70l-10 90c-2 18-12 26-25 26s-23-8-25-26ZM335 296v90M305 386h60" />
      <path d="M430 180h70l-10 90c-2 18-12 26-25 26s-23-8-25-26ZM465 296v90M435 386h60" />
      <path d="M370 150l30-40M400 110l10 26M412 100l-18 4M240 140l10 10M540 130l-12 12M560 200l14 4M230 230l-12 6" />
    </>
  ),
  business: (c) => (
    <>
      {hills(c)}
      <path d="M200 390V200h100v190M320 390V140h120v250M460 390V230h90v160M560 390V280h60v110" />
      <path
        d="M220 230h60M220 270h60M220 310h60M340 180h80M340 220h80M340 260h80M340 300h80M480 260h50M480 300h50"
        opacity=".7"
      />
    </>
  ),
  hotel: () => (
    <>
      <path d="M170 400V200h460v200M150 200h500l-40-40H190Z" />
      <path d="M220 400v-70a30 30 0 0 1 60 0v70M370 400v-80a30 30 0 0 1 60 0v80M520 400v-70a30 30 0 0 1 60 0v70" />
      <path d="M210 240h40v40h-40ZM300 240h40v40h-40ZM460 240h40v40h-40ZM550 240h40v40h-40Z" opacity=".7" />
      <path d="M130 400h540" />
    </>
  ),
  vineyard: (c) => (
    <>
      {hills(c)}
      <path d="M100 420c100-60 200-90 300-90s200 30 300 90M160 420c80-44 160-66 240-66s160 22 240 66M230 420c56-28 112-42 170-42s114 14 170 42" />
      <path d="M520 250v-40h60v40M510 210l40-26 40 26" />
    </>
  ),
  van: () => (
    <>
      <path d="M180 360V260c0-30 20-60 60-60h250c40 0 70 20 100 60l40 50c14 10 20 20 20 36v14Z" />
      <path d="M250 220h90v60h-90ZM360 220h100v60H360ZM480 222h20c20 0 36 14 52 40l10 18h-82Z" opacity=".8" />
      <circle cx="270" cy="362" r="30" />
      <circle cx="560" cy="362" r="30" />
      <path d="M120 392h580" />
    </>
  ),
};
