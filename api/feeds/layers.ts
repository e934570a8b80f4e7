// Which feed layers each panchang plan may subscribe to, and which layer a day's festival belongs to. A Record over the
// ladder's plan names (api/plans.ts), like the rest of the panchang catalog (panchang/limits.ts): a plan added to the
// ladder without its row here does not compile.
import { FEED_LAYERS, type FeedLayer } from '../../tables/feeds.ts';
import { PANCHANG_FEATURES, type PanchangPlan } from '../panchang/limits.ts';

export { FEED_LAYERS, type FeedLayer };

/** A paid plan's layers: eclipses follow the plan's `eclipses` feature (sapphire and up), as on the daily route. */
const paidLayers = (plan: PanchangPlan): readonly FeedLayer[] =>
  FEED_LAYERS.filter((l) => l !== 'eclipses' || PANCHANG_FEATURES[plan].eclipses);

/** Feeds start at amethyst (issue 19). */
export const FEED_LAYERS_BY_PLAN: Readonly<Record<PanchangPlan, readonly FeedLayer[]>> = {
  free: [],
  amethyst: paidLayers('amethyst'),
  sapphire: paidLayers('sapphire'),
  emerald: paidLayers('emerald'),
};

/** The lowest plan that may subscribe to a layer, for the refusal's message. */
export function lowestPlanFor(layer: FeedLayer): PanchangPlan {
  const plans = Object.keys(FEED_LAYERS_BY_PLAN) as PanchangPlan[];
  return plans.find((p) => FEED_LAYERS_BY_PLAN[p].includes(layer)) ?? 'emerald';
}

/** Layers as stored: distinct, in the canonical order. */
export const canonicalLayers = (layers: readonly FeedLayer[]): FeedLayer[] =>
  FEED_LAYERS.filter((l) => layers.includes(l));

/** The layers of a feed the plan still allows (a downgraded account's feed shows less, it does not break). */
export const allowedLayers = (plan: PanchangPlan, layers: readonly string[]): ReadonlySet<FeedLayer> =>
  new Set(FEED_LAYERS_BY_PLAN[plan].filter((l) => layers.includes(l)));

/** The feed layer of a festival by its category (tables/festivals/types.ts); everything else is `festivals`. */
export function layerOfCategory(category: string): FeedLayer {
  switch (category) {
    case 'ekadashi':
      return 'ekadashi';
    case 'lunar_day':
      return 'purnima_amavasya';
    case 'sankranti':
      return 'sankranti';
    case 'eclipse':
      return 'eclipses';
    default:
      return 'festivals';
  }
}
