import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "./low-priority-preloads.server";

const HEAD =
  '<html><head><title>Réservation — étape 1</title><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/assets/b.js"/></head>';
const BODY =
  '<body><p>&lt;link rel="modulepreload" href=</p><script>import("/assets/a.js")</script></body></html>';

/** Streams the document cut into chunks of `size` bytes (cutting through characters and tags). */
async function through(size: number, enabled = true) {
  const bytes = Buffer.from(HEAD + BODY);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  let ended = 0;
  const out = await text(Readable.from(chunks).pipe(lowPriorityPreloads({ enabled, onEnd: () => ended++ })));
  return { out, ended };
}

describe("the module preloads of a page rendered for one visitor", () => {
  it("are fetched at low priority, in the head only, however the stream is cut", async () => {
    const expected =
      HEAD.replaceAll(
        '<link rel="modulepreload" href=',
        '<link rel="modulepreload" fetchPriority="low" href=',
      ) + BODY;
    for (const size of [1, 2, 7, 64, 10_000]) {
      const { out, ended } = await through(size);
      expect(out).toBe(expected);
      expect(ended).toBe(1);
    }
  });

  it("pass untouched when the page is rewritten elsewhere (a shared page), or has no head", async () => {
    expect((await through(16, false)).out).toBe(HEAD + BODY);
    const headless = await text(
      Readable.from([Buffer.from("<p>no head</p>")]).pipe(
        lowPriorityPreloads({ enabled: true, onEnd: () => {} }),
      ),
    );
    expect(headless).toBe("<p>no head</p>");
  });
});
