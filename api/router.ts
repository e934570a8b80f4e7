// Path matching for the route table: literal segments and `:name` segments, nothing else, so a
// route's path reads the same in the spec, the router and the OpenAPI document. A path that exists
// with other methods gives the caller those methods (405 with Allow) instead of a 404.
import type { AnyRoute, HttpMethod } from './route-spec.ts';
import { pathsOf } from './route-spec.ts';

export type RouteMatch =
  | { readonly kind: 'route'; readonly route: AnyRoute; readonly params: Record<string, string> }
  | { readonly kind: 'method'; readonly allowed: readonly string[] }
  | { readonly kind: 'none' };

interface Compiled {
  readonly regexp: RegExp;
  readonly names: readonly string[];
  readonly byMethod: Map<string, AnyRoute>;
}

const SEGMENT = /^(?::[A-Za-z_][A-Za-z0-9_]*|[A-Za-z0-9._~-]+)$/;

function compile(path: string): { regexp: RegExp; names: string[] } {
  if (!path.startsWith('/')) throw new Error(`route path must start with /: ${path}`);
  const names: string[] = [];
  const parts = path.split('/').slice(1).map((seg) => {
    if (!SEGMENT.test(seg)) throw new Error(`route path segment "${seg}" in ${path} is not a literal or :param`);
    if (seg.startsWith(':')) {
      names.push(seg.slice(1));
      return '([^/]+)';
    }
    return seg.replace(/[.~-]/g, (c) => `\\${c}`);
  });
  // one optional trailing slash, like most HTTP routers
  return { regexp: new RegExp(`^/${parts.join('/')}/?$`), names };
}

export class RouteTable {
  private readonly compiled = new Map<string, Compiled>();
  /** Fewest params first: a literal path wins over a `:param` one that also matches. */
  private readonly ordered: readonly Compiled[];

  constructor(routes: readonly AnyRoute[]) {
    for (const route of routes) {
      for (const path of pathsOf(route)) {
        let c = this.compiled.get(path);
        if (!c) {
          const { regexp, names } = compile(path);
          c = { regexp, names, byMethod: new Map() };
          this.compiled.set(path, c);
        }
        if (c.byMethod.has(route.method)) throw new Error(`two routes for ${route.method} ${path}`);
        c.byMethod.set(route.method, route);
      }
    }
    this.ordered = [...this.compiled.values()].sort((a, b) => a.names.length - b.names.length);
  }

  match(method: string, path: string): RouteMatch {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed = new Set<string>();
    for (const c of this.ordered) {
      const m = c.regexp.exec(path);
      if (!m) continue;
      const route = c.byMethod.get(wanted as HttpMethod);
      if (route) {
        const params = decodeParams(c.names, m);
        if (params) return { kind: 'route', route, params };
        continue;
      }
      for (const k of c.byMethod.keys()) allowed.add(k);
    }
    if (allowed.size === 0) return { kind: 'none' };
    if (allowed.has('GET')) allowed.add('HEAD');
    return { kind: 'method', allowed: [...allowed].sort() };
  }
}

/** Percent-decoded params; null when a segment is not valid percent-encoding (then no match). */
function decodeParams(names: readonly string[], m: RegExpExecArray): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    try {
      params[names[i]!] = decodeURIComponent(m[i + 1]!);
    } catch {
      return null;
    }
  }
  return params;
}
