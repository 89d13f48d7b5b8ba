import { format } from 'date-fns';
import type { Clock } from '../../kernel/deps';

/**
 * Today's date `yyyy-MM-dd` in the homeowner's time zone, from the injected clock (never `Date.now()`), so the
 * servicing pages' figures and date rules are computed for one recorded day (issue 11; carried by the opened events).
 */
export function todayOf(clock: Clock): string {
  return format(new Date(clock.now()), 'yyyy-MM-dd');
}
