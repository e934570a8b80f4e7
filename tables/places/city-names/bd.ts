// Bangladesh: the directory's 20 largest cities. One city a line:
// city_id, the directory's name, then hi ta te kn ml bn mr gu or ne (types.ts). Sources: ../README.md.
import type { CityNameRow } from './types.ts';

export const BD_CITY_NAMES: readonly CityNameRow[] = [['dhaka', 'Dhaka', 'ढाका', 'டாக்கா', 'ఢాకా', 'ಢಾಕಾ', 'ധാക്ക', 'ঢাকা', 'ढाका', 'ઢાકા', 'ଢାକା', 'ढाका']];
