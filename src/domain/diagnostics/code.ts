/**
 * The short reference code of a shared diagnostic, read to support on the phone: `HER-` then four and two characters
 * of an alphabet without look-alikes (no 0/O, 1/I/L, U/V), e.g. `HER-7K3Q-92`. 29⁶ ≈ 595 million codes; the sandbox
 * makes them unique (docs/diagnostics.md).
 */

/** The characters of a code: digits 2–9 and capital letters without I, L, O, U and V. */
export const DIAGNOSTIC_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';

/** The prefix every code starts with. */
export const DIAGNOSTIC_CODE_PREFIX = 'HER';

const PATTERN = new RegExp(`^${DIAGNOSTIC_CODE_PREFIX}-[${DIAGNOSTIC_CODE_ALPHABET}]{4}-[${DIAGNOSTIC_CODE_ALPHABET}]{2}$`);

/** True for a well-formed code (`HER-7K3Q-92`). */
export function isDiagnosticCode(s: string): boolean {
  return PATTERN.test(s);
}

/**
 * A code from six draws of `randomIndex(n)` (a whole number from 0 to n − 1; the sandbox passes `crypto.randomInt`).
 */
export function makeDiagnosticCode(randomIndex: (n: number) => number): string {
  const pick = () => DIAGNOSTIC_CODE_ALPHABET.charAt(randomIndex(DIAGNOSTIC_CODE_ALPHABET.length));
  const chars = Array.from({ length: 6 }, pick).join('');
  return `${DIAGNOSTIC_CODE_PREFIX}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/**
 * What a person typed as a code, tidied for a search: capitals, spaces dropped, and the dashes put back when the
 * eight characters after `HER` were typed without them (`her7k3q92` → `HER-7K3Q-92`). Anything else is answered as typed
 * (upper-cased), so a partial code still narrows a search.
 */
export function normaliseDiagnosticCode(input: string): string {
  const tidy = input.toUpperCase().replace(/\s+/g, '');
  const bare = tidy.replace(/-/g, '');
  if (bare.length === 9 && bare.startsWith(DIAGNOSTIC_CODE_PREFIX)) return `${DIAGNOSTIC_CODE_PREFIX}-${bare.slice(3, 7)}-${bare.slice(7)}`;
  return tidy;
}
