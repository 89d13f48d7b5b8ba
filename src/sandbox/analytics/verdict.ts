import type { SegmentEvent } from '../../contract';
import { trackingPlanViolations } from '../../contract/trackingPlan';
import { personalDataFindings } from '../../domain/personalData';
import { setViolations, uncheckedSegmentEvents } from '../repo/analytics';
import type { Sql } from '../repo/sql';

/** The prefix of a personal-data finding in a stored call's violations. */
export const PERSONAL_DATA = 'personal data';

/**
 * What is wrong with one received analytics call (issue #5 §2): the tracking plan's verdict
 * (`trackingPlanViolations`, exactly as the browser checks it) followed by one `personal data: <path> (<kind>)` line
 * per personal-data finding anywhere in the call. Empty when it conforms. The call is stored either way, so
 * analysts see every problem; the lines never quote a value found to be personal.
 */
export function eventViolations(event: SegmentEvent): string[] {
  return [...trackingPlanViolations(event), ...personalDataFindings(event).map((f) => `${PERSONAL_DATA}: ${f}`)];
}

/** Checks every stored call that has no verdict yet (stored before migration 004), in chunks; answers how many. */
export async function checkUncheckedEvents(sql: Sql): Promise<number> {
  let checked = 0;
  for (;;) {
    const chunk = await uncheckedSegmentEvents(sql, 500);
    if (chunk.length === 0) return checked;
    for (const { id, event } of chunk) await setViolations(sql, id, eventViolations(event));
    checked += chunk.length;
  }
}
