import type { ReactNode } from "react";

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
      className="overflow-x-auto rounded-xl border border-ivory-300 bg-white shadow-sm"
    >
      {children}
    </section>
  );
}

export const thClass =
  "border-b border-ivory-300 bg-ivory-100 px-4 py-3 text-left text-xs font-semibold tracking-wide text-navy-900 uppercase";
export const tdClass = "border-b border-ivory-200 px-4 py-3 align-top text-sm";

/** 'Erreur' and what could not be loaded. */
export function LoadError({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/30 bg-[#fdf0ee] p-6 text-[#7a1a12]">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
