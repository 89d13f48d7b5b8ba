import { formatPlainInput } from './numberInput';

/*
 * A native select whose options are numbers (e.g. bathrooms in halves): option values are strings, the form value is
 * a number (react-final-form `parse`/`format` shape).
 */

/** Reads a select's value as a number (`'1.5'` → 1.5); `''`, blank or not a number → undefined (nothing chosen). */
export function parseNumberOption(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Shows a number as a select's value; not a number → `''` (the select's "Choose…" option). */
export function formatNumberOption(value: unknown): string {
  return formatPlainInput(value);
}
