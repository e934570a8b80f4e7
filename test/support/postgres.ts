// The PostgreSQL launcher lives in scripts/support (benchmarks and `npm run fleet` use it too); tests import it here.
export * from '../../scripts/support/postgres-server.ts';
