/**
 * One rule of an activity switched off (issue #30): the rule tests show that a date is decided by that rule alone
 * (no window with the rule, a window without it), and the published-calendar comparison names the rule behind a
 * difference the same way.
 */
import type { ActivityRules, ExclusionKey, RegionKey } from '../../tables/muhurat/rules.ts';

const ALL = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The rule ids `relax` understands for an activity. */
export function ruleIdsOf(rules: ActivityRules, region: RegionKey): string[] {
  const ids = [
    rules.tithis.id,
    rules.nakshatras.id,
    rules.varas.id,
    rules.yogas.id,
    rules.karana.id,
    rules.sunSigns.id,
  ];
  if (rules.lagnas) ids.push(rules.lagnas.id);
  if (rules.panchakaRahita) ids.push(rules.panchakaRahita.id);
  if (rules.lunarMonths) ids.push(rules.lunarMonths.id);
  for (const d of rules.lagnaDoshas ?? []) ids.push(d.id);
  return [...ids, ...rules.exclusions, ...(rules.regionalExclusions?.[region] ?? [])];
}

/** The activity's rules with `id` no longer restricting anything. */
export function relax(rules: ActivityRules, id: string): ActivityRules {
  const r = rules;
  if (id === r.tithis.id) return { ...r, tithis: { ...r.tithis, allowed: ALL(30) } };
  if (id === r.nakshatras.id) return { ...r, nakshatras: { ...r.nakshatras, allowed: ALL(27) } };
  if (id === r.varas.id) return { ...r, varas: { ...r.varas, allowed: [0, 1, 2, 3, 4, 5, 6] } };
  if (id === r.yogas.id) return { ...r, yogas: { ...r.yogas, forbidden: [] } };
  if (id === r.karana.id) return { ...r, karana: { ...r.karana, forbiddenKeys: [] } };
  if (id === r.lagnas?.id) return { ...r, lagnas: null };
  if (id === r.panchakaRahita?.id) return { ...r, panchakaRahita: null };
  if (id === r.sunSigns.id) return { ...r, sunSigns: { ...r.sunSigns, byRegion: { north: ALL(12), south: ALL(12) } } };
  if (id === r.lunarMonths?.id) return { ...r, lunarMonths: undefined };
  if (r.lagnaDoshas?.some((d) => d.id === id)) return { ...r, lagnaDoshas: r.lagnaDoshas.filter((d) => d.id !== id) };
  const drop = (list: readonly ExclusionKey[] | undefined) => (list ?? []).filter((k) => k !== id);
  const regional = r.regionalExclusions;
  return {
    ...r,
    exclusions: drop(r.exclusions),
    regionalExclusions: regional && { north: drop(regional.north), south: drop(regional.south) },
  };
}
