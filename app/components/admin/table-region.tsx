import { Plane, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { formatTripDay } from "~/domain/admin/format";
import { ADMIN_TEXT } from "~/i18n/staff";
import { cn } from "~/utils/cn";
import { Pagination } from "./pagination";

/** A wide table that scrolls sideways on small screens; focusable so the keyboard can scroll it. */
export function TableRegion({
  label,
  children,
  busy,
}: {
  label: string;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <section
      aria-label={label}
      aria-busy={busy || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="rounded-xl md:overflow-x-auto md:border md:border-ivory-300 md:bg-white md:shadow-sm"
    >
      {children}
    </section>
  );
}

export const thClass =
  "border-b border-ivory-300 bg-ivory-100 px-4 py-3 text-left text-xs font-semibold tracking-wide text-navy-900 uppercase";
export const tdClass =
  "border-b border-ivory-200 px-4 py-3 align-top text-sm max-md:block max-md:border-0 max-md:px-0 max-md:py-1";
/** Below the md breakpoint each row is a card (decision 019): one column, its cells' labels shown. */
export const rowClass =
  "hover:bg-ivory-50 max-md:mb-3 max-md:block max-md:rounded-xl max-md:border max-md:border-ivory-300 max-md:bg-white max-md:p-4 max-md:shadow-sm";

/** A cell's column name, shown above its value on a card (the table's headings are hidden there). */
export function CellLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-semibold text-muted uppercase md:hidden">{children}</span>;
}

/** What a staff list knows of a trip's route (the columns of requestRowColumns). */
export interface RouteSummary {
  departure: string;
  arrival: string;
  tripType: "oneWay" | "return" | "hourly";
  hireHours: number | null;
  hireFullDay: boolean;
  returnDate: string | null;
  returnTime: string | null;
  stopCount: number;
  /** Set on a return's way back shown as a job of its own day: the outbound ride's date and time. */
  outbound?: { date: string; time: string } | null;
}

/**
 * A trip's route, one line each: where from, then where to (a hire stores its start place at both
 * ends: its length instead), then a discreet line for a return and the stops. `className` is each line's.
 */
export function TripRoute({ trip, className }: { trip: RouteSummary; className?: string }) {
  if (trip.tripType === "hourly")
    return (
      <>
        <p className={className}>{trip.departure}</p>
        <p className={cn("text-muted", className)} data-testid="route-hire">
          {ADMIN_TEXT.hire(trip.hireFullDay || trip.hireHours === null ? null : trip.hireHours)}
        </p>
      </>
    );
  const marks = [
    trip.outbound
      ? ADMIN_TEXT.returnLegOf(`${formatTripDay(trip.outbound.date)} à ${trip.outbound.time}`)
      : trip.tripType === "return"
        ? ADMIN_TEXT.returnTrip(
            trip.returnDate && trip.returnTime
              ? `${formatTripDay(trip.returnDate)} à ${trip.returnTime}`
              : null,
          )
        : null,
    trip.stopCount > 0 ? ADMIN_TEXT.stops(trip.stopCount) : null,
  ].filter((mark) => mark !== null);
  return (
    <>
      <p className={className}>{trip.departure}</p>
      <p className={cn("text-muted", className)}>→ {trip.arrival}</p>
      {marks.length ? (
        <p className="mt-0.5 text-xs text-navy-900" data-testid="route-marks">
          {marks.join(" · ")}
        </p>
      ) : null}
    </>
  );
}

/** A job's route in a table: where from, then where to (or a hire's length), and its return and stops. */
export function RouteCell({
  label,
  className,
  trip,
}: {
  label: string;
  className: string;
  trip: RouteSummary;
}) {
  return (
    <LabelledCell label={label} className={className}>
      <TripRoute trip={trip} />
    </LabelledCell>
  );
}

/** A job's flight (or train) number on a line of its own, after a plane; nothing when there is none. */
export function FlightLine({
  number,
  className,
  testId,
}: {
  number: string | null;
  className?: string;
  testId?: string;
}) {
  if (!number) return null;
  return (
    <span className={cn("block text-navy-900", className)} data-testid={testId}>
      <Plane className="mr-1 inline size-3.5" aria-hidden="true" />
      {ADMIN_TEXT.flight(number)}
    </span>
  );
}

/** A table cell with its column's name above it on a phone (where the table reads as cards). */
export function LabelledCell({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={className ? `${tdClass} ${className}` : tdClass}>
      <CellLabel>{label}</CellLabel>
      {children}
    </td>
  );
}

/** 'Erreur' and what could not be loaded. */
export function LoadError({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-[#fdf0ee] p-6 text-[#7a1a12]">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}

/** A table's column headings, in order. */
export function ColumnHeads({ labels }: { labels: string[] }) {
  return (
    <thead className="max-md:hidden">
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={thClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One control of a filter form: its label above, an optional hint below (id `${id}-hint`). */
export function FilterField({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Apply and Reset, closing a filter form. */
export function FilterButtons({ resetTo, className }: { resetTo: string; className: string }) {
  return (
    <div className={className}>
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        <Search aria-hidden="true" />
        {ADMIN_TEXT.apply}
      </button>
      <Link to={resetTo} className={buttonClass({ variant: "ghost" })}>
        {ADMIN_TEXT.reset}
      </Link>
    </div>
  );
}

/** What a list shows: its filters, this page's rows, how many in all and in how many pages, whether it is loading. */
export interface Results<F extends { page: number }, Row> {
  filters: F;
  rows: Row[];
  total: number;
  pages: number;
  busy: boolean;
}

/** A list's table: its caption, look and columns, its rows' test id, what it says when empty, its filters' query. */
export interface ResultsTableSpec<F> {
  caption: string;
  className: string;
  testId: string;
  rowTestId: string;
  emptyText: string;
  columns: string[];
  search: (filters: F) => string;
}

/**
 * A page of results: the table (or a sentence when there is none), then the pages. Each row is a `tr`
 * whose cells `children` draws.
 */
export function ResultsTable<F extends { page: number }, Row extends { id: string }>({
  table: { caption, className, testId, rowTestId, emptyText, columns, search },
  results: { filters, rows, pages, busy },
  children,
}: {
  table: ResultsTableSpec<F>;
  results: Results<F, Row>;
  children: (row: Row) => ReactNode;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-ivory-300 bg-white p-6 text-muted">{emptyText}</p>
      ) : (
        <TableRegion label={caption} busy={busy}>
          <table className={cn(className, "max-md:block")} data-testid={testId}>
            <caption className="sr-only">{caption}</caption>
            <ColumnHeads labels={columns} />
            <tbody className="max-md:block">
              {rows.map((row) => (
                <tr key={row.id} data-testid={rowTestId} className={rowClass}>
                  {children(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pagination
        page={filters.page}
        pages={pages}
        href={(page) => `/admin${search({ ...filters, page })}`}
      />
    </>
  );
}
