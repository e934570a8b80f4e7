// What a plan sees of a computed day (seed 002 feature gates): free gets no muhurat timings and no festivals;
// amethyst the core festival layer; sapphire and emerald every layer, regional festivals and eclipses.
import type { DailyPanchang } from './schema.ts';
import type { Faith as FestivalFaith } from '../../tables/festivals/types.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import { PANCHANG_FEATURES, PANCHANG_FESTIVAL_LAYERS, type PanchangPlan } from './limits.ts';

const NULL_WINDOW = { start: null, end: null };

/** The faith filter: one of the festival table's faiths, or all. */
export type Faith = FestivalFaith | 'all';

const LAYERS_BY_PLAN = new Map<PanchangPlan, ReadonlySet<string>>();

/** Festival layers a plan may see (PANCHANG_FESTIVAL_LAYERS) as a set; the engine tags each festival with its layer. */
export function visibleLayers(plan: PanchangPlan): ReadonlySet<string> {
  let layers = LAYERS_BY_PLAN.get(plan);
  if (!layers) {
    layers = new Set(PANCHANG_FESTIVAL_LAYERS[plan]);
    LAYERS_BY_PLAN.set(plan, layers);
  }
  return layers;
}

/** What a plan sees of a day: its festival layers, the faith filter it may use, and whether muhurat times show. */
export function planView(
  plan: PanchangPlan,
  faith: Faith,
): { festivalLayers: ReadonlySet<string>; faith: Faith; showMuhurat: boolean } {
  return { festivalLayers: visibleLayers(plan), faith, showMuhurat: PANCHANG_FEATURES[plan].muhurat };
}

/** The faith filter the plan allows: below amethyst it is ignored, with a dev note saying so. */
export function effectiveFaith(plan: PanchangPlan, requested: Faith, ctx: HandlerContext): Faith {
  if (requested === 'all' || PANCHANG_FEATURES[plan].faith_filter) return requested;
  ctx.note({ code: 'faith_filter_ignored', message: 'faith_filter needs the amethyst plan or above; it was ignored.' });
  return 'all';
}

/** What a plan leaves out of a day, and the plan that adds it: `meta.notes` of daily, monthly and yearly answers. */
export function planNotes(plan: PanchangPlan): { code: string; message: string }[] {
  const notes: { code: string; message: string }[] = [];
  if (!PANCHANG_FEATURES[plan].core_festivals)
    notes.push({
      code: 'festivals_not_in_plan',
      message: `The ${plan} plan includes no festival layer, so festivals is empty (total 0) on every day: the core festivals need the amethyst plan; regional festivals, the full list and eclipses need sapphire.`,
    });
  else if (!visibleLayers(plan).has('regional'))
    notes.push({
      code: 'festival_layers_not_in_plan',
      message: `The ${plan} plan includes the core festival layer only: regional festivals, the full list and eclipses need the sapphire plan.`,
    });
  if (!PANCHANG_FEATURES[plan].muhurat)
    notes.push({
      code: 'muhurat_not_in_plan',
      message: `The ${plan} plan leaves the muhurat timings (rahu kaal, abhijit, ...) null: they need the amethyst plan.`,
    });
  return notes;
}

/** The `meta.notes` entry of an answer on `plan`: absent when the plan leaves nothing out. */
export function planNotesMeta(plan: PanchangPlan): { notes?: { code: string; message: string }[] } {
  const notes = planNotes(plan);
  return notes.length ? { notes } : {};
}

/** Muhurat windows are kept as keys with null times below amethyst, so the shape never changes with the plan. */
export function withoutMuhurat(day: DailyPanchang): DailyPanchang {
  return {
    ...day,
    muhurat: {
      rahu_kaal: NULL_WINDOW,
      gulika_kaal: NULL_WINDOW,
      yamaganda_kaal: NULL_WINDOW,
      abhijit: NULL_WINDOW,
      brahma: NULL_WINDOW,
      vijaya: NULL_WINDOW,
      varjyam: NULL_WINDOW,
      durmuhurta: NULL_WINDOW,
      amrit_siddhi: NULL_WINDOW,
      durmuhurta_windows: [],
      varjyam_windows: [],
      amrit_kalam: [],
    },
    muhurat_layers: null,
  };
}
