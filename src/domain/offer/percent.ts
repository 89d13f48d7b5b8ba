/**
 * A percentage as the offer shows it (§9 names no percent format; the issue asks for one decimal): `17.5` → `'17.5%'`,
 * `3` → `'3.0%'`, `-2` → `'-2.0%'`, `12.345` → `'12.3%'`. Non-finite input → `''` (nothing to show).
 */
export function formatPercent(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return '';
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  // A value that rounds to zero reads "0.0%", never "-0.0%".
  return `${/^-0(\.0*)?$/.test(text) ? text.slice(1) : text}%`;
}
