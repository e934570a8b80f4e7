// The conventions walk on small documents: a conforming one passes, and each way of naming a birth, a place, a
// language or a region differently is caught (the walk can fail; test/http/conventions.test.ts runs it on the real one).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS } from '../tables/names/index.ts';
import { conventionProblems } from './conventions.ts';
import { REGION_VARIANTS } from './panchang/request.ts';

type Json = Record<string, any>;
const str = { type: 'string' };
const num = { type: 'number' };
const birth = { date: str, time: str, city: str, city_id: str, lat: num, lon: num, tz: str };
const langEnum = { type: 'string', enum: [...LANGS] };

/** One POST operation whose body is `props` (through a component ref, as the gateway publishes it). */
function docOf(props: Json, params: Json[] = [], path = '/v1/x'): Json {
  return {
    openapi: '3.1.0',
    paths: {
      [path]: {
        post: {
          parameters: params,
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Body' } } } },
        },
      },
    },
    components: { schemas: { Body: { type: 'object', properties: props } } },
  };
}

const problems = (props: Json, params: Json[] = [], path?: string) => conventionProblems(docOf(props, params, path));

test('a body by the conventions has no problem', () => {
  assert.equal(problems({ ...birth, lang: { anyOf: [langEnum, { type: 'null' }] } }), []);
  assert.equal(problems({ birth: { type: 'object', properties: birth }, ...birth }), []);
  assert.equal(problems({ region_variant: { type: 'string', enum: [...REGION_VARIANTS, 'north', 'south'] } }), []);
  assert.equal(problems({ birth: { type: 'object', properties: birth }, date: str }, [], '/v1/panchang/daily'), []);
});

test('a language named or valued otherwise', () => {
  assert.match(problems({ language: langEnum }).join(), /`language` names what the conventions call lang/);
  assert.match(problems({ lang: str }).join(), /lang must take exactly/);
  assert.match(problems({ lang: { type: 'string', enum: LANGS.slice(0, -1) } }).join(), /lang must take exactly/);
  const query = [{ name: 'locale', in: 'query', schema: str }];
  assert.match(problems({}, query).join(), /\?locale: `locale` names what the conventions call lang/);
});

test('a region named or valued otherwise', () => {
  assert.match(problems({ region: str }).join(), /call region_variant/);
  assert.match(problems({ almanac_region: str }).join(), /names a region/);
  const old = { region_variant: { type: 'string', enum: ['north', 'south'] } };
  assert.match(problems(old).join(), /region_variant must take the daily's values/);
  const odd = { region_variant: { type: 'string', enum: [...REGION_VARIANTS, 'central_india'] } };
  assert.match(problems(odd).join(), /region_variant must take/);
});

test('a place named otherwise, or half given', () => {
  assert.match(problems({ latitude: num, longitude: num }).join(), /`latitude` names what the conventions call lat/);
  assert.match(problems({ lat: num }).join(), /lat and lon come together/);
  assert.match(problems({ location: str }).join(), /city_id or lat\/lon/);
});

test('a birth named otherwise, incomplete, or only nested', () => {
  assert.match(problems({ dob: str, birth_time: str }).join(), /`dob` names/);
  const { tz: _tz, ...noTz } = birth;
  assert.match(problems(noTz).join(), /a flat birth without tz/);
  const nestedOnly = { birth: { type: 'object', properties: birth }, date: str, as_of: str };
  assert.match(problems(nestedOnly).join(), /takes the birth only nested/);
  const thinBirth = { birth: { type: 'object', properties: { date: str, time: str } }, ...birth };
  assert.match(problems(thinBirth).join(), /a nested birth without city, city_id, lat, lon, tz/);
  // deeper objects are walked too (a participant's birth, an array's items)
  const people = { people: { type: 'array', items: { type: 'object', properties: { birth_date: str } } } };
  assert.match(problems(people).join(), /body\.people\[\]\.birth_date/);
});

test.run();
