// Three rolling rows of the dynamic-programming table, grown on demand and reused across calls: the
// typo scan runs this for thousands of names per lookup and should not allocate for each.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of neighbours
 * each cost 1), or max + 1 as soon as it must exceed `max`. Only the diagonal band of width
 * 2 * max + 1 is filled, since a path leaving it already costs more than `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const far = max + 1;
  if (Math.abs(a.length - b.length) > max) return far;
  if (a === b) return 0;
  if (rows[0].length <= b.length + 1)
    rows = [new Int32Array(b.length + 2), new Int32Array(b.length + 2), new Int32Array(b.length + 2)];
  let [twoBack, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, far);
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(b.length, i + max);
    current[lo - 1] = lo === 1 ? Math.min(i, far) : far;
    let rowMin = current[lo - 1];
    for (let j = lo; j <= hi; j++) {
      let best = Math.min(previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2] + 1);
      current[j] = Math.min(best, far);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (hi < b.length) current[hi + 1] = far;
    if (rowMin >= far) return far;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length];
}

/** How many edits a typed name of this length may carry: none for short names, where one edit
 * already turns most names into other real ones. */
export function typoBudget(nameLength: number): number {
  if (nameLength < 5) return 0;
  if (nameLength < 8) return 1;
  return 2;
}

const BAG_SIZE = 37; // a-z, 0-9 and the space of a folded name

/** How many of each character a folded name holds: the cheap filter in front of the distance. */
export function letterBag(text: string): Uint8Array {
  const bag = new Uint8Array(BAG_SIZE);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const slot = c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : 36;
    if (bag[slot]! < 255) bag[slot]!++;
  }
  return bag;
}

/**
 * A lower bound of the edit distance from the two names' letter counts alone: an insertion, deletion or
 * substitution raises the letters the two share by one at most, and a swap changes no count.
 */
export function bagLowerBound(aLength: number, aBag: Uint8Array, bLength: number, bBag: Uint8Array): number {
  let shared = 0;
  for (let i = 0; i < BAG_SIZE; i++) shared += Math.min(aBag[i]!, bBag[i]!);
  return Math.max(aLength, bLength) - shared;
}
