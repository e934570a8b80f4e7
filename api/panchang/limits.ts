// The panchang plan catalog beside the ladder (api/plans.ts): plan features (seed 002 "Feature gates"), the festival
// layers each plan sees, and the anti-extraction limits the seed leaves "not shown", documented in the README.
// Every table is a Record over the ladder's plan names, so a plan added to the ladder without its rows here does not
// compile. Coverage counts distinct (location, date) pairs an account looked up.
import type { Layer } from '../../tables/festivals/types.ts';
import { productPlan, type PanchangPlan } from '../plans.ts';

export type { PanchangPlan };

export interface PanchangLimits {
  /** Distinct location-dates per account per UTC month. */
  readonly coverageMonthly: number;
  /** Distinct location-dates per account per UTC day. */
  readonly coverageDaily: number;
  /** Calls per account per UTC day (burst guard beside the per-minute limit). */
  readonly dailyBurst: number;
  /** Distinct dates per account per UTC day. */
  readonly uniqueDatesDaily: number;
  /** Distinct city-years a yearly lookup may touch per account per UTC month. */
  readonly cityYearsMonthly: number;
}

export const PANCHANG_LIMITS: Readonly<Record<PanchangPlan, PanchangLimits>> = {
  free: { coverageMonthly: 1_000, coverageDaily: 200, dailyBurst: 500, uniqueDatesDaily: 11, cityYearsMonthly: 0 },
  amethyst: {
    coverageMonthly: 25_000,
    coverageDaily: 3_000,
    dailyBurst: 10_000,
    uniqueDatesDaily: 400,
    cityYearsMonthly: 0,
  },
  sapphire: {
    coverageMonthly: 150_000,
    coverageDaily: 20_000,
    dailyBurst: 60_000,
    uniqueDatesDaily: 2_200,
    cityYearsMonthly: 60,
  },
  emerald: {
    coverageMonthly: 1_000_000,
    coverageDaily: 120_000,
    dailyBurst: 400_000,
    uniqueDatesDaily: 2_200,
    cityYearsMonthly: 600,
  },
};

export interface PanchangFeatures {
  readonly muhurat: boolean;
  readonly choghadiya: boolean;
  readonly metadata: boolean;
  readonly monthly_api: boolean;
  readonly yearly_api: boolean;
  readonly core_festivals: boolean;
  readonly all_festival_layers: boolean;
  readonly regional_festivals: boolean;
  readonly eclipses: boolean;
  readonly faith_filter: boolean;
  readonly coordinates: boolean;
}

const PAID: PanchangFeatures = {
  muhurat: true,
  choghadiya: true,
  metadata: true,
  monthly_api: true,
  yearly_api: false,
  core_festivals: true,
  all_festival_layers: false,
  regional_festivals: false,
  eclipses: false,
  faith_filter: true,
  coordinates: true,
};
const TOP: PanchangFeatures = {
  ...PAID,
  yearly_api: true,
  all_festival_layers: true,
  regional_festivals: true,
  eclipses: true,
};

export const PANCHANG_FEATURES: Readonly<Record<PanchangPlan, PanchangFeatures>> = {
  free: { ...PAID, muhurat: false, monthly_api: false, core_festivals: false, faith_filter: false, coordinates: false },
  amethyst: PAID,
  sapphire: TOP,
  emerald: TOP,
};

/** Festival layers each plan sees: free none, amethyst the core festivals, sapphire and emerald every layer. */
export const PANCHANG_FESTIVAL_LAYERS: Readonly<Record<PanchangPlan, readonly Layer[]>> = {
  free: [],
  amethyst: ['core'],
  sapphire: ['core', 'all', 'regional', 'eclipse'],
  emerald: ['core', 'all', 'regional', 'eclipse'],
};

/** A panchang plan name; any other name throws (it would be a bug upstream, not a free caller). */
export const panchangPlan = (name: string): PanchangPlan => productPlan('panchang', name);

/** The public date window of paid plans, and the free plan's window around today (seed 002 "Limits"). */
export const PUBLIC_WINDOW = { first: '2025-01-01', last: '2030-12-31' } as const;
export const FREE_WINDOW_DAYS = { before: 3, after: 7 } as const;
