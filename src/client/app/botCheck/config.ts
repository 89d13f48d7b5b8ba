/** Cloudflare's script, explicit rendering (used when a real site key is configured). */
export const CLOUDFLARE_TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** The sandbox's stand-in with the same API (docs/bot-check.md). */
export const SANDBOX_TURNSTILE_SCRIPT_URL = '/sandbox/turnstile/v0/api.js?render=explicit';
/** Site key sent to the stand-in, which accepts any. */
export const SANDBOX_SITE_KEY = 'sandbox-site-key';

/** The build-time variables the bot check reads (Vite's `import.meta.env`). */
export interface BotCheckEnv {
  VITE_TURNSTILE_SITE_KEY?: string;
  VITE_TURNSTILE_SCRIPT_URL?: string;
}

/**
 * Which widget the portal uses: VITE_TURNSTILE_SITE_KEY (a Cloudflare site key) with Cloudflare's script, unless
 * VITE_TURNSTILE_SCRIPT_URL names another; with neither, the sandbox's stand-in. Blank values count as unset.
 */
export function botCheckConfig(env: BotCheckEnv): { siteKey: string; scriptUrl: string } {
  const siteKey = env.VITE_TURNSTILE_SITE_KEY?.trim() || null;
  const scriptUrl = env.VITE_TURNSTILE_SCRIPT_URL?.trim() || null;
  return {
    siteKey: siteKey ?? SANDBOX_SITE_KEY,
    scriptUrl: scriptUrl ?? (siteKey ? CLOUDFLARE_TURNSTILE_SCRIPT_URL : SANDBOX_TURNSTILE_SCRIPT_URL),
  };
}
