import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/utils/cn";

/**
 * A step that must be confirmed (cancel, decline). Without JavaScript it is a disclosure
 * (<details>): the form shows only once the operator opened it, and still needs its own submit.
 * Once the page is hydrated it becomes a modal <dialog> (focus kept inside, Escape closes it,
 * focus back on the button that opened it).
 */
export function ConfirmDialog({
  id,
  trigger,
  title,
  closeLabel,
  destructive = false,
  open = false,
  children,
}: {
  id: string;
  trigger: string;
  title: string;
  closeLabel: string;
  destructive?: boolean;
  /** Opened from the start (the server answered this form with an error). */
  open?: boolean;
  children: ReactNode;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (enhanced && open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [enhanced, open]);
  const triggerClass = buttonClass({ variant: destructive ? "destructive" : "outline", size: "sm" });
  const heading = (
    <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-navy-900">
      {title}
    </h3>
  );
  if (!enhanced) {
    return (
      <details className="group rounded-lg border border-ivory-300 p-4" open={open} data-testid={id}>
        <summary className={cn(triggerClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          {trigger}
        </summary>
        <div className="mt-4">
          {heading}
          {children}
        </div>
      </details>
    );
  }
  return (
    <div className="rounded-lg border border-ivory-300 p-4" data-testid={id}>
      <button
        type="button"
        aria-haspopup="dialog"
        className={triggerClass}
        onClick={() => dialog.current?.showModal()}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-ivory-300 bg-white p-6 text-ink shadow-xl backdrop:bg-navy-950/60"
      >
        {heading}
        {children}
        <button
          type="button"
          className={buttonClass({ variant: "ghost", size: "sm", className: "mt-2" })}
          onClick={() => dialog.current?.close()}
        >
          {closeLabel}
        </button>
      </dialog>
    </div>
  );
}
