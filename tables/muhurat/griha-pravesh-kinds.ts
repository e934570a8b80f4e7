/**
 * Griha pravesha by kind (issue #30 `griha_pravesh_kind`). The base rules (griha-pravesh.ts, Drik Panchang's six months
 * with kharmas and chaturmas as cautions) stay the default; a kind adds what Muhurta Chintamani's Vastu prakarana
 * (chapter 12/13 by edition) says of it:
 * - `new` (apoorva, first entry into a new house): the base rules. Magha, Phalguna, Vaishakha and Jyeshtha ("māgha-
 *   phālguna-vaiśākha-jyeṣṭha-māseṣu śobhanaḥ"; Muhurtaraj p. 235, jainqq.org Muhurtraj/001933/304, prints the same
 *   four for nutan pravesh), and Kartika and Margashirsha as middling months: a window there carries the
 *   `middling_month` caution. Drik Panchang's list enters in all six.
 * - `after_renovation` (jirnoddhara / sapoorva): "jīrṇe gṛhe 'gnyādibhayān nave 'pi mārgorjayoḥ śrāvaṇike 'pi sat syāt,
 *   veśo 'mbupejyānilavāsaveṣu, nāvaśyam astādivicāraṇā 'tra": Margashirsha, Kartika and Shravana are good as well,
 *   Shatabhisha, Pushya, Swati and Dhanishta too, and the combustion of Venus/Jupiter need not be weighed. Shravana
 *   being allowed, chaturmas does not shut the day either. The jirna pravesh table of jainqq.org 002676/502 lists
 *   the same stars and months.
 * - `after_travel` (dvandva, re-entering one's house after a journey): almanac practice takes the sapoorva months
 *   (the four and Shravana, Kartika, Margashirsha) with the base stars, and shuts kharmas and chaturmas as periods.
 * Months are amanta numbers, 1 = Chaitra: 2 Vaishakha, 3 Jyeshtha, 5 Shravana, 8 Kartika, 9 Margashirsha, 11 Magha,
 * 12 Phalguna. An adhik month is shut by adhik_maas in every kind.
 */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { GRIHA_PRAVESH as BASE_RULES } from './griha-pravesh.ts';
import { LAGNA_SHUDDHI } from './lagna-shuddhi.ts';
import type { ActivityRules, ExclusionKey } from './rules.ts';

export type GrihaPraveshKind = 'new' | 'after_renovation' | 'after_travel';

const APOORVA_MONTHS = [2, 3, 11, 12];
const SAPOORVA_MONTHS = [...APOORVA_MONTHS, 5, 8, 9].sort((a, b) => a - b);
/** Shatabhisha 24, Pushya 8, Swati 15, Dhanishta 23: the stars the jirna verse adds. */
const JIRNA_EXTRA_NAKSHATRAS = [8, 15, 23, 24];
/** Exclusions the jirna verse lifts: combustion ("astādi") and, with Shravana allowed, chaturmas. */
const JIRNA_LIFTED: readonly ExclusionKey[] = ['venus_combust', 'jupiter_combust', 'chaturmas'];

/** Shravana is among the sapoorva months, so re-entry after a journey keeps chaturmas and kharmas as periods. */
const DVANDVA_KEPT: readonly ExclusionKey[] = ['kharmas', 'chaturmas'];

const GRIHA_PRAVESH: ActivityRules = { ...BASE_RULES, lagnaDoshas: LAGNA_SHUDDHI.griha_pravesh };

export const GRIHA_PRAVESH_KINDS: Readonly<Record<GrihaPraveshKind, ActivityRules>> = deepFreeze({
  /** The base rules: their months are the apoorva verse's, Kartika and Margashirsha as middling ones. */
  new: GRIHA_PRAVESH,
  after_renovation: {
    ...GRIHA_PRAVESH,
    nakshatras: {
      id: 'griha_pravesh_jirna_nakshatra',
      source: RULE_SOURCES.griha_pravesh_jirna_nakshatra,
      allowed: [...new Set([...GRIHA_PRAVESH.nakshatras.allowed, ...JIRNA_EXTRA_NAKSHATRAS])].sort((a, b) => a - b),
    },
    lunarMonths: {
      id: 'griha_pravesh_jirna_month',
      source: RULE_SOURCES.griha_pravesh_jirna_month,
      allowed: SAPOORVA_MONTHS,
    },
    exclusions: GRIHA_PRAVESH.exclusions.filter((k) => !JIRNA_LIFTED.includes(k)),
    periodCautions: (GRIHA_PRAVESH.periodCautions ?? []).filter((k) => !JIRNA_LIFTED.includes(k)),
  },
  after_travel: {
    ...GRIHA_PRAVESH,
    exclusions: [...GRIHA_PRAVESH.exclusions, ...DVANDVA_KEPT],
    periodCautions: [],
    lunarMonths: {
      id: 'griha_pravesh_dvandva_month',
      source: RULE_SOURCES.griha_pravesh_dvandva_month,
      allowed: SAPOORVA_MONTHS,
    },
  },
});
