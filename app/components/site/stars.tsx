import { Star } from "lucide-react";

export function Stars({ label, className }: { label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={className ?? "flex gap-0.5 text-gold-500"}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} className="size-4 fill-current" aria-hidden="true" />
      ))}
    </span>
  );
}

/** A review as its card opens: five stars (named by `label`), then its words, light on navy when `dark`. */
export function StarredQuote({
  label,
  quote,
  dark = false,
}: {
  label: string;
  quote: string;
  dark?: boolean;
}) {
  return (
    <>
      <Stars label={label} />
      <blockquote
        className={`mt-4 flex-1 font-serif text-xl leading-snug ${dark ? "text-ivory-50" : "text-navy-900"}`}
      >
        <p>{quote}</p>
      </blockquote>
    </>
  );
}

const FOCUSABLE_LINK =
  "underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500";

/** How the rating looks: in the navy band under the home hero, or as a white card beside a heading. */
const RATING_LOOKS = {
  band: {
    link: `flex flex-col items-center gap-1 rounded-md ${FOCUSABLE_LINK}`,
    figure: "inline-flex items-center gap-2 font-serif text-3xl text-ivory-50",
    star: "size-5 fill-gold-400 text-gold-400",
    label: "text-sm text-ivory-300",
  },
  card: {
    link: `flex items-center gap-5 rounded-2xl border border-ivory-300 bg-white px-6 py-4 shadow-sm ${FOCUSABLE_LINK}`,
    figure: "inline-flex items-center gap-2 font-serif text-5xl leading-none text-navy-900",
    star: "size-6 fill-gold-500 text-gold-500",
    label: "max-w-48 text-sm font-semibold text-navy-900",
  },
} as const;

/** The configured rating (a star, its figure, what it counts), linked to the reviews it summarises. */
export function RatingLink({
  rating,
  look,
}: {
  rating: { url: string; figure: string; label: string };
  look: keyof typeof RATING_LOOKS;
}) {
  const classes = RATING_LOOKS[look];
  return (
    <a href={rating.url} rel="noopener noreferrer" className={classes.link}>
      <span className={classes.figure}>
        <Star className={classes.star} aria-hidden="true" />
        {rating.figure}
      </span>
      <span className={classes.label}>{rating.label}</span>
    </a>
  );
}
