/**
 * The part of Cloudflare Turnstile's explicit-render API (`window.turnstile`, script `…/turnstile/v0/api.js?render=explicit`)
 * this app uses; the sandbox's stand-in (`/sandbox/turnstile/v0/api.js`) offers the same. docs/bot-check.md.
 */

/** Render parameters (Turnstile "Widget configurations"); callbacks are Turnstile's dashed names. */
export interface TurnstileRenderParams {
  sitekey: string;
  /** The challenge was solved; `token` is what siteverify checks (single use, 300 s). */
  callback?: (token: string) => void;
  /** The widget failed with a Turnstile client error code; a truthy return says the app handled it. */
  'error-callback'?: (code: string) => boolean | void;
  /** The token expired (300 s) before it was used. */
  'expired-callback'?: (token: string) => void;
  /** An interactive challenge was not solved in time. */
  'timeout-callback'?: () => void;
  /** `never`: the widget does not retry by itself after an error (this app resets it, §5). */
  retry?: 'auto' | 'never';
  /** What the widget does when its token expires. */
  'refresh-expired'?: 'auto' | 'manual' | 'never';
  /** What the widget does when an interactive challenge times out. */
  'refresh-timeout'?: 'auto' | 'manual' | 'never';
  /** `flexible` fills the container (at least 300 px wide); `compact` is 150 px wide. */
  size?: 'normal' | 'compact' | 'flexible';
}

/** `window.turnstile`: render answers the widget's id, which the other calls take. */
export interface TurnstileApi {
  render(container: string | HTMLElement, params: TurnstileRenderParams): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
  getResponse(widgetId?: string): string | undefined;
}

/** A window that may carry the loaded script's API. */
export type TurnstileWindow = Window & { turnstile?: TurnstileApi };
