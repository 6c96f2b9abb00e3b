import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { type ReservationFilters, reservationSearch } from "~/domain/admin/filters";
import { formatDateTime, formatEuros, formatTripDate, orDash } from "~/domain/admin/format";
import { STATUSES, type Status } from "~/domain/admin/status";
import { ADMIN_TEXT, STATUS_LABELS } from "~/i18n/staff";
import { Pagination } from "./pagination";
import { StatusBadge } from "./status-badge";
import { TableRegion, tdClass, thClass } from "./table-region";

interface ReservationRowView {
  id: string;
  reference: string;
  status: Status;
  createdAt: Date | string;
  date: string;
  time: string;
  departure: string;
  arrival: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passengers: number;
  luggage: number;
  priceCents: number | null;
  finalPriceCents: number | null;
  message: string | null;
}

const labelClass = "block text-sm font-medium text-navy-900";

export function ReservationFiltersForm({ filters }: { filters: ReservationFilters }) {
  return (
    <Form method="get" action="/admin" className="rounded-xl border border-ivory-300 bg-white p-5 shadow-sm">
      <h2 className="font-sans text-base font-semibold text-navy-900">{ADMIN_TEXT.filtersTitle}</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-6">
        <div className="space-y-1.5 md:col-span-2">
          <label htmlFor="filter-q" className={labelClass}>
            {ADMIN_TEXT.search}
          </label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            aria-describedby="filter-q-hint"
            className={inputClass}
          />
          <p id="filter-q-hint" className="text-xs text-muted">
            {ADMIN_TEXT.searchHint}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="filter-status" className={labelClass}>
            {ADMIN_TEXT.status}
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">{ADMIN_TEXT.allStatuses}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="filter-date-field" className={labelClass}>
            {ADMIN_TEXT.dateField}
          </label>
          <select
            id="filter-date-field"
            name="dateField"
            defaultValue={filters.dateField}
            className={inputClass}
          >
            <option value="trip">{ADMIN_TEXT.dateFieldTrip}</option>
            <option value="created">{ADMIN_TEXT.dateFieldCreated}</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="filter-from" className={labelClass}>
            {ADMIN_TEXT.from}
          </label>
          <input
            id="filter-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ""}
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="filter-to" className={labelClass}>
            {ADMIN_TEXT.to}
          </label>
          <input
            id="filter-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ""}
            className={inputClass}
          />
        </div>
        <div className="space-y-1.5 md:col-span-2">
          <label htmlFor="filter-sort" className={labelClass}>
            {ADMIN_TEXT.sort}
          </label>
          <select id="filter-sort" name="sort" defaultValue={filters.sort} className={inputClass}>
            <option value="created">{ADMIN_TEXT.sortCreated}</option>
            <option value="trip">{ADMIN_TEXT.sortTrip}</option>
          </select>
        </div>
        <div className="flex items-end gap-3 md:col-span-2 xl:col-span-4">
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            <Search aria-hidden="true" />
            {ADMIN_TEXT.apply}
          </button>
          <Link to="/admin" className={buttonClass({ variant: "ghost" })}>
            {ADMIN_TEXT.reset}
          </Link>
        </div>
      </div>
    </Form>
  );
}

export function ReservationResults({
  filters,
  rows,
  total,
  pages,
  busy,
}: {
  filters: ReservationFilters;
  rows: ReservationRowView[];
  total: number;
  pages: number;
  busy: boolean;
}) {
  const exportHref = `/admin/export.csv${reservationSearch({ ...filters, page: 1 })}`;
  return (
    <div className="mt-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-navy-900" data-testid="reservation-total">
          {ADMIN_TEXT.resultsReservations(total)}
        </p>
        <a href={exportHref} download className={buttonClass({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          {ADMIN_TEXT.exportCsv}
          <span className="sr-only"> : {ADMIN_TEXT.exportHint}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-ivory-300 bg-white p-6 text-muted">
          {ADMIN_TEXT.noReservations}
        </p>
      ) : (
        <TableRegion label={ADMIN_TEXT.reservationsCaption} busy={busy}>
          <table className="w-full min-w-[76rem] border-collapse" data-testid="reservations-table">
            <caption className="sr-only">{ADMIN_TEXT.reservationsCaption}</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colReference}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colReceived}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colClient}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colRoute}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colTrip}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colPassengers}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colEstimate}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colStatus}
                </th>
                <th scope="col" className={thClass}>
                  {ADMIN_TEXT.colMessage}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="reservation-row" className="hover:bg-ivory-50">
                  <th scope="row" className={`${tdClass} text-left font-semibold whitespace-nowrap`}>
                    <Link
                      to={`/admin/reservations/${row.id}`}
                      className="rounded text-gold-700 underline underline-offset-4 hover:text-navy-900"
                    >
                      {row.reference}
                    </Link>
                  </th>
                  <td className={`${tdClass} whitespace-nowrap`} data-testid="reservation-created">
                    {formatDateTime(row.createdAt)}
                  </td>
                  <td className={`${tdClass} min-w-52`}>
                    <p className="font-medium text-navy-900">
                      {row.firstName} {row.lastName}
                    </p>
                    <p className="break-all text-muted">{row.email}</p>
                    <p className="whitespace-nowrap text-muted">{row.phone}</p>
                  </td>
                  <td className={`${tdClass} min-w-60`}>
                    <p>{row.departure}</p>
                    <p className="text-muted">→ {row.arrival}</p>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatTripDate(row.date)} {row.time}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <p>{ADMIN_TEXT.passengers(row.passengers)}</p>
                    <p className="text-muted">{ADMIN_TEXT.luggage(row.luggage)}</p>
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <p>
                      <span className="text-muted">{ADMIN_TEXT.estimateShort}</span>{" "}
                      {formatEuros(row.priceCents)}
                    </p>
                    {row.finalPriceCents !== null ? (
                      <p className="font-medium text-navy-900">
                        {ADMIN_TEXT.finalShort} {formatEuros(row.finalPriceCents)}
                      </p>
                    ) : null}
                  </td>
                  <td className={tdClass}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={`${tdClass} min-w-48 max-w-xs`} data-testid="reservation-message">
                    <p className="line-clamp-3 whitespace-pre-line break-words">{orDash(row.message)}</p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pagination
        page={filters.page}
        pages={pages}
        href={(page) => `/admin${reservationSearch({ ...filters, page })}`}
      />
    </div>
  );
}
