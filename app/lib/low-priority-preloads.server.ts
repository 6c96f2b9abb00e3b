import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");
const PRELOAD = '<link rel="modulepreload" href=';

/**
 * The document's stream, with the head's module preloads fetched at low priority (decision 022): a
 * page rendered for one visitor (the booking form, the follow page) keeps its hydration as React
 * Router writes it, but its 20-odd scripts no longer come before what its first paint needs. The head
 * is held until it is complete (a few kilobytes), then everything passes through as it comes.
 */
export function lowPriorityPreloads({ enabled, onEnd }: { enabled: boolean; onEnd: () => void }) {
  let head: Buffer[] | null = enabled ? [] : null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head.push(chunk);
      const held = Buffer.concat(head);
      const end = held.indexOf(HEAD_END);
      if (end < 0) {
        head = [held];
        return callback();
      }
      head = null;
      const before = held.subarray(0, end).toString("utf8");
      const lowered = before.replaceAll(PRELOAD, '<link rel="modulepreload" fetchPriority="low" href=');
      callback(null, Buffer.concat([Buffer.from(lowered), held.subarray(end)]));
    },
    flush(callback) {
      onEnd();
      callback(null, head?.length ? Buffer.concat(head) : null);
    },
  });
}
