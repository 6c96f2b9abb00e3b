/**
 * The staff detail view's read-only parts: the trip as requested (with the trips of decision 017:
 * type, stops, return, hire, included waiting, vehicles, extras), its price and price lines, the map
 * and the e-mails. The route module keeps the loader, the action and the status forms.
 */
import { useMemo } from "react";
import { Form } from "react-router";
import { FormEnd, StaffCard } from "~/components/admin/form-parts";
import { RouteMap } from "~/components/admin/route-map";
import { GoogleMapNotice, TripMap } from "~/components/maps/trip-map";
import { buttonClass } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/phone-link";
import { formatDateTime, formatEuros, formatTripDay, orDash } from "~/domain/admin/format";
import { type ReservationSource, sourceLabel } from "~/domain/admin/source";
import type { StaffTrip } from "~/domain/admin/trip-facts";
import { formatDistance, formatDuration } from "~/domain/geo/format";
import type { MapSettings } from "~/domain/geo/map-config";
import { DETAIL_TEXT, LANGUAGE_LABELS, RECAP_TEXT } from "~/i18n/staff";
import { SOURCE_TEXT } from "~/i18n/staff-phone";

interface EmailRow {
  id: string;
  toAddress: string;
  subject: string;
  status: "pending" | "sending" | "sent" | "failed";
  lastError: string | null;
  sentAt: Date | null;
}

interface ClientRow {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  language: "fr" | "en";
  message: string | null;
  passengerName: string | null;
  passengerPhone: string | null;
}

/** What the trip card reads of a stored request. */
interface TripRow {
  reference: string;
  createdAt: Date;
  date: string;
  time: string;
  departure: string;
  arrival: string;
  tripType: "oneWay" | "return" | "hourly";
  distanceKm: number | null;
  durationMin: number | null;
  passengers: number;
  luggage: number;
  flightNumber: string | null;
  source: ReservationSource;
  sourceName: string | null;
  stops?: readonly { label: string }[] | null;
}

export function Field({
  label,
  children,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A plain staff card whose content stands a little under its title. */
export function Card({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <StaffCard id={id} title={title}>
      <div className="mt-3">{children}</div>
    </StaffCard>
  );
}

/** Who asked, how to reach them, in which language, and what they wrote. */
export function ClientCard({ r }: { r: ClientRow }) {
  return (
    <Card title={DETAIL_TEXT.sectionClient} id="client">
      <dl className="divide-y divide-ivory-200">
        <Field label={DETAIL_TEXT.firstName}>{r.firstName}</Field>
        <Field label={DETAIL_TEXT.lastName}>{r.lastName}</Field>
        <Field label={DETAIL_TEXT.email}>
          {r.email ? (
            <a href={`mailto:${r.email}`} className="break-all text-gold-700 underline underline-offset-4">
              {r.email}
            </a>
          ) : (
            <span className="text-muted" data-testid="no-email">
              {DETAIL_TEXT.noEmail}
            </span>
          )}
        </Field>
        <Field label={DETAIL_TEXT.phone}>
          <PhoneLink phone={r.phone} className="text-gold-700 underline underline-offset-4" />
        </Field>
        <Field label={DETAIL_TEXT.language}>{LANGUAGE_LABELS[r.language]}</Field>
        {r.passengerName ? (
          <Field label={DETAIL_TEXT.passenger} testId="detail-passenger">
            {r.passengerName}
            {r.passengerPhone ? (
              <>
                {", "}
                <PhoneLink phone={r.passengerPhone} className="text-gold-700 underline underline-offset-4" />
              </>
            ) : (
              <span className="text-muted">{DETAIL_TEXT.passengerNoPhone}</span>
            )}
          </Field>
        ) : null}
        <Field label={DETAIL_TEXT.message} testId="detail-message">
          <span className="whitespace-pre-line break-words">{orDash(r.message)}</span>
        </Field>
      </dl>
    </Card>
  );
}

/** The trip as requested: places, the time and which time it is, and the facts of its type. */
export function TripCard({
  r,
  trip,
  placed = [],
}: {
  r: TripRow;
  trip: StaffTrip;
  /** Addresses kept as typed, and the gazetteer's place the estimate put them at (decision 016). */
  placed?: { label: string; where: string }[];
}) {
  const hourly = r.tripType === "hourly";
  const place = (label: string) => {
    const where = placed.find((p) => p.label === label)?.where;
    return (
      <>
        {label}
        {where ? <span className="block text-sm text-muted">{DETAIL_TEXT.placedAt(where)}</span> : null}
      </>
    );
  };
  return (
    <Card title={DETAIL_TEXT.sectionTrip} id="trip">
      <dl className="divide-y divide-ivory-200" data-testid="trip-facts">
        <Field label={DETAIL_TEXT.reference}>{r.reference}</Field>
        <Field label={DETAIL_TEXT.received}>{formatDateTime(r.createdAt)}</Field>
        <Field label={SOURCE_TEXT.detail} testId="detail-source">
          {sourceLabel(r.source, r.sourceName)}
        </Field>
        <Field label={DETAIL_TEXT.date}>{formatTripDay(r.date)}</Field>
        <Field label={trip.timeLabel}>{r.time}</Field>
        <Field label={DETAIL_TEXT.departure}>{place(r.departure)}</Field>
        {hourly ? null : <Field label={DETAIL_TEXT.arrival}>{place(r.arrival)}</Field>}
        {trip.rows.map(([label, value]) => (
          <Field key={label} label={label}>
            <span className="whitespace-pre-line">{value}</span>
            {label === trip.stopsLabel
              ? (r.stops ?? []).map((stop, i) => {
                  const where = placed.find((p) => p.label === stop.label)?.where;
                  return where ? (
                    <span key={`${i}-${stop.label}`} className="block text-sm text-muted">
                      {DETAIL_TEXT.stopPlacedAt(i + 1, where)}
                    </span>
                  ) : null;
                })
              : null}
          </Field>
        ))}
        {hourly ? null : (
          <>
            <Field label={DETAIL_TEXT.distance}>
              {r.distanceKm !== null ? formatDistance(r.distanceKm, "fr") : "—"}
            </Field>
            <Field label={DETAIL_TEXT.duration}>
              {r.durationMin !== null ? formatDuration(r.durationMin, "fr") : "—"}
            </Field>
          </>
        )}
        <Field label={DETAIL_TEXT.passengers}>{r.passengers}</Field>
        <Field label={DETAIL_TEXT.luggage}>{r.luggage}</Field>
        <Field label={trip.travelLabel ?? DETAIL_TEXT.flight}>{orDash(r.flightNumber)}</Field>
      </dl>
    </Card>
  );
}

/** The estimate with its lines as the server computed them, and the price the office confirmed. */
export function PriceCard({
  priceCents,
  finalPriceCents,
  trip,
  quoteExpiresAt = null,
}: {
  priceCents: number | null;
  finalPriceCents: number | null;
  trip: StaffTrip;
  /** Set while a quote waits for the client (status `quoted`): the price shown is the one offered. */
  quoteExpiresAt?: Date | null;
}) {
  return (
    <Card title={DETAIL_TEXT.sectionPrice} id="price">
      <dl className="divide-y divide-ivory-200">
        <Field label={DETAIL_TEXT.estimate}>{formatEuros(priceCents)}</Field>
        {trip.priceGroups.length ? (
          <Field label={DETAIL_TEXT.priceLines} testId="price-lines">
            <div className="space-y-2 text-sm">
              {trip.priceGroups.map((group) => (
                <div key={group.part}>
                  <p className="font-medium text-navy-900">{group.title}</p>
                  <ul>
                    {group.rows.map((row, i) => (
                      <li key={`${row.label}-${i}`} className="flex justify-between gap-3">
                        <span>{row.label}</span>
                        <span className="tabular-nums whitespace-nowrap">{row.amount}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Field>
        ) : null}
        {quoteExpiresAt ? (
          <Field label={DETAIL_TEXT.quotedPrice} testId="quoted-price">
            {DETAIL_TEXT.quotedPriceValue(formatEuros(finalPriceCents), formatDateTime(quoteExpiresAt))}
          </Field>
        ) : (
          <Field label={DETAIL_TEXT.finalPrice} testId="final-price">
            {formatEuros(finalPriceCents)}
          </Field>
        )}
      </dl>
    </Card>
  );
}

/**
 * The configured map (staff pages are in French); the site's SVG map by default and as fallback.
 * Without `to` (a hire, which keeps its driver from one place) it shows the pickup alone.
 */
export function ReservationMap({
  map,
  from,
  to,
  label,
}: {
  map: MapSettings;
  from: { lat: number; lng: number };
  to: { lat: number; lng: number } | null;
  label: string;
}) {
  const { lat: fromLat, lng: fromLng } = from;
  const toLat = to?.lat;
  const toLng = to?.lng;
  const trip = useMemo(
    () => ({
      from: { lat: fromLat, lng: fromLng },
      to: toLat === undefined || toLng === undefined ? null : { lat: toLat, lng: toLng },
    }),
    [fromLat, fromLng, toLat, toLng],
  );
  const svg = (
    <RouteMap
      from={from}
      to={to}
      label={label}
      fromLabel={to ? DETAIL_TEXT.departure : DETAIL_TEXT.pickup}
      toLabel={DETAIL_TEXT.arrival}
    />
  );
  if (map.provider === "embedded") return svg;
  return (
    <TripMap
      settings={map}
      trip={trip}
      lang="fr"
      label={label}
      className="h-[320px]"
      fallback={map.provider === "maplibre" ? svg : <GoogleMapNotice lang="fr" />}
    />
  );
}

export function EmailList({ emails }: { emails: readonly EmailRow[] }) {
  if (emails.length === 0) return <p className="text-sm text-muted">{DETAIL_TEXT.noEmails}</p>;
  return (
    <ul className="space-y-3" data-testid="emails">
      {emails.map((email) => (
        <li key={email.id} className="border-l-2 border-ivory-300 pl-3 text-sm">
          <p className="font-medium break-words text-navy-900">{email.subject}</p>
          <p className="break-all text-muted">{email.toAddress}</p>
          <p className={email.status === "failed" ? "font-medium text-danger" : "text-muted"}>
            {email.status === "sent" && email.sentAt
              ? DETAIL_TEXT.emailSent(formatDateTime(email.sentAt))
              : DETAIL_TEXT.emailStatus[email.status]}
          </p>
          {email.status === "failed" ? (
            <>
              {email.lastError ? (
                <p className="mt-1 text-xs break-words text-muted">{email.lastError}</p>
              ) : null}
              <Form method="post" className="mt-2">
                <input type="hidden" name="emailId" value={email.id} />
                <button
                  type="submit"
                  name="intent"
                  value="retry-email"
                  className={buttonClass({ variant: "outline", size: "sm" })}
                >
                  {DETAIL_TEXT.emailRetry}
                </button>
              </Form>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Sends the client, again, the e-mail of their request as it stands, with the link to their page
 * (decision 039): for an address added or corrected later, or an e-mail lost.
 */
export function RecapForm({
  status,
  email,
  error,
  submitting,
}: {
  status: "new" | "quoted" | "confirmed";
  email: string;
  error?: string;
  submitting: boolean;
}) {
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-ivory-200 pt-4" data-testid="recap-form">
      <input type="hidden" name="intent" value="send-recap" />
      {/* The e-mail the hint announces is the one of this status: the server refuses it if it changed (409). */}
      <input type="hidden" name="from" value={status} />
      <p id="recap-hint" className="text-sm text-muted">
        {RECAP_TEXT.hint[status](email)}
      </p>
      <FormEnd error={error} submitting={submitting} label={RECAP_TEXT.send} describedBy="recap-hint" />
    </Form>
  );
}
