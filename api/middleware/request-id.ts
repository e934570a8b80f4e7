// First in the chain: every request gets an id (the caller's, when it is sane) and one instant.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../gateway/clock.ts';
import { setHeader, type Middleware } from './context.ts';

const CALLER_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(clock: Clock): Middleware {
  return (ctx, next) => {
    const given = ctx.get('x-request-id');
    const id = CALLER_ID.test(given) ? given : `req_${randomUUID()}`;
    ctx.state.requestId = id;
    ctx.state.nowMs = clock.now();
    ctx.state.product = 'public';
    ctx.state.apiVersion = 'v1';
    ctx.state.notes = [];
    ctx.state.route = null;
    ctx.state.pattern = null;
    ctx.state.errorCode = null;
    ctx.state.params = {};
    ctx.state.caller = null;
    ctx.state.input = null;
    ctx.state.charged = 0;
    ctx.state.precharge = null;
    setHeader(ctx, 'X-Request-ID', id);
    return next();
  };
}
