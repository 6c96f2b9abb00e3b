import { Transform } from "node:stream";
import { hydrateAfterPaint } from "./first-paint.server";

/** What is looked for, in order: React Router's inline module script, then its end. */
const MARKS = ['type="module" async="">', "</script>"].map((mark) => Buffer.from(mark));

/**
 * The document's stream of a page rendered for one visitor (the booking form, the follow page, the
 * staff area), with its hydration started once the first frame is painted (decision 031,
 * `hydrateAfterPaint`). Everything up to the end of React Router's inline module script is held (the
 * shell, which is rendered at once), rewritten, then the rest passes through as it comes. A document
 * without that script passes unchanged.
 */
export function firstPaintStream({ enabled, onEnd }: { enabled: boolean; onEnd: () => void }) {
  let held: Buffer | null = enabled ? Buffer.alloc(0) : null;
  let mark = 0;
  let searchFrom = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      held = Buffer.concat([held, chunk]);
      while (mark < MARKS.length) {
        const found = held.indexOf(MARKS[mark]!, searchFrom);
        if (found < 0) {
          searchFrom = Math.max(searchFrom, held.length - (MARKS[mark]!.length - 1));
          return callback();
        }
        searchFrom = found + MARKS[mark]!.length;
        mark += 1;
      }
      const all = held;
      held = null;
      callback(null, Buffer.from(hydrateAfterPaint(all.toString("utf8"))));
    },
    flush(callback) {
      onEnd();
      callback(null, held?.length ? held : null);
    },
  });
}
