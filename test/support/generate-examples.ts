// npm run examples:generate: replays every request of api/public/examples/ against a running gateway (every product's
// routes, the real city directory, days computed live, the test clock's date so the answers are reproducible) and
// writes each answer into its example file, beside the request as it was sent. Fails, naming them, when a request
// does not answer 2xx: an example must be a call that works. How to add an example: api/README.md.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiExample, EXAMPLES_DIR, type ExampleResponse, loadExamples } from '../../api/public/examples.ts';
import { EXAMPLES_WEBHOOK_SECRET, replayExamples, type Sent, startExamplesGateway } from './examples-replay.ts';

/** A JSON answer longer than this keeps only the first item of each long list, so the document stays readable. */
const JSON_LIMIT = 12_000;
/** Lists longer than a day's 24 horas (days, events) keep their first item; shorter ones have fixed lengths. */
const LONG_LIST = 24;
const TEXT_LIMIT = 600;

/** Lists cut to their first items; with `keys`, objects below the top too (a document-sized answer: /openapi.json). */
function shortened(value: unknown, keys = Number.POSITIVE_INFINITY, depth = 0): unknown {
  if (Array.isArray(value))
    return (value.length > LONG_LIST ? value.slice(0, 1) : value).map((v) => shortened(v, keys, depth + 1));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).slice(0, depth === 0 ? undefined : keys);
    return Object.fromEntries(entries.map(([k, v]) => [k, shortened(v, keys, depth + 1)]));
  }
  return value;
}

function shortenedJson(json: unknown): unknown {
  const lists = shortened(json);
  return JSON.stringify(lists).length > 64 * JSON_LIMIT ? shortened(json, 2) : lists;
}

function recorded({ reply }: Sent): ExampleResponse {
  const contentType = (reply.headers.get('content-type') ?? '').split(';')[0]!;
  if (contentType === 'application/json') {
    const long = reply.text.length > JSON_LIMIT;
    return { status: reply.status, content_type: contentType, body: long ? shortenedJson(reply.json) : reply.json };
  }
  // a PDF is shown by its header line; text by its first characters
  const text = contentType === 'application/pdf' ? reply.text.split('\n')[0]! : reply.text;
  const excerpt = text.length > TEXT_LIMIT || text !== reply.text;
  return {
    status: reply.status,
    content_type: contentType,
    body: text.slice(0, TEXT_LIMIT),
    ...(excerpt ? { excerpt } : {}),
  };
}

/** The example file: the request as it was sent (bound ids and links filled in) and its answer. */
function updated(sent: Sent): ApiExample {
  const { example } = sent;
  const { raw, headers } = example.request;
  const request = {
    ...(Object.keys(sent.query).length ? { query: sent.query } : {}),
    ...(raw === undefined && sent.body !== undefined ? { body: sent.body } : {}),
    ...(raw === undefined ? {} : { raw }),
    ...(headers ? { headers } : {}),
  };
  return { ...example, path: sent.path, request, response: recorded(sent) };
}

async function main(): Promise<void> {
  const h = await startExamplesGateway();
  try {
    const sent = await replayExamples(h, loadExamples(), EXAMPLES_WEBHOOK_SECRET);
    const failed = [...sent.values()].filter((s) => s.reply.status >= 300);
    if (failed.length) {
      for (const s of failed) console.error(`${s.name}: ${s.reply.status} ${s.reply.text.slice(0, 300)}`);
      process.exitCode = 1;
      return;
    }
    for (const s of sent.values())
      writeFileSync(join(EXAMPLES_DIR, `${s.name}.json`), `${JSON.stringify(updated(s), null, 2)}\n`);
    // the house format (biome), so a regeneration changes only what the answers changed
    execFileSync(join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'biome'), [
      'format',
      '--write',
      EXAMPLES_DIR,
    ]);
    console.log(`${sent.size} examples written to ${EXAMPLES_DIR}`);
  } finally {
    await h.close();
  }
}

await main();
