/**
 * What a shared page (server/page-cache.ts) changes in React Router's document before it is stored,
 * so that nothing but the page itself stands before its first and largest paints (decision 022).
 *
 * React Router writes a `<link rel="modulepreload">` into the head for every module of the page
 * (20 to 30) and an inline module script that imports the page's route modules and then the client
 * entry, which hydrates. Chromium fetches all of it at once, alongside the fonts and the hero image,
 * and Lighthouse's simulation counts every script that finished loading before the largest paint as
 * needed for it: on a slow phone the hero waited for about 150 KB of JavaScript and its evaluation.
 *
 * Every public page works without JavaScript (forms post, links navigate), so hydration can wait for
 * the page to have loaded: the preloads leave the head, and the inline script starts the same imports
 * once the `load` event has fired and the first contentful paint is on screen (at once if both already
 * have), or sooner if the visitor touches, clicks or types first, announcing the preloads then so that
 * the modules still arrive in parallel.
 * What runs, and in which order, is unchanged.
 */

const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;
const STATIC_IMPORT = /^\s*import\s*["'{*\w]/m;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);\s*$/m;
// A page rendered for one visitor carries its nonce on each preload; the site's own scripts are
// allowed by 'self' as well, so the preloads added back need none.
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** Module preloads announced per task once hydration starts (the rest in the tasks after). */
export const PRELOADS_PER_TASK = 4;

/** What starts the deferred imports besides the visitor's first touch, click or key. */
type Start = "load" | "paint";

/**
 * The document with React Router's inline module script rewritten to start its imports on `start`
 * (or at the visitor's first touch, click or key press, if that comes sooner): its static route
 * imports become dynamic ones, then the manifest is set and the entry imported, in the same order as
 * before. The head's module preloads leave the head and are added back when it starts, so the modules
 * still arrive in parallel. The document unchanged when the script does not have the expected shape.
 */
function deferModuleScript(html: string, start: Start): string {
  const head = html.indexOf("</head>");
  const script = MODULE_SCRIPT.exec(html);
  if (head < 0 || !script) return html;
  const body = script[2]!;
  const routes = [...body.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!routes.length || !entry) return html;
  const setup = body.replace(ROUTE_IMPORT, "").replace(ENTRY_IMPORT, "").replace(/^;/, "").trim();
  // Any other static import (the development server's HMR runtime) cannot move into a function: the
  // script is left as React Router wrote it.
  if (STATIC_IMPORT.test(setup)) return html;
  const preloads = [...html.slice(0, head).matchAll(PRELOAD)].map((m) => JSON.stringify(m[1]));
  const deferred = [
    "let started = false;",
    "const hydrate = () => {",
    "  if (started) return;",
    "  started = true;",
    // A few preloads per task: each starts a fetch on the main thread (1 to 3 ms on a slow machine),
    // and thirty-odd at once made one long task just as the page became readable.
    `  const preloads = [${preloads.join(",")}];`,
    "  const preload = () => {",
    `    for (const href of preloads.splice(0, ${PRELOADS_PER_TASK})) {`,
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    "      link.href = href;",
    "      document.head.append(link);",
    "    }",
    "    if (preloads.length) setTimeout(preload, 0);",
    "  };",
    "  preload();",
    `  Promise.all([${routes.map((r) => `import(${r.url})`).join(", ")}]).then(([${routes.map((r) => r.name).join(", ")}]) => {`,
    setup,
    `    return import(${entry});`,
    "  });",
    "};",
    // Once the first contentful paint is on screen (its entry is reported then) and, for a shared
    // page, the page has loaded too, whichever comes last: a page can load before it paints (its
    // stylesheet and first layout take longer than its fonts and hero drawing). Where the browser
    // does not report paints, once the page has loaded. A tab opened in the background paints, and
    // so hydrates, when it is shown.
    `let loaded = ${start === "load" ? 'document.readyState === "complete"' : "true"};`,
    "let painted = false;",
    'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  painted = true;",
    '  loaded = document.readyState === "complete";',
    "}",
    "const ready = () => {",
    "  if (loaded && painted) hydrate();",
    "};",
    "if (!loaded)",
    '  addEventListener("load", () => {',
    "    loaded = true;",
    "    ready();",
    "  }, { once: true });",
    "if (!painted)",
    "  new PerformanceObserver((list, observer) => {",
    '    if (!list.getEntriesByName("first-contentful-paint").length) return;',
    "    observer.disconnect();",
    "    painted = true;",
    "    ready();",
    '  }).observe({ type: "paint", buffered: true });',
    "ready();",
    'for (const type of ["pointerdown", "keydown", "touchstart"])',
    "  addEventListener(type, hydrate, { once: true, passive: true });",
  ].join("\n");
  const withoutPreloads = html.slice(0, head).replace(PRELOAD, "") + html.slice(head);
  return withoutPreloads.replace(
    MODULE_SCRIPT,
    (_, nonce = "") => `<script${nonce} type="module" async="">${deferred}</script>`,
  );
}

/** A shared page (decision 026): hydration starts once the page has loaded and painted. */
export function deferHydration(html: string): string {
  return deferModuleScript(html, "load");
}

/**
 * A page rendered for one visitor (decision 031): hydration starts once the first contentful paint is
 * on screen, so a phone shows the page before it fetches and runs the page's JavaScript.
 */
export function hydrateAfterPaint(html: string): string {
  return deferModuleScript(html, "paint");
}
