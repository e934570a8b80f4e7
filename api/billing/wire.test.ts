// The small pieces billing stands on: prices and cycles, signatures, the event format, the PDF.
import { createHmac } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../gateway/config.ts';
import { PLANS } from '../plans.ts';
import { METERED_PRODUCTS } from '../products.ts';
import { parseEvent } from './events.ts';
import { textPdf } from './pdf.ts';
import { addCycle, isPurchasable, priceInr } from './prices.ts';
import { signatureMatches, webhookSecretOf } from './signature.ts';

test('prices: every paid plan is sold on some cycle, a year costs ten months, higher plans cost more', () => {
  for (const product of METERED_PRODUCTS) {
    let previous = 0;
    for (const plan of PLANS[product]) {
      const monthly = priceInr(product, plan.name, 'monthly');
      const yearly = priceInr(product, plan.name, 'yearly');
      if (plan.name === 'free') {
        assert.equal([monthly, yearly], [0, 0]);
        assert.not.ok(isPurchasable(product, 'free', 'monthly'));
        continue;
      }
      assert.ok(monthly !== null || yearly !== null, `${product} ${plan.name} is for sale`);
      if (monthly !== null && yearly !== null) assert.is(yearly, monthly * 10, `${product} ${plan.name}`);
      const perYear = yearly ?? monthly! * 10;
      assert.ok(perYear > previous, `${product} ${plan.name} costs more than the plan below`);
      previous = perYear;
    }
  }
  assert.is(priceInr('horoscope', 'infinity', 'monthly'), null);
  assert.not.ok(isPurchasable('horoscope', 'infinity', 'monthly'));
  assert.ok(isPurchasable('horoscope', 'infinity', 'yearly'));
  assert.not.ok(isPurchasable('horoscope', 'sapphire', 'monthly'), 'a panchang plan is not a horoscope plan');
});

test('cycles: same day and time a month or a year on, clamped to the month end', () => {
  const at = (iso: string) => Date.parse(iso);
  assert.is(addCycle(at('2026-03-10T12:00:00Z'), 'monthly'), at('2026-04-10T12:00:00Z'));
  assert.is(addCycle(at('2026-01-31T08:30:00Z'), 'monthly'), at('2026-02-28T08:30:00Z'));
  assert.is(addCycle(at('2028-01-31T00:00:00Z'), 'monthly'), at('2028-02-29T00:00:00Z'));
  assert.is(addCycle(at('2026-12-15T00:00:00Z'), 'monthly'), at('2027-01-15T00:00:00Z'));
  assert.is(addCycle(at('2028-02-29T10:00:00Z'), 'yearly'), at('2029-02-28T10:00:00Z'));
});

test('signatures: hex HMAC-SHA256 of the exact text, any case; anything else fails', () => {
  const body = '{"id":"evt_1"}';
  const good = createHmac('sha256', 's3cret').update(body).digest('hex');
  assert.ok(signatureMatches('s3cret', body, good));
  assert.ok(signatureMatches('s3cret', body, ` ${good.toUpperCase()} `));
  assert.not.ok(signatureMatches('other', body, good));
  assert.not.ok(signatureMatches('s3cret', `${body} `, good));
  assert.not.ok(signatureMatches('s3cret', body, good.slice(2)));
  assert.not.ok(signatureMatches('s3cret', body, `sha256=${good}`));
  assert.not.ok(signatureMatches('s3cret', body, ''));
});

test('webhook secret: the variable, or none in any mode (no built-in default)', () => {
  assert.is(webhookSecretOf(loadConfig({ WEBHOOK_SECRET: 'abc' })), 'abc');
  for (const NODE_ENV of ['development', 'test', 'production'])
    assert.is(webhookSecretOf(loadConfig({ NODE_ENV })), null);
  assert.is(webhookSecretOf(loadConfig({ NODE_ENV: 'production', WEBHOOK_SECRET: 'abc' })), 'abc');
});

test('events: `event` or `type`, seconds to milliseconds, payload references; junk is named', () => {
  const e = parseEvent(
    JSON.stringify({
      id: 'evt_1',
      type: 'invoice.paid',
      created_at: 1_700_000_000,
      sequence: 4,
      payload: { subscription_id: 'sub_1', amount: 49_900, period_end: 1_702_592_000 },
    }),
  );
  assert.ok(!('error' in e));
  if ('error' in e) return;
  assert.equal(
    [e.type, e.createdAtMs, e.sequence, e.subscriptionId, e.amountPaise, e.periodEndMs, e.orderId],
    ['invoice.paid', 1_700_000_000_000, 4, 'sub_1', 49_900, 1_702_592_000_000, null],
  );
  const bare = parseEvent('{"id":"evt_2","event":"payment.captured","type":"payment.captured","created_at":1}');
  assert.ok(!('error' in bare) && bare.sequence === 0 && bare.paymentId === null);
  for (const junk of [
    'not json',
    '[]',
    '{"id":"e","created_at":1}',
    '{"id":"e","event":"a","type":"b","created_at":1}',
    '{"id":"e","event":"a","created_at":-1}',
    '{"id":"e","event":"a","created_at":1,"payload":{"amount":"9"}}',
  ]) {
    assert.ok('error' in parseEvent(junk), junk);
  }
});

test('pdf: a header, five objects and a cross-reference table whose offsets point at them', () => {
  const pdf = textPdf('Receipt (inv_1)', ['Amount: INR 499.00', 'caf\u00e9 \\ back']).toString('latin1');
  assert.ok(pdf.startsWith('%PDF-1.4\n'));
  assert.ok(pdf.trimEnd().endsWith('%%EOF'));
  const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)![1]);
  assert.ok(pdf.slice(xrefAt).startsWith('xref\n0 6\n'));
  const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  assert.is(offsets.length, 5);
  offsets.forEach((o, i) => {
    assert.ok(pdf.slice(o).startsWith(`${i + 1} 0 obj\n`), `object ${i + 1}`);
  });
  assert.match(pdf, /\(Receipt \\\(inv_1\\\)\) Tj/);
  assert.match(pdf, /\(caf\? \\\\ back\) Tj/);
  const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
  const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
  assert.is(stream.length, length);
});

test.run();
