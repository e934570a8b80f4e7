// The shape of one language's name book (tables/names/<lang>.ts): every section of keys.ts mapped to display
// strings, plus the script the strings are written in. A book is plain data; lookups live in lookup.ts.
import type { Section, SectionKey } from './keys.ts';

export type NameSections = { readonly [S in Section]: Readonly<Record<SectionKey<S>, string>> };

export interface ScriptRule {
  /** Unicode script name (`Script=` property) every letter of the book's strings belongs to. */
  readonly script:
    | 'Latin'
    | 'Devanagari'
    | 'Tamil'
    | 'Telugu'
    | 'Kannada'
    | 'Malayalam'
    | 'Bengali'
    | 'Gujarati'
    | 'Oriya';
  /** Punctuation the book's strings may use besides letters, marks, digits and spaces. */
  readonly punctuation: string;
}

export interface NameBook extends NameSections {
  readonly scriptRule: ScriptRule;
  /**
   * Festival display names by festival slug (tables/festivals). The `en` and `hi` books leave it empty: those names
   * sit on the festival rows themselves, where the rules were written with them.
   */
  readonly festival: Readonly<Record<string, string>>;
}
