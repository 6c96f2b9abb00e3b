import {
  Building2,
  Flag,
  Hotel,
  Landmark,
  MapPin,
  Mountain,
  Plane,
  Ship,
  Star,
  Sun,
  Train,
  Utensils,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { inputClass } from "~/components/ui/field";
import { isInServedArea } from "~/domain/geo/area";
import type { Lang } from "~/i18n/lang";
import { cn } from "~/utils/cn";
import { fieldId } from "./error-summary";
import { ErrorText } from "./error-text";
import { useEnhanced } from "./use-enhanced";

export interface ChosenPlace {
  id: string;
  label: string;
  lat: number;
  lng: number;
  kind?: string;
}

/**
 * An entry of the list: a place, or a suggestion whose coordinates come on choice (Google). An address
 * kept as typed says where the route puts it (`placedAt`).
 */
type Suggestion = Omit<ChosenPlace, "lat" | "lng"> & { lat?: number; lng?: number; placedAt?: string };

function hasCoordinates(option: Suggestion): option is ChosenPlace {
  return typeof option.lat === "number" && typeof option.lng === "number";
}

/** A random id grouping one search's requests (providers such as Google bill per session). */
function newSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const KIND_ICON: Record<string, typeof MapPin> = {
  airport: Plane,
  heliport: Plane,
  station: Train,
  port: Ship,
  venue: Star,
  resort: Mountain,
  landmark: Landmark,
  hotel: Hotel,
  beach: Sun,
  golf: Flag,
  restaurant: Utensils,
  town: Building2,
  address: MapPin,
};

interface Props {
  name: string;
  label: string;
  lang: Lang;
  placeholder: string;
  hint: string;
  /** The hint before JavaScript takes over (or without it): the server resolves the text as typed. */
  hintNoScript: string;
  noResults: string;
  countText: (n: number) => string;
  /** Shown under a suggestion outside the area served. */
  outsideText: string;
  /** Shown under an address kept as typed: where the route puts it. */
  placedText: (where: string) => string;
  defaultValue?: ChosenPlace | { label: string; id?: undefined };
  error?: string;
  near?: { lat: number; lng: number };
  onChange: (place: ChosenPlace | null) => void;
}

/**
 * Address search following the ARIA combobox pattern (list autocomplete): arrows move through the
 * suggestions, Enter chooses, Escape closes. Requests are debounced and stale answers discarded.
 * Without JavaScript it is a plain text field that the server resolves.
 */
export function AddressCombobox({
  name,
  label,
  lang,
  placeholder,
  hint,
  hintNoScript,
  noResults,
  countText,
  outsideText,
  placedText,
  defaultValue,
  error,
  near,
  onChange,
}: Props) {
  const id = fieldId(name);
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const enhanced = useEnhanced();
  const [text, setText] = useState(defaultValue?.label ?? "");
  const [chosen, setChosen] = useState<ChosenPlace | null>(
    defaultValue && "lat" in defaultValue ? (defaultValue as ChosenPlace) : null,
  );
  const [options, setOptions] = useState<Suggestion[]>([]);
  /** a suggestion chosen whose coordinates are being fetched; its signed id is sent with the form */
  const [pendingId, setPendingId] = useState<string | null>(null);
  const session = useRef<string | null>(null);
  const detailsSequence = useRef(0);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);
  const field = useRef<HTMLInputElement>(null);
  // The option the keyboard is on, by id: a list refreshed under it (a slower answer for the text as
  // finally typed) keeps it if it is still there, so that Enter chooses what the visitor saw.
  const activeId = useRef<string | null>(null);
  activeId.current = open && active >= 0 ? (options[active]?.id ?? null) : null;

  /** Drops a search under way: its answer must not reopen a list the visitor has closed or left. */
  function cancelSearch() {
    clearTimeout(timer.current);
    controller.current?.abort();
    sequence.current++;
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  function query(value: string) {
    clearTimeout(timer.current);
    controller.current?.abort();
    if (value.trim().length < 2) {
      setOptions([]);
      setOpen(false);
      setSearched(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const mine = ++sequence.current;
      const abort = new AbortController();
      controller.current = abort;
      try {
        session.current ??= newSession();
        const params = new URLSearchParams({ q: value, lang, session: session.current });
        if (near) params.set("near", `${near.lat.toFixed(4)},${near.lng.toFixed(4)}`);
        const response = await fetch(`/api/places?${params}`, { signal: abort.signal });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { places: Suggestion[] };
        if (mine !== sequence.current) return; // a newer request is under way: this answer is stale
        setOptions(body.places);
        setActive(activeId.current ? body.places.findIndex((p) => p.id === activeId.current) : -1);
        setOpen(document.activeElement === field.current);
        setSearched(true);
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        if (mine === sequence.current) {
          setOptions([]);
          setOpen(false);
        }
      }
    }, 180);
  }

  /** The visitor typed: what was chosen before no longer holds, and a search starts. */
  function changeText(value: string) {
    setText(value);
    detailsSequence.current++;
    setPendingId(null);
    if (chosen) {
      setChosen(null);
      onChange(null);
    }
    query(value);
  }

  // What a visitor typed before the page came alive (hydration) is in the field but not in the state,
  // and the next render would wipe it: adopt it, as if typed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const typed = field.current?.value ?? "";
    if (typed !== text) changeText(typed);
  }, []);

  function choose(option: Suggestion) {
    // A search still under way (the text as last typed) must not reopen the list over the choice.
    cancelSearch();
    setText(option.label);
    setOpen(false);
    setActive(-1);
    const mine = ++detailsSequence.current;
    if (hasCoordinates(option)) {
      setChosen(option);
      setPendingId(null);
      onChange(option);
      return;
    }
    // Coordinates on choice (Place Details), which also ends the search session. Until they come,
    // or if they cannot, the signed id goes with the form and the server looks the place up.
    setPendingId(option.id);
    const params = new URLSearchParams({ id: option.id, lang });
    if (session.current) params.set("session", session.current);
    session.current = null;
    fetch(`/api/places/details?${params}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { place: ChosenPlace };
        if (mine !== detailsSequence.current) return;
        setChosen(body.place);
        setPendingId(null);
        onChange(body.place);
      })
      .catch((err: unknown) => {
        if (mine === detailsSequence.current) console.warn("place details unavailable", err);
      });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open && options.length) setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === "Enter") {
      if (open && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === "Escape") {
      cancelSearch();
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");
  const showList = open && (options.length > 0 || searched);

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={300}
        placeholder={placeholder}
        className={inputClass}
        value={text}
        onChange={(event) => changeText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <input type="hidden" name={`${name}Id`} value={chosen?.id ?? pendingId ?? ""} />
      <p id={hintId} className="text-sm text-muted">
        {enhanced ? hint : hintNoScript}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          <ErrorText message={error} lang={lang} />
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute inset-x-0 top-[4.75rem] z-30 max-h-80 overflow-auto rounded-lg border border-ivory-300 bg-white py-1 shadow-xl"
      >
        {options.length === 0 ? (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the input (aria-activedescendant)
          <div
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="px-3.5 py-2.5 text-sm text-muted"
          >
            {noResults}
          </div>
        ) : (
          options.map((option, index) => {
            const KindIcon = KIND_ICON[option.kind ?? "town"] ?? MapPin;
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the input (aria-activedescendant)
              <div
                key={option.id}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  "flex cursor-pointer items-start gap-2.5 px-3.5 py-2.5 text-sm",
                  index === active ? "bg-navy-900 text-ivory-50" : "text-ink hover:bg-ivory-100",
                )}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                <KindIcon className="mt-0.5 size-4 shrink-0 opacity-70" aria-hidden="true" />
                <span>
                  {option.label}
                  {option.placedAt ? (
                    <span className="block text-xs opacity-80">{placedText(option.placedAt)}</span>
                  ) : null}
                  {hasCoordinates(option) && !isInServedArea(option.lat, option.lng) ? (
                    <span className="block text-xs opacity-80">{outsideText}</span>
                  ) : null}
                </span>
              </div>
            );
          })
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {open && searched ? (options.length ? countText(options.length) : noResults) : ""}
      </p>
    </div>
  );
}
