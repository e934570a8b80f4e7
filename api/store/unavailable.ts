// One typed error for "the accounts database cannot be reached or did not answer in time", raised by a driver
// wrapper around whichever engine runs, so callers and the error envelope never look at engine error codes.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

export class StoreUnavailable extends Error {
  readonly reason: string;

  constructor(reason: string, options?: { cause?: unknown }) {
    super(`the accounts database is unavailable: ${reason}`, options);
    this.reason = reason;
    this.name = 'StoreUnavailable';
  }
}

/** Node socket errors, pg pool/connect/query timeouts and their messages. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_TEXT =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/**
 * Whether an engine error means "unreachable or too slow" rather than a fault of the query. PostgreSQL SQLSTATE
 * classes 08 (connection), 53 (resources), 57 (operator intervention: statement_timeout's 57014, shutdown's 57P01);
 * SQLite's busy, locked, I/O and cannot-open results.
 */
export function isUnreachable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (/^(08|53|57)[0-9A-Z]{3}$/.test(code)) return true;
    if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)/.test(code)) return true;
  }
  const errors = (err as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.some(isUnreachable)) return true;
  return UNREACHABLE_TEXT.test(String((err as { message?: unknown }).message ?? ''));
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StoreUnavailable || !isUnreachable(err)) throw err;
    throw new StoreUnavailable((err as Error).message, { cause: err });
  }
}

class GuardedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;

  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return guard(() => this.inner.executeQuery<R>(query));
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (c: DatabaseConnection) => (c as GuardedConnection).inner;

class GuardedDriver implements Driver {
  private readonly inner: Driver;

  constructor(inner: Driver) {
    this.inner = inner;
  }
  init() {
    return guard(() => this.inner.init());
  }
  async acquireConnection() {
    return new GuardedConnection(await guard(() => this.inner.acquireConnection()));
  }
  beginTransaction(c: DatabaseConnection, s: TransactionSettings) {
    return guard(() => this.inner.beginTransaction(innerOf(c), s));
  }
  commitTransaction(c: DatabaseConnection) {
    return guard(() => this.inner.commitTransaction(innerOf(c)));
  }
  rollbackTransaction(c: DatabaseConnection) {
    return guard(() => this.inner.rollbackTransaction(innerOf(c)));
  }
  releaseConnection(c: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(c));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** The same dialect, with every engine failure that means "unreachable" raised as StoreUnavailable. */
export function guardedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
