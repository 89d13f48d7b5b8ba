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
