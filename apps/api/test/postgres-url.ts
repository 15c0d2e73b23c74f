/** The PostgreSQL server for the `api-postgres` run, or undefined for the PGlite run. */
export function testDatabaseUrl(): string | undefined {
  if (process.env.COSTEO_TEST_DB !== 'postgres') return undefined;
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
