import { ArrowLeft, ArrowRight, Check, MessageCircle } from "lucide-react";
import { type ComponentProps, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { AddressCombobox, type ChosenPlace } from "~/booking/components/address-combobox";
import { RouteMap } from "~/booking/components/route-map";
import { TimePicker } from "~/booking/components/time-picker";
import { DEFAULT_LUGGAGE, DEFAULT_PASSENGERS, MAX_LUGGAGE, MAX_PASSENGERS } from "~/booking/constants";
import { type BookingActionData, bookingAction, bookingLoaderData } from "~/booking/flow.server";
import { GoogleMapNotice, TripMap } from "~/components/maps/trip-map";
import { PageHero } from "~/components/site/page-hero";
import { Button, buttonClass } from "~/components/ui/button";
import { FieldShell, inputClass, TextAreaField, TextField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { bookingUi } from "~/content/booking-ui";
import { GEO_ATTRIBUTION } from "~/domain/geo/attribution";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import type { MapSettings } from "~/domain/geo/map-config";
import { formatPrice } from "~/domain/pricing/format";
import { translate, useLang } from "~/i18n";
import { type Lang, LOCALE, localizePath, splitLang } from "~/i18n/lang";
import { requestInfoContext } from "~/lib/context.server";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { type RootData, seo } from "~/lib/seo";
import type { Route } from "./+types/reservations";

export const meta: Route.MetaFunction = (args) => {
  const { lang } = splitLang(args.location.pathname);
  return seo(args, { title: bookingUi[lang].meta.title, description: bookingUi[lang].meta.description });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(requestInfoContext);
  return {
    ...bookingLoaderData(request),
    map: env.map,
    // Places found by Google and shown without a map (steps 2 to 4) are credited to Google Maps.
    placesCredit: env.GEO_SEARCH_PROVIDER === "google",
    // Data from outside providers must be credited where it is shown.
    credits: [
      ...(env.GEO_SEARCH_PROVIDER === "photon" || env.GEO_ROUTE_PROVIDER === "osrm"
        ? ["© OpenStreetMap contributors"]
        : []),
      ...(env.GEO_SEARCH_PROVIDER === "google" || env.GEO_ROUTE_PROVIDER === "google" ? ["Google"] : []),
    ],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { clientIp, env } = context.get(requestInfoContext);
  const { lang } = splitLang(new URL(request.url).pathname);
  return bookingAction({ request, lang, clientIp, rateLimit: env.BOOKING_RATE_LIMIT });
}

type Draft = Awaited<ReturnType<typeof loader>>["draft"];

interface Estimate {
  distanceKm: number;
  durationMin: number;
  priceCents: number;
  path?: { lat: number; lng: number }[];
  /** where the distance and time come from; fallback: the configured service did not answer */
  source?: string;
  fallback?: boolean;
}

function formatDate(iso: string, lang: Lang) {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T12:00:00Z`));
}

export default function Reservations() {
  const {
    step: loaderStep,
    draft,
    today,
    needsTravelNumber,
    credits,
    map,
    placesCredit,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<BookingActionData>();
  const lang = useLang();
  const ui = bookingUi[lang];
  const root = useRouteLoaderData<RootData>("root");
  const navigation = useNavigation();
  const toast = useToast();
  const step = actionData?.step ?? loaderStep;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (actionData?.formError && step === 4) toast({ title: actionData.formError, variant: "destructive" });
  }, [actionData, step, toast]);

  // Move focus to the step's heading when the step changes, so screen readers hear where they are.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const tripText =
    draft.departure && draft.arrival ? `${draft.departure.label} → ${draft.arrival.label}` : null;
  const whatsappHref = `https://wa.me/${root?.company.whatsapp ?? ""}?text=${encodeURIComponent(
    ui.whatsappMessage(
      tripText
        ? [tripText, draft.date ? formatDate(draft.date, lang) : null, draft.time].filter(Boolean).join(", ")
        : null,
    ),
  )}`;

  return (
    <>
      <PageHero
        eyebrow={ui.eyebrow}
        title={ui.title}
        subtitle={ui.subtitle}
        crumbs={[{ label: translate(lang, "nav.home"), to: localizePath("/", lang) }, { label: ui.eyebrow }]}
      />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_20rem] lg:py-16">
        <section aria-labelledby="step-title" className="min-w-0">
          <Progress step={step} labels={ui.steps} progressText={ui.progress(step)} />
          <h2
            id="step-title"
            ref={heading}
            tabIndex={-1}
            className="mt-8 text-3xl text-navy-900 focus:outline-none"
          >
            {ui.steps[step - 1]}
          </h2>
          {actionData?.formError ? (
            <div
              role="alert"
              className="mt-6 rounded-lg border border-danger/30 bg-[#fdf0ee] p-4 font-medium text-[#7a1a12]"
            >
              {actionData.formError}
            </div>
          ) : null}
          <Form method="post" noValidate className="mt-6 space-y-6" replace>
            <input type="hidden" name="step" value={step} />
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {step === 1 ? (
              <StepPlaces
                draft={draft}
                errors={errors}
                values={values}
                lang={lang}
                credits={credits}
                map={map}
              />
            ) : null}
            {step === 2 ? (
              <StepWhen
                draft={draft}
                errors={errors}
                values={values}
                today={today}
                showTravel={needsTravelNumber}
              />
            ) : null}
            {step === 3 ? <StepContact draft={draft} errors={errors} values={values} /> : null}
            {step === 4 ? <StepSummary draft={draft} /> : null}
            {step > 1 && placesCredit ? <p className="text-xs text-muted">{ui.placesCredit}</p> : null}

            <div className="flex flex-col-reverse gap-3 border-t border-ivory-200 pt-6 sm:flex-row sm:justify-between">
              {step > 1 ? (
                <Button
                  type="submit"
                  name="intent"
                  value="back"
                  variant="outline"
                  formNoValidate
                  className="text-navy-900"
                >
                  <ArrowLeft aria-hidden="true" />
                  {ui.back}
                </Button>
              ) : (
                <span />
              )}
              {step < 4 ? (
                <Button type="submit" name="intent" value="next" disabled={busy} aria-disabled={busy}>
                  {busy && step === 1 ? ui.calculating : ui.continue}
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" name="intent" value="confirm" disabled={busy} size="lg">
                  <Check aria-hidden="true" />
                  {busy ? ui.submitting : ui.confirm}
                </Button>
              )}
            </div>
          </Form>
        </section>
        <aside aria-label={ui.asideTitle} className="space-y-6">
          <div className="rounded-2xl bg-navy-900 p-6 text-ivory-100">
            <h2 className="text-2xl text-ivory-50">{ui.asideTitle}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {ui.asidePoints.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-ivory-300 bg-white p-6">
            <h2 className="text-2xl text-navy-900">{ui.whatsappTitle}</h2>
            <p className="mt-2 text-sm text-muted">{ui.whatsappText}</p>
            <a
              href={whatsappHref}
              rel="noopener noreferrer"
              className={buttonClass({ variant: "secondary", className: "mt-4 w-full" })}
            >
              <MessageCircle aria-hidden="true" />
              {ui.whatsappButton}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}

function Progress({ step, labels, progressText }: { step: number; labels: string[]; progressText: string }) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium text-navy-900">{progressText}</p>
        <p className="text-muted">{step}/4</p>
      </div>
      <div
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={step}
        aria-valuetext={progressText}
        aria-label={progressText}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-ivory-200"
      >
        <div
          className="h-full rounded-full bg-gold-500 transition-all"
          style={{ width: `${(step / 4) * 100}%` }}
        />
      </div>
      <ol className="mt-4 hidden grid-cols-4 gap-2 text-xs sm:grid">
        {labels.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === step ? "step" : undefined}
            className={index + 1 <= step ? "font-semibold text-navy-900" : "text-muted"}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
    </div>
  );
}

interface StepProps {
  draft: Draft;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
}

function StepPlaces({
  draft,
  errors,
  values,
  lang,
  credits,
  map,
}: StepProps & { lang: Lang; credits: string[]; map: MapSettings }) {
  const ui = bookingUi[lang];
  const [from, setFrom] = useState<ChosenPlace | null>(
    draft.departure ? { ...draft.departure, id: draft.departure.id ?? "" } : null,
  );
  const [to, setTo] = useState<ChosenPlace | null>(
    draft.arrival ? { ...draft.arrival, id: draft.arrival.id ?? "" } : null,
  );
  const [estimate, setEstimate] = useState<Estimate | null>(draft.estimate ?? null);
  const [calcError, setCalcError] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const toast = useToast();
  const sequence = useRef(0);

  // Changing a place clears the price; with both places known, the server calculates the trip.
  useEffect(() => {
    if (!from || !to) {
      setEstimate(null);
      return;
    }
    if (draft.estimate && draft.departure?.id === from.id && draft.arrival?.id === to.id) return;
    const mine = ++sequence.current;
    setEstimate(null);
    setCalculating(true);
    setCalcError(false);
    fetch("/api/calculate-trip", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        origin: { lat: from.lat, lng: from.lng },
        destination: { lat: to.lat, lng: to.lng },
        lang,
      }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as {
          distance_km: number;
          duration_min: number;
          price_cents: number;
          path: [number, number][];
          source: string;
          fallback: boolean;
        };
        if (mine !== sequence.current) return;
        setEstimate({
          distanceKm: body.distance_km,
          durationMin: body.duration_min,
          priceCents: body.price_cents,
          path: body.path.map(([lat, lng]) => ({ lat, lng })),
          source: body.source,
          fallback: body.fallback,
        });
      })
      .catch((error) => {
        if (mine !== sequence.current) return;
        console.warn("trip calculation failed", error);
        setCalcError(true);
        toast({ title: ui.errorCalculate, variant: "destructive" });
      })
      .finally(() => {
        if (mine === sequence.current) setCalculating(false);
      });
  }, [from, to, lang, draft, toast, ui.errorCalculate]);

  const departureDefault =
    values.departure !== undefined
      ? { label: values.departure }
      : (draft.departure ?? (draft.departureText ? { label: draft.departureText } : undefined));
  const arrivalDefault =
    values.arrival !== undefined
      ? { label: values.arrival }
      : (draft.arrival ?? (draft.arrivalText ? { label: draft.arrivalText } : undefined));

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <AddressCombobox
          name="departure"
          label={translate(lang, "booking.departure")}
          lang={lang}
          placeholder={ui.departurePlaceholder}
          hint={ui.searchHint}
          noResults={ui.noSuggestions}
          countText={ui.suggestionsCount}
          defaultValue={departureDefault as ChosenPlace | undefined}
          error={errors.departure}
          near={to ?? undefined}
          onChange={setFrom}
        />
        <AddressCombobox
          name="arrival"
          label={translate(lang, "booking.arrival")}
          lang={lang}
          placeholder={ui.arrivalPlaceholder}
          hint={ui.searchHint}
          noResults={ui.noSuggestions}
          countText={ui.suggestionsCount}
          defaultValue={arrivalDefault as ChosenPlace | undefined}
          error={errors.arrival}
          near={from ?? undefined}
          onChange={setTo}
        />
      </div>
      <TripMapFor
        map={map}
        from={from}
        to={to}
        path={estimate?.path ?? null}
        lang={lang}
        label={from && to ? ui.mapLabel(from.label, to.label) : ui.mapPlaceholder}
        placeholder={ui.mapPlaceholder}
      />
      <p className="text-xs text-muted">{[GEO_ATTRIBUTION[lang], ...credits].join(" · ")}</p>
      <EstimateBox estimate={estimate} calculating={calculating} failed={calcError} lang={lang} />
    </div>
  );
}

/**
 * The configured map: the site's own SVG by default; MapLibre (the SVG until it has loaded) for the
 * open providers; Google's map when Google data is shown, and no other map then.
 */
function TripMapFor({ map, ...svgProps }: ComponentProps<typeof RouteMap> & { map: MapSettings }) {
  const { from, to, path, lang, label, placeholder } = svgProps;
  const trip = useMemo(
    () => ({
      from: from ? { lat: from.lat, lng: from.lng } : null,
      to: to ? { lat: to.lat, lng: to.lng } : null,
      path,
    }),
    [from, to, path],
  );
  const svg = <RouteMap {...svgProps} />;
  if (map.provider === "embedded") return svg;
  return (
    <TripMap
      settings={map}
      trip={trip}
      lang={lang}
      label={label}
      placeholder={placeholder}
      fallback={
        map.provider === "maplibre" ? (
          svg
        ) : (
          <GoogleMapNotice lang={lang} placeholder={from && to ? null : placeholder} />
        )
      }
    />
  );
}

function EstimateBox({
  estimate,
  calculating,
  failed,
  lang,
}: {
  estimate: Estimate | null | undefined;
  calculating?: boolean;
  failed?: boolean;
  lang: Lang;
}) {
  const ui = bookingUi[lang];
  return (
    <section
      aria-labelledby="estimate-title"
      aria-live="polite"
      className="rounded-2xl border border-ivory-300 bg-white p-6"
    >
      <h3 id="estimate-title" className="text-xl text-navy-900">
        {ui.estimateTitle}
      </h3>
      {estimate ? (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-4">
            <div>
              <dt className="text-sm text-muted">{ui.distance}</dt>
              <dd className="mt-1 text-lg font-semibold text-navy-900" data-testid="estimate-distance">
                {formatDistance(estimate.distanceKm, lang)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{ui.duration}</dt>
              <dd className="mt-1 text-lg font-semibold text-navy-900" data-testid="estimate-duration">
                {formatDuration(estimate.durationMin, lang)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{ui.price}</dt>
              <dd className="mt-1 font-serif text-3xl text-navy-900" data-testid="estimate-price">
                {formatPrice(estimate.priceCents, lang)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted">{ui.estimateNote}</p>
          <p className="mt-1 text-xs text-muted" data-testid="estimate-source">
            {estimate.fallback
              ? ui.estimateFallbackNote
              : estimate.source === "osrm" || estimate.source === "google"
                ? ui.estimateRoadNote(estimate.source === "google" ? "Google" : "OpenStreetMap")
                : ui.estimateEmbeddedNote}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">
          {calculating ? ui.calculating : failed ? ui.errorCalculate : ui.mapPlaceholder}
        </p>
      )}
    </section>
  );
}

function StepWhen({
  draft,
  errors,
  values,
  today,
  showTravel,
}: StepProps & { today: string; showTravel: boolean }) {
  const lang = useLang();
  const ui = bookingUi[lang];
  const [time, setTime] = useState(values.time ?? draft.time ?? "");
  const passengers = values.passengers ?? String(draft.passengers ?? DEFAULT_PASSENGERS);
  const luggage = values.luggage ?? String(draft.luggage ?? DEFAULT_LUGGAGE);
  const within24h = useMemo(() => {
    const date = values.date ?? draft.date;
    if (!date || !time) return false;
    const diff = Date.parse(`${date}T${time}:00+01:00`) - Date.now();
    return diff < 24 * 3600 * 1000;
  }, [values.date, draft.date, time]);
  return (
    <div className="space-y-6">
      {draft.estimate && draft.departure && draft.arrival ? (
        <p className="rounded-lg bg-ivory-100 p-4 text-sm text-navy-900">
          {draft.departure.label} → {draft.arrival.label} · {formatDistance(draft.estimate.distanceKm, lang)}{" "}
          · {formatDuration(draft.estimate.durationMin, lang)} · {ui.priceLabel}{" "}
          {formatPrice(draft.estimate.priceCents, lang)}
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={translate(lang, "booking.date")}
          name="date"
          type="date"
          min={today}
          required
          defaultValue={values.date ?? draft.date ?? ""}
          error={errors.date}
        />
        <TimePicker
          label={translate(lang, "booking.time")}
          value={time}
          onChange={setTime}
          error={errors.time}
          texts={{
            hour: ui.hour,
            minute: ui.minute,
            chooseTime: ui.chooseTime,
            chooseHour: ui.chooseHour,
            chooseMinute: ui.chooseMinute,
          }}
        />
        <CountSelect
          label={translate(lang, "booking.passengers")}
          name="passengers"
          min={1}
          max={MAX_PASSENGERS}
          defaultValue={passengers}
          error={errors.passengers}
        />
        <CountSelect
          label={translate(lang, "booking.luggage")}
          name="luggage"
          min={0}
          max={MAX_LUGGAGE}
          defaultValue={luggage}
          error={errors.luggage}
        />
        {showTravel ? (
          <TextField
            className="sm:col-span-2"
            label={ui.flightNumber}
            optional={ui.optional}
            hint={ui.flightHint}
            name="flightNumber"
            maxLength={12}
            autoComplete="off"
            defaultValue={values.flightNumber ?? draft.flightNumber ?? ""}
            error={errors.flightNumber}
          />
        ) : null}
      </div>
      {within24h ? (
        <p className="rounded-lg border border-gold-500/40 bg-ivory-100 p-4 text-sm text-navy-900">
          {ui.within24h}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select of whole numbers from min to max (passengers, luggage). */
function CountSelect({
  label,
  name,
  min,
  max,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  min: number;
  max: number;
  defaultValue: string;
  error?: string;
}) {
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
        >
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

function StepContact({ draft, errors, values }: StepProps) {
  const lang = useLang();
  const ui = bookingUi[lang];
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        label={ui.firstName}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={80}
        defaultValue={values.firstName ?? draft.firstName ?? ""}
        error={errors.firstName}
      />
      <TextField
        label={ui.lastName}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={80}
        defaultValue={values.lastName ?? draft.lastName ?? ""}
        error={errors.lastName}
      />
      <TextField
        label={translate(lang, "contact.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values.email ?? draft.email ?? ""}
        error={errors.email}
      />
      <TextField
        label={translate(lang, "contact.phone")}
        name="phone"
        type="tel"
        autoComplete="tel"
        required
        maxLength={30}
        defaultValue={values.phone ?? draft.phone ?? ""}
        error={errors.phone}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={ui.message}
        optional={ui.optional}
        name="message"
        maxLength={2000}
        placeholder={ui.messagePlaceholder}
        defaultValue={values.message ?? draft.message ?? ""}
        error={errors.message}
      />
    </div>
  );
}

function StepSummary({ draft }: { draft: Draft }) {
  const lang = useLang();
  const ui = bookingUi[lang];
  const editLink = (step: number) => (
    <Link
      to={`${localizePath("/reservations", lang)}?step=${step}`}
      className="text-sm text-gold-700 underline underline-offset-4"
    >
      {ui.edit}
    </Link>
  );
  const rows: [string, React.ReactNode, number][] = [
    [
      ui.summaryTrip,
      <>
        {draft.departure?.label} → {draft.arrival?.label}
      </>,
      1,
    ],
    [
      ui.summaryWhen,
      <>
        {draft.date ? formatDate(draft.date, lang) : ""}, {draft.time}
        {draft.flightNumber ? ` · ${draft.flightNumber}` : ""}
      </>,
      2,
    ],
    [
      ui.summaryParty,
      <>
        {ui.passengersValue(draft.passengers ?? 0)}, {ui.luggageValue(draft.luggage ?? 0)}
      </>,
      2,
    ],
    [
      ui.summaryContact,
      <>
        {draft.firstName} {draft.lastName}
        <br />
        {draft.email} · {draft.phone}
        {draft.message ? (
          <>
            <br />
            <span className="whitespace-pre-line text-muted">{draft.message}</span>
          </>
        ) : null}
      </>,
      3,
    ],
  ];
  return (
    <div className="space-y-6">
      <h3 className="sr-only">{ui.summaryTitle}</h3>
      <dl className="divide-y divide-ivory-200 rounded-2xl border border-ivory-300 bg-white">
        {rows.map(([label, value, step]) => (
          <div key={label} className="grid gap-1 p-5 sm:grid-cols-[11rem_1fr_auto] sm:gap-4">
            <dt className="text-sm font-medium text-muted">{label}</dt>
            <dd className="text-navy-900">{value}</dd>
            <dd>{editLink(step)}</dd>
          </div>
        ))}
      </dl>
      {draft.estimate ? (
        <div className="rounded-2xl bg-navy-900 p-6 text-ivory-100">
          <p className="text-sm text-ivory-300">{ui.priceLabel}</p>
          <p className="mt-1 font-serif text-4xl text-ivory-50" data-testid="summary-price">
            {formatPrice(draft.estimate.priceCents, lang)}
          </p>
          <p className="mt-1 text-sm text-ivory-200">
            {formatDistance(draft.estimate.distanceKm, lang)} ·{" "}
            {formatDuration(draft.estimate.durationMin, lang)}
          </p>
          <p className="mt-4 text-sm">{ui.priceNote}</p>
        </div>
      ) : null}
      <ul className="space-y-2 text-sm text-muted">
        <li>{ui.paymentNote}</li>
        <li>{ui.cancellationNote}</li>
      </ul>
    </div>
  );
}
