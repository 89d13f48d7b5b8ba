import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { opsFromCookie, opsFromHeader } from '../backoffice/auth';
import { isSignInTarget, signInPage } from '../backoffice/page';
import { HttpError } from '../http/errors';
import type { Services } from '../services';

/** The sandbox's own pages and JSON routes: everything under this prefix is gated on an exposed sandbox. */
const SANDBOX_PREFIX = '/sandbox';

/**
 * Routes (`METHOD pattern`, or a pattern prefix ending in `/`) a signed-out visitor may reach on an exposed
 * sandbox, each with why (docs/sandbox.md "Who may open the sandbox pages"):
 * - the stand-in Turnstile widget: the portal's signed-out sign-up and sign-in pages load it in the customer's browser;
 * - the staff sign-in itself (the back office shows its form when signed out and checks its cookie on every route),
 *   and signing out (it only clears the cookie).
 * The analytics intake the portal posts to is `POST /api/v1/send-segment-events/`, outside `/sandbox`: not gated.
 */
export const PUBLIC_SANDBOX_ROUTES: readonly string[] = [
  '/sandbox/turnstile/',
  'GET /sandbox/back-office',
  'HEAD /sandbox/back-office',
  'POST /sandbox/back-office/sign-in',
  'POST /sandbox/back-office/sign-out',
];

/** The detail of the 401 a signed-out JSON request gets on an exposed sandbox. */
export const EXPOSED_SIGN_IN_DETAIL =
  'This sandbox is reachable from other machines, so its /sandbox pages need the staff sign-in: send Authorization: JWT <token of a staff account> (POST /api/v1/ops/token-auth/).';

/** What the staff sign-in form says when a page was refused for want of it. */
const PAGE_NOTICE = 'This sandbox is reachable from other machines: sign in with a staff account to open its pages.';

/** One registered route under /sandbox: its methods and URL pattern (e.g. `/sandbox/applications/:uuid`). */
export interface SandboxRoute {
  methods: readonly string[];
  url: string;
}

const routesByApp = new WeakMap<FastifyInstance, SandboxRoute[]>();

/** Every route registered under /sandbox of an app with the gate (tests walk them, so no new route is forgotten). */
export const sandboxRoutesOf = (app: FastifyInstance): readonly SandboxRoute[] => routesByApp.get(app) ?? [];

const underSandbox = (path: string): boolean => path === SANDBOX_PREFIX || path.startsWith(`${SANDBOX_PREFIX}/`);

/** The path a request is routed by: the matched pattern, else (no route: 404) the decoded path without the query. */
function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const isPublic = (method: string, pattern: string): boolean =>
  PUBLIC_SANDBOX_ROUTES.some((r) => (r.endsWith('/') ? pattern.startsWith(r) : r === `${method} ${pattern}`));

/** A browser asking for a page (a person, who should see the sign-in form rather than JSON). */
const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && String(request.headers.accept ?? '').includes('text/html');

/** The staff sign-in form in place of a page, leading back to it when it is one the form may lead to. */
function signInInstead(reply: FastifyReply, pattern: string): FastifyReply {
  const next = isSignInTarget(pattern) ? pattern : '/sandbox/back-office';
  return reply.code(401).header('cache-control', 'no-store').type('text/html; charset=utf-8')
    .send(signInPage(true, { kind: 'alert', text: PAGE_NOTICE }, '', next));
}

/**
 * Issue 13 §1 "The outbox is open": on an exposed sandbox (`config.exposed`, decided by `startSandbox` from the host,
 * see exposure/loopback.ts) every `/sandbox/*` route but {@link PUBLIC_SANDBOX_ROUTES} needs a staff (role ops)
 * sign-in — `Authorization: JWT <ops token>`, or the back office's cookie. Without it a page request (GET, Accept
 * text/html) gets the staff sign-in form (401, coming back to the page after signing in when it is a sign-in target),
 * anything else 401 `{ detail }`; a customer's token is 403. On a loopback-only sandbox nothing changes (one
 * developer; the tests read the outbox JSON). Runs `onRequest`, before any body is read. Register before the routes.
 */
export function registerExposureGate(app: FastifyInstance, s: Services): void {
  const routes: SandboxRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!underSandbox(route.url)) return;
    routes.push({ methods: ([] as string[]).concat(route.method), url: route.url });
  });
  if (!s.config.exposed) return;

  app.addHook('onRequest', async (request, reply) => {
    const pattern = routedPath(request);
    if (!underSandbox(pattern) || isPublic(request.method, pattern)) return;
    if (request.headers.authorization) {
      await opsFromHeader(request, s);
      return;
    }
    if (await opsFromCookie(request, s)) return;
    if (wantsPage(request)) return signInInstead(reply, pattern);
    throw new HttpError(401, EXPOSED_SIGN_IN_DETAIL);
  });
}
