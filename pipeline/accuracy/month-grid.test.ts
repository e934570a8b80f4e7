// The month-grid reader: Drik's transcribed month pages are hand-made, so every line is checked and a bad one is named
// by file and line, never a crash; without the files (CI) nothing is read and the harness says why.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeMonthGrids, parseMonthGrid, printedMinute, readMonthGrids } from './month-grid.ts';

const GOOD = '2029-01-03\t07:14\t17:37\t25:17+\t25:17+\tTritiya Krishna\tAshlesha';

test('printed minutes: HH:MM, after midnight with +, Drik hours past 24 until the next sunrise', () => {
  assert.is(printedMinute('07:14'), 434);
  assert.is(printedMinute('25:17+'), 1517);
  assert.is(printedMinute('01:17+'), 1517);
  assert.is(printedMinute('04:34+1'), 1714);
  assert.is(printedMinute('31:07+'), 1867);
  assert.is(printedMinute('24:00'), 1440);
  for (const bad of ['7.14', '25:17', '07:60', '36:00+', '', 'x']) assert.is(printedMinute(bad), null, bad);
});

test("a line gives its times, the tithi at sunrise (1-30) and the named nakshatra (Drik's P/U abbreviations)", () => {
  const { days, problems, sources } = parseMonthGrid(`# source: page 2029-01\n${GOOD}\n`, 'g.tsv');
  assert.equal(problems, []);
  assert.equal(sources, ['source: page 2029-01']);
  assert.equal(days, [
    {
      date: '2029-01-03',
      where: 'g.tsv:2',
      sunrise: 434,
      sunset: 1057,
      moonSignEnd: 1517,
      nakshatraEnd: 1517,
      tithiAtSunrise: 18,
      nakshatra: 9,
    },
  ]);
  const names = (tithi: string, nakshatra: string) =>
    parseMonthGrid(`2025-01-01\t07:14\t17:36\t\t23:46\t${tithi}\t${nakshatra}`, 'g').days[0];
  assert.is(names('Amavasya Krishna', 'U Ashadha').tithiAtSunrise, 30);
  assert.is(names('Purnima Shukla', 'P Bhadrapada').nakshatra, 25);
  assert.is(names('Pratipada Shukla', 'Mrigashira').nakshatra, 5);
  assert.is(names('Pratipada Shukla', 'Mrigashira').moonSignEnd, undefined);
});

test('a bad line is left out and named with its file and line number', () => {
  const text = [
    GOOD,
    '2029-02-30\t07:14\t17:37\t\t\tTritiya Krishna\tAshlesha',
    '2029-01-04\t07:14\t17:37\t\t7h14\tTritiya Krishna\tAshlesha',
    '2029-01-05\t07:14\t17:37\t\t\tTritiya\tAshlesha',
    '2029-01-06\t07:14\t17:37\t\t\tTritiya Krishna\tAshlesh',
    '2029-01-07\t07:14\t17:37',
  ].join('\n');
  const { days, problems } = parseMonthGrid(text, 'm.tsv');
  assert.is(days.length, 1);
  assert.equal(problems, [
    'm.tsv:2: bad date "2029-02-30"',
    'm.tsv:3: bad time "7h14" in column 5',
    'm.tsv:4: unknown tithi "Tritiya"',
    'm.tsv:5: unknown nakshatra "Ashlesh"',
    'm.tsv:6: 3 columns, 7 expected',
  ]);
});

test('every month-grid*.tsv of the directory is read; a date twice is reported; no directory reads nothing', () => {
  const dir = mkdtempSync(join(tmpdir(), 'month-grid-'));
  try {
    writeFileSync(join(dir, 'month-grid-a.tsv'), `${GOOD}\n`);
    writeFileSync(join(dir, 'month-grid-b.tsv'), `${GOOD.replace('01-03', '01-02')}\n${GOOD}\n`);
    writeFileSync(join(dir, 'notes.tsv'), 'not a grid\n');
    const read = readMonthGrids(dir);
    assert.equal(read.files, ['month-grid-a.tsv', 'month-grid-b.tsv']);
    assert.equal(
      read.days.map((d) => d.date),
      ['2029-01-02', '2029-01-03'],
    );
    assert.equal(read.problems, ['month-grid-b.tsv:2: 2029-01-03 already read at month-grid-a.tsv:1']);
    assert.match(describeMonthGrids(read)[0], /2 days \(2029-01-02\.\.2029-01-03\)/);
    writeFileSync(join(dir, 'month-grid-c.tsv'), `${GOOD.replace('2029-01-03', '2029-04-30')}\n`);
    assert.is(describeMonthGrids(readMonthGrids(dir))[1], '  months of that span without a line: 2029-02, 2029-03');
  } finally {
    rmSync(dir, { recursive: true });
  }
  const none = readMonthGrids(join(tmpdir(), 'no-such-drik-dir'));
  assert.equal(none.days, []);
  assert.match(describeMonthGrids(none)[0], /no month-grid\*\.tsv .* skipped/);
});

test.run();
