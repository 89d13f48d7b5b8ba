import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as t from 'io-ts';
import { BOT_CHECK_FAILED_CODE, BOT_CHECK_FAILED_DETAIL, BOT_CHECKED_ROUTES, BotCheckMode, SIGN_IN_ROUTES, type BotCheckRejectionReason } from '../../contract/botCheck';
import { opsFromCookie, opsFromHeader } from '../backoffice/auth';
import { decodeInput } from '../backoffice/controls';
import { closed } from '../../contract/codec';
import { HttpError } from '../http/errors';
import { API_PREFIX } from '../http/router';
import type { Services } from '../services';
import { addressLimit } from '../throttle/addressLimits';
import { STAND_IN_SCRIPT } from './script';
import type { BotCheckVerdict } from './siteverify';

/** The 403 of a refused bot check (§5/§7): `{ detail, code: 'bot_check_failed', reason }` (contract/botCheck.ts). */
export class BotCheckRefused extends HttpError {
  constructor(readonly reason: BotCheckRejectionReason) {
    super(403, BOT_CHECK_FAILED_DETAIL);
  }

  override body() {
    return { detail: this.detail, code: BOT_CHECK_FAILED_CODE, reason: this.reason };
  }
}

/** Body of the widget's challenge request (the site key is accepted and ignored: the stand-in takes any). */
const ChallengeRequest = closed('ChallengeRequest', {}, { sitekey: t.string });
/** Body of the checkbox's tick. */
const SolveRequest = closed('SolveRequest', { challenge_id: t.string });
/** Body of an ops mode change. */
const ModeChange = closed('BotCheckModeChange', { mode: BotCheckMode });

/** What the JSON route and the CLI show: the mode, who verifies tokens, and their life in seconds. */
export function botCheckStatus(s: Services) {
  return { mode: s.botCheck.mode(), verifier: s.botCheck.verifier(), token_ttl_s: s.config.botCheckTokenTtlS };
}

const PROTECTED = new Set(BOT_CHECKED_ROUTES.map((route) => `${API_PREFIX}${route}`));
const SIGN_INS = new Set(SIGN_IN_ROUTES.map((route) => `${API_PREFIX}${route}`));

/** The verdict on each checked request's token, for the sign-in throttle (issue 13 §1; throttle/signIn.ts). */
const verdicts = new WeakMap<FastifyRequest, BotCheckVerdict>();

/**
 * The bot check's verdict on this request's `Turnstile-Token` — passed, or why not — or undefined when nothing was
 * checked (a route without the check, or a password sign-in with the check off that sent no token).
 */
export function botCheckVerdictOf(request: FastifyRequest): BotCheckVerdict | undefined {
  return verdicts.get(request);
}

/**
 * The bot check of the sandbox (issue #5 §3, docs/bot-check.md; none of it is in the §7 contract but the header):
 * - server side: a `preHandler` hook verifies `Turnstile-Token` on POST signup, both token-auths and magic-link
 *   (contract BOT_CHECKED_ROUTES) unless the mode is off — 403 {@link BotCheckRefused} when missing, unknown, spent,
 *   expired or (Cloudflare) unreachable; the verdict stays with the request ({@link botCheckVerdictOf}) for the
 *   sign-in throttle, which with the mode off still checks a sign-in's token (issue 13 §1);
 * - the stand-in widget: `GET /sandbox/turnstile/v0/api.js` (script), `POST /sandbox/turnstile/v0/challenge`
 *   `{ sitekey? }` and `POST /sandbox/turnstile/v0/solve` `{ challenge_id }` → `{ outcome: pass | fail | timeout |
 *   interactive, … }`;
 * - for ops: `GET /sandbox/bot-check` and `POST /sandbox/bot-check { mode }` (JWT of an ops user) →
 *   `{ mode, verifier, token_ttl_s }`, and the back-office form `POST /sandbox/back-office/bot-check` (its cookie).
 */
export function registerBotCheck(app: FastifyInstance, s: Services): void {
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (request.method !== 'POST' || !PROTECTED.has(url)) return;
    const header = request.headers['turnstile-token'];
    const token = typeof header === 'string' ? header : undefined;
    if (s.botCheck.mode() === 'off') {
      // Issue 13 §1: with the check off, a password sign-in's token is still checked (not enforced): an account with
      // too many failures needs it (throttle/signIn.ts).
      if (SIGN_INS.has(url) && token !== undefined) verdicts.set(request, await s.botCheck.check(token, request.ip));
      return;
    }
    const verdict = await s.botCheck.verify(token, request.ip);
    verdicts.set(request, verdict);
    if (verdict.ok) return;
    s.log.info(`[bot check] refused POST ${request.routeOptions.url ?? ''}: ${verdict.reason}`);
    throw new BotCheckRefused(verdict.reason);
  });

  app.get('/sandbox/turnstile/v0/api.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(STAND_IN_SCRIPT));
  // Each answer writes a row: limited per client address (issue 13 §1, config.addressLimits.botCheck).
  const limited = { config: { rateLimit: addressLimit(s, 'botCheck') } };
  app.post('/sandbox/turnstile/v0/challenge', limited, async (request, reply) => {
    decodeInput(ChallengeRequest, request.body);
    return reply.header('cache-control', 'no-store').send(await s.botCheck.challenge());
  });
  app.post('/sandbox/turnstile/v0/solve', limited, async (request, reply) => {
    const { challenge_id } = decodeInput(SolveRequest, request.body);
    return reply.header('cache-control', 'no-store').send(await s.botCheck.solve(challenge_id));
  });

  app.get('/sandbox/bot-check', async (request, reply) => {
    await opsFromHeader(request, s);
    return reply.header('cache-control', 'no-store').send(botCheckStatus(s));
  });
  app.post('/sandbox/bot-check', async (request, reply) => {
    await opsFromHeader(request, s);
    const { mode } = decodeInput(ModeChange, request.body);
    s.botCheck.setMode(mode);
    s.log.info(`[bot check] mode set to ${mode}`);
    return reply.header('cache-control', 'no-store').send(botCheckStatus(s));
  });

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))));
    scope.post<{ Body: Record<string, string> | undefined }>('/sandbox/back-office/bot-check', async (request, reply) => {
      const me = await opsFromCookie(request, s);
      if (!me) return reply.code(303).header('location', '/sandbox/back-office').send();
      const mode = BotCheckMode.is(request.body?.mode) ? request.body.mode : undefined;
      if (!mode) throw new HttpError(400, 'Choose a bot-check mode.');
      s.botCheck.setMode(mode);
      s.log.info(`[bot check] mode set to ${mode}`);
      return reply.code(303).header('location', '/sandbox/back-office?done=bot-check').send();
    });
  });
}
