import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import type { SegmentEvent } from './platform';

/**
 * The tracking plan (issue #5, docs/analytics.md): one io-ts codec per analytics call, keyed by Segment call type and
 * name (`'track:Task Viewed'`, `'page:Login'`, `'identify:'`, `'group:'`). The browser checks every call before it
 * leaves; the sandbox checks every call it stores. SKELETON written by the lead: the analytics helper fills the plan.
 */
export const TRACKING_PLAN: Readonly<Record<string, t.Mixed>> = {};

/** The key of a call in {@link TRACKING_PLAN}: `type:name` (`name` is '' for identify and group). */
export const planKeyOf = (event: Pick<SegmentEvent, 'type' | 'name'>): string => `${event.type}:${event.name}`;

/**
 * What is wrong with one analytics call against the tracking plan: `[]` when it conforms; otherwise one line per
 * problem (unknown event, or io-ts path reports of its properties). Never throws.
 */
export function trackingPlanViolations(event: SegmentEvent): string[] {
  const codec = TRACKING_PLAN[planKeyOf(event)];
  if (!codec) return [`unknown event ${planKeyOf(event)}: not in the tracking plan`];
  const decoded = codec.decode(event.properties);
  return isRight(decoded) ? [] : PathReporter.report(decoded);
}
