// Feed token rows on both engines: layers and times round-trip, the hash comes back as bytes, a revoke is stamped once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ENGINES, freshStore, skipped } from '../../test/support/store-engines.ts';
import { newFeedToken, secretMatches } from '../secrets.ts';
import type { FeedRow } from './feeds.ts';
import type { Store } from './index.ts';

const T = 1_773_144_000_000; // beyond 2^31: an int8 read back as a string or a 32-bit int shows

/** A new feed row of acc_1, with `fields` over the defaults. */
function feedRow(fields: Partial<FeedRow> = {}) {
  const made = newFeedToken();
  const row = {
    feedId: made.feedId,
    accountId: 'acc_1',
    keyId: 'key_0123456789abcdef',
    cityId: 'new-delhi',
    layers: ['festivals', 'ekadashi'],
    lang: 'hi',
    name: 'Home' as string | null,
    secretHash: made.secretHash,
    preview: made.preview,
    createdAt: T,
    regionVariant: null as string | null,
    ...fields,
  };
  return { made, row };
}

for (const engine of ENGINES) {
  if (engine.skipReason) {
    skipped(`feed store on ${engine.name}`, engine.skipReason);
    continue;
  }
  const s = suite(`feed store on ${engine.name}`);
  let store: Store;
  s.before(async () => {
    store = await freshStore(engine);
    await store.accounts.create({ id: 'acc_1', email: 'f@example.com', name: null, passwordHash: 'x', createdAt: T });
  });
  s.after(async () => store.close());

  s('a feed round-trips; only the hash of its token is kept; revoke stamps once', async () => {
    const { made, row } = feedRow();
    await store.feeds.insert(row);
    const read = await store.feeds.get(made.feedId);
    assert.equal({ ...read, secretHash: null }, { ...row, secretHash: null, revokedAt: null, meteredAt: null });
    assert.ok(secretMatches(made.token.split('.')[1]!, read!.secretHash), 'the stored hash checks the secret');
    assert.not.ok(
      JSON.stringify(await store.db.q.selectFrom('panchang_feeds').selectAll().execute()).includes(
        made.token.split('.')[1]!,
      ),
    );
    await store.feeds.revoke(made.feedId, T + 1);
    await store.feeds.revoke(made.feedId, T + 2);
    assert.is((await store.feeds.get(made.feedId))!.revokedAt, T + 1);
    assert.equal(
      (await store.feeds.listForAccount('acc_1')).map((f) => f.feedId),
      [made.feedId],
    );
    assert.equal(await store.feeds.listForAccount('nobody'), []);
    assert.is(await store.feeds.get('feed_0000000000000000'), undefined);
  });

  s("a feed keeps its regional set (null: the city's own region)", async () => {
    const { made, row } = feedRow({
      cityId: 'chennai',
      layers: ['festivals'],
      lang: 'ta',
      name: null,
      regionVariant: 'north_india',
    });
    await store.feeds.insert(row);
    assert.is((await store.feeds.get(made.feedId))!.regionVariant, 'north_india');
    assert.ok((await store.feeds.listForAccount('acc_1')).some((f) => f.regionVariant === 'north_india'));
  });

  s.run();
}
