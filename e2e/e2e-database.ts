/** The journeys' own PostgreSQL database beside TEST_DATABASE_URL's, or none (the embedded engine). */
export type E2eDatabase = { name: string; url: string; maintenanceUrl: string };

/**
 * `<test database>_e2e_<port>` on TEST_DATABASE_URL's server, so two runs on other ports never share one;
 * E2E_ENGINE=pglite keeps the embedded engine even where a server is named.
 */
export function e2eDatabaseUrl(env: NodeJS.ProcessEnv): E2eDatabase | undefined {
  if (!env.TEST_DATABASE_URL || env.E2E_ENGINE === 'pglite') return undefined;
  const url = new URL(env.TEST_DATABASE_URL);
  const base = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'hrms';
  const name = `${base}_e2e_${env.E2E_PORT ?? env.PORT ?? 8181}`.replace(/[^A-Za-z0-9_]/g, '_');
  const at = (database: string) => Object.assign(new URL(url.href), { pathname: `/${database}` }).href;
  return { name, url: at(name), maintenanceUrl: at('postgres') };
}
