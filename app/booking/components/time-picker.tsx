import { Clock } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { HOURS, MINUTES } from "~/booking/constants";
import { inputClass, Options } from "~/components/ui/field";
import { cn } from "~/utils/cn";
import { fieldId } from "./error-summary";

interface Props {
  label: string;
  value: string;
  error?: string;
  texts: {
    hour: string;
    minute: string;
    chooseTime: string;
    chooseHour: string;
    chooseMinute: string;
    chooseMinuteOf: (hour: string) => string;
  };
  onChange: (value: string) => void;
  /** The fields' names: "time" (with "hour" and "minute" without JavaScript) unless given, e.g. "returnTime". */
  name?: string;
  /** A hint under the label (which time this is: the pickup, the scheduled landing...). */
  hint?: string;
}

/**
 * Time of pick-up: first the hour (00–23), then the minutes (00, 15, 30, 45). The value is set only
 * when both are chosen, then the picker closes. Arrow keys move within each grid; Escape closes.
 * Before JavaScript runs (or without it) two native selects do the same job.
 */
export function TimePicker({ label, value, error, texts, onChange, name = "time", hint }: Props) {
  const hourName = name === "time" ? "hour" : `${name.replace(/Time$/, "")}Hour`;
  const minuteName = name === "time" ? "minute" : `${name.replace(/Time$/, "")}Minute`;
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [hour, setHour] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => setEnhanced(true), []);

  const [valueHour, valueMinute] = value ? value.split(":") : ["", ""];
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const hintText = hint ? (
    <p id={hintId} className="text-sm text-muted">
      {hint}
    </p>
  ) : null;

  useEffect(() => {
    if (!open) return;
    const selector = hour === null ? '[data-part="hour"]' : '[data-part="minute"]';
    const buttons = panel.current?.querySelectorAll<HTMLButtonElement>(selector);
    const current = [...(buttons ?? [])].find((b) => b.getAttribute("aria-pressed") === "true");
    (current ?? buttons?.[0])?.focus();
  }, [open, hour]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node) && event.target !== trigger.current) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  if (!enhanced) {
    return (
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-navy-900">{label}</legend>
        {hintText}
        <div className="flex gap-2">
          <label className="sr-only" htmlFor={fieldId(name)}>
            {texts.hour}
          </label>
          <select
            id={fieldId(name)}
            name={hourName}
            defaultValue={valueHour}
            className={inputClass}
            aria-describedby={describedBy}
          >
            <option value="">{texts.hour}</option>
            <Options values={HOURS} label={(h) => <>{h} h</>} />
          </select>
          <label className="sr-only" htmlFor={`${id}-m`}>
            {texts.minute}
          </label>
          <select id={`${id}-m`} name={minuteName} defaultValue={valueMinute} className={inputClass}>
            <option value="">{texts.minute}</option>
            <Options values={MINUTES} />
          </select>
        </div>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }

  function close() {
    setOpen(false);
    setHour(null);
    trigger.current?.focus();
  }

  function onGridKey(event: KeyboardEvent<HTMLElement>, columns: number) {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      buttons[(index + move + buttons.length) % buttons.length]?.focus();
    } else if (event.key === "Home") {
      event.preventDefault();
      buttons[0]?.focus();
    } else if (event.key === "End") {
      event.preventDefault();
      buttons[buttons.length - 1]?.focus();
    }
  }

  return (
    <div className="relative space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-navy-900">
        {label}
      </span>
      {hintText}
      <input type="hidden" name={name} value={value} />
      <button
        ref={trigger}
        id={fieldId(name)}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onClick={() => {
          setHour(null);
          setOpen((o) => !o);
        }}
        className={cn(inputClass, "flex items-center justify-between text-left")}
      >
        <span id={`${id}-value`} className={value ? "" : "text-muted"}>
          {value || texts.chooseTime}
        </span>
        <Clock className="size-4 text-muted" aria-hidden="true" />
      </button>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {open ? (
        <div
          ref={panel}
          role="dialog"
          aria-label={hour === null ? texts.chooseHour : texts.chooseMinute}
          className="absolute z-30 mt-1 w-full min-w-72 rounded-xl border border-ivory-300 bg-white p-3 shadow-xl"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close();
            }
          }}
        >
          {hour === null ? (
            <ChoiceGrid
              part="hour"
              gridClass="grid grid-cols-6 gap-1"
              legendClass="col-span-6 mb-2 text-sm font-medium text-navy-900"
              legend={texts.chooseHour}
              onKeyDown={(e) => onGridKey(e, 6)}
              choices={HOURS.map((h) => ({
                key: h,
                label: h,
                pressed: h === valueHour,
                onClick: () => setHour(h),
                className: cn(
                  "rounded-md py-2 text-sm tabular-nums hover:bg-ivory-100",
                  h === valueHour && "bg-navy-900 text-ivory-50 hover:bg-navy-800",
                ),
              }))}
            />
          ) : (
            <ChoiceGrid
              part="minute"
              gridClass="grid grid-cols-4 gap-1"
              legendClass="col-span-4 mb-2 text-sm font-medium text-navy-900"
              legend={texts.chooseMinuteOf(hour)}
              onKeyDown={(e) => onGridKey(e, 4)}
              choices={MINUTES.map((m) => ({
                key: m,
                label: (
                  <>
                    {hour}:{m}
                  </>
                ),
                pressed: hour === valueHour && m === valueMinute,
                onClick: () => {
                  onChange(`${hour}:${m}`);
                  close();
                },
                className: "rounded-md py-2.5 text-sm tabular-nums hover:bg-ivory-100",
              }))}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** A grid of buttons, one per hour or per quarter, under its legend. */
function ChoiceGrid({
  part,
  gridClass,
  legendClass,
  legend,
  onKeyDown,
  choices,
}: {
  part: "hour" | "minute";
  gridClass: string;
  legendClass: string;
  legend: ReactNode;
  onKeyDown: (event: KeyboardEvent<HTMLFieldSetElement>) => void;
  choices: { key: string; label: ReactNode; pressed: boolean; onClick: () => void; className: string }[];
}) {
  return (
    <fieldset className={gridClass} onKeyDown={onKeyDown}>
      <legend className={legendClass}>{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          data-part={part}
          aria-pressed={choice.pressed}
          onClick={choice.onClick}
          className={choice.className}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}
