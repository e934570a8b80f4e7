// Which of the listed dosha exceptions hold for a couple. The lists per dosha are table data
// (DOSHA_CANCELLATIONS); each key maps to one predicate here.
import { DOSHA_CANCELLATIONS, type CancellationKey, type DoshaKoota } from '../../../tables/jyotish/koota-points.ts';
import { areMutualFriends } from '../relations.ts';
import type { MoonProfile } from './moon-profile.ts';

const HOLDS: Readonly<Record<CancellationKey, (boy: MoonProfile, girl: MoonProfile) => boolean>> = {
  same_nakshatra_different_rashi: (b, g) => b.nakshatra === g.nakshatra && b.rashi !== g.rashi,
  same_rashi_different_nakshatra: (b, g) => b.rashi === g.rashi && b.nakshatra !== g.nakshatra,
  same_nakshatra_different_pada: (b, g) => b.nakshatra === g.nakshatra && b.pada !== g.pada,
  different_rashis_same_lord: (b, g) => b.rashi !== g.rashi && b.rashiLord === g.rashiLord,
  rashi_lords_same: (b, g) => b.rashiLord === g.rashiLord,
  rashi_lords_friends: (b, g) => areMutualFriends(b.rashiLord, g.rashiLord),
  navamsa_lords_same: (b, g) => b.navamsaLord === g.navamsaLord,
  navamsa_lords_friends: (b, g) => areMutualFriends(b.navamsaLord, g.navamsaLord),
};

export function cancellationsFor(dosha: DoshaKoota, boy: MoonProfile, girl: MoonProfile): CancellationKey[] {
  return DOSHA_CANCELLATIONS[dosha].filter((key) => HOLDS[key](boy, girl));
}
