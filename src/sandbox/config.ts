import type { CreditPullResult } from '../contract';
import type { BotCheckMode } from '../contract/botCheck';
import { cspSourcesFromEnv, type CspSources } from './http/contentSecurityPolicy';
import { DIAGNOSTIC_DEFAULT_RETENTION_DAYS } from '../domain/diagnostics/limits';
import { DEMO_FIRST_CREDIT_PULL } from './seed/demoData';
import { DEFAULT_SUPPORTED_STATES } from './states';

/**
 * Everything about the sandbox's behaviour that a test or an operator may change. Defaults are in
 * {@link defaultConfig}; `startSandbox({ config })` merges a partial over them. Units are in the names.
 */
export interface SandboxConfig {
  /** The clock, ms since the epoch. Inject a controllable one to test expiry (codes, links, JWTs). */
  now(): number;
  /** USPS codes where the product is offered (qualification `state_not_supported` otherwise, §4). */
  supportedStates: readonly string[];
  /** Equity rule of qualification (§4 minimum_investment_guideline_reached), see docs/sandbox.md. */
  equity: {
    /** Largest share of the home value the provider invests, e.g. 0.2 = 20 %. */
    maxInvestmentShare: number;
    /** Combined loan-to-value ceiling: debt + investment may not exceed this share of the value, e.g. 0.8. */
    maxCombinedLtv: number;
    /** The smallest investment offered, USD. */
    minInvestmentUsd: number;
  };
  /** Home value above this (USD) → `home_value_too_high` (§9 high bound). */
  maxHomeValueUsd: number;
  /**
   * Life of a 6-digit code (email verification and email change), s (600 = 10 minutes; env SANDBOX_CODE_TTL_S;
   * issue 13 §1 "one-time secret lifetimes").
   */
  codeTtlS: number;
  /** Life of a magic sign-in link, s (600; env SANDBOX_MAGIC_LINK_TTL_S). */
  magicLinkTtlS: number;
  /** Life of a password link — reset by email and the signed-in change token — s (600; env SANDBOX_PASSWORD_LINK_TTL_S). */
  passwordLinkTtlS: number;
  /**
   * Treat the sandbox as reachable from other machines even on a loopback host (env SANDBOX_EXPOSED=1, e.g. behind a
   * reverse proxy): every `/sandbox/*` page then needs the staff sign-in (issue 13 §1, src/sandbox/exposure). A
   * non-loopback host is always exposed, whatever this says; `startSandbox` sets it to the decision it made.
   */
  exposed: boolean;
  /**
   * The password of every seeded staff account (ops, analyst) instead of the public demo ones (env
   * SANDBOX_STAFF_PASSWORD, at least 12 characters; applied at every start, so changing it rotates it). Required when
   * the sandbox is exposed: the demo staff passwords are printed in the docs and would open the outbox to anyone.
   */
  staffPassword: string | null;
  /**
   * JWT lifetime, s (3600 = 60 minutes; env SANDBOX_TOKEN_TTL_S). The portal refreshes a token before its `exp` while
   * the person is active (issue 12 §2), so a short lifetime shows the refresh in a browser test.
   */
  tokenTtlS: number;
  /** Per email address and kind of message: at most `maxPerWindow` messages per `windowS` seconds (429 beyond). */
  rateLimit: { maxPerWindow: number; windowS: number };
  /** Wrong verification codes accepted per email per rate window before 429 (stops guessing 6 digits). */
  maxCodeAttempts: number;
  /** Origin the portal is served from, used to build links in emails, e.g. `http://127.0.0.1:4000`. */
  publicUrl: string;
  /** Check each response against its contract codec (500 + log line on mismatch). Off only in production. */
  assertResponses: boolean;
  /** Minimum password length accepted by set-login-method and change-password. */
  minPasswordLength: number;
  /**
   * How long a credit pull takes, ms (4000; env SANDBOX_CREDIT_PULL_DELAY_MS). The task finishes when it is read
   * at or after `created + delay` by the clock above, so tests move `now` instead of waiting.
   */
  creditPullDelayMs: number;
  /**
   * Email (lower-case) → outcome of that person's first credit pull on an application; later pulls succeed (the
   * person unfroze their credit, the bureau recovered). Everyone else: `credit_report_received`.
   */
  firstCreditPullOutcome: Readonly<Record<string, CreditPullResult>>;
  /**
   * Life of a signed upload URL, s (900; env SANDBOX_UPLOAD_URL_TTL_S). An `uploading` document whose URL expired
   * drops out of the list until its URL is renewed (issue #4 §2).
   */
  uploadUrlTtlS: number;
  /**
   * Limits of the public analytics intake `POST send-segment-events` (issue #5): events per batch (400 beyond), body
   * size in bytes (413 beyond), and batches per client IP per `windowS` seconds (429 beyond).
   */
  analyticsIntake: { maxEventsPerBatch: number; maxBodyBytes: number; maxBatchesPerWindow: number; windowS: number };
  /**
   * Password sign-in throttle (issue 13 §1, docs/sandbox.md "Throttling"; never a lock-out): after `freeFailures`
   * failures of one account from one client, each further failure makes that client wait `baseDelayS`·2^(n−1) s
   * (n = failures beyond the free ones), at most `maxDelayS`; after `botCheckAfterFailures` failures of the account
   * from anywhere, its sign-ins need a passed bot check, even with the bot check off. A count starts again after
   * `windowS` s without a failure; a successful sign-in clears the client's count and the account's.
   */
  signInThrottle: { freeFailures: number; baseDelayS: number; maxDelayS: number; botCheckAfterFailures: number; windowS: number };
  /**
   * Requests per client address per `windowS` s (issue 13 §1; @fastify/rate-limit with its counts in the database,
   * 429 + `Retry-After` beyond): the password sign-ins together, check-token, verification-code-data, and the stand-in
   * bot check's challenge and solve. Generous by default: the test suites (all from 127.0.0.1) never reach them.
   */
  addressLimits: Readonly<Record<'signIn' | 'checkToken' | 'codeData' | 'botCheck', { max: number; windowS: number }>>;
  /**
   * Behind a load balancer: take the client's address from `X-Forwarded-For` (Fastify `trustProxy`; env
   * SANDBOX_TRUST_PROXY=1). Off by default — a client could otherwise pick its own address and dodge the limits.
   */
  trustProxy: boolean;
  /**
   * The bot check's starting mode (issue #5 §3, docs/bot-check.md; ops switch it at run time): `off` by default here
   * (tests sign in through the API without a widget), `pass` for `npm start` (env SANDBOX_BOT_CHECK).
   */
  botCheckMode: BotCheckMode;
  /** Life of a stand-in bot-check token and checkbox challenge, s (300, like Turnstile's). */
  botCheckTokenTtlS: number;
  /** Cloudflare Turnstile secret key (env TURNSTILE_SECRET_KEY): when set, tokens are checked with siteverify. */
  turnstileSecretKey: string | null;
  /** Cloudflare's siteverify endpoint. */
  siteverifyUrl: string;
  /** The `fetch` siteverify is called with (injected by tests: no network). */
  siteverifyFetch: typeof fetch;
  /** How long a siteverify call may take before the call is refused as `unavailable`, ms. */
  siteverifyTimeoutMs: number;
  /**
   * Outside origins the built portal loads scripts, frames, images and calls from, for its Content-Security-Policy
   * (issue 13 §1; docs/sandbox.md "Browser security"). Default: from the same VITE_TURNSTILE_*, VITE_SESSION_REPLAY_SCRIPT_URL
   * and VITE_CHAT_SCRIPT_URL the portal was built with (read from the sandbox's environment) and SANDBOX_CSP_CONNECT_ORIGINS.
   */
  cspSources: CspSources;
  /**
   * How long a shared diagnostic is kept, days (30; env SANDBOX_DIAGNOSTIC_RETENTION_DAYS, docs/diagnostics.md
   * "Retention"): older ones are never answered and are deleted by the sweep.
   */
  diagnosticRetentionDays: number;
}

/** The defaults; `publicUrl` is filled in by `startSandbox` from the address it listens on. */
export function defaultConfig(): SandboxConfig {
  return {
    now: () => Date.now(),
    supportedStates: DEFAULT_SUPPORTED_STATES,
    equity: { maxInvestmentShare: 0.2, maxCombinedLtv: 0.8, minInvestmentUsd: 30_000 },
    maxHomeValueUsd: 3_000_000,
    codeTtlS: 600,
    magicLinkTtlS: 600,
    passwordLinkTtlS: 600,
    exposed: false,
    staffPassword: null,
    tokenTtlS: 3600,
    rateLimit: { maxPerWindow: 5, windowS: 600 },
    maxCodeAttempts: 10,
    publicUrl: '',
    assertResponses: process.env.NODE_ENV !== 'production',
    minPasswordLength: 8,
    creditPullDelayMs: 4000,
    firstCreditPullOutcome: DEMO_FIRST_CREDIT_PULL,
    uploadUrlTtlS: 900,
    analyticsIntake: { maxEventsPerBatch: 100, maxBodyBytes: 256 * 1024, maxBatchesPerWindow: 300, windowS: 60 },
    signInThrottle: { freeFailures: 3, baseDelayS: 1, maxDelayS: 300, botCheckAfterFailures: 5, windowS: 900 },
    addressLimits: {
      signIn: { max: 300, windowS: 60 },
      checkToken: { max: 60, windowS: 60 },
      codeData: { max: 60, windowS: 60 },
      botCheck: { max: 300, windowS: 60 },
    },
    trustProxy: false,
    botCheckMode: 'off',
    botCheckTokenTtlS: 300,
    turnstileSecretKey: null,
    siteverifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    siteverifyFetch: (input, init) => fetch(input, init),
    siteverifyTimeoutMs: 5000,
    cspSources: cspSourcesFromEnv(process.env),
    diagnosticRetentionDays: DIAGNOSTIC_DEFAULT_RETENTION_DAYS,
  };
}
