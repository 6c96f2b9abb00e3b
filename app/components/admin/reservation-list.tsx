import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { type ReservationFilters, reservationSearch } from "~/domain/admin/filters";
import { formatDateTime, formatEuros, formatTripDate, orDash } from "~/domain/admin/format";
import { STATUSES, type Status } from "~/domain/admin/status";
import { ADMIN_TEXT, STATUS_LABELS } from "~/i18n/staff";
import { StatusBadge } from "./status-badge";
import { FilterButtons, FilterField, ResultsTable, tdClass } from "./table-region";

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

const RESERVATIONS_TABLE = {
  caption: ADMIN_TEXT.reservationsCaption,
  className: "w-full min-w-[76rem] border-collapse",
  testId: "reservations-table",
  columns: [
    ADMIN_TEXT.colReference,
    ADMIN_TEXT.colReceived,
    ADMIN_TEXT.colClient,
    ADMIN_TEXT.colRoute,
    ADMIN_TEXT.colTrip,
    ADMIN_TEXT.colPassengers,
    ADMIN_TEXT.colEstimate,
    ADMIN_TEXT.colStatus,
    ADMIN_TEXT.colMessage,
  ],
};

export function ReservationFiltersForm({ filters }: { filters: ReservationFilters }) {
  return (
    <Form method="get" action="/admin" className="rounded-xl border border-ivory-300 bg-white p-5 shadow-sm">
      <h2 className="font-sans text-base font-semibold text-navy-900">{ADMIN_TEXT.filtersTitle}</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-6">
        <FilterField
          id="filter-q"
          label={ADMIN_TEXT.search}
          hint={ADMIN_TEXT.searchHint}
          className="md:col-span-2"
        >
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            aria-describedby="filter-q-hint"
            className={inputClass}
          />
        </FilterField>
        <FilterField id="filter-status" label={ADMIN_TEXT.status}>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">{ADMIN_TEXT.allStatuses}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="filter-date-field" label={ADMIN_TEXT.dateField}>
          <select
            id="filter-date-field"
            name="dateField"
            defaultValue={filters.dateField}
            className={inputClass}
          >
            <option value="trip">{ADMIN_TEXT.dateFieldTrip}</option>
            <option value="created">{ADMIN_TEXT.dateFieldCreated}</option>
          </select>
        </FilterField>
        {(["from", "to"] as const).map((bound) => (
          <FilterField key={bound} id={`filter-${bound}`} label={ADMIN_TEXT[bound]}>
            <input
              id={`filter-${bound}`}
              name={bound}
              type="date"
              defaultValue={filters[bound] ?? ""}
              className={inputClass}
            />
          </FilterField>
        ))}
        <FilterField id="filter-sort" label={ADMIN_TEXT.sort} className="md:col-span-2">
          <select id="filter-sort" name="sort" defaultValue={filters.sort} className={inputClass}>
            <option value="created">{ADMIN_TEXT.sortCreated}</option>
            <option value="trip">{ADMIN_TEXT.sortTrip}</option>
          </select>
        </FilterField>
        <FilterButtons resetTo="/admin" className="flex items-end gap-3 md:col-span-2 xl:col-span-4" />
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
      <ResultsTable
        table={RESERVATIONS_TABLE}
        empty={rows.length === 0}
        emptyText={ADMIN_TEXT.noReservations}
        busy={busy}
        pagination={{
          page: filters.page,
          pages,
          href: (page) => `/admin${reservationSearch({ ...filters, page })}`,
        }}
      >
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
                <span className="text-muted">{ADMIN_TEXT.estimateShort}</span> {formatEuros(row.priceCents)}
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
      </ResultsTable>
    </div>
  );
}
