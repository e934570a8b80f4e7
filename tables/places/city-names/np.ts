// Nepal: every city of the directory. One city a line:
// city_id, the directory's name, then hi ta te kn ml bn mr gu or ne (types.ts). Sources: ../README.md.
import type { CityNameRow } from './types.ts';

export const NP_CITY_NAMES: readonly CityNameRow[] = [['kathmandu', 'Kathmandu', 'काठमांडू', 'காத்மாண்டு', 'ఖాట్మండు', 'ಕಠ್ಮಂಡು', 'കാഠ്മണ്ഡു', 'কাঠমান্ডু', 'काठमांडू', 'કાઠમંડુ', 'କାଠମାଣ୍ଡୁ', 'काठमाडौं']];
