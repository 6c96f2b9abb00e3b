import type { Status } from "~/domain/admin/status";
import { STATUS_LABELS } from "~/i18n/staff";
import { cn } from "~/utils/cn";

const STYLES: Record<Status, string> = {
  new: "border-gold-600 bg-gold-300/30 text-navy-900",
  quoted: "border-gold-600 bg-white text-navy-900 border-dashed",
  confirmed: "border-navy-700 bg-navy-900 text-ivory-50",
  completed: "border-success bg-[#e8f4ed] text-[#14532d]",
  cancelled: "border-ivory-300 bg-ivory-200 text-muted",
  declined: "border-ivory-300 bg-white text-muted line-through decoration-1",
};

export function StatusBadge({ status, className }: { status: Status; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        STYLES[status],
        className,
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
