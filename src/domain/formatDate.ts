// Its own module so that code needing only currency or phone formats does not carry the date rule. No date-fns here:
// its `parse` and `format` with the en-US locale were ≈ 10 KB gzip of every signed-in page's first load (issue 14 §3),
// for a rearrangement of three numbers and a calendar check.

/** §9: what a missing date shows. */
export const DATE_NOT_SET = 'Not set';

/**
 * Whether year/month (1–12)/day name a day of the Gregorian calendar (`2024-02-29` yes, `2023-02-29` no). Years start at
 * 1, as the yyyy format counts them (there is no year 0000).
 */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1) return false;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * §9 date display: `'2024-03-05'` → `'03/05/2024'` (MM/dd/yyyy). Accepts a `yyyy-MM-dd` date or an ISO
 * timestamp starting with one (its calendar part is shown as written, no time-zone shift). Empty, null,
 * undefined or an impossible date → `'Not set'`.
 */
export function formatDate(value: string | null | undefined): string {
  const day = value?.trim().slice(0, 10);
  const parts = day && /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return DATE_NOT_SET;
  const [, yyyy, mm, dd] = parts;
  return isCalendarDay(Number(yyyy), Number(mm), Number(dd)) ? `${mm}/${dd}/${yyyy}` : DATE_NOT_SET;
}
