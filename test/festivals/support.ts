// Shared helpers for the festival suites: the same ones the accuracy manifest's festival section uses.
export {
  CITIES,
  datesOf,
  festivalsFor,
  globalYear,
  placeDaysFor,
  type CityKey,
} from '../../pipeline/accuracy/festival-accuracy.ts';
