import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Art } from "~/components/site/art";
import { IconDisc } from "~/components/site/icon";
import type { ServiceCardData } from "~/content/services-ui";
import { useT } from "~/i18n";
import { cn } from "~/utils/cn";

/**
 * A service as a card: illustration, label, description. The whole card is clickable through the
 * title's link (stretched over the card), so each card is a single tab stop named by its label.
 */
export function ServiceCard({
  card,
  wide = false,
  across = false,
}: {
  card: ServiceCardData;
  /** spans more columns on large screens: a flatter illustration keeps the row balanced */
  wide?: boolean;
  /** alone in its row: from 768 px, the drawing (whole, 16:10) on the left and the text beside it */
  across?: boolean;
}) {
  const ui = useT().services;
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ivory-200 bg-white shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-gold-500 motion-reduce:hover:translate-y-0",
        across && "md:flex-row",
      )}
    >
      <div
        className={cn(
          "relative aspect-[16/10] overflow-hidden",
          wide && "lg:aspect-[2/1]",
          across && "md:w-1/2 md:shrink-0 md:self-center lg:w-[55%]",
        )}
      >
        <Art
          art={card.art}
          className="transition-transform duration-700 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
        <IconDisc
          name={card.icon}
          className="absolute bottom-4 left-4 inline-flex size-11 items-center justify-center rounded-full border border-gold-400/60 bg-navy-900/90 text-gold-300 backdrop-blur"
        />
      </div>
      <div className={cn("flex flex-1 flex-col p-6", across && "md:justify-center md:p-10")}>
        <h3 className="text-2xl leading-tight text-navy-900">
          <Link
            to={card.href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {card.label}
          </Link>
        </h3>
        <p className={cn("mt-2 leading-relaxed text-muted", !across && "flex-1")}>{card.description}</p>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-gold-700"
        >
          {ui.card.link}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
