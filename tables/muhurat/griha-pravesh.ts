/** Griha pravesha muhurta: Muhurta Chintamani chapter 13 (Vastu/Griha Pravesha), Drik Panchang for the North. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import {
  BHADRA_VASA,
  COMMON_KARANA,
  COMMON_YOGAS,
  SAMSKARA_MONTHS,
  tithisExcept,
  type ActivityRules,
} from './rules.ts';

export const GRIHA_PRAVESH: ActivityRules = deepFreeze({
  activity: 'griha_pravesh',
  tithis: {
    id: 'griha_pravesh_tithi',
    source: RULE_SOURCES.griha_pravesh_tithi,
    allowed: tithisExcept([1, 4, 8, 9, 14, 15, 16, 19, 23, 24, 28, 29, 30]),
  },
  nakshatras: {
    id: 'griha_pravesh_nakshatra',
    source: RULE_SOURCES.griha_pravesh_nakshatra,
    allowed: [4, 5, 12, 14, 17, 21, 26, 27],
  },
  varas: {
    id: 'griha_pravesh_vara',
    source: RULE_SOURCES.griha_pravesh_vara,
    allowed: [1, 3, 4, 5, 6],
  },
  yogas: COMMON_YOGAS,
  karana: { ...COMMON_KARANA, bhadraVasa: BHADRA_VASA },
  lagnas: {
    id: 'griha_pravesh_lagna',
    source: RULE_SOURCES.griha_pravesh_lagna,
    allowed: [2, 5, 8, 11, 3, 6, 9, 12],
  },
  /**
   * No Panchaka Rahita: the panchaka prohibitions (PANCHAKA_RULE's source) are roofing, southward travel and gathering
   * wood, not entering a house; Drik Panchang's 2026 New Delhi list enters on Uttara Bhadrapada and Revati days (19-21 Feb,
   * 13 May, 6 Jul, 21 Nov; test/fixtures/muhurat). Holashtak is not applied either: the same list has 25 and 26 Feb.
   */
  panchakaRahita: null,
  /**
   * The months decide, not the Sun's sign or chaturmas: Drik's 2026 list enters in Kartika before Prabodhini Ekadashi
   * (11, 14, 20 Nov) and in Margashirsha with the Sun in Dhanu (18, 19, 30 Dec). The pravesha verse names lunar months;
   * every chaturmas month but Kartika and every kharmas month but Margashirsha already lies outside them.
   */
  exclusions: ['venus_combust', 'jupiter_combust', 'adhik_maas'],
  /** Many almanacs do shut both: a window inside either says so (and ranks lower) rather than vanishing. */
  periodCautions: ['kharmas', 'chaturmas'],
  lunarMonths: {
    id: 'griha_pravesh_month',
    source: RULE_SOURCES.griha_pravesh_month,
    allowed: [2, 3, 8, 9, 11, 12],
    middling: [8, 9],
  },
  sunSigns: SAMSKARA_MONTHS,
  participants: 'none',
});
