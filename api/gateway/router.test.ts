import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { defineRoute, horoscopePaths, type AnyRoute } from './route-spec.ts';
import { RouteTable } from './router.ts';

const route = (method: 'GET' | 'POST', path: string | readonly string[], summary = 'r'): AnyRoute =>
  defineRoute({
    product: 'public',
    method,
    path,
    auth: 'none',
    cost: 0,
    summary,
    response: z.object({}),
    handler: () => ({ data: {} }),
  });

const table = new RouteTable([
  route('GET', '/v1/rashifal/:sign/:period', 'param'),
  route('GET', '/v1/rashifal/today/daily', 'literal'),
  route('POST', horoscopePaths('kundli')),
  route('GET', '/health'),
]);

test('literal paths win over :param paths, params are decoded', () => {
  const lit = table.match('GET', '/v1/rashifal/today/daily');
  assert.ok(lit.kind === 'route' && lit.route.summary === 'literal');
  const p = table.match('GET', '/v1/rashifal/m%C3%A9sha/weekly');
  assert.ok(p.kind === 'route');
  if (p.kind === 'route') assert.equal(p.params, { sign: 'mésha', period: 'weekly' });
});

test('both horoscope mounts match; a trailing slash is tolerated; HEAD is GET', () => {
  assert.is(table.match('POST', '/v1/kundli').kind, 'route');
  assert.is(table.match('POST', '/v1/horoscope/kundli/').kind, 'route');
  assert.is(table.match('HEAD', '/health').kind, 'route');
});

test('a known path with another method lists the allowed methods; unknown paths match nothing', () => {
  assert.equal(table.match('GET', '/v1/kundli'), { kind: 'method', allowed: ['POST'] });
  assert.equal(table.match('POST', '/health'), { kind: 'method', allowed: ['GET', 'HEAD'] });
  assert.equal(table.match('GET', '/v1/kundlix'), { kind: 'none' });
  assert.equal(table.match('GET', '/v1/rashifal/%E0%A4/daily'), { kind: 'none' });
});

test('a duplicate method + path or an odd path segment is refused at construction', () => {
  assert.throws(() => new RouteTable([route('GET', '/a'), route('GET', '/a')]), /two routes/);
  assert.throws(() => new RouteTable([route('GET', '/a/*')]), /not a literal/);
});

test.run();
