import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { nearestField, unknownFields } from './unknown-fields.ts';

const NONE = new Set<string>();
const Body = z.object({
  date: z.string(),
  city_id: z.string().optional(),
  timezone: z.string().optional(),
  people: z.array(z.object({ full_name: z.string() })).optional(),
  birth: z.object({ time: z.string() }).optional(),
});

test('a misspelt field is found and named with the field it meant', () => {
  const found = unknownFields(Body, { date: 'x', cityId: 'mumbai', time_zone: 'UTC' }, NONE);
  assert.equal(
    found.map((u) => [u.path, u.suggestion]),
    [
      ['cityId', 'city_id'],
      ['time_zone', 'timezone'],
    ],
  );
});

test('nested objects are checked too; list items are left to answer one by one', () => {
  const found = unknownFields(
    Body,
    { date: 'x', birth: { tme: '10:00' }, people: [{ full_name: 'a' }, { fullname: 'b' }] },
    NONE,
  );
  assert.equal(
    found.map((u) => [u.path, u.suggestion]),
    [['birth.tme', 'time']],
  );
});

test('known fields, allowed gateway names, loose objects and records pass', () => {
  assert.equal(unknownFields(Body, { date: 'x', city_id: 'a' }, NONE), []);
  assert.equal(unknownFields(Body, { date: 'x', token: 't' }, new Set(['token'])), []);
  assert.equal(unknownFields(z.looseObject({ a: z.string() }), { a: '', b: 1 }, NONE), []);
  assert.equal(unknownFields(z.record(z.string(), z.number()), { any: 1 }, NONE), []);
});

test('union branches pool their fields; a preprocessed object keeps its fields', () => {
  const U = z.union([z.object({ city_id: z.string() }), z.object({ lat: z.number(), lon: z.number() })]);
  assert.equal(unknownFields(U, { lat: 1, lon: 2 }, NONE), []);
  assert.equal(unknownFields(U, { lat: 1, lng: 2 }, NONE)[0]?.suggestion, 'lon');
  const P = z.preprocess((v) => v, z.object({ a: z.string() }));
  assert.equal(unknownFields(P, { b: '' }, NONE).length, 1);
});

test('a far-off name suggests nothing rather than a wrong field', () => {
  assert.is(nearestField('zzzzzz', ['date', 'city_id']), null);
  assert.is(nearestField('langauge', ['language', 'lang']), 'language');
  assert.is(nearestField('CITY-ID', ['city_id']), 'city_id');
  assert.is(nearestField('language', ['lang', 'calculation_profile']), 'lang');
  assert.is(nearestField('city', ['date', 'city_id']), 'city_id');
});

test.run();
