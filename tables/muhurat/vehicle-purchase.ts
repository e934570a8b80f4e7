/** Vahana (vehicle) purchase muhurta: Muhurta Chintamani 11 (vahana), the light and movable stars. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, tithisExcept, type ActivityRules } from './rules.ts';

export const VEHICLE_PURCHASE: ActivityRules = deepFreeze({
  activity: 'vehicle_purchase',
  tithis: {
    id: 'vehicle_purchase_tithi',
    source: RULE_SOURCES.mc11_no_rikta,
    allowed: tithisExcept([4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'vehicle_purchase_nakshatra',
    source: RULE_SOURCES.vehicle_purchase_nakshatra,
    allowed: [1, 5, 7, 8, 13, 14, 15, 22, 23, 24, 27],
  },
  varas: {
    id: 'vehicle_purchase_vara',
    source: RULE_SOURCES.vehicle_purchase_vara,
    allowed: [1, 3, 4, 5, 6],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'vehicle_purchase_lagna',
    source: RULE_SOURCES.vehicle_purchase_lagna,
    allowed: [1, 2, 3, 4, 6, 7, 9, 10, 11, 12],
  },
  panchakaRahita: null,
  exclusions: [],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
