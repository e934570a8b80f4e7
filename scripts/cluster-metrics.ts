// The metrics of a node:cluster gateway (WORKERS > 1). Workers share the public port, so a scrape there would reach
// one worker at random and its counters would seem to jump back and forth. Instead each worker hands its registry to
// prom-client's AggregatorRegistry (api/metrics/registry.ts, joinCluster) and the primary serves the workers'
// metrics summed, on METRICS_PORT: counters and histograms add up; the manifest age is the oldest worker's; the
// manifest-hash gauge counts the workers serving each hash. METRICS_TOKEN guards it as it guards /metrics.
import { createServer, type Server, type ServerResponse } from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from '../api/gateway/config.ts';
import { ApiError, errorBody } from '../api/gateway/errors.ts';
import { bearerMatches } from '../api/metrics/route.ts';
import type { Logger } from '../pipeline/log.ts';

export function serveClusterMetrics(config: Config, log: Logger): Server {
  const aggregator = new AggregatorRegistry();
  const refuse = (res: ServerResponse, err: ApiError) => {
    res.writeHead(err.status, { 'content-type': 'application/json; charset=utf-8', ...err.headers });
    res.end(JSON.stringify(errorBody(err, config.docsBaseUrl)));
  };
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics')
      return refuse(res, new ApiError('not_found'));
    if (config.metricsToken !== null && !bearerMatches(req.headers.authorization ?? '', config.metricsToken)) {
      return refuse(res, new ApiError('unauthorized', { headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } }));
    }
    aggregator.clusterMetrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': aggregator.contentType, 'cache-control': 'no-store' });
        res.end(text);
      },
      (err: unknown) => {
        log.error({ err }, "collecting the workers' metrics failed");
        refuse(res, new ApiError('service_unavailable'));
      },
    );
  });
  server.listen(config.metricsPort, config.host, () => {
    const a = server.address();
    log.info({ address: typeof a === 'object' && a ? `${a.address}:${a.port}` : a }, 'cluster metrics listening');
  });
  server.on('error', (err) => log.error({ err, port: config.metricsPort }, 'cluster metrics cannot listen'));
  return server;
}
