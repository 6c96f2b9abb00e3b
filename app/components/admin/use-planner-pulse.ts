import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

/** How often an open planner asks whether anything changed (the issue asks for 15 s at most). */
export const PULSE_MS = 10_000;

/**
 * Keeps an open planner current without a reload (decision 019): every PULSE_MS, while the tab is
 * visible, it asks /admin/planning/pulse for the data's fingerprint and reloads the page's data only
 * when it differs from the one the page was drawn with. Also keeps "now" ticking for the ages shown.
 */
export function usePlannerPulse(signature: string, serverNow: string) {
  const revalidator = useRevalidator();
  const latest = useRef({ signature, revalidator });
  latest.current = { signature, revalidator };
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    let stopped = false;
    const tick = async () => {
      setNow(new Date());
      const { revalidator } = latest.current;
      if (document.visibilityState !== "visible" || revalidator.state !== "idle") return;
      try {
        const response = await fetch("/admin/planning/pulse", { headers: { Accept: "application/json" } });
        if (!response.ok || stopped) return;
        const body = (await response.json()) as { signature?: string };
        if (body.signature && body.signature !== latest.current.signature) await revalidator.revalidate();
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    const timer = setInterval(tick, PULSE_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return now;
}

/**
 * The waiting requests that arrived since the page was opened (or since "Seen" was pressed): the
 * ids first drawn are remembered, anything else counts as new.
 */
export function useNewArrivals(ids: string[]) {
  const [seen, setSeen] = useState(() => new Set(ids));
  const fresh = ids.filter((id) => !seen.has(id));
  return { fresh: new Set(fresh), markSeen: () => setSeen(new Set([...seen, ...ids])) };
}
