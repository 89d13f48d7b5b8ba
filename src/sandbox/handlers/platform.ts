import { readFileSync } from 'node:fs';
import { getVersion, sendSegmentEvents } from '../../contract';
import { bind, type Binding } from '../http/binding';
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

/** Platform endpoints (§7): the product version, and the analytics intake (stored; export at /sandbox/events.json). */
export function platformBindings(s: Services): Binding[] {
  const version = productVersion();
  return [
    bind(getVersion, async () => ({ version })),
    bind(sendSegmentEvents, async ({ body }) => ({ received: await insertSegmentEvents(s.db, body.events, s.now()) })),
  ];
}
