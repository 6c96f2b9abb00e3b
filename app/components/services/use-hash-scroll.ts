import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function scrollToHash(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return;
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia(REDUCED_MOTION).matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}

/**
 * Scrolls smoothly to the element the URL's hash names, on load and on every hash change
 * (instantly when the visitor prefers reduced motion).
 */
export function useHashScroll() {
  const { hash } = useLocation();

  useEffect(() => {
    scrollToHash(hash);
  }, [hash]);

  useEffect(() => {
    const onHashChange = () => scrollToHash(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  // While the page is shown, in-page jumps (plain anchors, the router's own hash scrolling) glide too;
  // app.css turns this off under prefers-reduced-motion. Set after the router's arrival scroll (a layout
  // effect) so arriving stays instant, and removed in a layout cleanup so that the next page also starts
  // at the top instantly.
  useEffect(() => {
    document.documentElement.style.scrollBehavior = "smooth";
  }, []);
  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty("scroll-behavior");
    },
    [],
  );
}
