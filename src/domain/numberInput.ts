/*
 * How whole numbers are typed into the portal's text inputs and selects (react-final-form `parse`/`format` shape:
 * `parse` turns what the input holds into the form value, `format` the form value back into what the input shows).
 * Money is a whole number too: src/domain/money.ts builds on these.
 */

/** At most this many digits are read, so a pasted number never goes past Number.MAX_SAFE_INTEGER (16 digits). */
export const MAX_WHOLE_DIGITS = 15;

// Made on first use, not when the module is evaluated: see format.ts (issue 14 §3).
let grouped: Intl.NumberFormat | undefined;
const groupedFormat = () => (grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Reads typed text as a whole number ≥ 0: every non-digit (`$`, commas, spaces, a minus) is ignored and anything after
 * a decimal point dropped (`'$1,250.75'` → 1250). `''`, text without digits or a non-string → undefined (not
 * answered). At most {@link MAX_WHOLE_DIGITS} digits are read; never throws.
 */
export function parseWholeInput(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const digits = (text.split('.')[0] ?? '').replace(/\D/g, '').slice(0, MAX_WHOLE_DIGITS);
  return digits === '' ? undefined : Number(digits);
}

/** Shows a whole number with thousands separators while typing (`1234567` → `'1,234,567'`); not a number → `''`. */
export function formatGroupedInput(value: unknown): string {
  return isNumber(value) ? groupedFormat().format(value) : '';
}

/** Shows a number as typed, without separators (years, counts: `2012` → `'2012'`); not a number → `''`. */
export function formatPlainInput(value: unknown): string {
  return isNumber(value) ? String(value) : '';
}
