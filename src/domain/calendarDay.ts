/**
 * The local midnight of a day of the Gregorian calendar given as numbers (month 1–12), or `undefined` when they name
 * no such day (`2023, 2, 29`, month 13, day 0) or the year is below 1 (the `yyyy` formats count from year 1, as
 * date-fns `parse` did). Years 1–99 are those years, not 1900–1999. Kept free of date-fns so that reading a typed date
 * does not bring its parser and locale (≈ 8 KB gzip) into a page's first load (issue 14 §2).
 */
export function calendarDay(year: number, month: number, day: number): Date | undefined {
  if (!Number.isInteger(year) || year < 1) return undefined;
  const date = new Date(0);
  // setFullYear, not the Date constructor: the constructor maps years 0–99 to 1900–1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** `date`'s local calendar day as `yyyy-MM-dd` (the API's date format; years padded to 4 digits). */
export function isoDay(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/**
 * The local midnight of the `yyyy-MM-dd` day `iso` starts with (a date-time's date part is read the same way), or an
 * Invalid Date when it names no such day, as date-fns `parse(…, 'yyyy-MM-dd', …)` answers. Without date-fns' parser,
 * which builds its parsers at every call: the investment dashboard reads a few hundred days while it renders.
 */
export function dayOf(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.slice(0, 10));
  return (match && calendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) || new Date(NaN);
}

/**
 * {@link isoDay} of a valid date.
 * @throws RangeError for an Invalid Date, as date-fns `format` does.
 */
export function isoDayOf(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return isoDay(date);
}
