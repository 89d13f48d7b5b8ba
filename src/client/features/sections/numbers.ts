/*
 * How amounts and counts are typed in the section forms. Money is whole US dollars (the contract's Usd): what the
 * person types is read digit by digit, so "$1,250" is 1250; cents are not asked for. (Same approach as the funnel's
 * money.ts, copied because features do not share files.)
 */

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Reads typed text as a whole number: every non-digit is ignored, and anything after a decimal point is dropped
 * ("$1,250.75" → 1250). `''` → undefined (not answered). At most 15 digits, so a pasted number never loses precision.
 */
export function parseWholeInput(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const whole = text.split('.')[0] ?? '';
  const digits = whole.replace(/\D/g, '').slice(0, 15);
  return digits === '' ? undefined : Number(digits);
}

/** Shows a whole number with thousands separators (`1234567` → `'1,234,567'`; the `$` of money is the field prefix). */
export function formatGroupedInput(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? GROUPED.format(value) : '';
}

/** Shows a whole number as typed, without separators (years, counts). */
export function formatPlainInput(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Reads a select's value as a number (`''` → undefined). */
export function parseNumberOption(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Shows a number as a select's value (undefined → `''`, the "Choose…" option). */
export function formatNumberOption(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** USD for people: `$1,250`. */
export function formatUsd(value: number): string {
  return `$${GROUPED.format(value)}`;
}
