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
