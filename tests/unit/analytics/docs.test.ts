import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRACKING_PLAN } from '../../../src/contract/trackingPlan';
import { PAGE_ROUTES } from '../../../src/client/analytics/pages';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_BATCH_WINDOW_MS,
  ANALYTICS_RETRY_BASE_MS,
  ANALYTICS_SEND_MAX_ATTEMPTS,
  TASK_VIEWED_THROTTLE_MS,
} from '../../../src/domain/constants';

const root = join(__dirname, '../../..');
const doc = readFileSync(join(root, 'docs/analytics.md'), 'utf8');
const configuration = readFileSync(join(root, 'docs/configuration.md'), 'utf8');

/** The table rows of docs/analytics.md whose first cell is a plan key (`` `type:name` ``). */
const documentedKeys = [...doc.matchAll(/^\| `((?:page|track|identify|group):[^`]*)` \|/gm)].map((m) => m[1] ?? '');

describe('docs/analytics.md stays in step with the tracking plan', () => {
  it('documents every plan key in a table row, and no key the plan does not have', () => {
    const keys = Object.keys(TRACKING_PLAN);
    expect(keys.filter((k) => !documentedKeys.includes(k))).toEqual([]);
    expect(documentedKeys.filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('gives each page its route pattern', () => {
    for (const [pattern, page] of PAGE_ROUTES) expect(doc).toContain(`| \`page:${page}\` | \`${pattern}\` |`);
  });

  it('states the timing constants as the code has them', () => {
    expect(doc).toContain(`| ${ANALYTICS_BATCH_SIZE} calls |`);
    expect(doc).toContain(`| ${ANALYTICS_BATCH_WINDOW_MS} ms |`);
    expect(doc).toContain(`\`ANALYTICS_SEND_MAX_ATTEMPTS\` = ${ANALYTICS_SEND_MAX_ATTEMPTS}, \`ANALYTICS_RETRY_BASE_MS\` = ${ANALYTICS_RETRY_BASE_MS}`);
    expect(doc).toContain(`one per task per ${TASK_VIEWED_THROTTLE_MS} ms`);
  });

  it('documents the vendor configuration here and with the other variables (docs/configuration.md)', () => {
    for (const name of ['VITE_SESSION_REPLAY_SCRIPT_URL', 'VITE_CHAT_SCRIPT_URL']) {
      expect(doc).toContain(name);
      expect(configuration).toContain(name);
    }
  });
});
