/**
 * `METHOD /path` of every request that could change data (not GET, HEAD or OPTIONS), leaving out the bot-check
 * widget's own calls: the staff sign-in is bot-checked (issue 13 §1), and once its token is spent the widget fetches a
 * fresh challenge from its vendor (the sandbox's stand-in under /sandbox/turnstile/), not from the portal's API. Used
 * to prove the ops read-only view sends no write.
 */
export function dataWrites(requests: readonly { method: string; url: string }[]): string[] {
  return requests
    .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && !new URL(r.url).pathname.startsWith('/sandbox/turnstile/'))
    .map((r) => `${r.method} ${new URL(r.url).pathname}`);
}
