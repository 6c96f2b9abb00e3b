import { useSyncExternalStore } from "react";

/** The specification's threshold: the phones' reserve bar appears past 800 px of scroll. */
export const STICKY_BAR_THRESHOLD = 800;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the page is scrolled past the reserve bar's threshold, shared by the bar and the header
 * so that only one "Réserver" shows at a time. False on the server and without JavaScript (the bar
 * then never shows and the header keeps its button).
 */
export function useScrolledPastThreshold(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > STICKY_BAR_THRESHOLD,
    () => false,
  );
}
