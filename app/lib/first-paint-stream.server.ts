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
 *
 * React writes the shell in chunks of a few kilobytes (50 to 70 for the booking form): they are
 * kept as they come and joined once, and each is searched with the few bytes before it that could
 * begin a mark, rather than joining and searching again the whole of what is held at every chunk.
 */
export function firstPaintStream({ enabled, onEnd }: { enabled: boolean; onEnd: () => void }) {
  /** React's chunks until the script's end is seen, then null: the rest passes as it comes. */
  let held: Buffer[] | null = enabled ? [] : null;
  let mark = 0;
  /** The end of what is held that could be the start of the next mark. */
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!held) return callback(null, chunk);
      held.push(chunk);
      const window = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      let from = 0;
      while (mark < MARKS.length) {
        const found = window.indexOf(MARKS[mark]!, from);
        if (found < 0) {
          carry = Buffer.from(window.subarray(Math.max(from, window.length - (MARKS[mark]!.length - 1))));
          return callback();
        }
        from = found + MARKS[mark]!.length;
        mark += 1;
      }
      const all = Buffer.concat(held);
      held = null;
      callback(null, Buffer.from(hydrateAfterPaint(all.toString("utf8"))));
    },
    flush(callback) {
      onEnd();
      callback(null, held?.length ? Buffer.concat(held) : null);
    },
  });
}
