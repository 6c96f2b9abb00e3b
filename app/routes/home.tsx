import { ArrowRight, Car, Clock, MessageCircle, Users } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { Band, EndSection, IconCards } from "~/components/pages/blocks";
import { QuickBooking } from "~/components/pages/quick-booking";
import { TrustFigures } from "~/components/pages/trust-figures";
import { Art } from "~/components/site/art";
import { IconDisc } from "~/components/site/icon";
import { StarredQuote } from "~/components/site/stars";
import { buttonClass } from "~/components/ui/button";
import { FIGURE, Pairs } from "~/components/ui/pairs";
import { SERVICE_CATEGORIES } from "~/content/service-categories";
import { homeTestimonials } from "~/content/testimonials";
import { TIME_ZONE } from "~/domain/dates";
import { whatsappHref } from "~/domain/phone";
import { trustItems } from "~/domain/trust";
import { dictionary, useLang, useT } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import { metaLang, type RootData, rootDataFrom, seo } from "~/seo/meta";
import type { Route } from "./+types/home";

function localBusinessJsonLd(root: RootData | undefined, lang: Lang) {
  const url = `${root?.siteUrl ?? ""}${localizePath("/", lang)}`;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${root?.siteUrl ?? ""}/#business`,
    name: root?.company.name,
    description: dictionary(lang).common.meta.siteTagline,
    url,
    telephone: root?.company.phone,
    email: root?.company.email,
    address: { "@type": "PostalAddress", addressRegion: "Côte d’Azur", addressCountry: "FR" },
    areaServed: ["Côte d’Azur", "Monaco", "Italia", "Schweiz / Suisse"].map((name) => ({
      "@type": "Place",
      name,
    })),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    knowsLanguage: ["fr", "en"],
  };
}

/** The trust row's figures, from the configuration (none configured: no row). */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(requestInfoContext);
  const year = Number(
    new Intl.DateTimeFormat("en", { timeZone: TIME_ZONE, year: "numeric" }).format(new Date()),
  );
  return { trust: trustItems(env.trust, context.get(languageContext), year) };
}

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLang(args.matches);
  const root = rootDataFrom(args.matches);
  return seo(args, {
    title:
      lang === "fr"
        ? "Chauffeur privé Côte d’Azur, transferts aéroport et vans Mercedes"
        : "Private chauffeur on the French Riviera, airport transfers and Mercedes vans",
    description:
      lang === "fr"
        ? "Chauffeur privé en Mercedes Classe V sur la Côte d’Azur : transferts aéroport de Nice, Monaco, Festival de Cannes, Grand Prix, voyages vers l’Italie et la Suisse. 24\u00a0h/24."
        : "Private chauffeur in Mercedes V-Class vans on the French Riviera: Nice airport transfers, Monaco, Cannes Festival, Grand Prix, journeys to Italy and Switzerland. 24/7.",
    jsonLd: localBusinessJsonLd(root, lang),
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const root = useRouteLoaderData<RootData>("root");
  const trust = [
    { icon: Clock, title: t.common.trust.punctuality.title, text: t.common.trust.punctuality.text },
    { icon: Car, title: t.common.trust.fleet.title, text: t.common.trust.fleet.text },
    { icon: Users, title: t.common.trust.drivers.title, text: t.common.trust.drivers.text },
  ];
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative isolate overflow-hidden bg-navy-900 text-ivory-50"
      >
        {/* The scene: above the text on a phone, to the right behind a fading veil from lg up. */}
        {/* On a phone the scene is a picture of its own (4:3, the van and the coast whole), not a strip. */}
        <div className="relative aspect-[4/3] sm:aspect-[16/7] lg:absolute lg:inset-y-0 lg:right-0 lg:aspect-auto lg:w-[62%]">
          <Art art="riviera" priority sizes="(min-width: 1024px) 62vw, 100vw" className="object-[50%_80%]" />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-linear-to-t from-navy-900 via-navy-900/0 to-navy-900/0 lg:bg-linear-to-r lg:from-navy-900 lg:via-navy-900/10 lg:to-navy-900/0"
          />
        </div>
        <div className="container-page relative pt-4 pb-12 sm:pt-8 lg:pt-20 lg:pb-20">
          <div className="max-w-xl lg:max-w-[min(36rem,45%)]">
            <p className="eyebrow text-gold-300">{t.common.hero.eyebrow}</p>
            <h1 id="hero-title" className="mt-4 text-4xl leading-[1.05] sm:text-5xl lg:text-6xl">
              {t.common.hero.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-ivory-200">{t.common.hero.subtitle}</p>
          </div>
          <div className="mt-8 lg:mt-10 lg:max-w-[min(36rem,45%)]">
            <QuickBooking />
            <p className="mt-3 text-sm text-ivory-200">{t.common.hero.quick.hint}</p>
          </div>
          <div className="mt-6 flex flex-col gap-x-8 gap-y-3 text-sm sm:flex-row sm:items-center">
            <p className="text-ivory-300">{t.common.hero.note}</p>
            <a href="#services" className="font-medium text-gold-300 underline-offset-4 hover:underline">
              {t.common.hero.secondary}
            </a>
          </div>
        </div>
      </section>

      <TrustFigures items={loaderData.trust} label={t.common.hero.proofLabel} />

      <Band id="trust-title" className="bg-ivory-50 py-20">
        <div className="max-w-2xl">
          <h2 id="trust-title" className="text-3xl text-navy-900 md:text-4xl">
            {t.common.trust.title}
          </h2>
          <p className="mt-3 text-lg text-muted">{t.common.trust.intro}</p>
        </div>
        <IconCards
          className="mt-12 grid gap-6 md:grid-cols-3"
          items={trust.map(({ icon: IconComponent, title, text }) => ({
            title,
            text,
            icon: <IconComponent className="size-5" aria-hidden="true" />,
          }))}
        />
      </Band>

      <section id="services" aria-labelledby="services-title" className="bg-ivory-100 py-20">
        <div className="container-page">
          <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
            <div className="max-w-2xl">
              <p className="eyebrow text-gold-700">{t.common.home.services.eyebrow}</p>
              <h2 id="services-title" className="mt-3 text-3xl text-navy-900 md:text-4xl">
                {t.common.home.services.title}
              </h2>
              <p className="mt-3 text-lg text-muted">{t.common.home.services.intro}</p>
            </div>
            <Link to={localizePath("/services", lang)} className={buttonClass({ variant: "link" })}>
              {t.common.home.services.link}
            </Link>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <Link
                  to={localizePath(`/services#${category.id}`, lang)}
                  className="group flex h-full flex-col rounded-2xl bg-navy-900 p-7 text-ivory-100 shadow-sm transition-transform hover:-translate-y-1"
                >
                  <IconDisc
                    name={category.icon}
                    className="inline-flex size-12 items-center justify-center rounded-full border border-gold-500/50 text-gold-300"
                  />
                  <h3 className="mt-6 text-2xl text-ivory-50">{category.title[lang]}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-ivory-200">
                    {category.description[lang]}
                  </p>
                  <span className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-gold-300">
                    {t.common.home.services.link}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-1"
                      aria-hidden="true"
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Band id="fleet-title" className="bg-ivory-50 py-20" layout="grid items-center gap-12 lg:grid-cols-2">
        <div className="aspect-[16/10] overflow-hidden rounded-[2rem] border border-ivory-300">
          <Art art="cabin" />
        </div>
        <div>
          <p className="eyebrow text-gold-700">{t.common.home.fleet.eyebrow}</p>
          <h2 id="fleet-title" className="mt-3 text-3xl text-navy-900 md:text-4xl">
            {t.common.home.fleet.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t.common.home.fleet.text}</p>
          <Pairs
            items={[
              [t.common.home.fleet.spec.passengers, "7"],
              [t.common.home.fleet.spec.luggage, "8"],
              [t.common.home.fleet.spec.climate, "4"],
            ]}
            classes={{
              list: "mt-8 grid grid-cols-3 gap-4 border-y border-ivory-300 py-6 text-center",
              pair: "flex flex-col-reverse",
              term: "text-sm text-muted",
              value: FIGURE,
            }}
          />
          <Link
            to={localizePath("/fleet", lang)}
            className={buttonClass({ variant: "secondary", className: "mt-8" })}
          >
            {t.common.home.fleet.link}
          </Link>
        </div>
      </Band>

      <Band id="testimonials-title" className="bg-navy-900 py-20 text-ivory-100">
        <p className="eyebrow text-gold-300">{t.common.home.testimonials.eyebrow}</p>
        <h2 id="testimonials-title" className="mt-3 text-3xl text-ivory-50 md:text-4xl">
          {t.common.home.testimonials.title}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {homeTestimonials[lang].map((item) => (
            <li key={item.name} className="flex flex-col rounded-2xl border border-white/10 bg-navy-800 p-7">
              <StarredQuote label={t.common.rating.label} quote={t.common.quote(item.content)} dark />
              <p className="mt-6 text-sm font-semibold text-ivory-50">{item.name}</p>
              <p className="text-sm text-ivory-300">{item.role}</p>
            </li>
          ))}
        </ul>
      </Band>

      <EndSection
        id="cta-title"
        className="bg-ivory-100 py-20"
        title={t.common.home.cta.title}
        text={t.common.home.cta.text}
      >
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={localizePath("/reservations", lang)} className={buttonClass({ size: "lg" })}>
            {t.booking.submit}
          </Link>
          <a
            href={whatsappHref(root?.company.whatsapp ?? "", t.booking.whatsappMessage(null))}
            rel="noopener noreferrer"
            className={buttonClass({ variant: "outline", size: "lg", className: "text-navy-900" })}
          >
            <MessageCircle aria-hidden="true" />
            {t.common.home.cta.whatsapp}
          </a>
        </div>
      </EndSection>
    </>
  );
}
