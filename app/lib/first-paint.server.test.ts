import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, hydrateAfterPaint, PRELOADS_PER_TASK } from "./first-paint.server";

const DOCUMENT = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/assets/home-B.js"/></head>',
  '<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p>',
  '<script type="module" async="">;',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1 from "/assets/home-B.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  "",
  'import("/assets/entry.client-A.js");</script>',
  "<script>window.other = 1;</script></body></html>",
].join("\n");

/** Runs the rewritten module script against a fake document and window, recording what it does. */
function runScript(html: string, readyState: "loading" | "complete", paints = true) {
  const code = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const imported: string[] = [];
  const preloaded: string[] = [];
  const listeners: { event: string; listener: () => void }[] = [];
  /** The callbacks the script left for later tasks (setTimeout); `nextTask()` runs the oldest. */
  const timers: (() => void)[] = [];
  const nextTask = () => timers.shift()?.();
  const window: Record<string, unknown> = {};
  /** The paint observers the script made, with what they observe; `paint(name)` reports a paint to them. */
  const observers: { callback: PaintCallback; options?: unknown; disconnected: boolean }[] = [];
  const paint = (name: string) => {
    for (const observer of observers.filter((o) => !o.disconnected))
      observer.callback(
        { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) },
        {
          disconnect: () => {
            observer.disconnected = true;
          },
        },
      );
  };
  class PerformanceObserver {
    static supportedEntryTypes = paints ? ["paint", "navigation"] : ["navigation"];
    constructor(callback: PaintCallback) {
      observers.push({ callback, disconnected: false });
    }
    observe(options: unknown) {
      observers.at(-1)!.options = options;
    }
  }
  const context = {
    window,
    PerformanceObserver,
    document: {
      readyState,
      createElement: () => ({}) as { href?: string },
      head: { append: (link: { href: string }) => preloaded.push(link.href) },
    },
    addEventListener: (event: string, listener: () => void) => listeners.push({ event, listener }),
    setTimeout: (callback: () => void) => timers.push(callback),
    __import: (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  };
  vm.runInNewContext(code.replaceAll("import(", "__import("), context);
  return { imported, preloaded, listeners, window, observers, paint, timers, nextTask };
}

type PaintCallback = (
  list: { getEntriesByName: (name: string) => { name: string }[] },
  observer: { disconnect: () => void },
) => void;

describe("the shared pages' hydration", () => {
  it("leaves the head without module preloads and changes nothing else of the document", () => {
    const html = deferHydration(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload" href="/assets/');
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    expect(html).toContain('<p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p>');
    expect(html).toContain("<script>window.other = 1;</script></body></html>");
    expect(html).not.toMatch(/^\s*import \* as/m);
  });

  it("waits for the load event and the first contentful paint, then preloads, imports the routes, sets the manifest and starts the entry", async () => {
    const run = runScript(deferHydration(DOCUMENT), "loading");
    expect(run.imported).toEqual([]);
    expect(run.listeners.map((l) => l.event)).toEqual(["load", "pointerdown", "keydown", "touchstart"]);
    expect(run.observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
    run.listeners[0]!.listener();
    expect(run.imported).toEqual([]);
    run.paint("first-paint");
    expect(run.imported).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.observers[0]!.disconnected).toBe(true);
    expect(run.preloaded).toEqual(["/assets/entry.client-A.js", "/assets/home-B.js"]);
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.imported.at(-1)).toBe("/assets/entry.client-A.js");
    expect(run.window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-A.js" } });
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-C.js" },
      home: { url: "/assets/home-B.js" },
    });
  });

  it("waits for the load event when the page paints before it has loaded", () => {
    const run = runScript(deferHydration(DOCUMENT), "loading");
    run.paint("first-contentful-paint");
    expect(run.imported).toEqual([]);
    run.listeners.find((l) => l.event === "load")!.listener();
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
  });

  it("starts sooner on the visitor's first touch, click or key, and only once", () => {
    const run = runScript(deferHydration(DOCUMENT), "loading");
    run.listeners.find((l) => l.event === "pointerdown")!.listener();
    run.listeners.find((l) => l.event === "load")!.listener();
    run.paint("first-contentful-paint");
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
    expect(run.preloaded).toHaveLength(2);
  });

  it("starts once loaded in a browser that reports no paints", () => {
    const run = runScript(deferHydration(DOCUMENT), "loading", false);
    expect(run.observers).toEqual([]);
    run.listeners.find((l) => l.event === "load")!.listener();
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
  });

  it("starts on the reported paint, with no load listener, when the page has already loaded", () => {
    const run = runScript(deferHydration(DOCUMENT), "complete");
    expect(run.imported).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.listeners.map((l) => l.event)).toEqual(["pointerdown", "keydown", "touchstart"]);
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
  });

  it("announces the preloads a few per task, the route imports started in the first", () => {
    const modules = Array.from({ length: 10 }, (_, i) => `/assets/m${i}.js`);
    const many = DOCUMENT.replace(
      "</head>",
      `${modules.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}</head>`,
    );
    const run = runScript(deferHydration(many), "complete");
    run.paint("first-contentful-paint");
    const all = ["/assets/entry.client-A.js", "/assets/home-B.js", ...modules];
    expect(run.preloaded).toEqual(all.slice(0, PRELOADS_PER_TASK));
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
    let tasks = 0;
    while (run.timers.length) {
      run.nextTask();
      tasks += 1;
      expect(run.preloaded).toEqual(all.slice(0, PRELOADS_PER_TASK * (tasks + 1)));
    }
    expect(tasks).toBe(Math.ceil(all.length / PRELOADS_PER_TASK) - 1);
    expect(run.preloaded).toEqual(all);
  });

  it("leaves a document it does not recognise as it is", () => {
    expect(deferHydration("not a document")).toBe("not a document");
    // The development server's script also imports its HMR runtime, which cannot move into a function.
    const development = DOCUMENT.replace(
      "import * as route0",
      'import "/@id/__x00__virtual:react-router/inject-hmr-runtime";\nimport * as route0',
    );
    expect(deferHydration(development)).toBe(development);
    expect(hydrateAfterPaint(development)).toBe(development);
    const noScript = DOCUMENT.replace('type="module" async=""', 'type="module"');
    expect(deferHydration(noScript)).toBe(noScript);
  });
});

/** The same document as a page rendered for one visitor writes it: a nonce on the scripts and preloads. */
const PERSONAL = DOCUMENT.replaceAll('"/>', '" nonce="N0nce"/>').replace(
  '<script type="module"',
  '<script nonce="N0nce" type="module"',
);

describe("the hydration of a page rendered for one visitor", () => {
  it("keeps the script's nonce and takes the preloads, nonce and all, out of the head", () => {
    const html = hydrateAfterPaint(PERSONAL);
    expect(html).toContain('<script nonce="N0nce" type="module" async="">');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="font" href="/f.woff2" nonce="N0nce"/>');
    expect(html).toContain("<script>window.other = 1;</script></body></html>");
  });

  it("waits for the first contentful paint, not the first paint nor the load event", async () => {
    const run = runScript(hydrateAfterPaint(PERSONAL), "loading");
    expect(run.observers.map((o) => o.options)).toEqual([{ type: "paint", buffered: true }]);
    expect(run.listeners.map((l) => l.event)).toEqual(["pointerdown", "keydown", "touchstart"]);
    run.paint("first-paint");
    expect(run.imported).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.observers[0]!.disconnected).toBe(true);
    expect(run.preloaded).toEqual(["/assets/entry.client-A.js", "/assets/home-B.js"]);
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.imported.at(-1)).toBe("/assets/entry.client-A.js");
  });

  it("starts on the visitor's first key, and only once", () => {
    const run = runScript(hydrateAfterPaint(PERSONAL), "loading");
    run.listeners.find((l) => l.event === "keydown")!.listener();
    run.paint("first-contentful-paint");
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
    expect(run.preloaded).toHaveLength(2);
  });

  it("waits for the load event in a browser that reports no paints", () => {
    const run = runScript(hydrateAfterPaint(PERSONAL), "loading", false);
    expect(run.observers).toEqual([]);
    expect(run.imported).toEqual([]);
    run.listeners.find((l) => l.event === "load")!.listener();
    expect(run.imported).toEqual(["/assets/root-C.js", "/assets/home-B.js"]);
  });
});
