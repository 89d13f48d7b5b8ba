/**
 * The browser's IANA time zone (e.g. `America/New_York`) that signup sends (§7 "body plus timezone"); 'UTC' when the
 * runtime cannot tell. Read at submit time by the page and passed in the command, so epics stay free of globals.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
