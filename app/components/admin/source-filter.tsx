import { Form } from "react-router";
import { ChoiceSelect } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { type ReservationSource, SOURCE_CHOICES } from "~/domain/admin/source";
import { SOURCE_TEXT } from "~/i18n/staff-phone";

/** The form fields' look (ui/field.tsx), at the size of the small buttons beside it. */
export const SMALL_FIELD =
  "block min-h-9 rounded-lg border border-ivory-300 bg-white px-3 py-1 text-sm font-normal text-ink shadow-sm focus-visible:border-gold-500 focus-visible:outline-2 focus-visible:outline-gold-500";

/** The planner's filter by source: a plain GET form, so it works without JavaScript. */
export function SourceFilter({
  range,
  date = null,
  source,
}: {
  range: string;
  /** A day opened from the date field: the filter keeps it. */
  date?: string | null;
  source: ReservationSource | null;
}) {
  return (
    <Form
      key={source ?? ""}
      method="get"
      action="/admin/planning"
      className="flex flex-wrap items-center gap-2"
      data-testid="planner-source"
    >
      {date ? (
        <input type="hidden" name="date" value={date} />
      ) : (
        <input type="hidden" name="range" value={range} />
      )}
      {/* One row with the range buttons: the label beside its select, both the height of the buttons. */}
      <label
        htmlFor="planner-source-filter"
        className="flex items-center gap-2 text-sm font-medium text-navy-900"
      >
        {SOURCE_TEXT.filter}
        <ChoiceSelect
          id="planner-source-filter"
          name="source"
          defaultValue={source ?? ""}
          className={SMALL_FIELD}
          none={SOURCE_TEXT.all}
          choices={SOURCE_CHOICES}
        />
      </label>
      <button
        type="submit"
        className={buttonClass({ variant: "outline", size: "sm", className: "text-navy-900" })}
      >
        {SOURCE_TEXT.apply}
      </button>
    </Form>
  );
}
