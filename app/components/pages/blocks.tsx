import { ArrowRight, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLang } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { cn } from "~/utils/cn";

type HeadingText = { eyebrow?: string; title: string; intro?: ReactNode; dark?: boolean };

/**
 * A band of a content page: a section named by its heading, at the page's width (`layout` adds the
 * grid). The heading comes first and `children` follow it. With `beside`, the heading and `children`
 * make the first column (a div, with `column` as its classes) and `beside` stands next to them.
 */
export function PageBand({
  id,
  className,
  layout,
  heading,
  column,
  beside,
  children,
}: {
  id: string;
  className: string;
  layout?: string;
  heading: HeadingText;
  column?: string;
  beside?: ReactNode;
  children?: ReactNode;
}) {
  const opening = (
    <>
      <SectionHeading id={id} {...heading} />
      {children}
    </>
  );
  return (
    <Band id={id} className={className} layout={layout}>
      {beside === undefined ? (
        opening
      ) : (
        <>
          <div className={column}>{opening}</div>
          {beside}
        </>
      )}
    </Band>
  );
}

/** A section named by its heading (`id`, the heading's id), at the page's width; `layout` adds the grid. */
export function Band({
  id,
  className,
  layout,
  children,
}: {
  id: string;
  className: string;
  layout?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={cn("container-page", layout)}>{children}</div>
    </section>
  );
}

/** The page's call to action: to /reservations in the page's language, unless `to` says otherwise. */
export function ReserveLink({
  children,
  variant = "default",
  className,
  to,
}: {
  children: ReactNode;
  variant?: "default" | "secondary";
  className?: string;
  /** a localized path, e.g. the contact page for a partnership */
  to?: string;
}) {
  const lang = useLang();
  return (
    <Link
      to={to ?? localizePath("/reservations", lang)}
      className={buttonClass({ size: "lg", variant, className })}
    >
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/** Paragraphs of body text in their box (`className`: its spacing, size and colour). */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** Eyebrow, h2 and an optional introduction, as on the home page. */
function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  dark = false,
  center = false,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  dark?: boolean;
  center?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", center && "mx-auto text-center", className)}>
      {eyebrow ? <p className={cn("eyebrow", dark ? "text-gold-300" : "text-gold-700")}>{eyebrow}</p> : null}
      <h2
        id={id}
        className={cn("text-3xl md:text-4xl", eyebrow && "mt-3", dark ? "text-ivory-50" : "text-navy-900")}
      >
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-3 text-lg leading-relaxed", dark ? "text-ivory-200" : "text-muted")}>{intro}</p>
      ) : null}
    </div>
  );
}

/** The closing call to action of a page: a navy card on ivory, with the booking button. */
export function CtaBand({
  id,
  title,
  text,
  button,
  lang,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  button: string;
  lang: Lang;
  secondary?: { label: string; to: string };
}) {
  return (
    <section aria-labelledby={id} className="bg-ivory-100 py-16 md:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-[2rem] bg-navy-900 px-6 py-12 text-center text-ivory-50 shadow-xl md:px-12 md:py-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-3 rounded-[1.6rem] border border-gold-500/30"
          />
          <h2 id={id} className="relative text-3xl md:text-4xl">
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ivory-200">{text}</p>
          <CtaLinks
            lang={lang}
            reserve={button}
            second={secondary}
            dark
            className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * A page's last section, centred: a heading, a line of text and what to do next (the links, given as
 * children). Light on ivory or dark on navy; `className` is the section's background and spacing.
 */
export function EndSection({
  id,
  title,
  text,
  dark = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  text: ReactNode;
  dark?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page text-center">
        <h2 id={id} className={dark ? "text-3xl md:text-4xl" : "text-3xl text-navy-900 md:text-4xl"}>
          {title}
        </h2>
        <p className={cn("mx-auto mt-4 max-w-2xl text-lg", dark ? "text-ivory-200" : "text-muted")}>{text}</p>
        {children}
      </div>
    </section>
  );
}

/**
 * A grid of white cards, each an icon, a title and a short text; `numbered` adds the card's number in
 * its corner (01, 02…). `className` is the grid's layout.
 */
export function IconCards({
  items,
  className,
  numbered = false,
}: {
  items: readonly { icon: ReactNode; title: string; text: string }[];
  className: string;
  numbered?: boolean;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn(
            numbered && "relative flex flex-col",
            "rounded-2xl border border-ivory-200 bg-white p-7 shadow-sm",
          )}
        >
          {numbered ? (
            <span
              aria-hidden="true"
              className="absolute top-7 right-7 text-sm font-semibold tracking-widest tabular-nums text-gold-700"
            >{`0${index + 1}`}</span>
          ) : null}
          <IconCardBody icon={item.icon} title={item.title} text={item.text} />
        </li>
      ))}
    </ul>
  );
}

/** Buttons side by side from 640 px, stacked and centred below. */
const CENTRED_BUTTONS = "flex flex-col items-center justify-center gap-3 sm:flex-row";

/**
 * Two links as large buttons: the first solid, the second (if any) outlined, light on a dark band.
 * `className` is the row's layout, centred under the text by default.
 */
export function ButtonPair({
  first,
  second,
  dark = false,
  className = `mt-8 ${CENTRED_BUTTONS}`,
}: {
  first: { to: string; label: ReactNode; testId?: string };
  second?: { to: string; label: ReactNode };
  dark?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Link to={first.to} className={buttonClass({ size: "lg" })} data-testid={first.testId}>
        {first.label}
      </Link>
      {second ? (
        <Link
          to={second.to}
          className={buttonClass({
            variant: "outline",
            size: "lg",
            className: dark ? "text-ivory-50 hover:bg-white/10" : "text-navy-900",
          })}
        >
          {second.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A page with nothing to show (an unknown, expired or deleted request): what happened, and the way to
 * book or to go home.
 */
export function NothingToShow({
  title,
  text,
  book,
  home,
  lang,
}: {
  title: string;
  text: string;
  book: string;
  home: string;
  lang: Lang;
}) {
  return (
    <section className="bg-ivory-50 py-16 md:py-24">
      <div className="container-page max-w-2xl text-center">
        <SearchX className="mx-auto size-12 text-gold-700" aria-hidden="true" />
        <h1 className="mt-6 text-4xl text-navy-900 md:text-5xl">{title}</h1>
        {text ? <p className="mt-5 text-lg leading-relaxed text-muted">{text}</p> : null}
        <ButtonPair
          className={`mt-10 ${CENTRED_BUTTONS}`}
          first={{ to: localizePath("/reservations", lang), label: book }}
          second={{ to: localizePath("/", lang), label: home }}
        />
      </div>
    </section>
  );
}

/** Inside a card: the icon in a navy disc, a title and a short text. */
function IconCardBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-gold-300">
        {icon}
      </span>
      <h3 className="mt-5 text-2xl text-navy-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted">{text}</p>
    </>
  );
}

/**
 * The calls that close a section: "reserve" (gold, with an arrow) and an optional outlined second link,
 * light on a navy band (`dark`) or navy on ivory.
 */
export function CtaLinks({
  lang,
  reserve,
  reserveTo,
  second,
  dark = false,
  reserveTestId,
  className,
}: {
  lang: Lang;
  reserve: ReactNode;
  /** The booking form's address, prefilled (app/booking/prefill.ts); the empty form by default. */
  reserveTo?: string;
  second?: { label: ReactNode; to: string; arrow?: boolean };
  dark?: boolean;
  reserveTestId?: string;
  className?: string;
}) {
  const arrow = <ArrowRight aria-hidden="true" />;
  return (
    <ButtonPair
      first={{
        to: reserveTo ?? localizePath("/reservations", lang),
        label: (
          <>
            {reserve}
            {arrow}
          </>
        ),
        testId: reserveTestId,
      }}
      second={
        second && {
          to: second.to,
          label: (
            <>
              {second.label}
              {second.arrow ? arrow : null}
            </>
          ),
        }
      }
      dark={dark}
      className={className}
    />
  );
}
