// Conventions as a value: the profiles differ where they are declared to, and the engine follows the value it is given.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nutationLongitudeDeg } from './ayanamsa.ts';
import {
  conventionsMetadata,
  DEFAULT_CONVENTIONS,
  deltaTExcessSeconds,
  isProfileId,
  morrisonStephenson2004DeltaT,
  PROFILES,
} from './conventions.ts';
import { conventionSampler } from './global-year.ts';
import { astroTime, deltaTSeconds, utDaysFromUtcMs } from './time.ts';
import { defaultSampler } from './transitions.ts';

const JULY_2020 = Date.UTC(2020, 6, 1);

test('the default profile is swiss_ephemeris and samples exactly as the engine always has', () => {
  assert.is(DEFAULT_CONVENTIONS.profile, 'swiss_ephemeris');
  assert.is(conventionSampler(DEFAULT_CONVENTIONS), defaultSampler);
  assert.is(deltaTExcessSeconds('swiss_ephemeris_2.10_table', JULY_2020), 0);
  assert.ok(isProfileId('drik') && !isProfileId('lahiri'));
});

test("Morrison & Stephenson 2004: −20 + 32u², about 39 s above SE's table in 2020", () => {
  assert.ok(Math.abs(morrisonStephenson2004DeltaT(1820) + 20) < 1e-9);
  assert.ok(Math.abs(morrisonStephenson2004DeltaT(2020) - 108) < 1e-9);
  const excess = deltaTExcessSeconds('morrison_stephenson_2004_parabola', JULY_2020);
  assert.ok(excess > 38 && excess < 40, `${excess}`);
});

test("Drik's ΔT: SE's table before 2000, the parabola − 20 s to 2019 and + 20 s from 2020 (past 2035 too)", () => {
  assert.is(deltaTExcessSeconds('drik_month_pages_fit', Date.UTC(1999, 6, 1)), 0);
  // 2000 is where the lowered parabola meets the observed table (63.7 s against 63.8 s).
  const at2000 = deltaTExcessSeconds('drik_month_pages_fit', Date.UTC(2000, 0, 1, 12));
  assert.ok(Math.abs(at2000) < 0.5, `${at2000}`);
  const ms = deltaTExcessSeconds('morrison_stephenson_2004_parabola', JULY_2020);
  assert.ok(Math.abs(deltaTExcessSeconds('drik_month_pages_fit', JULY_2020) - (ms + 20)) < 0.01);
  // The step: 40 s between the last day of 2019 and the first of 2020.
  const step =
    deltaTExcessSeconds('drik_month_pages_fit', Date.UTC(2020, 0, 1, 1)) -
    deltaTExcessSeconds('drik_month_pages_fit', Date.UTC(2019, 11, 31, 23));
  assert.ok(Math.abs(step - 40) < 0.1, `${step}`);
  // Past SE's table (2035) the engine's own ΔT is Espenak-Meeus; the fit still holds the parabola + 20 s (2040: 154.9 s).
  const jan2040 = Date.UTC(2040, 0, 1);
  const total = deltaTExcessSeconds('drik_month_pages_fit', jan2040) + deltaTSeconds(utDaysFromUtcMs(jan2040));
  assert.ok(Math.abs(total - (morrisonStephenson2004DeltaT(2040) + 20)) < 0.01, `${total}`);
});

test('the drik sampler shifts TT by its ΔT excess and keeps nutation in a mean ayanamsa 24″ higher', () => {
  const drik = conventionSampler(PROFILES.drik)(JULY_2020);
  const ttUtcMs = JULY_2020 + deltaTExcessSeconds('drik_month_pages_fit', JULY_2020) * 1000;
  const shifted = defaultSampler(ttUtcMs);
  assert.is(drik.moonDeg, shifted.moonDeg);
  const dpsi = nutationLongitudeDeg(astroTime(ttUtcMs));
  assert.ok(Math.abs((drik.ayanamsaDeg - shifted.ayanamsaDeg) * 3600 - (24 - dpsi * 3600)) < 1e-6);
});

test('the metadata an answer carries follows the conventions it was computed with', () => {
  const se = conventionsMetadata(PROFILES.swiss_ephemeris, 24.12345678);
  const drik = conventionsMetadata(PROFILES.drik);
  assert.is(se.profile, 'swiss_ephemeris');
  assert.is(se.ayanamsa_value_deg, 24.123457);
  assert.is(drik.delta_t_source, 'drik_month_pages_fit');
  assert.not.equal(se.refraction, drik.refraction);
  const centre = conventionsMetadata({
    ...DEFAULT_CONVENTIONS,
    sunrise: { ...DEFAULT_CONVENTIONS.sunrise, limb: 'centre' },
  });
  assert.is(centre.sunrise_definition, 'disc centre on the horizon');
  assert.is(se.sunrise_definition, 'upper limb on the horizon');
  assert.is(
    drik.sunrise_definition,
    'upper limb (a fixed 16′ semi-diameter: the disc centre 50′ below the horizon) on the horizon; rise and set ' +
      "moved by −0.23 d × the equation of time's rate (Drik's transit term, ±6 s)",
  );
  for (const key of ['ephemeris', 'node_type', 'month_system', 'festival_ruleset_version']) assert.ok(key in se, key);
  assert.is(
    drik.moonrise_definition,
    "the geocentric Moon's centre on the celestial horizon (the Moon taken at UT + ΔT of the Morrison & Stephenson " +
      '2004 parabola): no parallax, semi-diameter, refraction or dip; a date shows the first rise and set after its ' +
      'sunrise and before the next (the Hindu day)',
  );
  assert.match(se.moonrise_definition, /parallax included, no dip; a date shows the rise and set of its civil day$/);
  assert.match(se.moonrise_definition, /lowered by 36\.73′ of refraction/);
  assert.match(centre.moonrise_definition, /Moon's centre on/);
});

test.run();
