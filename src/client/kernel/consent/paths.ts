/** The path segment that opens the privacy-settings overlay over the page it follows (§2). */
export const PRIVACY_SETTINGS_SEGMENT = 'privacy-settings';

const SEGMENT_RE = new RegExp(`/${PRIVACY_SETTINGS_SEGMENT}(?=/|$)`, 'g');

/**
 * §2 "The privacy-settings overlay shows only on routes containing /privacy-settings": true when one of `pathname`'s
 * segments is exactly `privacy-settings` (`/login/privacy-settings`, `/applications/{id}/privacy-settings`), not
 * when a segment merely starts with it (`/privacy-settings-old`).
 */
export function showsPrivacyOverlay(pathname: string): boolean {
  return pathname.split('/').includes(PRIVACY_SETTINGS_SEGMENT);
}

/**
 * The page under the overlay: `pathname` without its `/privacy-settings` segment(s) and any trailing slash; `/` when
 * nothing else remains. A path without the segment is returned unchanged.
 */
export function pathBehindOverlay(pathname: string): string {
  if (!showsPrivacyOverlay(pathname)) return pathname;
  const rest = pathname.replace(SEGMENT_RE, '').replace(/\/+$/, '');
  return rest === '' ? '/' : rest;
}

/** The overlay's own path over the page at `pathname` (the footer's "Privacy settings" link); already open → unchanged. */
export function privacyOverlayPath(pathname: string): string {
  if (showsPrivacyOverlay(pathname)) return pathname;
  const base = pathname.replace(/\/+$/, '');
  return `${base}/${PRIVACY_SETTINGS_SEGMENT}`;
}
