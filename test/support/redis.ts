// A real redis-server for tests: the same launcher the benchmarks use (scripts/support/redis-server.ts).
export { RedisServer, redisServerBinary } from '../../scripts/support/redis-server.ts';
