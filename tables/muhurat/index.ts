/** Every muhurta activity's rules, by key (issue #30): one file per activity. */
import { ANNAPRASHAN } from './annaprashan.ts';
import { BUSINESS_START } from './business-start.ts';
import { GRIHA_PRAVESH } from './griha-pravesh.ts';
import { LAGNA_SHUDDHI } from './lagna-shuddhi.ts';
import { MARRIAGE } from './marriage.ts';
import { MUNDAN } from './mundan.ts';
import { NAMAKARANA } from './namakarana.ts';
import { PROPERTY_PURCHASE } from './property-purchase.ts';
import type { ActivityKey, ActivityRules } from './rules.ts';
import { TRAVEL } from './travel.ts';
import { UPANAYANA } from './upanayana.ts';
import { VEHICLE_PURCHASE } from './vehicle-purchase.ts';
import { VIDYARAMBHA } from './vidyarambha.ts';

export const ACTIVITIES: Readonly<Record<ActivityKey, ActivityRules>> = {
  // the lagna's own doshas join here so the activity files keep their values (lagna-shuddhi.ts)
  marriage: { ...MARRIAGE, lagnaDoshas: LAGNA_SHUDDHI.marriage },
  griha_pravesh: { ...GRIHA_PRAVESH, lagnaDoshas: LAGNA_SHUDDHI.griha_pravesh },
  vehicle_purchase: VEHICLE_PURCHASE,
  property_purchase: PROPERTY_PURCHASE,
  namakarana: NAMAKARANA,
  mundan: MUNDAN,
  annaprashan: ANNAPRASHAN,
  upanayana: UPANAYANA,
  vidyarambha: VIDYARAMBHA,
  business_start: BUSINESS_START,
  travel: TRAVEL,
};
export const ACTIVITY_KEYS = Object.keys(ACTIVITIES) as ActivityKey[];
/** The ruleset's version: bump when any rule changes a date. */
export const RULESET_VERSION = '2026.2';
export * from './rules.ts';
export { GRIHA_PRAVESH_KINDS, type GrihaPraveshKind } from './griha-pravesh-kinds.ts';
