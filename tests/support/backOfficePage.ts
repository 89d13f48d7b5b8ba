import { OPS, type Account } from './accounts';

/** What a back-office page answered: status, redirect target, the cookie it set (if any) and the HTML. */
export type PageAnswer = { status: number; location: string | null; setCookie: string | null; html: string };

/**
 * A tiny browser for the sandbox's server-rendered pages (the back office, the outbox): keeps the session cookie,
 * never follows redirects (so each hop is checked), sends forms url-encoded.
 */
export function pageBrowser(baseUrl: string): { go(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<PageAnswer>; cookie(): string } {
  let cookie = '';
  return {
    async go(method, path, form) {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        redirect: 'manual',
        headers: { ...(cookie && { cookie }), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return { status: res.status, location: res.headers.get('location'), setCookie, html: await res.text() };
    },
    cookie: () => cookie,
  };
}

/**
 * Switches the sandbox's bot-check stand-in to `mode` ('pass', 'fail', 'interactive', 'off') the way ops do it, with
 * the back office's form (its cookie sign-in has no widget, so this works in `fail` mode too). `staff` signs in
 * (default the seeded ops user; an exposed sandbox has its own staff password).
 * @throws Error when the sign-in or the switch is refused.
 */
export async function setBotCheckMode(baseUrl: string, mode: string, staff: Account = OPS): Promise<void> {
  const page = pageBrowser(baseUrl);
  const signedIn = await page.go('POST', '/sandbox/back-office/sign-in', { email: staff.email, password: staff.password });
  if (signedIn.status !== 303) throw new Error(`back-office sign-in answered HTTP ${signedIn.status}`);
  const switched = await page.go('POST', '/sandbox/back-office/bot-check', { mode });
  if (switched.status !== 303) throw new Error(`switching the bot check to ${mode} answered HTTP ${switched.status}`);
}
