const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Reads a typed dollar amount as whole USD: every non-digit (`$`, commas, spaces, cents point) is ignored, except that
 * cents after a decimal point are dropped. `''` → undefined (not answered). Caps at 15 digits so a pasted number
 * never becomes imprecise.
 */
export function parseUsdInput(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const whole = text.split('.')[0] ?? '';
  const digits = whole.replace(/\D/g, '').slice(0, 15);
  return digits === '' ? undefined : Number(digits);
}

/** Shows whole USD with thousands separators while typing (`1234567` → `'1,234,567'`; the `$` is the field prefix). */
export function formatUsdInput(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? GROUPED.format(value) : '';
}
