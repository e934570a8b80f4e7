// Sri Lanka: the directory's 20 largest cities. One city a line:
// city_id, the directory's name, then hi ta te kn ml bn mr gu or ne (types.ts). Sources: ../README.md.
import type { CityNameRow } from './types.ts';

export const LK_CITY_NAMES: readonly CityNameRow[] = [['colombo', 'Colombo', 'कोलंबो', 'கொழும்பு', 'కొలంబో', 'ಕೊಲಂಬೊ', 'കൊളംബോ', 'কলম্বো', 'कोलंबो', 'કોલંબો', 'କଲମ୍ବୋ', 'कोलम्बो']];
