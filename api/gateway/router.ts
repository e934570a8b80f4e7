// The route table over @koa/router's matcher: every spec's paths are registered as layers, and a request is matched
// once by the dispatch middleware, before auth and the rest of the chain run. A path that exists with other methods
// gives the caller those methods (405 with Allow) instead of a 404; a literal path wins over a `:param` one.
import Router, { type Layer } from '@koa/router';
import type { AnyRoute } from './route-spec.ts';
import { pathsOf } from './route-spec.ts';

export type RouteMatch =
  | {
      readonly kind: 'route';
      readonly route: AnyRoute;
      /** The registered path that matched (a route may have several). */
      readonly pattern: string;
      readonly params: Record<string, string>;
    }
  | { readonly kind: 'method'; readonly allowed: readonly string[] }
  | { readonly kind: 'none' };

const SEGMENT = /^(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9._~-]+)$/;

/** Paths read the same in the spec, the router and the OpenAPI document: literal and `:param` segments only. */
function checkPath(path: string): void {
  if (!path.startsWith('/')) throw new Error(`route path must start with /: ${path}`);
  if (path === '/') return; // the landing page
  for (const seg of path.split('/').slice(1)) {
    if (!SEGMENT.test(seg)) throw new Error(`route path segment "${seg}" in ${path} is not a literal or :param`);
  }
}

function isDecodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

export class RouteTable {
  private readonly router = new Router();
  private readonly specs = new Map<Layer, AnyRoute>();
  /** `METHOD /literal/path` -> route: the common case answered by one map lookup, before any regex runs. */
  private readonly literal = new Map<string, AnyRoute>();

  constructor(routes: readonly AnyRoute[]) {
    const seen = new Set<string>();
    for (const route of routes) {
      for (const path of pathsOf(route)) {
        checkPath(path);
        const key = `${route.method} ${path}`;
        if (seen.has(key)) throw new Error(`two routes for ${key}`);
        seen.add(key);
        // The gateway's own middleware chain runs the route; the layer only carries it.
        const layer = this.router.register(path, [route.method], () => undefined) as Layer;
        this.specs.set(layer, route);
        if (!path.includes(':')) this.literal.set(key, route);
      }
    }
  }

  match(method: string, path: string): RouteMatch {
    // A literal path wins over a `:param` one anyway, so an exact hit needs no further matching.
    const exact = this.literal.get(`${method} ${path}`);
    if (exact) return { kind: 'route', route: exact, pattern: path, params: {} };
    const found = this.router.match(path, method);
    const candidates = found.pathAndMethod.filter((l) => this.specs.has(l));
    if (candidates.length) {
      const layer = candidates.reduce((best, l) => (l.paramNames.length < best.paramNames.length ? l : best));
      const captures = layer.captures(path);
      // A segment that is not valid percent-encoding matches nothing (the router would pass it on undecoded).
      if (!captures.every(isDecodable)) return { kind: 'none' };
      return {
        kind: 'route',
        route: this.specs.get(layer)!,
        pattern: layer.path as string,
        params: layer.params(path, captures),
      };
    }
    const allowed = new Set(found.path.flatMap((l) => l.methods));
    return allowed.size ? { kind: 'method', allowed: [...allowed].sort() } : { kind: 'none' };
  }
}
