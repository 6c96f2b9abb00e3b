import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const PRELOAD = '<link rel="modulepreload" href=';

/**
 * The document's stream, with the head's module preloads fetched at low priority (decision 026): a
 * page rendered for one visitor (the booking form, the follow page) keeps its hydration as React
 * Router writes it, but its 20-odd scripts no longer come before what its first paint needs. The head
 * (with its inline stylesheet, about 70 KB) is held until it is complete, then everything passes
 * through as it comes. Each chunk is searched once, with the few bytes before it that could start
 * `</head>`.
 */
export function lowPriorityPreloads({ enabled, onEnd }: { enabled: boolean; onEnd: () => void }) {
  let held: Buffer[] | null = enabled ? [] : null;
  let heldBytes = 0;
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      const window = Buffer.concat([tail, chunk]);
      const found = window.indexOf(HEAD_END);
      held.push(chunk);
      heldBytes += chunk.length;
      if (found < 0) {
        tail = window.subarray(Math.max(0, window.length - (HEAD_END.length - 1)));
        return callback();
      }
      const all = Buffer.concat(held, heldBytes);
      const end = heldBytes - window.length + found;
      held = null;
      const lowered = all
        .subarray(0, end)
        .toString("utf8")
        .replaceAll(PRELOAD, '<link rel="modulepreload" fetchPriority="low" href=');
      callback(null, Buffer.concat([Buffer.from(lowered), all.subarray(end)]));
    },
    flush(callback) {
      onEnd();
      callback(null, held?.length ? Buffer.concat(held) : null);
    },
  });
}
