import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { ChoiceSelect } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { type ReservationFilters, reservationSearch } from "~/domain/admin/filters";
import { formatDateTime, formatEuros, formatTripDay, orDash } from "~/domain/admin/format";
import { type ReservationSource, SOURCE_CHOICES, sourceLabel } from "~/domain/admin/source";
import { STATUSES, type Status } from "~/domain/admin/status";
import { ADMIN_TEXT, DETAIL_TEXT, STATUS_LABELS } from "~/i18n/staff";
import { INVOICE_JOURNAL_TEXT } from "~/i18n/staff-invoice";
import { SOURCE_TEXT } from "~/i18n/staff-phone";
import { ChangeCue } from "./change-cue";
import { StatusBadge } from "./status-badge";
import {
  FilterButtons,
  FilterField,
  FlightLine,
  LabelledCell,
  type Results,
  ResultsTable,
  type ResultsTableSpec,
  RouteCell,
  type RouteSummary,
  tdClass,
} from "./table-region";

interface ReservationRowView extends RouteSummary {
  id: string;
  reference: string;
  status: Status;
  createdAt: Date | string;
  date: string;
  time: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  passengerName?: string | null;
  passengers: number;
  luggage: number;
  priceCents: number | null;
  finalPriceCents: number | null;
  message: string | null;
  flightNumber: string | null;
  source: ReservationSource;
  sourceName: string | null;
  /** The client asked for a change from their link; the office has not answered yet. */
  changeRequested: boolean;
}

const RESERVATIONS_TABLE: ResultsTableSpec<ReservationFilters> = {
  caption: ADMIN_TEXT.reservationsCaption,
  // Seven columns that fit a 1440 px screen (decision 019); a narrower one scrolls the table, and
  // below the md breakpoint each request is a card.
  className: "w-full border-collapse md:min-w-[60rem]",
  testId: "reservations-table",
  rowTestId: "reservation-row",
  emptyText: ADMIN_TEXT.noReservations,
  search: reservationSearch,
  columns: [
    ADMIN_TEXT.colReference,
    ADMIN_TEXT.colTrip,
    ADMIN_TEXT.colRoute,
    ADMIN_TEXT.colClient,
    ADMIN_TEXT.colPassengers,
    ADMIN_TEXT.colEstimate,
    ADMIN_TEXT.colStatus,
    ADMIN_TEXT.colMessage,
  ],
};

/** A select of the filter form: the filter it sets, its label, its "any" choice where it has one, the others. */
interface SelectSpec {
  name: "status" | "source" | "dateField" | "sort";
  label: string;
  none?: string;
  choices: readonly (readonly [string, string])[];
}

const STATUS_CHOICES = STATUSES.map((status) => [status, STATUS_LABELS[status]] as const);
const DATE_FIELD_CHOICES = [
  ["trip", ADMIN_TEXT.dateFieldTrip],
  ["created", ADMIN_TEXT.dateFieldCreated],
] as const;
const SORT_CHOICES = [
  ["created", ADMIN_TEXT.sortCreated],
  ["trip", ADMIN_TEXT.sortTrip],
] as const;

/** The selects before the dates: status, source, and which date the dates apply to. */
const SELECT_FILTERS: SelectSpec[] = [
  { name: "status", label: ADMIN_TEXT.status, none: ADMIN_TEXT.allStatuses, choices: STATUS_CHOICES },
  { name: "source", label: SOURCE_TEXT.filter, none: SOURCE_TEXT.all, choices: SOURCE_CHOICES },
  { name: "dateField", label: ADMIN_TEXT.dateField, choices: DATE_FIELD_CHOICES },
];

const SORT_FILTER: SelectSpec = { name: "sort", label: ADMIN_TEXT.sort, choices: SORT_CHOICES };

/** One select filter, labelled; its id is the filter's name in kebab case (filter-date-field). */
function SelectFilter({
  select,
  filters,
  className,
}: {
  select: SelectSpec;
  filters: ReservationFilters;
  className?: string;
}) {
  const id = `filter-${select.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return (
    <FilterField id={id} label={select.label} className={className}>
      <ChoiceSelect
        id={id}
        name={select.name}
        defaultValue={filters[select.name] ?? ""}
        none={select.none}
        choices={select.choices}
      />
    </FilterField>
  );
}

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
        {SELECT_FILTERS.map((select) => (
          <SelectFilter key={select.name} select={select} filters={filters} />
        ))}
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
        {/* Two columns wide: "Demandes les plus récentes d'abord" was cut at one. */}
        <SelectFilter select={SORT_FILTER} filters={filters} className="xl:col-span-2" />
        <FilterButtons resetTo="/admin" className="flex items-end gap-3 md:col-span-2 xl:col-span-2" />
      </div>
    </Form>
  );
}

export function ReservationResults({
  invoiceYear,
  ...results
}: Results<ReservationFilters, ReservationRowView> & { invoiceYear: number }) {
  const { filters, total } = results;
  const exportHref = `/admin/export.csv${reservationSearch({ ...filters, page: 1 })}`;
  return (
    <div className="mt-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold text-navy-900" data-testid="reservation-total">
          {ADMIN_TEXT.resultsReservations(total)}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={exportHref} download className={buttonClass({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" />
            {ADMIN_TEXT.exportCsv}
            <span className="sr-only"> : {ADMIN_TEXT.exportHint}</span>
          </a>
          <a
            href={`/admin/invoices.csv?year=${invoiceYear}`}
            download
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            <Download aria-hidden="true" />
            {INVOICE_JOURNAL_TEXT.link(invoiceYear)}
            <span className="sr-only"> : {INVOICE_JOURNAL_TEXT.linkHint}</span>
          </a>
        </div>
      </div>
      <ResultsTable table={RESERVATIONS_TABLE} results={results}>
        {(row) => (
          <>
            <th scope="row" className={`${tdClass} text-left font-semibold`}>
              <Link
                to={`/admin/reservations/${row.id}`}
                className="rounded whitespace-nowrap text-gold-700 underline underline-offset-4 hover:text-navy-900"
              >
                {row.reference}
              </Link>
              <span className="block text-xs font-normal text-muted">
                {ADMIN_TEXT.receivedOn}{" "}
                <span data-testid="reservation-created">{formatDateTime(row.createdAt)}</span>
              </span>
              <span className="block text-xs font-normal text-navy-900" data-testid="reservation-source">
                <span className="sr-only">{SOURCE_TEXT.label} </span>
                {sourceLabel(row.source, row.sourceName)}
              </span>
            </th>
            <LabelledCell label={ADMIN_TEXT.colTrip} className="whitespace-nowrap">
              {formatTripDay(row.date)} {row.time}
              <FlightLine number={row.flightNumber} testId="reservation-flight" />
            </LabelledCell>
            <RouteCell label={ADMIN_TEXT.colRoute} className="md:min-w-48" trip={row} />
            <LabelledCell label={ADMIN_TEXT.colClient} className="md:max-w-56">
              <p className="font-medium text-navy-900">
                {row.firstName} {row.lastName}
              </p>
              {row.passengerName ? (
                <p className="text-navy-900" data-testid="list-passenger">
                  {DETAIL_TEXT.forPassenger(row.passengerName)}
                </p>
              ) : null}
              {row.email ? (
                <p className="truncate text-muted" title={row.email}>
                  {row.email}
                </p>
              ) : null}
              <p className="whitespace-nowrap text-muted">{row.phone}</p>
            </LabelledCell>
            <LabelledCell label={ADMIN_TEXT.colPassengers} className="whitespace-nowrap">
              <p>{ADMIN_TEXT.passengers(row.passengers)}</p>
              <p className="text-muted">{ADMIN_TEXT.luggage(row.luggage)}</p>
            </LabelledCell>
            <LabelledCell label={ADMIN_TEXT.colEstimate} className="whitespace-nowrap">
              <p>
                <span className="text-muted">{ADMIN_TEXT.estimateShort}</span> {formatEuros(row.priceCents)}
              </p>
              {row.finalPriceCents !== null ? (
                <p className="font-medium text-navy-900">
                  {row.status === "quoted" ? ADMIN_TEXT.quotedShort : ADMIN_TEXT.finalShort}{" "}
                  {formatEuros(row.finalPriceCents)}
                </p>
              ) : null}
            </LabelledCell>
            <LabelledCell label={ADMIN_TEXT.colStatus}>
              <StatusBadge status={row.status} />
              <ChangeCue pending={row.changeRequested} />
            </LabelledCell>
            <LabelledCell label={ADMIN_TEXT.colMessage} className="md:w-64">
              <p className="line-clamp-3 whitespace-pre-line break-words" data-testid="reservation-message">
                {orDash(row.message)}
              </p>
            </LabelledCell>
          </>
        )}
      </ResultsTable>
    </div>
  );
}
