// URI versioning (seed 002): only versions of the table answer. A deprecated version carries
// Sunset, Link rel=successor-version, X-API-Deprecated, X-API-Sunset-Date and a dev_notes entry;
// a sunset one answers 410 with a Link to its successor.
import { isoUtcDate } from '../gateway/clock.ts';
import { ApiError } from '../gateway/errors.ts';
import { lifecycleAt, successorPath, versionOfPath, type VersionTable } from '../gateway/versions.ts';
import { setHeader, type Middleware } from './context.ts';

function links(path: string, successor: string, guide: string | undefined): string {
  const successorLink = `<${successorPath(path, successor)}>; rel="successor-version"`;
  return guide ? `${successorLink}, <${guide}>; rel="deprecation"` : successorLink;
}

export function versioning(table: VersionTable): Middleware {
  return (ctx, next) => {
    const version = versionOfPath(ctx.path);
    if (version === null) return next();
    const entry = table[version];
    if (!entry) throw new ApiError('unsupported_version', { message: `API version ${version} does not exist.` });
    ctx.state.apiVersion = version;
    const life = lifecycleAt(entry, ctx.state.nowMs);
    if (life.state === 'sunset') {
      throw new ApiError('version_sunset', {
        message: `API ${version} has been sunset; use ${life.successor}.`,
        headers: { Link: links(ctx.path, life.successor, life.migrationGuide) },
      });
    }
    if (life.state === 'deprecated') {
      setHeader(ctx, 'Sunset', new Date(life.sunsetMs).toUTCString());
      setHeader(ctx, 'Link', links(ctx.path, life.successor, life.migrationGuide));
      setHeader(ctx, 'X-API-Deprecated', 'true');
      setHeader(ctx, 'X-API-Sunset-Date', isoUtcDate(life.sunsetMs));
      const guide = life.migrationGuide ? ` Migration guide: ${life.migrationGuide}` : '';
      ctx.state.notes.push({
        code: 'version_deprecated',
        message: `API ${version} is deprecated and stops responding on ${isoUtcDate(life.sunsetMs)}; move to ${life.successor} (${successorPath(ctx.path, life.successor)}).${guide}`,
      });
    }
    return next();
  };
}
