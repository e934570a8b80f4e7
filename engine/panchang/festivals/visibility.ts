/** Plan and faith filtering of festival ids: the engine tags, the API filters (seed 002 feature table, faith_filter). */
import { LAYERS_BY_PLAN, type PanchangPlan } from '../../../tables/festivals/layers.ts';
import { FESTIVAL_TABLE } from '../../../tables/festivals/index.ts';
import type { Faith, FestivalRow, Layer } from '../../../tables/festivals/types.ts';

export type FaithFilter = Faith | 'all';

const BY_ID: ReadonlyMap<number, FestivalRow> = new Map(FESTIVAL_TABLE.map((r) => [r.id, r]));

export function layersForPlan(plan: PanchangPlan): readonly Layer[] {
  return LAYERS_BY_PLAN[plan];
}

/** True when a plan with this faith filter shows the festival; unknown ids are never shown. */
export function festivalVisible(id: number, plan: PanchangPlan, faith: FaithFilter = 'all'): boolean {
  const row = BY_ID.get(id);
  if (!row) return false;
  return LAYERS_BY_PLAN[plan].includes(row.layer) && (faith === 'all' || row.faith === faith);
}
