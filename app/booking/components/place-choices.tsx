import type { PlaceChoice } from "../constants";

/**
 * The places a typed text may mean, offered as radio buttons under its field after a post (the form
 * sent without JavaScript, or a text typed without choosing in the list): none is chosen in advance,
 * the visitor picks one and continues (decision 016).
 */
export function PlaceChoices({
  field,
  legend,
  choices,
}: {
  field: string;
  legend: string;
  choices: readonly PlaceChoice[] | undefined;
}) {
  if (!choices?.length) return null;
  return (
    <fieldset
      className="mt-3 space-y-2 rounded-lg border border-ivory-300 p-3"
      data-testid={`${field}-choices`}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {choices.map((c) => (
        <label key={c.id} className="flex cursor-pointer items-start gap-2 text-sm">
          <input type="radio" name={`${field}Choice`} value={c.id} required className="mt-1" />
          <span>{c.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
