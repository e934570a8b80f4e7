// Black-box: ICS feeds (issue 19) behind the real gateway. Every feed is parsed with ical.js and its events are checked
// against the daily endpoint for the same days (same festivals on the same dates, windows at the same instants),
// in English and Hindi, in a zone without DST and one with it. Also: stable UIDs, 304 on conditional fetches, quota
// moved as for daily calls, token scope, revocation, the plan gate and the OpenAPI document.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { localToUtc } from '../../engine/astro/zone.ts';
import { MAX_ACTIVE_FEEDS } from '../../api/feeds/manage.ts';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { expectError, startHarness, T0, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  const clockRef: { now: () => number } = { now: () => T0 };
  const panchang = panchangRoutes({ shardsDir: mkdtempSync(join(tmpdir(), 'shards-')), nowMs: () => clockRef.now() });
  h = await startHarness({
    routes: [...panchang.routes, ...feedRoutes(panchang.service)],
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '100' },
  });
  clockRef.now = () => h.clock.now();
});
test.after(async () => h.close());

const AMETHYST_LAYERS = ['festivals', 'ekadashi', 'purnima_amavasya', 'sankranti', 'tithi', 'nakshatra'];

async function createFeed(key: string, body: Record<string, unknown>) {
  const r = await h.call('POST', '/v1/feeds', { key, body });
  assert.is(r.status, 201, r.text);
  return r.json.data as { feed_id: string; token: string; url: string; layers: string[] };
}

/** The feed URL's path and query (the harness adds its own base). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

const fetchFeed = (url: string, headers: Record<string, string> = {}) => h.call('GET', pathOf(url), { headers });

interface Seen {
  uid: string;
  summary: string;
  /** all-day: YYYY-MM-DD; timed: start and end instants */
  key: string;
}

function parseFeed(text: string): { events: Seen[]; zones: string[] } {
  const comp = new ICAL.Component(ICAL.parse(text));
  const zones = comp.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  for (const z of comp.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
  const events = comp.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const key = e.startDate.isDate
      ? `${e.startDate.toString()}`
      : `${e.startDate.toJSDate().toISOString()}..${e.endDate.toJSDate().toISOString()}`;
    if (e.startDate.isDate) assert.is(e.endDate.toString(), nextDay(e.startDate.toString()), `${e.uid} lasts one day`);
    return { uid: e.uid, summary: e.summary, key };
  });
  return { events, zones };
}

const nextDay = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);

/** `DD-MM-YYYY HH:mm:ss` of the daily answer, in its zone, as an ISO instant. */
function instant(stamp: string, zone: string): string {
  const [d, t] = stamp.split(' ') as [string, string];
  const [day, month, year] = d.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = t.split(':').map(Number) as [number, number, number];
  return new Date(localToUtc(zone, { year, month, day, hour, minute, second }).utcMs).toISOString();
}

/** What the daily endpoint says the feed must hold, written from the daily answers alone. */
async function expectedFromDaily(key: string, cityId: string, dates: string[], lang: string, layers: string[]) {
  const want: { summary: string; key: string }[] = [];
  const span = (w: { start: string | null; end: string | null }, zone: string) =>
    `${instant(w.start!, zone)}..${instant(w.end!, zone)}`;
  for (const date of dates) {
    const r = await h.call('POST', '/v1/panchang/daily', { key, body: { date, city_id: cityId, lang } });
    assert.is(r.status, 200, r.text);
    const day = r.json.data;
    for (const f of day.festivals.data) {
      const layer =
        { ekadashi: 'ekadashi', lunar_day: 'purnima_amavasya', sankranti: 'sankranti', eclipse: 'eclipses' }[
          f.category as string
        ] ?? 'festivals';
      if (!layers.includes(layer)) continue;
      // a sankranti's all-day event is on the date of its ingress (issue #28), which the observance may follow by a day
      const ingressDate =
        layer === 'sankranti' ? `${f.start.slice(6, 10)}-${f.start.slice(3, 5)}-${f.start.slice(0, 2)}` : date;
      want.push({ summary: f.name, key: layer === 'eclipses' ? span(f, day.timezone) : ingressDate });
    }
    if (layers.includes('ekadashi') && day.parana.start)
      want.push({ summary: 'parana', key: span(day.parana, day.timezone) });
    if (layers.includes('sankranti') && day.sankranti?.punya_kaal.start)
      want.push({ summary: 'punya', key: span(day.sankranti.punya_kaal, day.timezone) });
    if (layers.includes('tithi')) want.push({ summary: `tithi ${day.tithi[0].name}`, key: date });
    if (layers.includes('nakshatra')) want.push({ summary: `nakshatra ${day.nakshatra[0].name}`, key: date });
  }
  return want;
}

/** The feed's events in the daily's terms: windows and elements named by kind (their labels are the feed's own). */
function normalized(events: Seen[]) {
  return events.map((e) => {
    if (e.uid.includes('-ekadashi-parana-')) return { summary: 'parana', key: e.key };
    if (e.uid.includes('-sankranti-punya-kaal-')) return { summary: 'punya', key: e.key };
    if (/-tithi-\d+-/.test(e.uid)) return { summary: `tithi ${e.summary.split(' ').pop()}`, key: e.key };
    if (/-nakshatra-\d+-/.test(e.uid)) return { summary: `nakshatra ${e.summary.split(': ').pop()}`, key: e.key };
    return { summary: e.summary, key: e.key };
  });
}

const sorted = <T>(xs: T[]) => [...xs].map((x) => JSON.stringify(x)).sort();

function windowDates(): string[] {
  const first = Date.UTC(2026, 1, 8); // T0 (2026-03-10) - 30 days
  return Array.from({ length: 396 }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

async function checkAgainstDaily(plan: string, cityId: string, lang: string, layers: string[]) {
  const key = await h.signup(plan);
  const feed = await createFeed(key, { city_id: cityId, layers, lang });
  const r = await fetchFeed(feed.url);
  assert.is(r.status, 200, r.text);
  assert.match(r.headers.get('content-type') ?? '', /^text\/calendar/);
  const { events, zones } = parseFeed(r.text);
  const want = await expectedFromDaily(key, cityId, windowDates(), lang, layers);
  assert.equal(
    sorted(normalized(events)),
    sorted(want),
    `${cityId} ${lang}: the feed holds what the daily answers say`,
  );
  return { key, feed, events, zones, reply: r };
}

test('amethyst, New Delhi, English: every event matches the daily answers of the same days', async () => {
  const { events, zones } = await checkAgainstDaily('amethyst', 'new-delhi', 'en', AMETHYST_LAYERS);
  assert.equal(zones, ['Asia/Kolkata']);
  assert.ok(
    events.some((e) => e.summary === 'Diwali' || e.summary.startsWith('Diwali')),
    'Diwali in the year ahead',
  );
  assert.ok(
    events.some((e) => e.uid.includes('-ekadashi-parana-')),
    'parana windows',
  );
  assert.ok(
    events.some((e) => e.uid.includes('-sankranti-punya-kaal-')),
    'punya kaal windows',
  );
  assert.not.ok(
    events.some((e) => e.uid.includes('-eclipses-')),
    'no eclipses below sapphire',
  );
  assert.is(new Set(events.map((e) => e.uid)).size, events.length, 'UIDs are unique');
});

test('sapphire, London (DST), Hindi, with eclipses: instants across the clock change match the daily answers', async () => {
  const layers = ['festivals', 'ekadashi', 'sankranti', 'eclipses'];
  const { events, zones } = await checkAgainstDaily('sapphire', 'london', 'hi', layers);
  assert.equal(zones, ['Europe/London']);
  assert.ok(
    events.some((e) => e.uid.includes('-eclipses-') && e.key.includes('..')),
    'timed eclipse events',
  );
  assert.ok(
    events.some((e) => /[\u0900-\u097F]/.test(e.summary)),
    'names in Devanagari',
  );
});

const usedCalls = async (key: string) =>
  (await h.call('GET', '/v1/usage?product=panchang', { key })).json.data.calls_used as number;

test('UIDs are stable across fetches; If-None-Match and If-Modified-Since answer 304; each fetch is one daily call', async () => {
  const key = await h.signup('amethyst');
  const feed = await createFeed(key, { city_id: 'new-delhi', layers: ['festivals', 'ekadashi'] });
  const before = await usedCalls(key);
  const first = await fetchFeed(feed.url);
  const second = await fetchFeed(feed.url);
  assert.is(first.status, 200, first.text);
  assert.is(first.headers.get('x-quota-cost'), '1');
  assert.equal(
    parseFeed(second.text).events.map((e) => e.uid),
    parseFeed(first.text).events.map((e) => e.uid),
  );
  assert.is(second.text, first.text, 'the same day, the same bytes');
  assert.is(second.headers.get('x-data-source'), 'cache', 'days rendered before are served from the cache');
  const etag = first.headers.get('etag')!;
  const lastModified = first.headers.get('last-modified')!;
  assert.match(etag, /^"[A-Za-z0-9_-]{43}"$/);
  assert.ok(Date.parse(lastModified) <= h.clock.now(), lastModified);
  const byTag = await fetchFeed(feed.url, { 'if-none-match': etag });
  assert.is(byTag.status, 304);
  assert.is(byTag.text, '');
  assert.is(byTag.headers.get('etag'), etag);
  assert.is((await fetchFeed(feed.url, { 'if-none-match': `"other", W/${etag}` })).status, 304, 'weak and listed tags');
  assert.is((await fetchFeed(feed.url, { 'if-modified-since': lastModified })).status, 304);
  const stale = await fetchFeed(feed.url, { 'if-none-match': '"stale"', 'if-modified-since': lastModified });
  assert.is(stale.status, 200, 'If-None-Match decides alone when both are sent');
  assert.is(await usedCalls(key), before + 6, 'six fetches, conditional or not, are six calls');
  // the window rolls with the day: a new day gives new content and a new tag; the day's UIDs stay
  h.clock.advance(86_400_000);
  const tomorrow = await fetchFeed(feed.url, { 'if-none-match': etag });
  assert.is(tomorrow.status, 200);
  assert.is.not(tomorrow.headers.get('etag'), etag);
  const kept = new Set(parseFeed(tomorrow.text).events.map((e) => e.uid));
  const shared = parseFeed(first.text).events.filter((e) => kept.has(e.uid));
  assert.ok(shared.length > 0.9 * kept.size, `${shared.length} of ${kept.size} events keep their UID`);
  h.clock.set(T0);
});

test('a token opens its one feed: revoked, made up, an API key or another city answer 401; unknown city 400', async () => {
  const key = await h.signup('amethyst');
  const feed = await createFeed(key, { city_id: 'new-delhi', layers: ['festivals'], lang: 'hi', name: 'Home' });
  assert.match(feed.url, /calendar\.ics\?city_id=new-delhi&layers=festivals&lang=hi&token=feed_[0-9a-f]{16}\./);
  const path = pathOf(feed.url);
  const withToken = (token: string) => path.replace(/token=[^&]+/, `token=${encodeURIComponent(token)}`);
  const refusals: [string, string, number, string][] = [
    ['no token', '/v1/panchang/calendar.ics?city_id=new-delhi', 401, 'missing_api_key'],
    ['made-up token', withToken(`feed_${'0'.repeat(16)}.${'a'.repeat(43)}`), 401, 'invalid_api_key'],
    ['an API key is no token', withToken(key), 401, 'invalid_api_key'],
    ['another city', path.replace('city_id=new-delhi', 'city_id=mumbai'), 401, 'invalid_api_key'],
    ['other layers', path.replace('layers=festivals', 'layers=ekadashi'), 401, 'invalid_api_key'],
    ['unknown city', path.replace('city_id=new-delhi', 'city_id=atlantis'), 400, 'invalid_parameter'],
    ['bad layer', path.replace('layers=festivals', 'layers=horoscope'), 400, 'invalid_parameter'],
  ];
  for (const [label, url, status, code] of refusals) await expectError(label, h.call('GET', url), status, code);
  assert.is(
    (await h.call('GET', path.replace(/city_id=[^&]+&layers=[^&]+&/, ''))).status,
    200,
    'the token alone is enough',
  );

  const list = await h.call('POST', '/v1/feeds/list', { key, body: {} });
  assert.is(list.status, 200, list.text);
  const listed = list.json.data.feeds.find((f: { feed_id: string }) => f.feed_id === feed.feed_id);
  assert.equal([listed.status, listed.name, listed.lang, listed.layers], ['active', 'Home', 'hi', ['festivals']]);
  assert.not.ok(list.text.includes(feed.token), 'the token is shown once only');
  const stranger = await h.signup('amethyst');
  await expectError(
    'another account',
    h.call('POST', '/v1/feeds/revoke', { key: stranger, body: { feed_id: feed.feed_id } }),
    404,
    'feed_not_found',
  );
  const revoked = await h.call('POST', '/v1/feeds/revoke', { key, body: { feed_id: feed.feed_id } });
  assert.is(revoked.status, 200, revoked.text);
  await expectError('revoked token', h.call('GET', path), 401, 'invalid_api_key');
  await expectError(
    'revoked twice',
    h.call('POST', '/v1/feeds/revoke', { key, body: { feed_id: feed.feed_id } }),
    409,
    'feed_inactive',
  );
});

test('the key behind a feed: a rotation hands the feed on, a revocation takes it down', async () => {
  const admin = await h.signup('amethyst');
  const made = await h.call('POST', '/v1/keys', { key: admin, body: { name: 'calendar' } });
  const feed = await createFeed(made.json.data.api_key, { city_id: 'new-delhi', layers: ['ekadashi'] });
  const rotated = await h.call('POST', '/v1/keys/rotate', { key: admin, body: { key_id: made.json.data.key_id } });
  assert.is(rotated.status, 201, rotated.text);
  h.clock.advance(25 * 3600_000);
  assert.is((await fetchFeed(feed.url)).status, 200, 'after the old key expired, its replacement carries the feed');
  await h.call('POST', '/v1/keys/revoke', { key: admin, body: { key_id: rotated.json.data.key_id } });
  await expectError('key revoked', fetchFeed(feed.url), 401, 'invalid_api_key');
  h.clock.set(T0);
});

test('plan gate: feeds from amethyst, eclipses from sapphire; unknown city 400; at most 20 active feeds', async () => {
  const free = await h.signup('free');
  const amethyst = await h.signup('amethyst');
  const refusals: [string, string, Record<string, unknown>, number, string][] = [
    ['free', free, { city_id: 'new-delhi', layers: ['festivals'] }, 403, 'plan_required'],
    ['eclipses on amethyst', amethyst, { city_id: 'new-delhi', layers: ['eclipses'] }, 403, 'plan_required'],
    ['unknown city', amethyst, { city_id: 'atlantis', layers: ['festivals'] }, 400, 'invalid_parameter'],
    ['no layers', amethyst, { city_id: 'new-delhi', layers: [] }, 400, 'invalid_parameter'],
    ['no city', amethyst, { layers: ['festivals'] }, 400, 'missing_parameter'],
  ];
  for (const [label, key, body, status, code] of refusals)
    await expectError(label, h.call('POST', '/v1/feeds', { key, body }), status, code);
  for (let i = 0; i < MAX_ACTIVE_FEEDS; i++)
    await createFeed(amethyst, { city_id: 'new-delhi', layers: ['festivals'] });
  const body = { city_id: 'new-delhi', layers: ['festivals'] };
  await expectError('one too many', h.call('POST', '/v1/feeds', { key: amethyst, body }), 409, 'feed_limit_reached');
});

test('the OpenAPI document has the feed routes, with text/calendar and the token scheme; /docs renders it', async () => {
  const doc = (await h.call('GET', '/openapi.json')).json;
  const ics = doc.paths['/v1/panchang/calendar.ics'].get;
  assert.ok(ics.responses['200'].content['text/calendar']);
  assert.equal(ics.security, [{ FeedToken: [] }]);
  assert.ok(ics.parameters.some((p: { name: string }) => p.name === 'token'));
  assert.match(ics.responses['401'].description, /missing_api_key.*invalid_api_key/);
  assert.match(ics.responses['403'].description, /plan_required/);
  assert.match(ics.responses['429'].description, /monthly_limit_exceeded/);
  assert.is(ics['x-min-plan'], 'amethyst');
  for (const p of ['/v1/feeds', '/v1/feeds/list', '/v1/feeds/revoke']) assert.ok(doc.paths[p]?.post, p);
  assert.is(doc.components.securitySchemes.FeedToken.in, 'query');
  const docs = await h.call('GET', '/docs');
  assert.is(docs.status, 200);
  assert.match(docs.text, /openapi\.json/);
});

test.run();
