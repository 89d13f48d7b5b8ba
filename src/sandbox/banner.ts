import {
  CLOSING_DEMO_CUSTOMERS, CO_OWNER_CASE_STAGE, DEMO_CUSTOMERS, DEMO_HOUSEHOLD, DEMO_PASSWORD, demoEmail, FORM_DEMO_CUSTOMERS, OUTCOME_DEMO_CUSTOMERS, SERVICING_DEMO_CUSTOMERS,
  STAFF_ACCOUNTS,
} from './seed/demoData';

/**
 * The start banner: where the portal is, every demo account with its password and stage (and the funded ones with
 * their servicing story, issue 11), where the outbox and the back office are, the data folder, and whether the /sandbox
 * pages are open (loopback only) or behind the staff sign-in (exposed, issue 13 §1). Demo credentials are public sandbox data, not secrets.
 */
export function startBanner(o: { url: string; dataDir: string; staticDir: string | undefined; seeded: boolean; exposed?: boolean; staffPasswordSet?: boolean; database?: string }): string {
  const width = Math.max(...DEMO_CUSTOMERS.map((c) => demoEmail(c.stage).length), DEMO_HOUSEHOLD.coOwner.email.length) + 2;
  const row = (email: string, password: string, what: string) => `    ${email.padEnd(width)} ${password.padEnd(14)} ${what}`;
  const lines = [
    '',
    '  Home Equity Release sandbox is running',
    '',
    `  Portal:      ${o.staticDir ? o.url + '/' : '(not served here: SANDBOX_NO_STATIC=1; use the Vite dev server)'}`,
    `  API:         ${o.url}/api/   (health: ${o.url}/api/health)`,
    `  Outbox:      ${o.url}/sandbox/outbox   (JSON: ${o.url}/sandbox/outbox.json?email=…)`,
    `  Back office: ${o.url}/sandbox/back-office   (CLI: npm run backoffice -- --help)`,
    `  Analytics:   ${o.url}/sandbox/analytics   (live events; terminal: npm run events -- --help)`,
    o.database ? `  Database:    ${o.database}` : `  Data folder: ${o.dataDir}`,
    o.exposed
      ? '  Access:      reachable from other machines: the /sandbox pages (outbox, back office, analytics) need the staff sign-in'
      : '  Access:      loopback only: the /sandbox pages (outbox, back office, analytics) are open to this machine',
    '',
    o.seeded ? '  Demo accounts (seeded now):' : '  Demo accounts:',
    row('email', 'password', 'stage'),
    ...DEMO_CUSTOMERS.map((c) => row(demoEmail(c.stage), DEMO_PASSWORD, `${c.stage}${c.stage === CO_OWNER_CASE_STAGE ? ' (with co-owner and occupant)' : ''}`)),
    row(DEMO_HOUSEHOLD.coOwner.email, DEMO_PASSWORD, `co-owner (spouse) on ${demoEmail(CO_OWNER_CASE_STAGE)}'s application`),
    row(DEMO_HOUSEHOLD.occupant.email, DEMO_PASSWORD, `non-owning occupant on the same application`),
    ...FORM_DEMO_CUSTOMERS.map((c) => row(c.email, DEMO_PASSWORD, `in-progress; ${c.purpose}`)),
    ...CLOSING_DEMO_CUSTOMERS.map((c) => row(c.email, c.kind === 'magiclink' ? '(none)' : DEMO_PASSWORD, c.purpose)),
    ...OUTCOME_DEMO_CUSTOMERS.map((c) => row(c.email, DEMO_PASSWORD, c.purpose)),
    '',
    '  Funded customers (investment dashboard and servicing requests; back office: "Servicing requests"):',
    ...SERVICING_DEMO_CUSTOMERS.map((c) => row(c.email, DEMO_PASSWORD, c.purpose)),
    '',
    '  Staff accounts (role ops; sign in at /ops/sign-in, the back office or the analytics page):',
    ...STAFF_ACCOUNTS.map((a) => row(a.email, o.staffPasswordSet ? '(SANDBOX_STAFF_PASSWORD)' : a.password, a.purpose)),
    '',
    '  Sign in with a password, or ask for a magic link and open it from the outbox.',
    '',
  ];
  return lines.join('\n');
}

/** A `postgres://user:secret@host:port/db` URL as the banner shows it: server and database, never the password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname} (shared: several sandbox processes may use it)`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
