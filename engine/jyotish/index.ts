// Public surface of the jyotish engine core (pure: positions in, plain data out).
export type {
  ChartPositions,
  GrahaPosition,
  Kundli,
  DivisionalChart,
  Calculation,
  RashiRef,
  NakshatraRef,
  GrahaKey,
  ProseLang,
} from './types.ts';
export { JyotishError, type JyotishErrorCode } from './errors.ts';
export { CALCULATION } from './calculation.ts';
export { buildKundli } from './kundli.ts';
export { divisionalChart, parseVarga, SUPPORTED_VARGAS } from './divisional.ts';
export { vimshottariDasha, parseIsoDateUtc, type DashaOptions, type DashaPeriod, type DashaResult } from './dasha.ts';
export { ashtakoot, matchCharts, type AshtakootResult, type MatchOptions, type MatchResult } from './matching/index.ts';
export { computeDoshas, type DoshaOptions, type DoshaResult, type SignIngressFn } from './doshas/index.ts';
export { navamsaRashiOf, nakshatraOf, rashiOf, houseFrom } from './zodiac.ts';
export { chartPositionsAt, grahaPositionsAt, coreSignIngresses } from './chart-at.ts';
export { dignityOf } from './dignity.ts';
export { natalPrediction, type NatalPrediction, type PredictionOptions } from './predict/index.ts';
export { fusedForecast, type ForecastInput, type ForecastResult } from './forecast/index.ts';
export { rashifal, type Rashifal } from './rashifal.ts';
