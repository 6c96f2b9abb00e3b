import { CalendarClock, Lock, Phone } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Alert, NoRequest, PickupRows } from "~/components/follow/parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { RequestRows } from "~/components/ui/pairs";
import type { Reservation } from "~/db/schema";
import { cancellationCostAt, lateBooking } from "~/domain/cancellation";
import { formatLongDate, formatParisDateTime } from "~/domain/dates";
import {
  canAskChange,
  cancelStake,
  checkClientCancel,
  followPath,
  freeCancellationUntil,
  MAX_CHANGE_REQUEST_LENGTH,
} from "~/domain/follow";
import { telHref, whatsappHref } from "~/domain/phone";
import { formatPrice } from "~/domain/pricing/format";
import { travelNumberLabel, tripFactRows, whenText } from "~/domain/pricing/lines";
import { tariffTripFacts } from "~/domain/pricing/trip";
import { quoteValidity } from "~/domain/quote";
import { passengerLine } from "~/domain/traveller";
import { dictionary, useLang } from "~/i18n";
import { cancelConfirmText, followTexts } from "~/i18n/follow";
import type { Lang } from "~/i18n/lang";
import { assertSameOrigin } from "~/lib/auth.server";
import { languageContext, requestInfoContext } from "~/lib/context.server";
import {
  acceptQuoteByClient,
  cancelByClient,
  findByToken,
  requestChangeByClient,
} from "~/lib/follow-store.server";
import { invalid, readForm, tooMany } from "~/lib/form-action.server";
import { log } from "~/lib/logger.server";
import { hit } from "~/lib/rate-limit.server";
import { metaLang, type RootData, rootDataFrom, seo } from "~/seo/meta";
import { routeHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/follow";

/**
 * The client's private page (decision 021): reached only from the link in their e-mails, never
 * indexed, never cached, and its address (which holds the secret) never sent as a referrer to another site (same-origin, not
 * no-referrer: with no-referrer browsers send `Origin: null` on the page’s own forms, which are refused).
 */
export const headers = routeHeaders({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = (args) => {
  const t = followTexts(metaLang(args.matches));
  const kind = args.loaderData?.kind;
  const texts = kind === "unknown" ? t.unknown.meta : kind === "expired" ? t.expired.meta : t.meta;
  return seo(args, { title: texts.title, description: texts.description, indexable: false });
};

/** How long a quote stands, as its e-mail says: through a whole day, or to a time when cut short. */
function quoteUntil(expiresAt: Date, lang: Lang): string {
  const validity = quoteValidity(expiresAt);
  return validity.time === null
    ? followTexts(lang).quote.throughDay(formatLongDate(validity.day, lang))
    : formatParisDateTime(expiresAt, lang);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { clientIp, env } = context.get(requestInfoContext);
  const lang = context.get(languageContext);
  const limited = await hit("followPage", clientIp, env);
  if (!limited.ok) {
    log.warn("follow page rate limited", { ip: clientIp });
    return tooMany({ kind: "limited" as const }, limited);
  }
  const now = new Date();
  const found = await findByToken(params.token, now);
  if (found.kind !== "ok") {
    return data({ kind: found.kind }, { status: found.kind === "expired" ? 410 : 404 });
  }
  const r = found.reservation;
  const url = new URL(request.url);
  const cancel = checkClientCancel(r, now);
  const until = formatParisDateTime(freeCancellationUntil(r.date, r.time), lang);
  const cost = cancellationCostAt(r, now);
  // The free cancellation had ended before the request was made, or before it was confirmed: the
  // page says so rather than naming a cut-off the client never had.
  const late = lateBooking(r, {
    createdAt: r.createdAt,
    confirmedAt: r.status === "confirmed" ? r.statusChangedAt : null,
  });
  return {
    kind: "ok" as const,
    path: followPath(params.token, lang),
    confirming: url.searchParams.get("step") === "cancel" && cancel.ok,
    done: url.searchParams.get("done"),
    recap: {
      reference: r.reference,
      status: r.status,
      priceCents: r.priceCents,
      finalPriceCents: r.finalPriceCents,
      passengerName: r.passengerName,
    },
    rows: tripRows(r, lang),
    assignment: found.assignment,
    cancel: cancel.ok
      ? ({
          state: "allowed",
          until,
          late: null,
          cost,
          stake: cancelStake(r.status, found.assignment),
        } as const)
      : ({ state: cancel.error, until, late, cost } as const),
    changeAllowed: canAskChange(r, now),
    quote:
      r.status === "quoted" && r.quoteExpiresAt && r.finalPriceCents !== null
        ? {
            priceCents: r.finalPriceCents,
            until: quoteUntil(r.quoteExpiresAt, lang),
            expired: now.getTime() >= r.quoteExpiresAt.getTime(),
          }
        : null,
    pendingChange: r.changeRequest
      ? {
          text: r.changeRequest,
          at: formatParisDateTime(r.changeRequestedAt?.getTime() ?? now.getTime(), lang),
        }
      : null,
  };
}

/**
 * The request's trip as the client's e-mails and the confirmation page recap it, with the same
 * helpers (pricing/lines.ts): the pickup (and, but for a hire, the drop-off), the date and which time
 * it is (a pickup, or a scheduled landing or train arrival), the flight or train, then the trip's own
 * facts (type, stops and their waiting, the return's pickup and way, a hire's length and kilometres
 * included, the waiting included at an arrival, vehicles, extras, name board) and the party.
 */
function tripRows(r: Reservation, lang: Lang): [string, string | null][] {
  const t = followTexts(lang);
  const trips = dictionary(lang).booking.trips;
  const longDate = (iso: string) => formatLongDate(iso, lang);
  return [
    [t.reference, r.reference],
    [t.departure, r.departure],
    [t.arrival, r.tripType === "hourly" ? null : r.arrival],
    [t.when, whenText(r.date, r.time, r.departureKind, trips, longDate)],
    [travelNumberLabel(r, trips) ?? t.flight, r.flightNumber],
    ...tripFactRows({ ...r, ...tariffTripFacts(r) }, trips, lang, longDate),
    [t.party, dictionary(lang).common.party(r.passengers, r.luggage)],
    // Booked for someone else (decision 043): who the chauffeur greets, with their phone when given.
    [dictionary(lang).email.passenger, passengerLine(r)],
  ];
}

type ActionData = { error: string; field?: "change"; value?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { clientIp, env } = context.get(requestInfoContext);
  const lang = context.get(languageContext);
  const t = followTexts(lang);
  assertSameOrigin(request, env.SITE_URL);
  const fields = await readForm(request);
  const limited = await hit("followAction", clientIp, env);
  if (!limited.ok) {
    log.warn("follow actions rate limited", { ip: clientIp });
    return tooMany<ActionData>({ error: t.errors.rateLimited }, limited);
  }
  const path = followPath(params.token, lang);
  const gone = (result: "unknown" | "expired") =>
    data<ActionData>(
      { error: result === "expired" ? t.expired.title : t.unknown.title },
      { status: result === "expired" ? 410 : 404 },
    );
  if (fields.intent === "cancel" && fields.confirm === "yes") {
    const result = await cancelByClient(params.token, env);
    if (result === "unknown" || result === "expired") return gone(result);
    if (result === "too-late") return invalid<ActionData>({ error: t.errors.tooLate }, 409);
    if (result === "closed") return invalid<ActionData>({ error: t.errors.closed }, 409);
    log.info("request cancelled by the client from their link");
    return redirect(`${path}?done=cancelled`, 303);
  }
  if (fields.intent === "accept-quote") {
    const result = await acceptQuoteByClient(params.token, env);
    if (result === "unknown" || result === "expired") return gone(result);
    if (result === "accepted") return invalid<ActionData>({ error: t.errors.quoteAccepted }, 409);
    if (result === "closed") return invalid<ActionData>({ error: t.errors.quoteClosed }, 409);
    if (result === "quote-expired") return invalid<ActionData>({ error: t.errors.quoteExpired }, 410);
    log.info("quote accepted by the client from their link");
    return redirect(`${path}?done=accepted`, 303);
  }
  if (fields.intent === "change") {
    const text = (fields.change ?? "").replace(/\r\n/g, "\n").trim();
    if (!text) return invalid<ActionData>({ error: t.changeEmpty, field: "change", value: "" });
    if (text.length > MAX_CHANGE_REQUEST_LENGTH)
      return invalid<ActionData>({
        error: t.changeTooLong(MAX_CHANGE_REQUEST_LENGTH),
        field: "change",
        value: text.slice(0, MAX_CHANGE_REQUEST_LENGTH),
      });
    const result = await requestChangeByClient(params.token, text, env);
    if (result === "unknown" || result === "expired") return gone(result);
    if (result === "closed") return invalid<ActionData>({ error: t.closedText }, 409);
    log.info("change requested by the client from their link");
    return redirect(`${path}?done=change#change`, 303);
  }
  return invalid<ActionData>({ error: t.errors.invalid });
}

export default function Follow({ loaderData, actionData, matches }: Route.ComponentProps) {
  const lang = useLang();
  const navigation = useNavigation();
  if (loaderData.kind !== "ok") return <NoRequest kind={loaderData.kind} lang={lang} />;
  const t = followTexts(lang);
  const company = (rootDataFrom(matches) as RootData | undefined)?.company;
  const { recap, rows, cancel, assignment, pendingChange, path, done } = loaderData;
  const busy = navigation.state !== "idle";
  const open = recap.status === "new" || recap.status === "quoted" || recap.status === "confirmed";
  const { quote } = loaderData;
  const price = quote
    ? ([t.quote.price, formatPrice(quote.priceCents, lang)] as [string, string])
    : recap.finalPriceCents !== null
      ? ([t.finalPrice, formatPrice(recap.finalPriceCents, lang)] as [string, string])
      : recap.priceCents !== null
        ? ([t.estimate, formatPrice(recap.priceCents, lang)] as [string, string])
        : ([t.estimate, null] as [string, null]);

  return (
    <>
      <section className="bg-navy-900 text-ivory-50">
        <div className="container-page py-12 md:py-16">
          <p className="eyebrow flex items-center gap-2 text-gold-300">
            <Lock className="size-4" aria-hidden="true" />
            {t.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl leading-tight md:text-5xl">{t.title(recap.reference)}</h1>
          <p className="mt-5 flex flex-wrap items-center gap-3 text-lg">
            <span className="text-ivory-300">{t.statusLabel}</span>
            <strong
              data-testid="follow-status"
              className="rounded-full border border-gold-500/50 bg-navy-800 px-4 py-1 text-gold-300"
            >
              {t.statuses[recap.status]}
            </strong>
          </p>
          <p className="mt-4 max-w-2xl leading-relaxed text-ivory-200">
            {recap.status === "confirmed" && recap.passengerName
              ? t.confirmedFor(recap.passengerName)
              : t.statusTexts[recap.status]}
          </p>
          <p className="mt-3 text-sm text-ivory-300">{t.privateNote}</p>
        </div>
      </section>

      <div className="bg-ivory-100 py-10 md:py-14">
        <div className="container-page grid max-w-5xl gap-8 lg:grid-cols-[1.3fr_1fr]">
          <div className="space-y-8">
            {done === "cancelled" && recap.status === "cancelled" ? (
              <Alert tone="ok">{t.cancelled}</Alert>
            ) : null}
            {done === "accepted" && recap.status === "confirmed" ? (
              <Alert tone="ok">{t.quote.accepted}</Alert>
            ) : null}
            {actionData?.error && actionData.field !== "change" ? (
              <Alert tone="error">{actionData.error}</Alert>
            ) : null}
            {quote ? (
              <section
                id="quote"
                aria-labelledby="follow-quote"
                className="rounded-2xl border-2 border-gold-500 bg-white p-6 shadow-sm"
              >
                <h2 id="follow-quote" className="text-2xl text-navy-900 md:text-3xl">
                  {t.quote.title}
                </h2>
                <p className="mt-3 text-muted">{t.quote.text}</p>
                <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                  <div>
                    <dt className="text-sm font-medium text-muted">{t.quote.price}</dt>
                    <dd
                      className="mt-1 font-serif text-3xl text-navy-900 lining-nums"
                      data-testid="quote-price"
                    >
                      {formatPrice(quote.priceCents, lang)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm font-medium text-muted">{t.quote.validUntil}</dt>
                    <dd className="mt-1 text-navy-900">{quote.until}</dd>
                  </div>
                </dl>
                {quote.expired ? (
                  <p className="mt-4 text-navy-900" data-testid="quote-expired">
                    {t.quote.expired(quote.until)}
                  </p>
                ) : (
                  <Form method="post" action={path} className="mt-5">
                    <input type="hidden" name="intent" value="accept-quote" />
                    <button type="submit" disabled={busy} className={buttonClass({ size: "lg" })}>
                      {busy && navigation.formData?.get("intent") === "accept-quote"
                        ? t.quote.accepting
                        : t.quote.accept}
                    </button>
                    <p className="mt-3 text-sm text-muted">{t.quote.acceptNote}</p>
                  </Form>
                )}
              </section>
            ) : null}
            <section aria-labelledby="follow-trip">
              <h2 id="follow-trip" className="text-2xl text-navy-900 md:text-3xl">
                {t.tripTitle}
              </h2>
              <div className="mt-4">
                <RequestRows rows={[...rows, price]} />
              </div>
            </section>
            {recap.status === "confirmed" ? (
              <section aria-labelledby="follow-pickup">
                <h2 id="follow-pickup" className="text-2xl text-navy-900 md:text-3xl">
                  {t.pickupTitle}
                </h2>
                <div className="mt-4">
                  {assignment ? (
                    <PickupRows assignment={assignment} t={t} />
                  ) : (
                    <p className="text-muted">{t.notAssignedYet}</p>
                  )}
                </div>
              </section>
            ) : null}
          </div>

          <div className="space-y-6">
            {open ? (
              <section
                aria-labelledby="follow-cancel"
                className="rounded-2xl border border-ivory-300 bg-white p-6 shadow-sm"
              >
                <h2 id="follow-cancel" className="flex items-center gap-2 font-sans text-lg font-semibold">
                  <CalendarClock className="size-5 text-gold-700" aria-hidden="true" />
                  {t.cancelTitle}
                </h2>
                {cancel.state === "allowed" ? (
                  loaderData.confirming ? (
                    <div className="mt-3" data-testid="cancel-confirm">
                      <h3 className="font-sans text-base font-semibold text-navy-900">
                        {t.cancelConfirmTitle}
                      </h3>
                      <p className="mt-2 text-muted">{cancelConfirmText(t, cancel.stake)}</p>
                      <Form method="post" action={path} className="mt-4 flex flex-col gap-3">
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="confirm" value="yes" />
                        <button
                          type="submit"
                          disabled={busy}
                          className={buttonClass({ className: "bg-red-700 text-white hover:bg-red-800" })}
                        >
                          {t.cancelConfirm}
                        </button>
                        <Link
                          to={path}
                          className={buttonClass({ variant: "outline", className: "text-navy-900" })}
                        >
                          {t.cancelKeep}
                        </Link>
                      </Form>
                    </div>
                  ) : (
                    <>
                      <p className="mt-2 text-muted">{t.cancelFreeUntil(cancel.until)}</p>
                      <Link
                        to={`${path}?step=cancel#follow-cancel`}
                        className={buttonClass({ variant: "outline", className: "mt-4 text-navy-900" })}
                      >
                        {t.cancelAction}
                      </Link>
                    </>
                  )
                ) : (
                  <div className="mt-2 space-y-2 text-muted" data-testid="cancel-too-late">
                    {cancel.late && cancel.cost !== "free" ? (
                      <>
                        <p>{t.cancelLate(cancel.late)}</p>
                        <p>{t.cancelCost[cancel.cost]}</p>
                      </>
                    ) : (
                      <p>{t.cancelTooLate(cancel.until)}</p>
                    )}
                    <p>{t.cancelTooLateCall}</p>
                  </div>
                )}
              </section>
            ) : (
              <p className="rounded-2xl border border-ivory-300 bg-white p-6 text-muted">{t.closedText}</p>
            )}

            {open && loaderData.changeAllowed ? (
              <section
                id="change"
                aria-labelledby="follow-change"
                className="rounded-2xl border border-ivory-300 bg-white p-6 shadow-sm"
              >
                <h2 id="follow-change" className="font-sans text-lg font-semibold">
                  {t.changeTitle}
                </h2>
                {done === "change" ? (
                  <div className="mt-3">
                    <Alert tone="ok">{t.changeSent}</Alert>
                  </div>
                ) : null}
                {pendingChange ? (
                  <div className="mt-3 rounded-lg bg-ivory-100 p-3 text-sm" data-testid="pending-change">
                    <p className="text-muted">{t.changePending(pendingChange.at)}</p>
                    <p className="mt-1 whitespace-pre-line break-words text-navy-900">{pendingChange.text}</p>
                  </div>
                ) : null}
                <p className="mt-3 text-muted">{t.changeText}</p>
                <Form method="post" action={`${path}#change`} className="mt-4 space-y-3">
                  <input type="hidden" name="intent" value="change" />
                  <label htmlFor="follow-change-text" className="block text-sm font-medium text-navy-900">
                    {t.changeLabel}
                  </label>
                  <textarea
                    id="follow-change-text"
                    name="change"
                    rows={4}
                    maxLength={MAX_CHANGE_REQUEST_LENGTH}
                    required
                    defaultValue={actionData?.field === "change" ? actionData.value : ""}
                    aria-invalid={actionData?.field === "change" ? true : undefined}
                    aria-describedby="follow-change-hint"
                    className={inputClass}
                  />
                  {actionData?.field === "change" ? (
                    <p className="text-sm text-red-700" role="alert">
                      {actionData.error}
                    </p>
                  ) : null}
                  <p id="follow-change-hint" className="text-sm text-muted">
                    {t.changeHint}
                  </p>
                  <button type="submit" disabled={busy} className={buttonClass({})}>
                    {t.changeSubmit}
                  </button>
                </Form>
              </section>
            ) : null}

            {company ? (
              <section
                aria-labelledby="follow-contact"
                className="rounded-2xl border border-ivory-300 bg-white p-6 shadow-sm"
              >
                <h2 id="follow-contact" className="font-sans text-lg font-semibold">
                  {t.contactTitle}
                </h2>
                <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col">
                  <a href={telHref(company.phone)} className={buttonClass({ className: "gap-2" })}>
                    <Phone className="size-4" aria-hidden="true" />
                    {t.call} {company.phone}
                  </a>
                  <a
                    href={whatsappHref(company.whatsapp, t.whatsappAbout(recap.reference))}
                    className={buttonClass({ variant: "outline", className: "text-navy-900" })}
                    rel="noreferrer"
                  >
                    {t.whatsapp}
                  </a>
                </div>
              </section>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
