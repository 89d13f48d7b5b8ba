/**
 * The page `/` is prerendered as and hydrated on for a signed-out visitor (issue 14 §1): the funnel's first page,
 * where `/` sends everyone signed out (src/client/app/guards.ts `START_PATH`; tests/unit/prerender/indexPage.test.ts
 * checks they agree). The route-preload script of index.html preloads this page's chunks on `/` when no session is
 * stored, instead of the landing page's.
 */
export const SIGNED_OUT_INDEX_PAGE = '/property_address';

/** sessionStorage key of the JWT (§9 storage keys; client kernel/storage.ts `STORAGE_KEYS.token`). */
export const TOKEN_STORAGE_KEY = 'auth-token';
