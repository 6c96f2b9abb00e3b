import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import type { ServiceCardData } from "~/content/services-ui";
import { useT } from "~/i18n";
import { cn } from "~/utils/cn";
import { ServiceCard } from "./service-card";

/** Below Tailwind's `md` breakpoint (48rem) the cards become a carousel. */
const PHONE_QUERY = "(max-width: 47.99rem)";
/** Desktop grids without an orphan row: five cards sit as two wide ones over three (on six columns). */
const GRID_COLUMNS: Record<number, string> = {
  1: "md:grid-cols-2",
  2: "md:grid-cols-2",
  4: "md:grid-cols-2",
  5: "md:grid-cols-2 lg:grid-cols-6",
};
/** Horizontal travel (px) that turns a swipe into a slide change. */
const SWIPE_THRESHOLD = 48;

/**
 * A category's cards. Server-rendered (and without JavaScript) it is a horizontally scrollable snap list
 * on phones and a grid from `md` up. With JavaScript on a phone it becomes a looping carousel following
 * the ARIA carousel pattern: swipe, arrow keys, previous/next buttons and a polite live region.
 */
export function ServiceCarousel({ label, cards }: { label: string; cards: ServiceCardData[] }) {
  const ui = useT().services;
  const trackId = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const [dragX, setDragX] = useState(0);
  const drag = useRef<{ x: number; y: number; id: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const focusSlide = useRef(false);
  const slides = useRef<(HTMLDivElement | null)[]>([]);
  const count = cards.length;

  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setEnhanced(query.matches && count > 1);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [count]);

  useEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slides.current[index]?.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
  }, [index]);

  const goTo = (target: number, options: { focus?: boolean } = {}) => {
    const next = (target + count) % count;
    focusSlide.current = options.focus ?? false;
    setIndex(next);
    setAnnouncement(ui.carousel.status(next + 1, count, cards[next]?.label ?? ""));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    // Focus on a card would land in a slide that is about to become inert: follow the move.
    const fromSlide = (event.target as HTMLElement).closest("[data-slide]") !== null;
    goTo(index + (event.key === "ArrowRight" ? 1 : -1), { focus: fromSlide });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (!start.moved && Math.abs(dx) > 8 && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      start.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (start.moved) setDragX(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    drag.current = null;
    setDragX(0);
    if (!start.moved || event.type === "pointercancel") return;
    // The click that may follow the release ends a swipe, not a visit to the card's page.
    suppressClick.current = true;
    window.setTimeout(() => {
      suppressClick.current = false;
    }, 0);
    const dx = event.clientX - start.x;
    if (dx <= -SWIPE_THRESHOLD) goTo(index + 1);
    else if (dx >= SWIPE_THRESHOLD) goTo(index - 1);
  };

  const slideProps = (i: number) =>
    enhanced
      ? {
          role: "group",
          "aria-roledescription": "slide",
          "aria-label": `${i + 1} / ${count}`,
          inert: i !== index,
        }
      : { role: "listitem" };

  const carousel = enhanced
    ? {
        role: "region",
        "aria-roledescription": "carousel",
        "aria-label": ui.carousel.label(label),
        onKeyDown,
      }
    : {};

  return (
    <div {...carousel} className="relative">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swipe is a pointer shortcut; the buttons and arrow keys are its accessible equivalents */}
      <div
        className={cn(
          // The padding keeps the cards' focus outline clear of the clipping edge.
          "-mx-5 -my-2 px-5 py-2 md:mx-0 md:px-0",
          enhanced ? "touch-pan-y overflow-hidden" : "snap-x snap-mandatory scroll-px-5 overflow-x-auto pb-4",
        )}
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerMove={enhanced ? onPointerMove : undefined}
        onPointerUp={enhanced ? endDrag : undefined}
        onPointerCancel={enhanced ? endDrag : undefined}
        // A dragged card link would start the browser's own link drag and cancel the swipe.
        onDragStart={enhanced ? (event) => event.preventDefault() : undefined}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          id={trackId}
          role={enhanced ? undefined : "list"}
          className={cn(
            "flex gap-4 md:grid md:gap-6",
            GRID_COLUMNS[count] ?? "md:grid-cols-2 lg:grid-cols-3",
            enhanced && (dragX === 0 ? "transition-transform duration-500 ease-out" : "transition-none"),
          )}
          style={
            enhanced ? { transform: `translateX(calc(${-index} * (85% + 1rem) + ${dragX}px))` } : undefined
          }
        >
          {cards.map((card, i) => (
            <div
              key={card.slug}
              ref={(element) => {
                slides.current[i] = element;
              }}
              data-slide=""
              {...slideProps(i)}
              className={cn(
                "w-[85%] shrink-0 snap-start md:w-auto",
                count === 5 && (i < 2 ? "lg:col-span-3" : "lg:col-span-2"),
              )}
            >
              <ServiceCard card={card} wide={count === 2 || (count === 5 && i < 2)} />
            </div>
          ))}
        </div>
      </div>

      {enhanced ? (
        <div className="mt-6 flex items-center justify-between gap-4">
          <button
            type="button"
            aria-controls={trackId}
            aria-label={ui.carousel.previous}
            onClick={() => goTo(index - 1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-navy-900/20 bg-white text-navy-900 shadow-sm transition-colors hover:border-gold-500 hover:bg-ivory-100"
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <div className="flex items-center gap-3" aria-hidden="true">
            <span className="flex gap-1.5">
              {cards.map((card, i) => (
                <span
                  key={card.slug}
                  className={cn(
                    "h-1.5 rounded-full transition-all duration-300",
                    i === index ? "w-6 bg-gold-600" : "w-1.5 bg-navy-900/25",
                  )}
                />
              ))}
            </span>
            <span className="min-w-10 text-sm font-medium tabular-nums text-muted">
              {index + 1} / {count}
            </span>
          </div>
          <button
            type="button"
            aria-controls={trackId}
            aria-label={ui.carousel.next}
            onClick={() => goTo(index + 1)}
            className="inline-flex size-11 items-center justify-center rounded-full border border-navy-900/20 bg-white text-navy-900 shadow-sm transition-colors hover:border-gold-500 hover:bg-ivory-100"
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="carousel-status">
        {announcement}
      </p>
    </div>
  );
}
