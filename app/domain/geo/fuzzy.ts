/**
 * Typing errors: the optimal-string-alignment distance (insertions, deletions, substitutions and
 * swaps of two neighbouring letters), computed only as far as a small bound. "nicee" → "nice",
 * "moncao" → "monaco", "canes" → "cannes" are one edit away.
 */

/** Edits allowed for a query word of this length: none under 4 letters, 1 up to 6, 2 beyond. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

const rowA = new Int32Array(64);
const rowB = new Int32Array(64);
const rowC = new Int32Array(64);

/** Whether a and b are at most `max` edits apart (words up to 63 letters; longer ones never match). */
export function withinEdits(a: string, b: string, max: number): boolean {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max || n >= 64 || m >= 64) return false;
  if (a === b) return true;
  // Three rows: two back (for swaps), previous and current.
  let prev2 = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[m]! <= max;
}
