import { ArrowRight, Check, MapPin, Plus, Star } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Paragraphs, ReserveLink } from "~/components/pages/blocks";
import { Art } from "~/components/site/art";
import { IconDisc } from "~/components/site/icon";
import { RatingLink, StarredQuote } from "~/components/site/stars";
import { buttonClass } from "~/components/ui/button";
import type { ServiceCardData } from "~/content/services-ui";
import type { ArtKey, Faq, IconName, Testimonial } from "~/content/types";
import type { RatingItem } from "~/domain/trust";
import { useT } from "~/i18n";
import { cn } from "~/utils/cn";
import { ServiceCard } from "./service-card";

/*
 * The building blocks of the service pages (layouts A and B). Each section is labelled by its own
 * heading; backgrounds alternate ivory tones, with navy bands for the strong moments, as on the home page.
 */

type Tone = "ivory-50" | "ivory-100";
const TONES: Record<Tone, string> = { "ivory-50": "bg-ivory-50", "ivory-100": "bg-ivory-100" };

function Section({
  tone = "ivory-50",
  labelledBy,
  className,
  children,
}: {
  tone?: Tone;
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={labelledBy} className={cn(TONES[tone], "py-16 md:py-24", className)}>
      <div className="container-page">{children}</div>
    </section>
  );
}

function Heading({ id, eyebrow, title }: { id: string; eyebrow?: string; title: string }) {
  return (
    <div className="max-w-2xl">
      {eyebrow ? <p className="eyebrow text-gold-700">{eyebrow}</p> : null}
      <h2 id={id} className={cn("text-3xl text-navy-900 md:text-4xl", eyebrow && "mt-3")}>
        {title}
      </h2>
      <span aria-hidden="true" className="mt-5 block h-px w-16 bg-gold-500" />
    </div>
  );
}

/** A section named by its heading (its title, with the gold rule under it). */
function TitledSection({ title, tone, children }: { title: string; tone?: Tone; children: React.ReactNode }) {
  const id = useId();
  return (
    <Section tone={tone} labelledBy={id}>
      <Heading id={id} title={title} />
      {children}
    </Section>
  );
}

/** The configured rating (TRUST_RATING…) as a compact line for the dark hero, linked to its reviews. */
export function HeroRating({ rating }: { rating: RatingItem }) {
  return (
    <a
      href={rating.url}
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-md text-sm text-ivory-200 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <Star className="size-4 fill-gold-400 text-gold-400" aria-hidden="true" />
      <span>
        <span className="font-semibold text-ivory-50">{rating.figure}</span> {rating.label}
      </span>
    </a>
  );
}

export function IntroSection({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  const id = useId();
  const ui = useT().services;
  return (
    <Section labelledBy={id}>
      <div className="grid gap-10 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
        <Heading id={id} eyebrow={ui.page.introEyebrow} title={title} />
        <Paragraphs texts={paragraphs} className="space-y-5 text-lg leading-relaxed text-ink" />
      </div>
    </Section>
  );
}

/** Icon tiles: the four guarantees (A) or the first embedded block (B). */
export function FeatureTiles({
  title,
  items,
  tone = "ivory-100",
}: {
  title: string;
  items: { icon: IconName; title: string; text: string }[];
  tone?: Tone;
}) {
  return (
    <TitledSection tone={tone} title={title}>
      <ul
        className={cn(
          "mt-12 grid gap-5 sm:grid-cols-2",
          items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        {items.map((item) => (
          <li
            key={item.title}
            className="flex gap-5 rounded-2xl border border-ivory-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-7"
          >
            <IconDisc
              name={item.icon}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300"
            />
            <div>
              <h3 className="text-2xl leading-tight text-navy-900 sm:mt-5">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Numbered steps or services: 01, 02, 03... */
export function NumberedList({
  title,
  items,
  tone = "ivory-50",
}: {
  title: string;
  items: { title: string; text: string }[];
  tone?: Tone;
}) {
  return (
    <TitledSection tone={tone} title={title}>
      <ol
        className={cn("mt-12 grid gap-10 md:gap-8", items.length >= 3 ? "md:grid-cols-3" : "md:grid-cols-2")}
      >
        {items.map((item, index) => (
          <li key={item.title} className="border-t border-gold-500/60 pt-6">
            <span aria-hidden="true" className="font-serif text-5xl leading-none text-gold-700">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-4 text-2xl leading-tight text-navy-900">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

/** Layout A's highlights box: destinations, access points, stops or spots. */
export function HighlightsBox({
  title,
  items,
}: {
  title: string;
  items: { name: string; detail: string }[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-ivory-50 pb-16 md:pb-24">
      <div className="container-page">
        {/* No picture: the hero already shows the service's drawing, and the same one again a screen
            lower read as filler (issue 13's screenshots at 1440 px). */}
        <div className="overflow-hidden rounded-[2rem] bg-navy-900 text-ivory-100 shadow-xl">
          <div className="p-8 md:p-12">
            <h2 id={id} className="text-3xl text-ivory-50 md:text-4xl">
              {title}
            </h2>
            <span aria-hidden="true" className="mt-5 block h-px w-16 bg-gold-400" />
            <ul className="mt-8 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.name} className="flex gap-3">
                  <MapPin className="mt-1 size-4 shrink-0 text-gold-300" aria-hidden="true" />
                  <span>
                    <span className="block font-serif text-xl leading-snug text-ivory-50">{item.name}</span>
                    <span className="block text-sm leading-relaxed text-ivory-300">{item.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Layout B's details section: paragraphs and an optional checklist. */
export function DetailsSection({
  title,
  paragraphs,
  list,
}: {
  title: string;
  paragraphs: string[];
  list?: string[];
}) {
  const id = useId();
  return (
    <Section labelledBy={id}>
      {/* No picture beside it: the hero shows the service's drawing already (see HighlightsBox). */}
      <div className="max-w-4xl">
        <div>
          <Heading id={id} title={title} />
          <Paragraphs texts={paragraphs} className="mt-8 space-y-5 text-lg leading-relaxed" />
          {list?.length ? (
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {list.map((entry) => (
                <li
                  key={entry}
                  className="flex gap-3 rounded-xl border border-ivory-200 bg-white px-4 py-3 shadow-sm"
                >
                  <Check className="mt-0.5 size-4 shrink-0 text-gold-700" aria-hidden="true" />
                  <span className="leading-relaxed">{entry}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

/** Questions and answers as native disclosures (keyboard and screen-reader friendly, no script). */
export function FaqSection({ faq, tone = "ivory-100" }: { faq: Faq[]; tone?: Tone }) {
  const id = useId();
  const ui = useT().services;
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid gap-10 lg:grid-cols-[0.7fr_1.3fr] lg:gap-16">
        <Heading id={id} title={ui.page.faqTitle} />
        <div className="divide-y divide-ivory-300 border-y border-ivory-300">
          {faq.map((item, index) => (
            <details key={item.question} className="group" open={index === 0}>
              <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded py-6 font-serif text-xl leading-snug text-navy-900 md:text-2xl [&::-webkit-details-marker]:hidden">
                {item.question}
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-gold-500/60 text-gold-700 transition-transform duration-300 group-open:rotate-45">
                  <Plus className="size-4" aria-hidden="true" />
                </span>
              </summary>
              <p className="-mt-1 max-w-3xl pr-12 pb-6 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

/** The quote band: an invitation and the page's second call to action (see ReserveLink). */
export function QuoteBand({ text, cta, to }: { text: string; cta: string; to?: string }) {
  const id = useId();
  const ui = useT().services;
  return (
    <section
      aria-labelledby={id}
      className="relative overflow-hidden bg-navy-900 py-16 text-ivory-50 md:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full border border-gold-500/20"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full border border-gold-500/10"
      />
      <div className="container-page relative text-center">
        <h2 id={id} className="eyebrow font-sans text-gold-300">
          {ui.page.quoteEyebrow}
        </h2>
        <p className="mx-auto mt-6 max-w-3xl font-serif text-3xl leading-snug text-ivory-50 md:text-4xl">
          {text}
        </p>
        <div className="mt-10 flex flex-col items-center gap-4">
          <ReserveLink to={to}>{cta}</ReserveLink>
          <p className="text-sm text-ivory-300">{ui.page.replyNote}</p>
        </div>
      </div>
    </section>
  );
}

/** A short block pointing to a blog guide (e.g. the Cannes Festival guide). */
export function GuideCallout({
  guide,
}: {
  guide: { href: string; art: ArtKey; eyebrow: string; title: string; text: string; cta: string };
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-ivory-50 py-16 md:py-20">
      <div className="container-page">
        <div className="grid items-center gap-8 overflow-hidden rounded-[2rem] border border-ivory-300 bg-white shadow-sm md:grid-cols-[0.9fr_1.1fr]">
          <div className="aspect-[16/9] md:aspect-auto md:h-full">
            <Art art={guide.art} />
          </div>
          <div className="px-7 pb-8 md:py-10 md:pr-12 md:pl-0">
            <p className="eyebrow text-gold-700">{guide.eyebrow}</p>
            <h2 id={id} className="mt-3 text-3xl text-navy-900">
              {guide.title}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{guide.text}</p>
            <Link to={guide.href} className={buttonClass({ variant: "secondary", className: "mt-6" })}>
              {guide.cta}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Three testimonials, with the average rating and its number of reviews when the company configured
 * them (TRUST_RATING…, linked to the reviews); never a figure of its own.
 */
export function TestimonialsSection({
  testimonials,
  rating,
}: {
  testimonials: Testimonial[];
  rating?: RatingItem;
}) {
  const id = useId();
  const t = useT();
  const ui = t.services;
  return (
    <Section labelledBy={id}>
      <div className="flex flex-col justify-between gap-8 md:flex-row md:items-end">
        <Heading id={id} eyebrow={ui.page.testimonialsEyebrow} title={ui.page.testimonialsTitle} />
        {rating ? <RatingLink rating={rating} look="card" /> : null}
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-ivory-200 bg-white p-7 shadow-sm">
              <StarredQuote label={ui.page.ratingLabel} quote={t.common.quote(item.content)} />
              <figcaption className="mt-6 border-t border-ivory-200 pt-4">
                <span className="block text-sm font-semibold text-navy-900">{item.name}</span>
                <span className="block text-sm text-muted">{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Other services (A) or related services (B), as cards. */
export function LinkedServices({ title, cards }: { title: string; cards: ServiceCardData[] }) {
  if (cards.length === 0) return null;
  return (
    <TitledSection tone="ivory-100" title={title}>
      {/* Two or three: one size of card, as on /services. One alone: a card lying across the row, its
          drawing whole at 16:10 beside the text, rather than a third of a row and two empty thirds. */}
      {cards.length === 1 ? (
        <div className="mt-12">
          <ServiceCard card={cards[0] as ServiceCardData} across />
        </div>
      ) : (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <ServiceCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
