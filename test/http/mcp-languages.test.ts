// MCP in the ten display languages (issue 29): the tools' input schemas are the routes' own, so `lang` offers all
// ten, and a Tamil call answers with Tamil names, the same data the REST route gives.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS } from '../../tables/names/index.ts';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};
test.before(async () => {
  ({ h, keys } = await startProductHarness(['amethyst']));
});
test.after(async () => h.close());

test('panchang_daily takes lang in ten languages and answers in Tamil like the REST route', async () => {
  const client = new Client({ name: 'mcp-lang-test', version: '1.0.0' });
  const headers = { 'x-api-key': keys.amethyst! };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.base}/mcp`), { requestInit: { headers } }));
  const { tools } = await client.listTools();
  const daily = tools.find((t) => t.name === 'panchang_daily')!;
  const lang = (daily.inputSchema.properties as Record<string, { enum?: string[] }>).lang!;
  assert.equal(lang.enum, [...LANGS]);
  const args = { date: '2026-03-10', city_id: 'chennai', lang: 'ta' };
  const result = (await client.callTool({ name: 'panchang_daily', arguments: args })) as CallToolResult;
  await client.close();
  const data = result.structuredContent as { weekday: string; nakshatra: { name: string }[] };
  assert.is(data.weekday, 'செவ்வாய்க்கிழமை'); // 2026-03-10 is a Tuesday
  assert.match(data.nakshatra[0]!.name, /^[\p{Script=Tamil} ]+$/u);
  const rest = await h.call('POST', '/v1/panchang/daily', { key: keys.amethyst, body: args });
  assert.equal(result.structuredContent, rest.json.data);
});

test.run();
