import { Form } from "react-router";
import { ChoiceSelect } from "~/components/admin/form-parts";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { type ReservationSource, SOURCE_CHOICES } from "~/domain/admin/source";
import { SOURCE_TEXT } from "~/i18n/staff-phone";

/** The planner's filter by source: a plain GET form, so it works without JavaScript. */
export function SourceFilter({ range, source }: { range: string; source: ReservationSource | null }) {
  return (
    <Form
      key={source ?? ""}
      method="get"
      action="/admin/planning"
      className="flex items-end gap-2"
      data-testid="planner-source"
    >
      <input type="hidden" name="range" value={range} />
      <label htmlFor="planner-source-filter" className="grid gap-1 text-sm font-medium text-navy-900">
        {SOURCE_TEXT.filter}
        <ChoiceSelect
          id="planner-source-filter"
          name="source"
          defaultValue={source ?? ""}
          className={`${inputClass} min-h-9 py-1`}
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
