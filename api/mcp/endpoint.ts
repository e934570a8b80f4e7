// POST /mcp: a Model Context Protocol endpoint (Streamable HTTP, stateless, JSON answers) over the official SDK.
// A tool call is relayed as an HTTP request to this same gateway's REST route, with the caller's x-api-key: the
// whole middleware chain runs on it (auth, plan gate, rate limit, validation, quota, metering), so a tool is
// authenticated, gated and counted exactly like the route, and answers with the route's data or its error code.
import { timingSafeEqual } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { applyHeaders, type Ctx, type Middleware } from '../middleware/context.ts';
import type { AnyRoute } from '../gateway/route-spec.ts';
import { mountedTools, type Tool } from './tools.ts';

export const MCP_PATH = '/mcp';
/** Headers of a relayed tool call: the per-process secret proving it, and the MCP client's own address. */
export const RELAY_HEADER = 'x-mcp-relay';
export const RELAY_CLIENT_IP_HEADER = 'x-mcp-client-ip';
const SERVER_INFO = { name: 'panchang-platform', version: '1.0.0' };

/** Where this gateway answers for the connection the MCP request came in on (loopback or not, v4 or v6). */
function selfBase(ctx: Ctx): string {
  const { localAddress, localPort } = ctx.req.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}

interface Relay {
  readonly base: string;
  readonly token: string;
  readonly apiKey: string;
  readonly clientIp: string;
}

/** The route's top-level warnings (a guessed birth place) stay in view: appended to the summary. */
const warningsOf = (warnings: ReadonlyArray<{ message: string }> | undefined): string =>
  warnings?.length ? ` Warnings: ${warnings.map((w) => w.message).join(' ')}` : '';

/** One tool call as a REST request; the answer becomes the tool's result (the route's data, or its error). */
async function callTool(tool: Tool, args: unknown, relay: Relay): Promise<CallToolResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [RELAY_HEADER]: relay.token,
    [RELAY_CLIENT_IP_HEADER]: relay.clientIp,
  };
  if (relay.apiKey) headers['x-api-key'] = relay.apiKey;
  const res = await fetch(relay.base + tool.path, { method: tool.method, headers, body: JSON.stringify(args ?? {}) });
  const body = (await res.json()) as {
    data?: Record<string, unknown>;
    error?: string;
    message?: string;
    warnings?: ReadonlyArray<{ message: string }>;
  };
  if (!res.ok) {
    const text = `${res.status} ${body.error}: ${body.message}`;
    return { isError: true, content: [{ type: 'text', text }], structuredContent: body };
  }
  const data = body.data ?? {};
  return {
    content: [
      { type: 'text', text: tool.summarize(data) + warningsOf(body.warnings) },
      { type: 'text', text: JSON.stringify(data) },
    ],
    structuredContent: data,
  };
}

function mcpServer(tools: readonly Tool[], relay: Relay): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({ name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const tool = tools.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${request.params.name}`);
    return callTool(tool, request.params.arguments, relay);
  });
  return server;
}

/**
 * The MCP endpoint, in front of the route table. Stateless: a server and transport per HTTP request, so any
 * replica answers any request and nothing is kept between them.
 */
export function mcpEndpoint(routes: () => readonly AnyRoute[], relayToken: string): Middleware {
  let tools: Tool[] | null = null;
  // every other request passes straight on: an async stage would cost each of them a promise and microtask turns
  const answer = async (ctx: Ctx) => {
    tools ??= mountedTools(routes());
    const relay = { base: selfBase(ctx), token: relayToken, apiKey: ctx.get('x-api-key'), clientIp: ctx.ip };
    const server = mcpServer(tools, relay);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.respond = false;
    applyHeaders(ctx); // the transport writes the answer itself
    ctx.res.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(ctx.req, ctx.res);
  };
  return (ctx, next) => (ctx.path === MCP_PATH ? answer(ctx) : next());
}

/**
 * First in the chain: a request relayed by the MCP endpoint carries the MCP client's address, trusted only with
 * this process's secret, so per-IP limits (failed keys) see the real client rather than the loopback address.
 */
export function relayedClient(relayToken: string): Middleware {
  const expected = Buffer.from(relayToken);
  return (ctx, next) => {
    const given = ctx.get(RELAY_HEADER);
    if (given && given.length === relayToken.length && timingSafeEqual(Buffer.from(given), expected)) {
      const ip = ctx.get(RELAY_CLIENT_IP_HEADER);
      if (ip) ctx.request.ip = ip;
    }
    return next();
  };
}
