// Shapes of the festival rule table (reference/festival-rules.md). A row is data: which lunar or solar condition
// makes the observance, which time window of the Hindu day decides it, and how a tithi that touches that window on
// two days (vriddhi) or on none (kshaya) is settled. The interpreter in engine/panchang/festivals reads these rows.
import type { RegionVariant } from '../city-selection.ts';
import type { DisplayName } from '../names/types.ts';

/** The faiths festivals are tagged with: the one list the API's `faith_filter` accepts too (plus `all`). */
export const FAITHS = ['hindu', 'islamic', 'sikh', 'buddhist', 'christian', 'jain'] as const;
export type Faith = (typeof FAITHS)[number];
/** Plan layers (seed 002 feature table): `core` for amethyst and up, the rest for sapphire and emerald. */
export type Layer = 'core' | 'all' | 'regional' | 'eclipse';
/** The seed's `region_variant` values that select a regional rule. */
export type { RegionVariant };
/** Where an observance is kept; `pan_india` and `worldwide` need no region. */
export type ObservedIn =
  | 'pan_india'
  | 'north_india'
  | 'south_india'
  | 'west_india'
  | 'east_india'
  | 'nepal'
  | 'worldwide';

export type FestivalType = 'festival' | 'vrat' | 'jayanti' | 'sankranti' | 'observance' | 'eclipse';
export type FestivalCategory =
  | 'major_festival'
  | 'ekadashi'
  | 'monthly_vrat'
  | 'lunar_day'
  | 'sankranti'
  | 'regional_festival'
  | 'jayanti'
  | 'vrat'
  | 'ancestral'
  | 'new_year'
  | 'interfaith'
  | 'eclipse';

/**
 * Windows of the Hindu day (sunrise to next sunrise; D = day length, N = night length), festival-rules.md legend:
 * `sunrise` (udaya) and `sunset` and `moonrise` are instants; `arunodaya` = 96 min before sunrise; `pratah` =
 * first fifth of the day; `purvahna` = sunrise to midday; `madhyahna`, `aparahna`, `sayahna` = third, fourth, fifth
 * fifths; `pradosh` = sunset to sunset + N/5 (3 night muhurtas, Drik's printed Pradosh); `nishita` = 8th night
 * muhurta; `first_muhurtas` = the first 3 muhurtas (6 ghatis) after sunrise.
 */
export type Kaala =
  | 'sunrise'
  | 'arunodaya'
  | 'pratah'
  | 'purvahna'
  | 'first_muhurtas'
  | 'madhyahna'
  | 'aparahna'
  | 'sayahna'
  | 'sunset'
  | 'pradosh'
  | 'nishita'
  | 'moonrise';

/**
 * The tithi covers the window on two consecutive days: `first` (purvaviddha), `second` (paraviddha), `max`
 * (larger coverage, vyapti; the first on a tie), `second_if_full` (the second only if it covers the whole window),
 * `second_if_ghati` (the second if it covers at least one ghati, 24 min, of the window: Drik's Diwali rule).
 */
export type Tie = 'first' | 'second' | 'max' | 'second_if_full' | 'second_if_ghati';
/**
 * The tithi covers the window on no day: `before` = the day whose window precedes it (for sunrise: the Hindu day
 * in which the kshaya tithi runs), `after` = the day whose window follows it, `nearest` = the smaller gap.
 */
export type Fallback = 'before' | 'after' | 'nearest';

/**
 * Rules that the generic window test cannot state and that the texts define with their own steps; each is one small
 * function in the interpreter, named here so that a row stays data.
 */
export type Decider = 'ekadashi_smarta' | 'ekadashi_vaishnava' | 'purnima_vrat' | 'janmashtami_smarta' | 'dussehra';

/** Which lunar months a row accepts: normal (nija) months only, adhik months only, or both. */
export type AdhikHandling = 'nija' | 'adhik' | 'any';

export interface TithiRule {
  readonly kind: 'tithi';
  /** Amanta month 1 = Chaitra .. 12 = Phalguna; null = every month (monthly observances). */
  readonly month: number | null;
  readonly adhik: AdhikHandling;
  /** 1..15 Shukla (15 = Purnima), 16..30 Krishna (30 = Amavasya). */
  readonly tithi: number;
  readonly kaala: Kaala;
  readonly tie: Tie;
  readonly fallback?: Fallback;
  readonly decider?: Decider;
  /** Only when the chosen day is this weekday (0 = Sunday): Somvati Amavasya, Angaraki Chaturthi. */
  readonly weekday?: number;
  /** Only when the Sun is in this sidereal sign (1 = Mesha) at the chosen day's sunrise: Vaikuntha Ekadashi. */
  readonly sunSign?: number;
  /** Days added to the chosen day (Chhath's Nahay-Khay = Shashthi day − 2). */
  readonly offsetDays?: number;
}

/** How a region turns a sankranti instant into the civil day its solar month (or festival) starts. */
export type SolarDayRule =
  /** Ingress before sunset of its civil date → that date, else the next (Drik's festival rule; Tamil month start). */
  | 'sunset'
  /** Ingress before the end of the madhyahna (sunrise + 3/5 of the day) → that date, else the next (Kerala). */
  | 'kerala'
  /**
   * The first dawn after the ingress: ingress before the civil day's sunrise → that date, else the next (Vishu: the
   * Vishukkani is seen at the first sunrise of the new sign).
   */
  | 'first_sunrise'
  /** Ingress on civil date D → D + 1 (West Bengal, Assam: sunrise-to-midnight → next day, after midnight → the day after). */
  | 'bengal'
  /** Ingress before 22:12 local time → that date, else the next (Odisha, found empirically by dra8an). */
  | 'odisha'
  /**
   * Day 1 of the regional solar calendar's month (engine/panchang/solar-calendars.ts, calendars.ts: each decided on
   * the IST clock by its own rule, 100% on Drik's 1900-2024 month starts), on the same civil date at every place.
   */
  | 'tamil_calendar'
  | 'malayalam_calendar'
  | 'odia_calendar'
  | 'bengali_calendar'
  /** Day 1 of Nepal's Bikram Sambat month (engine/panchang/bikram-sambat.ts: Kathmandu, NST, the official table). */
  | 'nepali_calendar';

export interface SolarRule {
  readonly kind: 'solar';
  /** Sidereal sign the Sun enters, 1 = Mesha .. 12 = Meena. */
  readonly sign: number;
  readonly dayRule: SolarDayRule;
  readonly offsetDays?: number;
}

/** A nakshatra in a solar month (Onam: Shravana in Simha/Chingam), decided by the nakshatra at a window. */
export interface NakshatraRule {
  readonly kind: 'nakshatra';
  readonly nakshatra: number;
  /** The solar month (sign the Sun is in, with the region's month-start rule). */
  readonly sunSign: number;
  readonly monthRule: SolarDayRule;
  readonly kaala: Kaala;
  readonly tie: Tie;
  /** When the nakshatra comes twice in the month, the one nearest a full moon (Thaipusam, Maasi Magam). */
  readonly nearPurnima?: boolean;
}

/** A fixed Gregorian date (Christmas). */
export interface GregorianRule {
  readonly kind: 'gregorian';
  readonly month: number;
  readonly day: number;
}
/** Days from Western (Gregorian computus) Easter Sunday. */
export interface EasterRule {
  readonly kind: 'easter';
  readonly offsetDays: number;
}
/** A date of the tabular (Kuwaiti) Hijri calendar, reported on its civil (Gregorian) day. */
export interface HijriRule {
  readonly kind: 'hijri';
  readonly month: number;
  readonly day: number;
}
/** Days from another row's date (Bhogi = Pongal − 1), or the given weekday on or before it (Varalakshmi). */
export interface RelativeRule {
  readonly kind: 'relative';
  readonly to: number;
  readonly offsetDays: number;
  /** Move back to this weekday (0 = Sunday), strictly before the anchor day. */
  readonly weekdayBefore?: number;
}
/** Solar and lunar eclipses seen from the place (astronomy-engine geometry). */
export interface EclipseRule {
  readonly kind: 'eclipse';
  readonly body: 'solar' | 'lunar';
  readonly eclipseKind: 'total' | 'annular' | 'partial' | 'penumbral';
}

export type FestivalRule =
  | TithiRule
  | SolarRule
  | NakshatraRule
  | GregorianRule
  | EasterRule
  | HijriRule
  | RelativeRule
  | EclipseRule;

export interface FestivalRow {
  /** Stable uint16 stored in shards: never renumber, never reuse. */
  readonly id: number;
  readonly slug: string;
  readonly name: DisplayName;
  readonly type: FestivalType;
  readonly category: FestivalCategory;
  readonly faith: Faith;
  readonly layer: Layer;
  readonly observedIn: readonly ObservedIn[];
  readonly rule: FestivalRule;
  /** A different rule where the region keeps the day otherwise (South Indian Deepavali on Naraka Chaturdashi). */
  readonly regionalRules?: Partial<Record<Exclude<RegionVariant, 'default'>, FestivalRule>>;
  readonly durationNote: string;
  /** Where the rule comes from (festival-rules.md section, jyotisha/adyatithi file, published calendar). */
  readonly source: string;
  /** The row whose day this one echoes in another tradition (Vaishnava Ekadashi → Smarta row); emitted only if different. */
  readonly onlyIfDiffersFrom?: number;
}
