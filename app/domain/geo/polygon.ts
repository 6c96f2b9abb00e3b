/** A closed ring of [x, y] points (longitude and latitude, or map coordinates). */
export type Ring = ReadonlyArray<readonly [number, number]>;

/** Even-odd (ray-casting) point in polygon over one or several rings: a hole is a ring inside another. */
export function insideRings(x: number, y: number, rings: readonly Ring[]): boolean {
  let inside = false;
  for (const ring of rings)
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  return inside;
}
