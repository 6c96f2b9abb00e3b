import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./first-paint";

describe("the shared pages' module preloads", () => {
  it("are fetched at low priority, in the head only, everything else untouched", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="font" href="/f.woff2"/>' +
      '<link rel="modulepreload" href="/assets/b.js"/></head><body><p>&lt;link rel="modulepreload" href=</p></body></html>';
    expect(lowerModulePreloads(html)).toBe(
      '<html><head><link rel="modulepreload" fetchPriority="low" href="/assets/a.js"/><link rel="preload" as="font" href="/f.woff2"/>' +
        '<link rel="modulepreload" fetchPriority="low" href="/assets/b.js"/></head><body><p>&lt;link rel="modulepreload" href=</p></body></html>',
    );
    expect(lowerModulePreloads("not a document")).toBe("not a document");
  });
});
