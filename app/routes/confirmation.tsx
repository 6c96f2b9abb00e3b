import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { data, useLoaderData } from "react-router";
import { sentByThisBrowser } from "~/booking/store.server";
import { tripOptions } from "~/booking/trip.server";
import { Band, ButtonPair, NothingToShow } from "~/components/pages/blocks";
import { RequestRows } from "~/components/ui/pairs";
import type { Reservation } from "~/db/schema";
import { formatLongDate } from "~/domain/dates";
import { formatPrice } from "~/domain/pricing/format";
import { pickupTimeLabel, travelNumberLabel, tripFactRows } from "~/domain/pricing/lines";
import { passengerLine } from "~/domain/traveller";
import { dictionary, useLang } from "~/i18n";
import { type Lang, localizePath } from "~/i18n/lang";
import { languageContext } from "~/lib/context.server";
import { metaLang, seo } from "~/seo/meta";
import type { Route } from "./+types/confirmation";

/** The booking's reference as the booking engine writes it; anything else in the address is ignored. */
const REFERENCE_PATTERN = /^RC-[0-9A-Z]{6}$/;

export const meta: Route.MetaFunction = (args) => {
  const lang = metaLang(args.matches);
  const page = dictionary(lang).pages.confirmation;
  const kind = args.loaderData?.kind;
  const texts = kind === "missing" ? page.unknown.meta : kind === "gone" ? page.gone.meta : page.meta;
  return seo(args, { title: texts.title, description: texts.description, indexable: false });
};

/**
 * The request this browser sent, recapped for it alone (decision 018): the signed `booking_sent`
 * cookie names the request, the address its reference. Anything else gets an honest page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get("ref") ?? "";
  const sent = REFERENCE_PATTERN.test(ref)
    ? await sentByThisBrowser(request, ref)
    : { status: "missing" as const };
  const headers = { "Cache-Control": "private, no-store" };
  if (sent.status !== "ok")
    return data({ kind: sent.status }, { status: sent.status === "gone" ? 410 : 404, headers });
  const r = sent.reservation;
  return data(
    { kind: "sent" as const, reference: r.reference, rows: recapRows(r, context.get(languageContext)) },
    { headers },
  );
}

/**
 * Every line of the request with its label, as the client's acknowledgement says it: the places, the
 * date and which time it is (a pickup, or a scheduled landing), the trip's own facts (its type, stops,
 * return leg, hire length, included waiting, vehicles, extras, name board), the party, the contact
 * details and the estimate.
 */
function recapRows(r: Reservation, lang: Lang): [string, string | null][] {
  const ui = dictionary(lang).booking;
  const trips = ui.trips;
  const contact = dictionary(lang).common.contact;
  const longDate = (iso: string) => formatLongDate(iso, lang);
  // Labelled as step 4 labels them: at an airport, heliport or station, the day and time of the arrival.
  const timeLabel = pickupTimeLabel(r.departureKind, trips);
  const vehicles = r.vehicles ?? 1;
  return [
    [ui.departure, r.departure],
    [ui.arrival, r.tripType === "hourly" ? null : r.arrival],
    [timeLabel === trips.pickupTime ? trips.pickupDate : trips.arrivalDate, longDate(r.date)],
    [timeLabel, r.time],
    [travelNumberLabel(r, trips) ?? ui.flightNumber, r.flightNumber],
    // Two V-Class are named as step 4 names them ("2 Mercedes Classe V"), not "2 vehicles".
    ...tripFactRows(r, trips, lang, longDate).map(([label, value]): [string, string] =>
      label === trips.summaryVehicles && r.vehicle !== "larger" && vehicles > 1
        ? [label, trips.vehiclesValue(vehicles, tripOptions(lang).vehicle.label)]
        : [label, value],
    ),
    [ui.passengers, String(r.passengers)],
    [ui.luggage, String(r.luggage)],
    [contact.name, `${r.firstName} ${r.lastName}`.trim()],
    [contact.email, r.email],
    [contact.phone, r.phone],
    [ui.passenger.summary, passengerLine(r)],
    [ui.message, r.message],
    [ui.priceLabel, r.priceCents === null ? null : formatPrice(r.priceCents, lang)],
  ];
}

/** No request to show: an unknown or missing reference (404), or a request since deleted (410). */
function NoRequest({ kind, lang }: { kind: "missing" | "gone"; lang: Lang }) {
  const page = dictionary(lang).pages.confirmation;
  const texts = kind === "missing" ? page.unknown : page.gone;
  return (
    <NothingToShow
      title={texts.title}
      text={texts.text}
      book={page.unknown.book}
      home={page.home}
      lang={lang}
    />
  );
}

export default function Confirmation() {
  const lang = useLang();
  const page = dictionary(lang).pages.confirmation;
  const loaderData = useLoaderData<typeof loader>();
  const promiseIcons = [Clock, ShieldCheck];
  if (loaderData.kind !== "sent") return <NoRequest kind={loaderData.kind} lang={lang} />;
  const { reference, rows } = loaderData;

  return (
    <>
      <section className="bg-navy-900 text-ivory-50">
        <div className="container-page py-16 text-center md:py-24">
          <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full border border-gold-500/50 bg-navy-800 text-gold-300">
            <CheckCircle2 className="size-10" aria-hidden="true" />
          </span>
          <p className="eyebrow mt-8 text-gold-300">{page.eyebrow}</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-4xl leading-[1.08] md:text-5xl lg:text-[3.5rem]">
            {page.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ivory-200">{page.text}</p>
          <div className="mx-auto mt-8 inline-flex max-w-full flex-col items-center gap-1 rounded-2xl border border-gold-500/40 bg-navy-800 px-6 py-4">
            <p className="text-ivory-100">
              {page.reference}{" "}
              <strong className="font-mono text-lg tracking-wider text-gold-300">{reference}</strong>
            </p>
            <p className="text-sm text-ivory-300">{page.referenceHint}</p>
          </div>
        </div>
      </section>

      <Band id="confirmation-recap-title" className="bg-ivory-100 py-12 md:py-16" layout="max-w-3xl">
        <h2 id="confirmation-recap-title" className="text-3xl text-navy-900">
          {page.recapTitle}
        </h2>
        <div className="mt-6">
          <RequestRows rows={rows} className="text-left" roomy />
        </div>
      </Band>

      <Band id="confirmation-steps-title" className="bg-ivory-50 py-16 md:py-20">
        <h2 id="confirmation-steps-title" className="text-center text-3xl text-navy-900 md:text-4xl">
          {page.stepsTitle}
        </h2>
        <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
          {page.steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-ivory-200 bg-white p-7 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 items-center justify-center rounded-full bg-navy-900 text-lg font-semibold text-gold-300"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-2xl text-navy-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>

        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 sm:grid-cols-2">
          {page.promises.map((promise, index) => {
            const PromiseIcon = promiseIcons[index] ?? ShieldCheck;
            return (
              <li
                key={promise.title}
                className="flex items-start gap-4 rounded-2xl border border-gold-500/40 bg-ivory-100 p-6"
              >
                <PromiseIcon className="mt-1 size-6 shrink-0 text-gold-700" aria-hidden="true" />
                <div>
                  <p className="font-serif text-2xl font-semibold text-navy-900">{promise.title}</p>
                  <p className="mt-1 text-muted">{promise.text}</p>
                </div>
              </li>
            );
          })}
        </ul>

        <ButtonPair
          className="mt-12 flex flex-col items-center justify-center gap-3 sm:flex-row"
          first={{ to: localizePath("/", lang), label: page.home }}
          second={{ to: localizePath("/services", lang), label: page.services }}
        />
      </Band>
    </>
  );
}
