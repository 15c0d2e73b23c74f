import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A connection checked out of the pool is given back, destroyed, the moment the server cuts it
 * (a stop, a restart, a failover), and its later `release()` does nothing.
 *
 * Two things go wrong otherwise when PostgreSQL goes away under load (issue 30, found by
 * test/database-outage.test.ts): pg-pool listens for a connection's errors only while it is idle,
 * so a cut on a checked-out one is an unhandled 'error' event that ends the process; and drizzle
 * 0.45's `transaction()` runs BEGIN before its try/finally, so a BEGIN on a cut connection never
 * releases it and the pool loses that slot for good
 * (https://github.com/drizzle-team/drizzle-orm/issues/6241). Whoever holds the connection then
 * fails on it ("not queryable"), which db/unavailable.ts answers with a 503.
 */
function releaseWhenCut(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const onCut = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onCut);
    release(error);
  };
  client.on('error', onCut);
  return client;
}

class OutageSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then(releaseWhenCut);
    // pg-pool's own `query()` checks out through this form.
    super.connect((error, client, done) => {
      if (!client) {
        callback(error, client, done);
        return;
      }
      const guarded = releaseWhenCut(client);
      callback(error, guarded, (release) => {
        guarded.release(release);
      });
    });
  }
}

export function createPostgresPool(url: string, poolSize: number): pg.Pool {
  // A server that does not answer (stopped, unreachable) fails a request in 5 s, as a 503
  // (db/unavailable.ts), instead of holding it until the client gives up.
  const pool = new OutageSafePool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL: conexión inactiva perdida (${error.message})`);
  });
  return pool;
}
