/**
 * The PostgreSQL server for the `api-postgres` project, or undefined for the PGlite one. In a test
 * worker the project sets COSTEO_TEST_DB; the global setup (main process) passes its project's.
 */
export function testDatabaseUrl(database = process.env.COSTEO_TEST_DB): string | undefined {
  if (database !== 'postgres') return undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('COSTEO_TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The same server URL pointing at another database. */
export function adminUrl(url: string, database?: string): string {
  const parsed = new URL(url);
  if (database) parsed.pathname = `/${database}`;
  return parsed.toString();
}
