import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import type { BotCheckRejectionReason } from '../../contract/botCheck';

/** Cloudflare's server-side validation endpoint (Turnstile "Validate the token"). */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Turnstile tokens are at most this long; a longer one is refused without asking Cloudflare. */
const MAX_TOKEN_LENGTH = 2048;

/** The part of siteverify's JSON answer the verdict needs (`success`, `error-codes`; the rest is ignored). */
const SiteverifyAnswer = t.type({ success: t.boolean, 'error-codes': t.array(t.string) });

/** A verifier's answer for one token: accepted, or why not (the 403 `reason`, contract/botCheck.ts). */
export type BotCheckVerdict = { ok: true } | { ok: false; reason: BotCheckRejectionReason };

/** How to reach siteverify: the widget's secret key, the endpoint, an injected `fetch` and a time limit (ms). */
export interface SiteverifyOptions {
  secret: string;
  url: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/**
 * Checks a token with Cloudflare's siteverify (`POST {secret, response, remoteip}` as JSON): success → accepted;
 * `missing-input-response` → missing, `invalid-input-response` → invalid, `timeout-or-duplicate` → spent (Cloudflare
 * does not tell a used token from an expired one); anything else — a bad secret, `internal-error`, a network failure, a
 * timeout, an answer that is not siteverify's — is `unavailable`: the call is refused (fail closed). Never throws.
 */
export async function siteverify(opts: SiteverifyOptions, token: string | undefined, remoteIp: string | undefined): Promise<BotCheckVerdict> {
  if (token === undefined || token === '') return { ok: false, reason: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  let json: unknown;
  try {
    const response = await opts.fetch(opts.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: opts.secret, response: token, ...(remoteIp && { remoteip: remoteIp }) }),
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    json = await response.json();
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  const answer = SiteverifyAnswer.decode(json);
  if (isLeft(answer)) return { ok: false, reason: 'unavailable' };
  if (answer.right.success) return { ok: true };
  const codes = answer.right['error-codes'];
  if (codes.includes('timeout-or-duplicate')) return { ok: false, reason: 'spent' };
  if (codes.includes('invalid-input-response')) return { ok: false, reason: 'invalid' };
  if (codes.includes('missing-input-response')) return { ok: false, reason: 'missing' };
  return { ok: false, reason: 'unavailable' };
}
