// Black-box: the shared account endpoints with good and bad input, and the key lifecycle
// (create, list, rotate with its 24-hour grace on the injected clock, revoke).
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HOUR_MS } from '../../api/gateway/clock.ts';
import { verifyPassword } from '../../api/secrets.ts';
import { fakeHoroscope, fakePanchang } from './fake-products.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ routes: [...fakePanchang, ...fakeHoroscope], env: { RATE_LIMIT_SCALE: '5' } });
});
test.after(async () => h.close());

const daily = (key: string) =>
  h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
const kundli = (key: string) =>
  h.call('POST', '/v1/kundli', { key, body: { date: '1990-05-15', time: '10:30', city_id: 'delhi' } });

test('signup: account, first key (admin), meta; password stored as an scrypt hash only', async () => {
  const r = await h.call('POST', '/v1/signup', {
    body: { email: '  Asha.Rao@Example.COM ', password: 'correct horse battery', name: 'Asha' },
  });
  assert.is(r.status, 201);
  const { account, api_key, key_id } = r.json.data;
  assert.match(account.id, /^acct_[0-9a-f]{24}$/);
  assert.is(account.email, 'asha.rao@example.com');
  assert.is(account.plan, 'free');
  assert.equal(account.plans, { panchang: 'free', horoscope: 'free', numerology: 'free' });
  assert.is(account.trial, null);
  assert.ok(api_key.startsWith(`${key_id}.`));
  assert.ok(r.json.meta.version && r.json.meta.computed_at);
  const list = await h.call('POST', '/v1/keys/list', { key: api_key, body: {} });
  assert.is(list.json.data.keys[0].scope, 'admin');
  const db = h.gateway.services.store.db.q;
  const row = {
    p: (await db.selectFrom('accounts').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow())
      .password_hash,
  };
  assert.match(row.p, /^scrypt\$/);
  assert.not.match(row.p, /correct horse/);
  assert.ok(await verifyPassword('correct horse battery', row.p));
  assert.not.ok(await verifyPassword('correct horse batterx', row.p));
  const stored: Record<string, unknown> = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('key_id', '=', key_id)
    .executeTakeFirstOrThrow();
  const secret = api_key.split('.')[1];
  assert.ok(
    (stored.secret_hash as Buffer).equals(createHash('sha256').update(secret).digest()),
    'only the hash is stored',
  );
  assert.not.ok(Object.values(stored).some((v) => typeof v === 'string' && v.includes(secret)));
});

test('signup: a paid plan of each product upgrades that product only', async () => {
  for (const [plan, product] of [
    ['emerald', 'panchang'],
    ['zenith', 'horoscope'],
    ['starter', 'numerology'],
  ] as const) {
    const r = await h.call('POST', '/v1/signup', {
      body: { email: `${plan}@example.com`, password: 'long enough', plan },
    });
    assert.is(r.status, 201);
    assert.is(r.json.data.account.plans[product], plan);
    assert.is(r.json.data.account.trial.product, product);
    assert.is(Object.values(r.json.data.account.plans).filter((p) => p === 'free').length, 2);
  }
});

test('signup: bad input gets 400 with a specific code; a taken e-mail 409 (case-insensitive)', async () => {
  const bad = [
    [{ password: 'long enough' }, 'invalid_email'],
    [{ email: 'not-an-email', password: 'long enough' }, 'invalid_email'],
    [{ email: 'x@example.com', password: 'short' }, 'invalid_password'],
    [{ email: 'x@example.com', password: 'x'.repeat(300) }, 'invalid_password'],
    [{ email: 'x@example.com', password: '        ' }, 'invalid_password'],
    [{ email: 'x@example.com', password: ' \t\n         ' }, 'invalid_password'],
    [{ email: 'x@example.com', password: 'password' }, 'invalid_password'],
    [{ email: 'x@example.com', password: 'Password123' }, 'invalid_password'],
    [{ email: 'x@example.com', password: ' 12345678 ' }, 'invalid_password'],
    [{ email: 'x@example.com', password: 'Panchang123' }, 'invalid_password'],
    [{ email: 'x@example.com', password: 'long enough', plan: 'platinum' }, 'invalid_plan'],
    [{ email: 'x@example.com', password: 'long enough', name: 42 }, 'invalid_request'],
    ['"just a string"', 'invalid_request'],
  ] as const;
  for (const [body, code] of bad) {
    const r = await h.call('POST', '/v1/signup', { body });
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is(r.json.error, code, JSON.stringify(body));
  }
  await h.signup('free', 'taken@example.com');
  const dup = await h.call('POST', '/v1/signup', { body: { email: 'TAKEN@example.com', password: 'long enough' } });
  assert.is(dup.status, 409);
  assert.is(dup.json.error, 'email_taken');
});

test('keys: create (read default, admin on request), list with masked previews only', async () => {
  const admin = await h.signup('emerald');
  const read = await h.call('POST', '/v1/keys', { key: admin, body: { name: 'ci' } });
  assert.is(read.status, 201);
  assert.equal(Object.keys(read.json.data).sort(), ['api_key', 'created_at', 'key_id', 'name', 'scope']);
  assert.is(read.json.data.scope, 'read');
  const second = await h.call('POST', '/v1/keys', { key: admin, body: { scope: 'admin' } });
  assert.is(second.json.data.scope, 'admin');
  const list = await h.call('POST', '/v1/keys/list', { key: admin, body: {} });
  assert.is(list.status, 200);
  assert.is(list.json.data.keys.length, 3);
  for (const secret of [admin, read.json.data.api_key, second.json.data.api_key]) {
    assert.not.ok(list.text.includes(secret));
    assert.not.ok(list.text.includes(secret.split('.')[1]));
  }
  assert.ok(list.json.data.keys.every((k: any) => /^key_[0-9a-f]{16}\.….{4}$/.test(k.preview)));
  // an empty body is fine for list
  assert.is((await h.call('POST', '/v1/keys/list', { key: admin })).status, 200);
});

test("keys: a read key cannot manage keys; bad bodies are 400; another account's key is not found", async () => {
  const admin = await h.signup('free');
  const read = (await h.call('POST', '/v1/keys', { key: admin, body: {} })).json.data;
  for (const path of ['/v1/keys', '/v1/keys/list', '/v1/keys/rotate', '/v1/keys/revoke']) {
    const r = await h.call('POST', path, { key: read.api_key, body: { key_id: read.key_id } });
    assert.is(r.status, 403, path);
    assert.is(r.json.error, 'insufficient_scope');
  }
  assert.is((await daily(read.api_key)).status, 200, 'a read key calls products');
  for (const body of [{}, { key_id: 42 }, { key_id: read.api_key }, { key_id: 'key_xyz' }]) {
    const r = await h.call('POST', '/v1/keys/rotate', { key: admin, body });
    assert.is(r.status, 400, JSON.stringify(body));
    assert.is(r.json.error, 'invalid_request');
  }
  assert.is((await h.call('POST', '/v1/keys', { key: admin, body: { scope: 'root' } })).json.error, 'invalid_request');
  const stranger = await h.signup('free');
  const r = await h.call('POST', '/v1/keys/revoke', { key: stranger, body: { key_id: read.key_id } });
  assert.is(r.status, 404);
  assert.is(r.json.error, 'key_not_found');
  assert.is((await daily(read.api_key)).status, 200, 'untouched by the stranger');
});

test('rotate: a new key at once; the old one works for 24 hours, then each product refuses it', async () => {
  const admin = await h.signup('emerald');
  const old = (await h.call('POST', '/v1/keys', { key: admin, body: { name: 'app' } })).json.data;
  const start = h.clock.now();
  const rot = await h.call('POST', '/v1/keys/rotate', { key: admin, body: { key_id: old.key_id } });
  assert.is(rot.status, 201);
  assert.is(rot.json.data.name, 'app');
  assert.is(rot.json.data.scope, 'read');
  assert.is(rot.json.data.replaces, old.key_id);
  assert.is(rot.json.data.old_key_expires_at, new Date(start + 24 * HOUR_MS).toISOString());
  assert.is.not(rot.json.data.api_key, old.api_key);
  try {
    const during = await daily(old.api_key);
    assert.is(during.status, 200);
    assert.ok(during.json.dev_notes.some((n: any) => n.code === 'api_key_rotated'));
    h.clock.set(start + 24 * HOUR_MS - 1);
    assert.is((await daily(old.api_key)).status, 200);
    h.clock.set(start + 24 * HOUR_MS);
    const late = await daily(old.api_key);
    assert.is(late.status, 403);
    assert.is(late.json.error, 'key_expired');
    const lateH = await kundli(old.api_key);
    assert.is(lateH.status, 401);
    assert.is(lateH.json.error, 'invalid_api_key');
    assert.is((await daily(rot.json.data.api_key)).status, 200);
    const again = await h.call('POST', '/v1/keys/rotate', { key: admin, body: { key_id: old.key_id } });
    assert.is(again.status, 409);
    assert.is(again.json.error, 'key_inactive');
    const list = await h.call('POST', '/v1/keys/list', { key: admin, body: {} });
    const statuses = Object.fromEntries(list.json.data.keys.map((k: any) => [k.key_id, k.status]));
    assert.is(statuses[old.key_id], 'expired');
    assert.is(statuses[rot.json.data.key_id], 'active');
  } finally {
    h.clock.set(start);
  }
});

test('revoke: immediate and permanent; the last admin key cannot be revoked', async () => {
  const admin = await h.signup('free');
  const k = (await h.call('POST', '/v1/keys', { key: admin, body: {} })).json.data;
  assert.is((await daily(k.api_key)).status, 200);
  const rev = await h.call('POST', '/v1/keys/revoke', { key: admin, body: { key_id: k.key_id } });
  assert.is(rev.status, 200);
  assert.is(rev.json.data.status, 'revoked');
  const after = await daily(k.api_key);
  assert.is(after.status, 401);
  assert.is(after.json.error, 'invalid_api_key');
  assert.is(
    (await h.call('POST', '/v1/keys/rotate', { key: admin, body: { key_id: k.key_id } })).json.error,
    'key_inactive',
  );
  assert.is((await h.call('POST', '/v1/keys/revoke', { key: admin, body: { key_id: k.key_id } })).status, 409);
  const adminId = (await h.call('POST', '/v1/keys/list', { key: admin, body: {} })).json.data.keys.find(
    (x: any) => x.scope === 'admin',
  ).key_id;
  const last = await h.call('POST', '/v1/keys/revoke', { key: admin, body: { key_id: adminId } });
  assert.is(last.status, 409);
  assert.is(last.json.error, 'last_admin_key');
  const spare = (await h.call('POST', '/v1/keys', { key: admin, body: { scope: 'admin' } })).json.data;
  assert.is((await h.call('POST', '/v1/keys/revoke', { key: spare.api_key, body: { key_id: adminId } })).status, 200);
  assert.is((await h.call('GET', '/v1/usage', { key: admin })).status, 401);
});

test('usage: six seed fields, default product panchang, ?product= switches, unknown product 400', async () => {
  const key = await h.signup('free');
  await daily(key);
  const r = await h.call('GET', '/v1/usage', { key });
  assert.is(r.status, 200);
  const d = r.json.data;
  for (const f of ['plan', 'period_start', 'period_end', 'calls_used', 'calls_included', 'calls_remaining'])
    assert.ok(f in d, f);
  assert.is(d.product, 'panchang');
  assert.equal(
    [d.calls_used, d.calls_included, d.calls_remaining, d.overage_units, d.overage_inr],
    [1, 2000, 1999, 0, 0],
  );
  assert.is(r.headers.get('cache-control'), 'private');
  const ho = await h.call('GET', '/v1/usage?product=horoscope', { key });
  assert.is(ho.json.data.product, 'horoscope');
  assert.is(ho.json.data.calls_used, 0);
  assert.is(ho.json.data.calls_included, 1000);
  const bad = await h.call('GET', '/v1/usage?product=tarot', { key });
  assert.is(bad.status, 400);
  assert.is(bad.json.error, 'invalid_product');
  assert.is((await h.call('GET', '/v1/usage')).json.error, 'missing_api_key');
});

test('feedback and contact: 202 on good input, 400 on text outside the bounds', async () => {
  const fb = await h.call('POST', '/v1/feedback', {
    body: { name: 'Asha', email: 'fb@example.com', plan: 'sapphire', message: 'Works well for us.' },
  });
  assert.is(fb.status, 202);
  assert.match(fb.json.data.id, /^fb_/);
  const badFeedback = [
    { name: 'Asha', email: 'fb@example.com', plan: 'gold', message: 'Works well for us.' },
    { name: 'Asha', email: 'fb@example.com', plan: 'none', message: 'too short' },
    { name: 'Asha', email: 'fb@example.com', plan: 'none', message: 'x'.repeat(2001) },
    { name: '', email: 'fb@example.com', plan: 'none', message: 'long enough text' },
    { name: 'Asha', plan: 'none', message: 'long enough text' },
  ];
  for (const body of badFeedback)
    assert.is((await h.call('POST', '/v1/feedback', { body })).status, 400, JSON.stringify(body).slice(0, 80));
  assert.is(
    (
      await h.call('POST', '/v1/feedback', {
        body: { name: 'Asha', email: 'fb@example.com', plan: 'none', message: 'x'.repeat(2000) },
      })
    ).status,
    202,
  );
  const ok = {
    name: 'Asha',
    email: 'ct@example.com',
    message: 'Hello, a question about plans.',
    topic: 'sales',
    subject: 'Plans',
  };
  const ct = await h.call('POST', '/v1/contact', { body: ok });
  assert.is(ct.status, 202);
  const badContact = [
    { ...ok, name: 'A' },
    { ...ok, name: 'A'.repeat(121) },
    { ...ok, message: 'short' },
    { ...ok, message: 'x'.repeat(4001) },
    { ...ok, topic: 'gossip' },
    { ...ok, email: 'nope' },
  ];
  for (const body of badContact) {
    const r = await h.call('POST', '/v1/contact', { body });
    assert.is(r.status, 400, JSON.stringify(body).slice(0, 80));
  }
  assert.is((await h.call('POST', '/v1/contact', { body: { ...ok, message: 'x'.repeat(4000) } })).status, 202);
});

test('contact is limited per e-mail and per IP, with Retry-After', async () => {
  const body = (email: string) => ({ name: 'Asha', email, message: 'Hello, a question about plans.' });
  const perEmail = 3 * 5; // SUBMISSION_LIMITS x RATE_LIMIT_SCALE of this harness
  for (let i = 0; i < perEmail; i++)
    assert.is((await h.call('POST', '/v1/contact', { body: body('same@example.com') })).status, 202);
  const limited = await h.call('POST', '/v1/contact', { body: body('same@example.com') });
  assert.is(limited.status, 429);
  assert.is(limited.json.error, 'rate_limited');
  assert.is(limited.headers.get('retry-after'), '3600');
  let ipLimited = null;
  for (let i = 0; i < 60 && !ipLimited; i++) {
    const r = await h.call('POST', '/v1/contact', { body: body(`other${i}@example.com`) });
    if (r.status === 429) ipLimited = r;
  }
  assert.ok(ipLimited, 'the IP limit applies across e-mails');
  assert.match(ipLimited!.json.message, /IP/);
  h.clock.advance(HOUR_MS + 1);
  assert.is((await h.call('POST', '/v1/contact', { body: body('same@example.com') })).status, 202);
});

test.run();
