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
