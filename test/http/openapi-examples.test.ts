// Every operation of the served document carries a request example and an answer example (issue 28, item 1), and
// both hold: each request example (api/public/examples/) is sent to a running gateway and must answer 2xx, with the
// status it recorded; each answer example in the served document must validate against its operation's schema,
// every object closed. The daily route's example asks for the server's own date, inside the free plan's window.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadExamples } from '../../api/public/examples.ts';
import { EXAMPLES_WEBHOOK_SECRET, replayExamples, runOrder, startExamplesGateway } from '../support/examples-replay.ts';
import { documentValidator } from '../support/openapi-schemas.ts';
import type { Harness } from './harness.ts';

type Json = Record<string, any>;

let h: Harness;
let doc: Json;
const examples = loadExamples();
test.before(async () => {
  h = await startExamplesGateway();
  doc = (await h.call('GET', '/openapi.json')).json;
});
test.after(async () => h?.close());

const operations = (): [string, string, Json][] =>
  Object.entries(doc.paths as Json).flatMap(([path, methods]) =>
    Object.entries(methods as Json).map(([method, op]) => [path, method, op] as [string, string, Json]),
  );
const success = (op: Json): [string, Json][] =>
  Object.entries(op.responses as Json).filter(([status]) => status.startsWith('2')) as [string, Json][];

test('every operation has an answer example, and a request body example when it takes a body', () => {
  const missing: string[] = [];
  for (const [path, method, op] of operations()) {
    const where = `${method.toUpperCase()} ${path}`;
    const answers = success(op).flatMap(([, r]) => Object.values((r.content ?? {}) as Json).filter((m) => m.examples));
    if (!answers.length) missing.push(`${where}: no answer example`);
    const body = op.requestBody?.content?.['application/json'];
    if (body && !body.examples) missing.push(`${where}: no request example`);
    for (const p of op.parameters ?? [])
      if (p.required && p.example === undefined) missing.push(`${where}: no example for ${p.name}`);
  }
  assert.equal(missing, []);
});

test('every request example answers 2xx on a running gateway, with the status it recorded', async () => {
  const sent = await replayExamples(h, examples, EXAMPLES_WEBHOOK_SECRET);
  const wrong = [...sent.values()]
    .filter((s) => s.reply.status >= 300 || s.reply.status !== s.example.response?.status)
    .map((s) => `${s.name}: ${s.reply.status} (recorded ${s.example.response?.status}) ${s.reply.text.slice(0, 200)}`);
  assert.equal(wrong, []);
  assert.is(sent.size, examples.length);
});

test('every answer example in the served document validates against its schema', () => {
  const validator = documentValidator(doc);
  const problems: string[] = [];
  let checked = 0;
  for (const [path, method, op] of operations())
    for (const [status, response] of success(op))
      for (const [type, media] of Object.entries((response.content ?? {}) as Json))
        for (const [name, example] of Object.entries((media.examples ?? {}) as Json)) {
          const validate = validator(media.schema);
          checked++;
          if (!validate(example.value))
            problems.push(
              `${method} ${path} ${status} ${type} ${name}: ${validate.errors!.map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
            );
        }
  assert.equal(problems, []);
  assert.ok(checked >= examples.length, `${checked} answer examples checked`);
});

test("the daily example asks for the server's date (the free plan's window), the rest as recorded", () => {
  const daily = doc.paths['/v1/panchang/daily'].post.requestBody.content['application/json'].examples;
  const today = new Date(h.clock.now()).toISOString().slice(0, 10);
  assert.is(daily.postV1PanchangDaily.value.date, today);
  assert.is(daily.postV1PanchangDaily.value.city_id, 'mumbai');
  const rashifal = doc.paths['/v1/rashifal/{sign}/{period}'].get.parameters;
  assert.equal(
    rashifal.filter((p: Json) => p.in === 'path').map((p: Json) => [p.name, p.example]),
    [
      ['sign', 'mesha'],
      ['period', 'daily'],
    ],
  );
});

test('the run order follows binds and `after`, and refuses an example that waits on a missing one', () => {
  const order = runOrder(examples).map((e) => e.name);
  assert.ok(order.indexOf('postV1Keys') < order.indexOf('postV1KeysRotate'));
  assert.ok(order.indexOf('postV1KeysRotate') < order.indexOf('postV1KeysRevoke'));
  const lonely = { name: 'x', example: { ...examples[0]!.example, after: ['nowhere'] } };
  assert.throws(() => runOrder([lonely]), /needs nowhere/);
});

test.run();
