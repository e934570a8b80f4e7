// Kaal Sarp: the seven grahas hemmed on one side of the Rahu-Ketu axis (astrology-rules.md 7.2),
// named by Rahu's house from the lagna. Partial when exactly one graha is outside or a graha sits
// on the axis (within the node orb).
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import { KAAL_SARP_GRAHAS, KAAL_SARP_NODE_ORB_DEG, KAAL_SARP_TYPES } from '../../../tables/jyotish/doshas.ts';
import { KAAL_SARP_KIND_NAMES } from '../../../tables/jyotish/state-names.ts';
import { grahaName } from '../names.ts';
import type { ChartPositions, GrahaKey } from '../types.ts';
import { assertPositions, houseFrom, normDeg, rashiOf } from '../zodiac.ts';

export type KaalSarpKind = 'full' | 'partial' | 'none';
/** rahu_to_ketu: grahas in the arc going zodiacally from Rahu to Ketu; ketu_to_rahu is the reverse ("Kaal Amrit" to some). */
export type KaalSarpDirection = 'rahu_to_ketu' | 'ketu_to_rahu';

export interface KaalSarpResult {
  present: boolean;
  kind: KaalSarpKind;
  /** `kind` in the reader's language. */
  kind_name: string;
  direction: KaalSarpDirection | null;
  /** The arc in the reader's language, "Rahu → Ketu" with the name book's graha names. */
  direction_name: string | null;
  type: { key: string; name: string } | null;
  rahu_house: number;
  /** Grahas on the minority side (partial only). */
  outside: GrahaKey[];
  outside_names: string[];
  /** Grahas within the orb of a node. */
  on_axis: GrahaKey[];
  on_axis_names: string[];
}

type Side = 'rahu_to_ketu' | 'ketu_to_rahu' | 'axis';

/** Side of the axis from d = (graha - Rahu) mod 360: (0, 180) follows Rahu, (180, 360) follows Ketu. */
function sideOf(lonDeg: number, rahuDeg: number): Side {
  const d = normDeg(lonDeg - rahuDeg);
  const orb = KAAL_SARP_NODE_ORB_DEG;
  if (d <= orb || d >= 360 - orb || Math.abs(d - 180) <= orb) return 'axis';
  return d < 180 ? 'rahu_to_ketu' : 'ketu_to_rahu';
}

function classify(
  a: GrahaKey[],
  b: GrahaKey[],
  axis: GrahaKey[],
): { kind: KaalSarpKind; direction: KaalSarpDirection | null; outside: GrahaKey[] } {
  const [major, minor, direction]: [GrahaKey[], GrahaKey[], KaalSarpDirection] =
    a.length >= b.length ? [a, b, 'rahu_to_ketu'] : [b, a, 'ketu_to_rahu'];
  if (major.length === 0) return { kind: 'none', direction: null, outside: [] };
  if (minor.length === 0) return { kind: axis.length === 0 ? 'full' : 'partial', direction, outside: [] };
  if (minor.length === 1) return { kind: 'partial', direction, outside: minor };
  return { kind: 'none', direction: null, outside: [] };
}

const arcName = (d: KaalSarpDirection, lang: ProseLang) =>
  d === 'rahu_to_ketu'
    ? `${grahaName('rahu', lang)} → ${grahaName('ketu', lang)}`
    : `${grahaName('ketu', lang)} → ${grahaName('rahu', lang)}`;

export function kaalSarp(positions: ChartPositions, lang: ProseLang = 'en'): KaalSarpResult {
  assertPositions(positions);
  const rahuDeg = positions.grahas.rahu.lonSidDeg;
  const bySide: Record<Side, GrahaKey[]> = { rahu_to_ketu: [], ketu_to_rahu: [], axis: [] };
  for (const g of KAAL_SARP_GRAHAS) bySide[sideOf(positions.grahas[g].lonSidDeg, rahuDeg)].push(g);
  const { kind, direction, outside } = classify(bySide.rahu_to_ketu, bySide.ketu_to_rahu, bySide.axis);
  const rahuHouse = houseFrom(rashiOf(rahuDeg), rashiOf(positions.lagnaSidDeg));
  const t = KAAL_SARP_TYPES[rahuHouse - 1];
  const present = kind !== 'none';
  return {
    present,
    kind,
    kind_name: tr(KAAL_SARP_KIND_NAMES[kind], lang),
    direction,
    direction_name: direction && arcName(direction, lang),
    type: present ? { key: t.key, name: tr(t.name, lang) } : null,
    rahu_house: rahuHouse,
    outside,
    outside_names: outside.map((g) => grahaName(g, lang)),
    on_axis: bySide.axis,
    on_axis_names: bySide.axis.map((g) => grahaName(g, lang)),
  };
}
