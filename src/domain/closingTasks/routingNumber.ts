/** issue 12 §1: what a refused routing number says (client form and sandbox alike). */
export const ROUTING_NUMBER_MESSAGE = 'Enter a valid 9-digit routing number';

/** The ABA checksum weights, repeated over the nine digits (3-7-1). */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * True for an ABA routing transit number (issue 12 §1): exactly nine digits whose 3-7-1 weighted sum is a multiple
 * of 10, e.g. `'011000015'` (the Federal Reserve Bank of Boston) or `'121000358'`. Anything else — letters, spaces,
 * eight or ten digits, all zeros — is false.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || value === '000000000') return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

/** The §5-style field rule: undefined when valid, else {@link ROUTING_NUMBER_MESSAGE}. Surrounding spaces are ignored. */
export function validateRoutingNumber(value: string | undefined): string | undefined {
  return isValidRoutingNumber((value ?? '').trim()) ? undefined : ROUTING_NUMBER_MESSAGE;
}
