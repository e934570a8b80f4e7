// Papasamyam and chevvai dosha on two charts worked by hand (the sums are in the comments), and the Kerala verdict
// they change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chartFixture } from '../chart-fixture.ts';
import { chevvai, papam, papasamyam } from './porutham-doshas.ts';
import { porutham, starOfChart } from './porutham.ts';

// Groom: lagna Mesha, Moon Karka (Pushya 3), Venus Tula. Mars Mesha, Saturn Vrishabha, Sun Simha, Rahu Kanya,
// Ketu Meena. Houses 1, 2, 4, 7, 8, 12 from lagna (1), Moon (1/2), Venus (1/4):
//   Mars: lagna 1st (1) + Moon 10th + Venus 7th (1/4) = 1.25; Saturn: lagna 2nd (1) + Moon 11th + Venus 8th (1/4)
//   = 1.25; Sun: lagna 5th + Moon 2nd (1/2) + Venus 11th = 0.5; Rahu: 6th, 3rd, 12th from Venus (1/4) = 0.25;
//   Ketu: lagna 12th (1) + Moon 9th + Venus 6th = 1. Total 4.25.
const groom = chartFixture({
  lagna: 5,
  lon: { surya: 130, chandra: 101, mangal: 10, budha: 120, guru: 250, shukra: 200, shani: 40, rahu: 160 },
});
// Bride: lagna Karka, Moon Mesha (Ashwini 2), Venus Karka. Mars Kumbha, Saturn Dhanu, Sun Mithuna, Rahu Tula,
// Ketu Mesha.
//   Mars: lagna 8th (1) + Moon 11th + Venus 8th (1/4) = 1.25; Saturn: 6th, 9th, 6th = 0; Sun: lagna 12th (1) +
//   Moon 3rd + Venus 12th (1/4) = 1.25; Rahu: lagna 4th (1) + Moon 7th (1/2) + Venus 4th (1/4) = 1.75;
//   Ketu: lagna 10th + Moon 1st (1/2) + Venus 10th = 0.5. Total 4.75.
const bride = chartFixture({
  lagna: 95,
  lon: { surya: 70, chandra: 5, mangal: 300, budha: 80, guru: 10, shukra: 95, shani: 250, rahu: 200 },
});

test('papam totals and points of the two worked charts', () => {
  const g = papam(groom, 'kerala');
  assert.is(g.total, 4.25);
  assert.equal(
    g.points.map((p) => [p.graha, p.lagna, p.chandra, p.shukra]),
    [
      ['mangal', 1, 0, 0.25],
      ['shani', 1, 0, 0.25],
      ['surya', 0, 0.5, 0],
      ['rahu', 0, 0, 0.25],
      ['ketu', 1, 0, 0],
    ],
  );
  assert.is(papam(bride, 'kerala').total, 4.75);
  const p = papasamyam(groom, bride, 'kerala', 'en')!;
  assert.equal([p.available, p.matched], [true, false]);
  assert.ok(p.note.includes('4.25') && p.note.includes('4.75'));
  assert.is(papasamyam(bride, groom, 'kerala', 'ml')!.matched, true);
  assert.is(papasamyam(groom, bride, 'tamil', 'en'), null);
});

test('chevvai: counted from lagna and Moon (tamil) or also Venus (kerala), with the exempt lagna', () => {
  // Groom's Mars in Mesha: 1st from lagna, 10th from the Moon, 7th from Venus.
  assert.is(chevvai(groom, 'tamil').status, 'absent');
  assert.is(chevvai(groom, 'kerala').status, 'present');
  // Bride's Mars in Kumbha is 8th from her Karka lagna, but a Karka lagna is exempt.
  const b = chevvai(bride, 'tamil');
  assert.equal([b.status, b.lagna_exempt], ['cancelled', true]);
  assert.equal(b.from[0], { reference: 'lagna', house: 8, raises: true, excused: false });
});

test('chevvai house-sign exception: Mars in the 7th in Kataka raises no dosha there', () => {
  const c = chartFixture({
    lagna: 280,
    lon: { surya: 10, chandra: 285, mangal: 100, budha: 20, guru: 30, shukra: 40, shani: 50, rahu: 60 },
  });
  const s = chevvai(c, 'tamil');
  assert.equal(
    s.from.map((x) => [x.house, x.raises, x.excused]),
    [
      [7, true, true],
      [7, true, true],
    ],
  );
  assert.equal([s.status, s.lagna_exempt], ['cancelled', false]);
});

test('the whole answer from two births: stars from the Moons, chevvai and the Kerala papasamyam verdict', () => {
  const boy = { star: starOfChart(groom), chart: groom };
  const girl = { star: starOfChart(bride), chart: bride };
  assert.equal(boy.star, { nakshatra: 8, rashi: 4, pada: 3 });
  assert.equal(girl.star, { nakshatra: 1, rashi: 1, pada: 2 });
  const tamil = porutham(boy, girl, { system: 'tamil' });
  assert.is(tamil.chevvai.outcome, 'none');
  assert.is(tamil.papasamyam, null);
  assert.ok(['uttamam', 'madhyamam', 'adhamam'].includes(tamil.verdict));
  const kerala = porutham(boy, girl, { system: 'kerala', lang: 'ml' });
  assert.is(kerala.chevvai.outcome, 'boy_only');
  assert.is(kerala.papasamyam!.matched, false);
  assert.equal(kerala.essential_failed, []);
  assert.is(kerala.verdict, 'papasamyam_failed');
  assert.ok(/പാപസാമ്യ/.test(kerala.verdict_text));
});

test.run();
