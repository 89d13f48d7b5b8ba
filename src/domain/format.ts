export { DATE_NOT_SET, formatDate } from './formatDate';

// Made on first use: building a page's first Intl formatter loads the browser's number data (232 ms of the signed-in
// home's load under 4× CPU slowdown), which every page importing this module paid while its code was evaluated,
// formatting or not (issue 14 §3).
let usdFormatter: Intl.NumberFormat | undefined;
const usdFormat = () =>
  (usdFormatter ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  }));

/**
 * §9 currency display, US dollars: dollar prefix, thousands separators, no decimals, rounded half away
 * from zero — `1234567.8` → `'$1,234,568'`, `-1500` → `'-$1,500'`; a value rounding to zero is `'$0'`
 * (never `'-$0'`). Non-finite numbers, null and undefined → `''` (nothing to show).
 */
export function formatCurrency(usd: number | null | undefined): string {
  return typeof usd === 'number' && Number.isFinite(usd) ? usdFormat().format(usd) : '';
}

/**
 * §9 phone display `(###) ###-####`: formatting characters are ignored, so `'2125551234'` and
 * `'212.555.1234'` → `'(212) 555-1234'`. Anything that is not exactly 10 digits is returned trimmed and
 * unchanged (nothing is invented); null/undefined → `''`.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = value.replace(/[\s().\-+]/g, '');
  if (!/^\d{10}$/.test(digits)) return value.trim();
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** §9 file-size units, 1024 apart. */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const KIB = 1024;

/**
 * §9 file size display, base 1024: whole bytes (fractions rounded) below 1 KB (`'0 Bytes'`, `'512 Bytes'`), otherwise the
 * largest unit whose value is ≥ 1 with at most 2 decimals, trailing zeros dropped (`1536` → `'1.5 KB'`,
 * `1048576` → `'1 MB'`). A value that would round to 1024 of a unit moves up one unit (`1048575` →
 * `'1 MB'`, not `'1024 KB'`), so the display is monotone in the size. Sizes beyond YB stay in YB.
 * Negative or non-finite input → `''`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const whole = Math.round(bytes);
  if (whole < KIB) return `${whole} Bytes`;
  let unit = 0;
  let value = whole;
  // Division instead of Math.log: log ratios are inexact at exact powers of 1024.
  while (value >= KIB && unit < FILE_SIZE_UNITS.length - 1) {
    value /= KIB;
    unit += 1;
  }
  let rounded = Math.round(value * 100) / 100;
  if (rounded >= KIB && unit < FILE_SIZE_UNITS.length - 1) {
    rounded = Math.round((rounded / KIB) * 100) / 100;
    unit += 1;
  }
  return `${rounded} ${FILE_SIZE_UNITS[unit]}`;
}
