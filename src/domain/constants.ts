/**
 * Business constants and limits of §9 (and the timings §4/§5/§7 refer to). Units are in the names:
 * `_MS` milliseconds, `_S` seconds, `_USD` whole US dollars, `_PX` CSS pixels.
 */

/** §4/§9: ops users' read-only view polls the application this often. */
export const OPS_POLLING_INTERVAL_MS = 3000;

/** §1/§9: screens narrower than this are scaled (viewport meta) to this width. */
export const MIN_VIEWPORT_WIDTH_PX = 414;

/** §9 home value bounds (inclusive), US dollars: below the low one or above the high one the product cannot offer. */
export const HOME_VALUE_MIN_USD = 175_000;
/** §9 see {@link HOME_VALUE_MIN_USD}. */
export const HOME_VALUE_MAX_USD = 3_000_000;

/** §7/§9: the API client retries safe methods on network fetch errors at most this many attempts. */
export const API_MAX_RETRIES = 10;
/** §7/§9: cached API data is kept at most this long, seconds. */
export const API_CACHE_RETENTION_S = 3600;
/** §9: default retry count of the data cache (queries other than the API client's own retry). */
export const QUERY_DEFAULT_RETRY_COUNT = 5;
/** §9: data with no subscriber is dropped after this long, seconds. */
export const UNUSED_DATA_RETENTION_S = 60;
/**
 * §9/issue 12 §2: the data cache's first retry of a query that failed with a 5xx or a timeout waits this long, ms;
 * each further one doubles it (1 s, 2 s, 4 s, 8 s, 16 s for the {@link QUERY_DEFAULT_RETRY_COUNT} retries).
 */
export const QUERY_RETRY_BASE_MS = 1000;
/** §7: the HTTP client's first retry after a network failure waits up to this long, ms (full jitter, doubling). */
export const API_RETRY_BASE_MS = 250;
/** §7: the HTTP client never waits longer than this between two attempts, ms. */
export const API_RETRY_MAX_DELAY_MS = 30_000;
/** §7: one attempt of an API call is abandoned (TIMEOUT_ERROR) after this long, ms. */
export const API_TIMEOUT_MS = 30_000;

/**
 * Issue 12 §2 token refresh (§7 `v1/token-refresh/`): an active person's token is refreshed this long before its
 * `exp`, ms (5 minutes) — or halfway through the token's remaining life when that is shorter (short test tokens).
 */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/**
 * Issue 12 §2: a person counts as active when they pressed a key, clicked, touched or moved to another page within this
 * window before the refresh is due, ms (15 minutes). An inactive person's token is not refreshed.
 */
export const SESSION_ACTIVITY_WINDOW_MS = 15 * 60_000;
/**
 * Issue 12 §2: when the token was not refreshed (the person was inactive), "You will be signed out in 2 minutes" is
 * shown this long before `exp`, ms (2 minutes) — or a quarter of the token's remaining life when that is shorter.
 */
export const SESSION_WARNING_LEAD_MS = 2 * 60_000;
/** Issue 12 §2: after a refresh that failed on the network (or a 5xx), the next attempt waits this long, ms; until `exp`. */
export const TOKEN_REFRESH_RETRY_MS = 10_000;

/** §9: task-viewed tracking is throttled to one event per task per this window. */
export const TASK_VIEWED_THROTTLE_MS = 3000;

/**
 * Analytics batching (issue #5 §2, designed): a batch leaves once this many calls are buffered (Segment's own clients
 * flush at 20), or {@link ANALYTICS_BATCH_WINDOW_MS} after the first of them, whichever comes first.
 */
export const ANALYTICS_BATCH_SIZE = 20;
/** Analytics batching: the longest a buffered call waits before its batch leaves, ms. */
export const ANALYTICS_BATCH_WINDOW_MS = 5000;
/** Analytics transport: attempts per batch (the first and its retries) before it is dropped and counted. */
export const ANALYTICS_SEND_MAX_ATTEMPTS = 4;
/** Analytics transport: wait before the first retry, ms; doubled for each further one (1 s, 2 s, 4 s). */
export const ANALYTICS_RETRY_BASE_MS = 1000;

/** §5/§9 bot check: how long to wait for the widget's response token. */
export const BOT_CHECK_WAIT_MS = 30_000;
/** §5/§9 bot check: how often the response token is polled while waiting. */
export const BOT_CHECK_POLL_MS = 100;
/** §5/§9 bot check: attempts before reporting an error (first failure resets, second remounts and reports). */
export const BOT_CHECK_MAX_ATTEMPTS = 2;

/** §9: share of sessions monitored (0.2 = 20 percent). Ops users are never monitored (§6). */
export const SESSION_SAMPLE_RATE = 0.2;

/** §5/§9: an applicant must be at least this old, in whole years. */
export const MIN_APPLICANT_AGE_YEARS = 18;
/** §5/§9: an applicant must be younger than this, in whole years (exclusive bound). */
export const MAX_APPLICANT_AGE_YEARS = 110;

/** §5/§9: a US phone number has exactly this many digits. */
export const PHONE_DIGITS = 10;
/** §5/§9: allowed zip code lengths in digits (ZIP and ZIP+4). */
export const ZIP_DIGIT_LENGTHS: readonly number[] = [5, 9];

/** §4/§9: customer-stage progress runs from this value… */
export const STAGE_PROGRESS_MIN = 1;
/** …to this one (closed). */
export const STAGE_PROGRESS_MAX = 20;

/** §4/§9: the signature task's first page index; the last one is the task's `lastPage`. */
export const SIGNATURE_FIRST_PAGE = 0;

/** Largest file a customer may upload (issue #4 §2; designed): 25 MiB, in bytes. Checked by client and sandbox. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
