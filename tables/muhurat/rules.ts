/**
 * The shape of a muhurta activity's rules (issue #30) and the period exclusions shared by activities.
 * Indices: tithi 1-30 (16 = Krishna Pratipada), nakshatra 1-27 (1 = Ashwini), yoga 1-27 (1 = Vishkambha),
 * weekday 0 = Sunday (the Hindu, sunrise-to-sunrise vara), rashi 1-12 (1 = Mesha), amanta month 1 = Chaitra.
 * Sources: Muhurta Chintamani of Rama Daivajna (MC; chapter numbers of the Sanskrit text), Drik Panchang's
 * yearly muhurat lists (the almanac convention we follow for the North), and reference/panchang-rules.md.
 */
import { deepFreeze } from '../names/types.ts';
import { EXCLUSION_SOURCES as EXCLUSION_SOURCE_TEXTS, RULE_SOURCES, type RuleSource } from './sources.ts';

export { PERSONAL_SOURCE, RULE_SOURCES, type RuleSource } from './sources.ts';

export type ActivityKey =
  | 'marriage'
  | 'griha_pravesh'
  | 'vehicle_purchase'
  | 'property_purchase'
  | 'namakarana'
  | 'mundan'
  | 'annaprashan'
  | 'upanayana'
  | 'vidyarambha'
  | 'business_start'
  | 'travel';

export type ExclusionKey =
  | 'kharmas'
  | 'chaturmas'
  | 'venus_combust'
  | 'jupiter_combust'
  | 'holashtak'
  | 'adhik_maas'
  | 'pitru_paksha'
  | 'simhastha_jupiter'
  | 'month_not_favourable';

export type RegionKey = 'north' | 'south';

/** Why each period is shut, a display text in every language (sources.ts); every exclusion has one. */
export const EXCLUSION_SOURCES: Readonly<Record<ExclusionKey, RuleSource>> = EXCLUSION_SOURCE_TEXTS;

/** One rule that a window must satisfy (or, for a caution, should). */
export interface RuleRef {
  readonly id: string;
  /** Where the rule comes from, a display text in every language (sources.ts). */
  readonly source: RuleSource;
}

export interface ActivityRules {
  readonly activity: ActivityKey;
  readonly tithis: RuleRef & { readonly allowed: readonly number[] };
  readonly nakshatras: RuleRef & { readonly allowed: readonly number[] };
  readonly varas: RuleRef & { readonly allowed: readonly number[] };
  /**
   * The inauspicious yogas (Vyatipata, Vaidhriti and the other seven), and how much of each is shut: a yoga without a
   * portion is shut whole.
   */
  readonly yogas: RuleRef & {
    readonly forbidden: readonly number[];
    readonly portions?: Readonly<Record<number, YogaPortion>>;
  };
  /**
   * Vishti (Bhadra) karana is avoided by every activity here; with `bhadraVasa`, only while the Moon's sign puts Bhadra
   * on earth.
   */
  readonly karana: RuleRef & { readonly forbiddenKeys: readonly string[]; readonly bhadraVasa?: BhadraVasaRule };
  /** Rising signs accepted; null = the lagna is not restricted (travel). */
  readonly lagnas: (RuleRef & { readonly allowed: readonly number[] }) | null;
  /** Panchaka Rahita: no window while the Moon is in Kumbha or Meena. */
  readonly panchakaRahita: RuleRef | null;
  /** Period exclusions that apply to this activity. */
  readonly exclusions: readonly ExclusionKey[];
  /**
   * Periods some traditions shut for this activity while the almanac we follow does not: a window inside one is kept
   * with the period as a caution (its score lowered like any caution).
   */
  readonly periodCautions?: readonly ExclusionKey[];
  /** Exclusions a region's tradition adds (Simhastha Guru in the South for marriage). */
  readonly regionalExclusions?: Readonly<Partial<Record<RegionKey, readonly ExclusionKey[]>>>;
  /**
   * Solar months (the Sun's sidereal sign 1-12) in which the activity is done, by region; outside them the day is
   * excluded as month_not_favourable. Kharmas (Dhanu, Meena) is its own exclusion.
   */
  readonly sunSigns: RuleRef & { readonly byRegion: Readonly<Record<RegionKey, readonly number[]>> };
  /** The lagna's own doshas (lagna-shuddhi.ts), judged on every window that passes the lagna rule. */
  readonly lagnaDoshas?: readonly LagnaDoshaRule[];
  /**
   * Lunar (amanta, 1 = Chaitra) months the activity is done in, when its text names them; else any. A window in a
   * `middling` month (one the text calls madhyama) carries the caution MIDDLING_MONTH_CAUTION.
   */
  readonly lunarMonths?: RuleRef & { readonly allowed: readonly number[]; readonly middling?: readonly number[] };
  /** Whether participants' tarabalam and chandrabalam are checked; marriage takes exactly two. */
  readonly participants: 'none' | 'optional' | 'couple';
}

/** Yogas every activity avoids: Vishkambha 1, Atiganda 6, Shula 9, Ganda 10, Vyaghata 13, Vajra 15, Vyatipata 17, Parigha 19, Vaidhriti 27. */
export const INAUSPICIOUS_YOGAS: readonly number[] = deepFreeze([1, 6, 9, 10, 13, 15, 17, 19, 27]);
export const YOGA_RULE: RuleRef = {
  id: 'yoga_not_inauspicious',
  source: RULE_SOURCES.yoga_not_inauspicious,
};
/** The shut part of an inauspicious yoga: its first ghatis (24 minutes each), its first half, or all of it. */
export type YogaPortion = { readonly ghatis: number } | 'first_half' | 'whole';
/**
 * Muhurtaraj p. 37 (jainqq.org/explore/001933/106), the tyajya ghatis of the yogas: by Vasishtha, Vyatipata and
 * Vaidhriti are wholly inauspicious and Parigha in its first half; by Kashyapa ("vishkumbha-vajrayos tisrah, shat ca
 * ganda-atigandayoh..."), the first 3 ghatis of Vishkambha and Vajra, 6 of Ganda and Atiganda, 5 of Shula and 9 of
 * Vyaghata. Drik Panchang's 2026 lists enter on days inside these yogas after those ghatis (test/muhurat-calendar).
 */
export const YOGA_PORTIONS: Readonly<Record<number, YogaPortion>> = deepFreeze({
  1: { ghatis: 3 },
  6: { ghatis: 6 },
  9: { ghatis: 5 },
  10: { ghatis: 6 },
  13: { ghatis: 9 },
  15: { ghatis: 3 },
  17: 'whole',
  19: 'first_half',
  27: 'whole',
});

/** Bhadra's residence by the Moon's sign: only Bhadra on earth (bhuloka) harms the work begun. */
export interface BhadraVasaRule extends RuleRef {
  /** Moon signs (1 = Mesha) that put Bhadra on earth. */
  readonly earthMoonRashis: readonly number[];
}
export const BHADRA_VASA: BhadraVasaRule = deepFreeze({
  id: 'bhadra_vasa',
  source: RULE_SOURCES.bhadra_vasa,
  earthMoonRashis: [4, 5, 11, 12],
});

export const BHADRA_RULE: RuleRef = {
  id: 'no_vishti_karana',
  source: RULE_SOURCES.no_vishti_karana,
};
export const PANCHAKA_RULE: RuleRef = {
  id: 'panchaka_rahita',
  source: RULE_SOURCES.panchaka_rahita,
};

/** The caution of a window in a month its activity's text calls middling (lunarMonths.middling). */
export const MIDDLING_MONTH_CAUTION = 'middling_month';

/** Rikta tithis (4, 9, 14 of both pakshas) and Amavasya are never taken for samskaras. */
export const RIKTA_AND_AMAVASYA: readonly number[] = deepFreeze([4, 9, 14, 19, 24, 29, 30]);
export const ALL_TITHIS: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1);
export const tithisExcept = (excluded: readonly number[]): readonly number[] =>
  deepFreeze(ALL_TITHIS.filter((t) => !excluded.includes(t)));

/**
 * Combustion orbs (degrees of longitude from the Sun). Jupiter 11°: Surya Siddhanta 9.6-9. Venus 6°: Surya Siddhanta
 * gives 10 kalamshas (time-degrees of rising, not longitude); the North almanacs' Shukra asta of 12 Dec 2025 to
 * 1 Feb 2026 (test/fixtures/muhurat) begins and ends at 6.1° of longitude, so 6° reproduces the convention we follow.
 */
export const COMBUST_ORB_DEG = deepFreeze({ venus: 6, jupiter: 11 });

export const ALL_SIGNS: readonly number[] = deepFreeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
export const ANY_MONTH: ActivityRules['sunSigns'] = deepFreeze({
  id: 'any_solar_month',
  source: RULE_SOURCES.any_solar_month,
  byRegion: { north: ALL_SIGNS, south: ALL_SIGNS },
});
/** Tamil almanacs avoid Aadi (Sun in Karka), Purattasi (Kanya) and Margazhi (Dhanu) for samskaras. */
export const SOUTH_AVOIDED_SIGNS: readonly number[] = deepFreeze([4, 6, 9]);
export const SAMSKARA_MONTHS: ActivityRules['sunSigns'] = deepFreeze({
  id: 'samskara_solar_month',
  source: RULE_SOURCES.samskara_solar_month,
  byRegion: { north: ALL_SIGNS, south: ALL_SIGNS.filter((s) => !SOUTH_AVOIDED_SIGNS.includes(s)) },
});
export const COMMON_YOGAS = deepFreeze({ ...YOGA_RULE, forbidden: INAUSPICIOUS_YOGAS, portions: YOGA_PORTIONS });
export const COMMON_KARANA = deepFreeze({ ...BHADRA_RULE, forbiddenKeys: ['vishti'] });
/** Vara rule: Monday, Wednesday, Thursday and Friday (the benefics' days), MC 1.28. */
export const BENEFIC_VARAS = deepFreeze([1, 3, 4, 5]);

/** How a lagna dosha is judged (the rules themselves are in lagna-shuddhi.ts; the shapes live here, beside RuleRef). */
export type LagnaDoshaCheck =
  | { readonly kind: 'malefic_in_houses'; readonly houses: readonly number[] }
  | { readonly kind: 'moon_in_houses'; readonly houses: readonly number[] }
  /** Malefics in both the 12th and the 2nd: the lagna hemmed in (papakartari). */
  | { readonly kind: 'papakartari' };

export interface LagnaDoshaRule extends RuleRef {
  readonly check: LagnaDoshaCheck;
  readonly effect: 'reject' | 'caution';
}
