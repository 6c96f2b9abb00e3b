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
 * once the `load` event has fired (at once if it already has), or sooner if the visitor touches,
 * clicks or types first, announcing the preloads then so that the modules still arrive in parallel.
 * What runs, and in which order, is unchanged.
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;
const ENTRY_IMPORT = /^\s*import\(("[^"]+")\);\s*$/m;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

export function deferHydration(html: string): string {
  const head = html.indexOf("</head>");
  const script = MODULE_SCRIPT.exec(html);
  if (head < 0 || !script) return html;
  const body = script[1]!;
  const routes = [...body.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1]!, url: m[2]! }));
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!routes.length || !entry) return html;
  const setup = body.replace(ROUTE_IMPORT, "").replace(ENTRY_IMPORT, "").replace(/^;/, "").trim();
  const preloads = [...html.slice(0, head).matchAll(PRELOAD)].map((m) => JSON.stringify(m[1]));
  const deferred = [
    "let started = false;",
    "const hydrate = () => {",
    "  if (started) return;",
    "  started = true;",
    `  for (const href of [${preloads.join(",")}]) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  Promise.all([${routes.map((r) => `import(${r.url})`).join(", ")}]).then(([${routes.map((r) => r.name).join(", ")}]) => {`,
    setup,
    `    return import(${entry});`,
    "  });",
    "};",
    'if (document.readyState === "complete") hydrate();',
    "else",
    '  for (const type of ["load", "pointerdown", "keydown", "touchstart"])',
    "    addEventListener(type, hydrate, { once: true, passive: true });",
  ].join("\n");
  const withoutPreloads = html.slice(0, head).replace(PRELOAD, "") + html.slice(head);
  return withoutPreloads.replace(MODULE_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}
