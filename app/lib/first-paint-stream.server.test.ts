import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./first-paint.server";
import { firstPaintStream } from "./first-paint-stream.server";

const HEAD =
  '<html><head><title>Réservation — étape 1</title><link rel="modulepreload" href="/assets/a.js" nonce="N"/>' +
  '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/assets/b.js" nonce="N"/></head>';
const BODY =
  '<body><p>&lt;link rel="modulepreload" href=</p><script nonce="N">window.a = "é";</script>' +
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  "  window.__reactRouterRouteModules = {root:route0};\n\n" +
  'import("/assets/a.js");</script><!--$--><p>After the script: ü</p></body></html>';

/** Streams `html` cut into chunks of `size` bytes (cutting through characters and tags). */
async function through(html: string, size: number, enabled = true) {
  const bytes = Buffer.from(html);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  let ended = 0;
  const out = await text(Readable.from(chunks).pipe(firstPaintStream({ enabled, onEnd: () => ended++ })));
  return { out, ended };
}

describe("the stream of a page rendered for one visitor", () => {
  it("hydrates after the first paint, however the stream is cut", async () => {
    const expected = hydrateAfterPaint(HEAD + BODY);
    expect(expected).not.toContain('<link rel="modulepreload"');
    expect(expected).toContain("first-contentful-paint");
    for (const size of [1, 2, 3, 7, 22, 23, 24, 64, 10_000]) {
      const { out, ended } = await through(HEAD + BODY, size);
      expect(out).toBe(expected);
      expect(ended).toBe(1);
    }
  });

  it("passes untouched when the page is rewritten elsewhere (a shared page), or has no module script", async () => {
    expect((await through(HEAD + BODY, 16, false)).out).toBe(HEAD + BODY);
    const scriptless = `${HEAD}<body><p>Aucun script</p></body></html>`;
    expect((await through(scriptless, 5)).out).toBe(scriptless);
    expect((await through("<p>no head</p>", 3)).out).toBe("<p>no head</p>");
  });
});
