// What every horoscope computation needs from the request, and the mapping of engine errors onto the seed's
// codes (an engine error that reaches the gateway unmapped would be a 500).
import { AstroInputError } from '../../engine/astro/errors.ts';
import { JyotishError, type ChartPositions } from '../../engine/jyotish/index.ts';
import { proseLangOf, type Lang, type ProseLang } from '../../tables/names/index.ts';
import type { CityDirectory } from '../cities.ts';
import { ApiError, type ErrorCode } from '../gateway/errors.ts';
import type { DevNote } from '../gateway/route-spec.ts';
import { formatStamp } from '../timestamps.ts';
import type { PlaceWarning } from './birth.ts';

export interface HoroscopeContext {
  readonly directory: CityDirectory;
  /** The request's instant (the only clock the product reads). */
  readonly nowMs: number;
  readonly notes: DevNote[];
  /** Place guesses the caller should act on: the answer's top-level `warnings`. */
  readonly warnings: PlaceWarning[];
  /** Birth instants (UTC ms) of the charts computed, in order: meta.calculation gives the ayanamsa at each. */
  readonly births: number[];
  /** The display language the request asked for (names follow it; prose is in `proseLangOf(lang)`). */
  lang?: Lang;
  /**
   * Positions already computed in this request, by birth instant and place: a printed report asks the features for
   * the same birth a dozen times (issue 42). Absent: every feature computes its own.
   */
  readonly positions?: Map<string, ChartPositions>;
}

/**
 * The request's `lang`, already one of LANGS (api/lang.ts LangParam refuses any other with a 400; absent is English).
 * Records the display language on the context and returns the prose language the engine writes in: the language
 * itself where the prose exists, English for the others (names are put back in the display language afterwards).
 */
export function readLang(value: Lang | undefined, hc: Pick<HoroscopeContext, 'lang'>): ProseLang {
  const lang: Lang = value ?? 'en';
  hc.lang = lang;
  return proseLangOf(lang);
}

const ASTRO_CODES: Readonly<Record<string, ErrorCode>> = {
  invalid_date: 'invalid_date',
  date_out_of_range: 'invalid_date',
  invalid_time: 'invalid_birth_data',
  invalid_timezone: 'invalid_timezone',
  invalid_latitude: 'invalid_birth_data',
  invalid_longitude: 'invalid_birth_data',
};

const JYOTISH_CODES: Readonly<Record<string, ErrorCode>> = {
  unsupported_varga: 'unsupported_varga',
  invalid_method: 'invalid_parameter',
  placidus_undefined: 'placidus_undefined',
  invalid_date: 'invalid_date',
  invalid_option: 'invalid_birth_data',
};

/** Runs an engine call; its typed input errors become the seed's 400 codes, anything else propagates. */
export function engineCall<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    const code =
      err instanceof AstroInputError
        ? ASTRO_CODES[err.code]
        : err instanceof JyotishError
          ? JYOTISH_CODES[err.code]
          : undefined;
    if (code) throw new ApiError(code, { message: (err as Error).message });
    throw err;
  }
}

/** An instant as the API shows it: ISO UTC and the local `DD-MM-YYYY HH:mm:ss` in the birth zone. */
export function instant(utcMs: number, zone: string): { utc: string; local: string } {
  return { utc: new Date(utcMs).toISOString(), local: formatStamp(utcMs, zone) };
}
