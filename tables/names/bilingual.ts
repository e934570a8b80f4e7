// The `en` and `hi` fields the concept tables still carry for the prose engine (jyotish phrases are written in
// those two languages), read from the two books so every display string has exactly one home.
import { EN } from './en.ts';
import { HI } from './hi.ts';
import type { Section, SectionKey } from './keys.ts';
import type { DisplayName } from './types.ts';

export function bilingual<S extends Section>(section: S, key: SectionKey<S>): DisplayName {
  const read = (book: typeof EN) => (book[section] as Readonly<Record<string, string>>)[key]!;
  return { en: read(EN), hi: read(HI) };
}
