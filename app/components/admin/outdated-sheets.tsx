import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";
import { formatDateTime, formatTripDay } from "~/domain/admin/format";
import { DRIVER_MESSAGE_TEXT } from "~/i18n/staff";

/** A driver's sent sheet that no longer shows the request as it stands (decision 042). */
export interface OutdatedSheetView {
  driverId: string;
  driverName: string;
  day: string;
  sentAt: Date | string;
  kind: "changed" | "removed";
}

/**
 * On a request's page, after a change: the drivers whose day sheet, sent before it, shows the request
 * as it was (or shows it still, once cancelled or given to someone else), each with a link to their
 * sheet, from which the office sends it again.
 */
export function OutdatedSheets({ sheets }: { sheets: OutdatedSheetView[] }) {
  if (sheets.length === 0) return null;
  return (
    <section
      aria-labelledby="outdated-sheets-title"
      className="rounded-lg border border-danger/40 bg-[#fdf0ee] p-4 text-sm text-[#7a1a12]"
      data-testid="outdated-sheets"
    >
      <h2 id="outdated-sheets-title" className="flex items-center gap-2 font-sans text-sm font-semibold">
        <TriangleAlert className="size-4" aria-hidden="true" />
        {DRIVER_MESSAGE_TEXT.outdatedTitle}
      </h2>
      <ul className="mt-1 space-y-1">
        {sheets.map((sheet) => (
          <li key={`${sheet.driverId}-${sheet.day}`}>
            {DRIVER_MESSAGE_TEXT.outdated(
              sheet.kind,
              sheet.driverName,
              formatTripDay(sheet.day),
              formatDateTime(sheet.sentAt),
            )}{" "}
            <a
              href={`/admin/planning/sheet?date=${sheet.day}&driver=${sheet.driverId}`}
              className="font-semibold underline underline-offset-2"
            >
              {DRIVER_MESSAGE_TEXT.openSheet(sheet.driverName, formatTripDay(sheet.day))}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A change saved on the request's page that leaves a sent sheet outdated is said in a toast as
 * well: the notice is at the top of the page, far above a card saved on a phone. Not on arrival,
 * and not for a sheet already named before the change.
 */
export function useOutdatedToast(requestId: string, sheets: OutdatedSheetView[]) {
  const toast = useToast();
  const seen = useRef<{ requestId: string; keys: Set<string> } | null>(null);
  // The list as drawn, read by the effect; its signature says when it changed.
  const latest = useRef(sheets);
  latest.current = sheets;
  const signature = sheets.map(sheetKey).join(",");
  useEffect(() => {
    const before = seen.current;
    const now = new Set(signature ? signature.split(",") : []);
    seen.current = { requestId, keys: now };
    if (!before || before.requestId !== requestId) return;
    const fresh = latest.current.filter((s) => !before.keys.has(sheetKey(s)));
    if (fresh.length)
      toast({
        title: DRIVER_MESSAGE_TEXT.outdatedTitle,
        description: DRIVER_MESSAGE_TEXT.outdatedToast([...new Set(fresh.map((s) => s.driverName))]),
      });
  }, [requestId, signature, toast]);
}

const sheetKey = (s: OutdatedSheetView) => `${s.driverId}|${s.day}|${s.kind}`;
