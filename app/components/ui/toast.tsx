import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/i18n";
import { cn } from "~/utils/cn";

interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
interface ToastItem extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

let nextId = 1;

/** Toasts announced to screen readers: polite for information, assertive (alert) for failures. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const t = useT();
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId++;
    setToasts((all) => [...all.slice(-2), { ...toast, id }]);
  }, []);
  const value = useMemo(() => show, [show]);
  // A failure belongs to the attempt that caused it: the next submission or page change clears it,
  // so no old error stays beside the outcome of a later attempt.
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) setToasts((all) => all.filter((toast) => toast.variant !== "destructive"));
  }, [navigating]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        aria-label={t.common.toast.region}
        className="pointer-events-none fixed inset-x-0 bottom-20 z-60 flex flex-col items-center gap-2 px-4 md:bottom-6 md:items-end"
      >
        {toasts.map((toast) => (
          <ToastView
            key={toast.id}
            toast={toast}
            onDismiss={() => dismiss(toast.id)}
            closeLabel={t.common.toast.close}
          />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastView({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem;
  onDismiss: () => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, toast.variant === "destructive" ? 10_000 : 6_000);
    return () => clearTimeout(timer);
  }, [onDismiss, toast.variant]);
  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm animate-rise-in items-start gap-3 rounded-xl border p-4 shadow-lg",
        destructive ? "border-danger/30 bg-[#fdf0ee] text-[#7a1a12]" : "border-ivory-300 bg-white text-ink",
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded-full p-1 hover:bg-black/5"
        aria-label={closeLabel}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export function useToast() {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside <ToastProvider>");
  return context;
}
