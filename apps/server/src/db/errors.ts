/** PostgreSQL's SQLSTATE, as both pg and PGlite report it on their errors. */
const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** The server answered but refused the login: a wrong user or password (class 28), or no such database (3D000). */
export const isLoginRefused = (error: unknown) => {
  const code = sqlState(error);
  return code === '3D000' || code?.startsWith('28') === true;
};

/** Socket faults of a connection to the database: refused, cut, timed out, or its address not resolving. */
const socketFaults = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going, coming or full: 57P01 admin_shutdown (a fast restart), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections, and class 08 (connection
 * exception). 25006 read_only_sql_transaction: the address answers a standby, as during a failover.
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** pg's own errors for a connection it lost or could not make; they carry no code, only these words. */
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * The database cannot be reached right now (as opposed to a query it refused): the request fails with 503 and may
 * be tried again. Looks through `cause` and an AggregateError's `errors` (a host name with two addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const code = sqlState(error);
  if (code && (socketFaults.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (error instanceof Error && lostConnection.test(error.message)) return true;
  const nested = [
    ...('cause' in error ? [error.cause] : []),
    ...('errors' in error && Array.isArray(error.errors) ? error.errors : []),
  ];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
