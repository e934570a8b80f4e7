// The phrase tables whose texts the prose books translate. Every `{ en, hi }` leaf (a string in each, or an object
// of strings in each, like a numerology meaning's keyword and text) under these modules' exports is one entry of
// the catalogue (catalogue.ts), keyed by module, export and path. Names of things (rashis, grahas, festivals...)
// are not here: they come from the name books (tables/names), so a text never names a graha differently from the
// chart beside it.
import * as durationNotes from '../festivals/duration-notes.ts';
import * as festivalNotes from '../festivals/notes.ts';
import * as chartLayouts from '../jyotish/chart-layouts.ts';
import * as dasha from '../jyotish/dasha.ts';
import * as doshas from '../jyotish/doshas.ts';
import * as forecast from '../jyotish/forecast.ts';
import * as forecastPhrases from '../jyotish/forecast-phrases.ts';
import * as kootaAttributes from '../jyotish/koota-attributes.ts';
import * as kootaPoints from '../jyotish/koota-points.ts';
import * as phrases from '../jyotish/phrases.ts';
import * as predictionBonds from '../jyotish/predictions/bonds.ts';
import * as predictions from '../jyotish/predictions/index.ts';
import * as predictionSelf from '../jyotish/predictions/self.ts';
import * as predictionWork from '../jyotish/predictions/work.ts';
import * as rashifal from '../jyotish/rashifal.ts';
import * as stateNames from '../jyotish/state-names.ts';
import * as vargas from '../jyotish/vargas.ts';
import * as muhuratLabels from '../muhurat/labels.ts';
import { SPECIAL_YOGAS } from '../muhurat/layers.ts';
import { EXCLUSION_SOURCES, PERSONAL_SOURCE, RULE_SOURCES } from '../muhurat/sources.ts';
import * as numerologyCompatibility from '../numerology/compatibility.ts';
import * as loShu from '../numerology/lo-shu.ts';
import * as numerologyPhrases from '../numerology/phrases.ts';

/** Module name (its path under tables/, without .ts) -> its exports. Order is the catalogue's order. */
export const PROSE_SOURCES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = Object.freeze({
  'jyotish/rashifal': rashifal,
  'jyotish/forecast': forecast,
  'jyotish/forecast-phrases': forecastPhrases,
  'jyotish/predictions/self': predictionSelf,
  'jyotish/predictions/work': predictionWork,
  'jyotish/predictions/bonds': predictionBonds,
  'jyotish/predictions/index': predictions,
  'jyotish/phrases': phrases,
  'jyotish/doshas': doshas,
  'jyotish/koota-points': kootaPoints,
  'jyotish/koota-attributes': kootaAttributes,
  'jyotish/dasha': dasha,
  'jyotish/vargas': vargas,
  'jyotish/state-names': stateNames,
  'jyotish/chart-layouts': chartLayouts,
  'numerology/phrases': numerologyPhrases,
  'numerology/compatibility': numerologyCompatibility,
  'numerology/lo-shu': loShu,
  'muhurat/labels': muhuratLabels,
  'muhurat/layers': { SPECIAL_YOGAS },
  'muhurat/sources': { RULE_SOURCES, EXCLUSION_SOURCES, PERSONAL_SOURCE },
  'festivals/notes': festivalNotes,
  'festivals/duration-notes': { DURATION_NOTES: durationNotes.DURATION_NOTES },
});
