import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/** The classes of a list of pairs: the list, each pair's box, its term and its value. */
export interface PairClasses {
  list: string;
  pair: string;
  term: string;
  value: string;
}

/**
 * Terms and their values as a `<dl>`, one box per pair, in order. The box carries the layout (a grid
 * of two columns, or `flex-col-reverse` to show a figure above what it counts).
 */
export function Pairs({
  items,
  classes,
  testId,
}: {
  items: readonly (readonly [term: string, value: ReactNode])[];
  classes: PairClasses;
  testId?: string;
}) {
  return (
    <dl className={classes.list} data-testid={testId}>
      {items.map(([term, value], index) => (
        <div key={`${term}-${index}`} className={classes.pair}>
          <dt className={classes.term}>{term}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows of a request (label, value) as the client reads them; rows without a value are left out. */
export function RequestRows({
  rows,
  className,
  roomy = false,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  className?: string;
  roomy?: boolean;
}) {
  return (
    <Pairs
      items={rows.filter((row) => Boolean(row[1]))}
      classes={{
        list: cn("divide-y divide-ivory-200 rounded-2xl border border-ivory-300 bg-white", className),
        pair: `grid gap-1 px-5 ${roomy ? "py-4" : "py-3.5"} sm:grid-cols-[13rem_1fr] sm:gap-4`,
        term: "text-sm font-medium text-muted",
        value: "whitespace-pre-line break-words text-navy-900",
      }}
    />
  );
}

/** A key figure's value (passengers, cases, climate zones), large, above what it counts. */
export const FIGURE = "font-serif text-4xl text-navy-900 lining-nums";
