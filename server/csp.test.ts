import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("the hashes of a page's inline code", () => {
  it("names each inline script and style once, exactly as sent, and no external or data script", () => {
    const html = [
      '<style data-href="/a.css">body{color:red}</style>',
      "<script>window.a = 1;</script>",
      '<script type="module">import "/assets/entry.js";</script>',
      "<script>window.a = 1;</script>",
      '<script type="module" src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join("");
    expect(inlineHashes(html)).toEqual({
      script: [sha("window.a = 1;"), sha('import "/assets/entry.js";')],
      style: [sha("body{color:red}")],
    });
  });
});
