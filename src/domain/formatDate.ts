import { format, isValid, parse } from 'date-fns';

// Its own module so that code needing only currency or phone formats does not bundle date-fns.

/** §9: what a missing date shows. */
export const DATE_NOT_SET = 'Not set';

/**
 * §9 date display: `'2024-03-05'` → `'03/05/2024'` (MM/dd/yyyy). Accepts a `yyyy-MM-dd` date or an ISO
 * timestamp starting with one (its calendar part is shown as written, no time-zone shift). Empty, null,
 * undefined or an impossible date → `'Not set'`.
 */
export function formatDate(value: string | null | undefined): string {
  const day = value?.trim().slice(0, 10);
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return DATE_NOT_SET;
  const parsed = parse(day, 'yyyy-MM-dd', new Date(0));
  return isValid(parsed) ? format(parsed, 'MM/dd/yyyy') : DATE_NOT_SET;
}
