// The MCP endpoint driven by the official SDK client (issue 20): it lists the tools, each tool answers with the
// same data as its REST route plus a text summary, a call without a key carries the product's 401 code, one above
// the plan its 403 code, and usage moves exactly as for the REST call.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RELAY_CLIENT_IP_HEADER, RELAY_HEADER, relayedClient } from '../../api/mcp/endpoint.ts';
import { TOOL_SPECS } from '../../api/mcp/tools.ts';
import type { Ctx } from '../../api/middleware/context.ts';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string> = {};

test.before(async () => {
  ({ h, keys } = await startProductHarness(['free', 'amethyst', 'topaz']));
});
test.after(async () => h.close());

async function connect(key?: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const headers: Record<string, string> = key ? { 'x-api-key': key } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${h.base}/mcp`), { requestInit: { headers } }));
  return client;
}

const BIRTH = { date: '1990-05-15', time: '10:30', city_id: 'mumbai' };
/** Each tool with valid arguments, the key whose plan admits it, and the product its usage is counted under. */
const CALLS: Record<string, { args: Record<string, unknown>; key: string; product: string; path: string }> = {
  panchang_daily: {
    args: { date: '2026-03-10', city_id: 'new-delhi' },
    key: 'amethyst',
    product: 'panchang',
    path: '/v1/panchang/daily',
  },
  panchang_festivals: {
    args: { year: 2026, month: 3, city_id: 'new-delhi' },
    key: 'amethyst',
    product: 'panchang',
    path: '/v1/panchang/monthly',
  },
  kundli: { args: BIRTH, key: 'topaz', product: 'horoscope', path: '/v1/kundli' },
  matching: {
    args: { boy: BIRTH, girl: { date: '1992-08-20', time: '06:15', city_id: 'chennai' } },
    key: 'topaz',
    product: 'horoscope',
    path: '/v1/matching',
  },
  numerology_core: {
    args: { full_name: 'Asha Verma', date_of_birth: '1990-05-15', system: 'pythagorean' },
    key: 'free',
    product: 'numerology',
    path: '/v1/numerology/core',
  },
  // issue #30
  muhurat_search: {
    args: { activity: 'marriage', from: '2026-11-20', to: '2026-12-05', city_id: 'new-delhi' },
    key: 'amethyst',
    product: 'panchang',
    path: '/v1/muhurat/search',
  },
};

const used = async (key: string, product: string): Promise<number> =>
  (await h.call('GET', `/v1/usage?product=${product}`, { key })).json.data.calls_used;

test('tools/list: the six tools, each with the JSON Schema of its route body', async () => {
  const client = await connect();
  const { tools } = await client.listTools();
  await client.close();
  assert.equal(
    tools.map((t) => t.name),
    TOOL_SPECS.map((t) => t.name),
  );
  const daily = tools.find((t) => t.name === 'panchang_daily')!;
  assert.is(daily.inputSchema.type, 'object');
  assert.ok('city_id' in (daily.inputSchema.properties ?? {}) && 'date' in (daily.inputSchema.properties ?? {}));
  const core = tools.find((t) => t.name === 'numerology_core')!;
  assert.ok('full_name' in (core.inputSchema.properties ?? {}), JSON.stringify(core.inputSchema).slice(0, 300));
});

test('every tool answers with its REST route data and a summary; usage moves exactly as for REST', async () => {
  for (const [name, c] of Object.entries(CALLS)) {
    const key = keys[c.key]!;
    const before = await used(key, c.product);
    const rest = await h.call('POST', c.path, { key, body: c.args });
    assert.is(rest.status, 200, `${name} REST: ${rest.text.slice(0, 200)}`);
    const afterRest = await used(key, c.product);
    const client = await connect(key);
    const result = (await client.callTool({ name, arguments: c.args })) as CallToolResult;
    await client.close();
    const afterTool = await used(key, c.product);
    assert.not.ok(result.isError, `${name}: ${JSON.stringify(result.content).slice(0, 300)}`);
    assert.equal(result.structuredContent, rest.json.data, `${name}: the route's data`);
    const [summary, json] = result.content as Array<{ type: string; text: string }>;
    assert.ok(summary!.text.length > 10 && !summary!.text.includes('undefined'), `${name} summary: ${summary!.text}`);
    assert.equal(JSON.parse(json!.text), rest.json.data);
    const restCost = Number(rest.headers.get('x-quota-cost'));
    assert.ok(restCost > 0);
    assert.is(afterRest - before, restCost, `${name}: REST charged its cost`);
    assert.is(afterTool - afterRest, restCost, `${name}: the tool charged the same`);
  }
});

test("without a key a tool answers the product's 401 code; usage of no one moves", async () => {
  const client = await connect();
  const panchang = (await client.callTool({
    name: 'panchang_daily',
    arguments: CALLS.panchang_daily!.args,
  })) as CallToolResult;
  const numerology = (await client.callTool({
    name: 'numerology_core',
    arguments: CALLS.numerology_core!.args,
  })) as CallToolResult;
  await client.close();
  assert.ok(panchang.isError);
  assert.is((panchang.structuredContent as { error: string }).error, 'missing_api_key');
  assert.match((panchang.content as Array<{ text: string }>)[0]!.text, /^401 missing_api_key/);
  assert.is((numerology.structuredContent as { error: string }).error, 'unauthorized');
});

test("above the plan a tool answers the product's 403 code and charges nothing", async () => {
  const key = keys.free!;
  const before = await used(key, 'panchang');
  const client = await connect(key);
  const festivals = (await client.callTool({
    name: 'panchang_festivals',
    arguments: CALLS.panchang_festivals!.args,
  })) as CallToolResult;
  const matching = (await client.callTool({ name: 'matching', arguments: CALLS.matching!.args })) as CallToolResult;
  await client.close();
  assert.ok(festivals.isError);
  assert.is((festivals.structuredContent as { error: string }).error, 'plan_required');
  assert.match((festivals.content as Array<{ text: string }>)[0]!.text, /^403 plan_required/);
  assert.is((matching.structuredContent as { error: string }).error, 'plan_required');
  assert.is(await used(key, 'panchang'), before);
});

test('a guessed birth place keeps its warning: the summary says which city was read', async () => {
  const client = await connect(keys.topaz);
  const r = (await client.callTool({
    name: 'kundli',
    arguments: { date: '1990-05-15', time: '10:30', city: 'London' },
  })) as CallToolResult;
  await client.close();
  assert.not.ok(r.isError);
  assert.match((r.content as Array<{ text: string }>)[0]!.text, /Warnings: "London" also names London, Ontario/);
});

test("an invalid argument answers the route's own 400 code and message", async () => {
  const client = await connect(keys.amethyst);
  const r = (await client.callTool({
    name: 'panchang_daily',
    arguments: { date: '2026-03-10', city_id: 'Mumbai' },
  })) as CallToolResult;
  await client.close();
  assert.ok(r.isError);
  assert.is((r.structuredContent as { error: string }).error, 'invalid_parameter');
  assert.match((r.content as Array<{ text: string }>)[0]!.text, /try "mumbai"/);
});

test('a relayed client address is taken only with the secret', async () => {
  const secret = 'a'.repeat(48);
  const seen = async (headers: Record<string, string>): Promise<string> => {
    const ctx = { get: (name: string) => headers[name] ?? '', request: { ip: '127.0.0.1' } };
    await relayedClient(secret)(ctx as unknown as Ctx, async () => {});
    return ctx.request.ip;
  };
  assert.is(await seen({ [RELAY_HEADER]: secret, [RELAY_CLIENT_IP_HEADER]: '203.0.113.9' }), '203.0.113.9');
  assert.is(await seen({ [RELAY_HEADER]: 'b'.repeat(48), [RELAY_CLIENT_IP_HEADER]: '203.0.113.9' }), '127.0.0.1');
  assert.is(await seen({ [RELAY_CLIENT_IP_HEADER]: '203.0.113.9' }), '127.0.0.1');
});

test.run();
