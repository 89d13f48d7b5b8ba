import { readFileSync } from 'node:fs';
import { getVersion, sendSegmentEvents } from '../../contract';
import { intakeLimit } from '../analytics/intakeLimit';
import { eventViolations } from '../analytics/verdict';
import { bind, type Binding } from '../http/binding';
import { invalid } from '../http/errors';
import { insertSegmentEvents } from '../repo/analytics';
import type { Services } from '../services';

/** The product version: package.json's `version` (read once), e.g. `0.1.0`. */
function productVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Platform endpoints (§7): the product version, and the analytics intake (issue #5 §2). The intake is public
 * (analytics flow before sign-in) but limited by `config.analyticsIntake`: per client IP (429), body size (413) and
 * events per batch (400); a malformed batch is 400 with the per-field report and nothing is stored. Every call is
 * stored with the time received and its verdict ({@link eventViolations}); analysts read them under
 * /sandbox/analytics (docs/sandbox.md "Analytics").
 */
export function platformBindings(s: Services): Binding[] {
  const version = productVersion();
  const limits = () => s.config.analyticsIntake;
  return [
    bind(getVersion, async () => ({ version })),
    bind(sendSegmentEvents, async ({ body }) => {
      const max = limits().maxEventsPerBatch;
      if (body.events.length > max) throw invalid({ events: [`At most ${max} events per batch.`] });
      const checked = body.events.map((event) => ({ event, violations: eventViolations(event) }));
      return { received: await insertSegmentEvents(s.db, checked, s.now()) };
    }, { bodyLimitBytes: limits().maxBodyBytes, rateLimit: intakeLimit(s) }),
  ];
}
