// Ashtakavarga (BPHS ch. 66-67): each classical graha's bhinna ashtakavarga from the benefic places of the seven
// grahas and the lagna (tables/jyotish/ashtakavarga.ts), the sarva ashtakavarga, and the two reductions.
import {
  ASHTAKAVARGA_CONTRIBUTORS,
  ASHTAKAVARGA_TABLES,
  type AshtakavargaTable,
  EKADHIPATYA_PAIRS,
  type AshtakavargaContributor,
} from '../../tables/jyotish/ashtakavarga.ts';
import { CLASSICAL_GRAHAS, type ClassicalGraha } from '../../tables/jyotish/grahas.ts';
import type { ChartPositions } from './types.ts';
import { assertPositions, rashiOf, signAhead } from './zodiac.ts';

/** Twelve bindu counts by sign, index 0 = Mesha. */
export type SignRow = number[];

export interface Ashtakavarga {
  /** Bindus per sign for each graha's own ashtakavarga. */
  bhinna: Record<ClassicalGraha, SignRow>;
  /** Per sign, the sum of the seven bhinna rows (the lagna has no row of its own). */
  sarva: SignRow;
  totals: Record<ClassicalGraha, number> & { sarva: number };
  /** Which contributors gave each bindu: per graha, per sign, the contributor keys. */
  contributors: Record<ClassicalGraha, AshtakavargaContributor[][]>;
  reduced: {
    trikona: Record<ClassicalGraha, SignRow>;
    /** After trikona then ekadhipatya shodhana (the shodhita rows). */
    ekadhipatya: Record<ClassicalGraha, SignRow>;
    sarva: SignRow;
  };
}

const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);

function bhinnaRow(graha: ClassicalGraha, placedIn: Record<AshtakavargaContributor, number>, table: AshtakavargaTable) {
  const givers: AshtakavargaContributor[][] = Array.from({ length: 12 }, () => []);
  const places = ASHTAKAVARGA_TABLES[table][graha];
  for (const from of ASHTAKAVARGA_CONTRIBUTORS)
    for (const house of places[from]) givers[signAhead(placedIn[from], house) - 1].push(from);
  return { row: givers.map((g) => g.length), givers };
}

/**
 * Trikona shodhana (B.V. Raman, Ashtakavarga System of Prediction ch. 2; BPHS ch. 67): in each group of trine
 * signs the least figure is taken from all three (so equal figures all become 0); a group with one empty sign is
 * left alone, and one with two empty signs loses the third figure too.
 */
export function trikonaShodhana(row: readonly number[]): SignRow {
  const out = [...row];
  for (let first = 0; first < 4; first++) {
    const idx = [first, first + 4, first + 8];
    const values = idx.map((i) => row[i]);
    const zeros = values.filter((v) => v === 0).length;
    if (zeros === 1) continue;
    const least = zeros === 2 ? Math.max(...values) : Math.min(...values);
    for (const i of idx) out[i] = Math.max(0, row[i] - least);
  }
  return out;
}

/**
 * Ekadhipatya shodhana on the trikona-reduced row, for the five pairs of signs with one lord; a sign counts as
 * occupied when one of the seven grahas is in it (the nodes are not counted). Rules as B.V. Raman gives them
 * (BPHS ch. 67): a pair with an empty sign, or with both signs occupied, is left alone; both unoccupied: both
 * take the smaller figure (0 when equal); one occupied: the unoccupied sign takes the occupied one's figure when
 * it is larger, and is cleared when it is equal or smaller.
 */
export function ekadhipatyaShodhana(row: readonly number[], occupied: ReadonlySet<number>): SignRow {
  const out = [...row];
  for (const [a, b] of EKADHIPATYA_PAIRS) {
    const [x, y] = [row[a - 1], row[b - 1]];
    const [ox, oy] = [occupied.has(a), occupied.has(b)];
    if (x === 0 || y === 0 || (ox && oy)) continue;
    if (!ox && !oy) {
      const v = x === y ? 0 : Math.min(x, y);
      out[a - 1] = out[b - 1] = v;
    } else if (ox) out[b - 1] = y > x ? x : 0;
    else out[a - 1] = x > y ? y : 0;
  }
  return out;
}

function perGraha<T>(f: (g: ClassicalGraha) => T): Record<ClassicalGraha, T> {
  return Object.fromEntries(CLASSICAL_GRAHAS.map((g) => [g, f(g)])) as Record<ClassicalGraha, T>;
}

const addRows = (rows: readonly (readonly number[])[]) =>
  Array.from({ length: 12 }, (_, i) => rows.reduce((s, r) => s + r[i], 0));

/** `table`: the benefic places used (tables/jyotish/ashtakavarga.ts); BPHS's, as Santhanam and Raman give them, by default. */
export function ashtakavarga(positions: ChartPositions, table: AshtakavargaTable = 'parashara'): Ashtakavarga {
  assertPositions(positions);
  const placedIn = {
    ...perGraha((g) => rashiOf(positions.grahas[g].lonSidDeg)),
    lagna: rashiOf(positions.lagnaSidDeg),
  };
  const rows = perGraha((g) => bhinnaRow(g, placedIn, table));
  const bhinna = perGraha((g) => rows[g].row);
  const occupied = new Set(CLASSICAL_GRAHAS.map((g) => placedIn[g]));
  const trikona = perGraha((g) => trikonaShodhana(bhinna[g]));
  const ekadhipatya = perGraha((g) => ekadhipatyaShodhana(trikona[g], occupied));
  const sarva = addRows(Object.values(bhinna));
  return {
    bhinna,
    sarva,
    totals: { ...perGraha((g) => sum(bhinna[g])), sarva: sum(sarva) },
    contributors: perGraha((g) => rows[g].givers),
    reduced: { trikona, ekadhipatya, sarva: addRows(Object.values(ekadhipatya)) },
  };
}
