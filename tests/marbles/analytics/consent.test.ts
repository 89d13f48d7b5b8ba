import { marbles } from 'rxjs-marbles/jest';
import { ANALYTICS_BATCH_WINDOW_MS, ANALYTICS_RETRY_BASE_MS } from '../../../src/domain/constants';
import { consentModule } from '../../../src/client/kernel/consent';
import { changeConsent, restoreConsent } from '../../../src/client/kernel/consent/actions';
import { CONSENT_STORAGE_KEY } from '../../../src/client/kernel/consent/consent';
import { createMemoryStorage } from '../../../src/client/kernel/storage';
import { analyticsHarness } from './harness';

const OFF = { analytics: false, sessionReplay: true, chat: true };
const ON = { analytics: true, sessionReplay: true, chat: true };

describe('analytics obey the privacy choice (issue 12 §3) in virtual time', () => {
  it(
    'after opting out nothing leaves: the waiting batch is dropped, later calls are never sent, not even after opting back in',
    marbles((m) => {
      const h = analyticsHarness(m, { modules: [consentModule] });
      h.at(0, h.mount);
      h.at(100, h.page('/login'));
      h.at(1000, changeConsent(OFF));
      h.at(2000, h.page('/property_address'));
      h.at(3000, h.page('/property_type'));
      h.at(20_000, changeConsent(ON));
      h.at(21_000, h.page('/property_usage'));
      m.flush();
      // Only the call made after opting back in is sent; 'Login' (buffered at the opt-out) and the two pages shown
      // while opted out are gone for good.
      expect(h.sent.map((s) => [s.at, s.events.map((e) => e.name)])).toEqual([[21_000 + ANALYTICS_BATCH_WINDOW_MS, ['Property Usage']]]);
      expect(h.counts()).toMatchObject({ sent: 1, dropped: 0 });
    }),
  );

  it(
    'a batch waiting to be retried is not retried once the person opts out',
    marbles((m) => {
      const h = analyticsHarness(m, { modules: [consentModule], outcome: () => false });
      h.at(0, h.mount);
      h.at(100, h.page('/login'));
      // First attempt at 100 + window fails; the retry would come ANALYTICS_RETRY_BASE_MS later.
      h.at(100 + ANALYTICS_BATCH_WINDOW_MS + ANALYTICS_RETRY_BASE_MS / 2, changeConsent(OFF));
      m.flush();
      expect(h.sent.map((s) => s.at)).toEqual([100 + ANALYTICS_BATCH_WINDOW_MS]);
      expect(h.counts()).toMatchObject({ sent: 0, dropped: 0 });
      expect(h.deps.logger.lines.filter((l) => l.msg.includes('dropped'))).toEqual([]);
    }),
  );

  it(
    'the choice survives a reload: a new page restoring the stored opt-out sends nothing, its backlog included',
    marbles((m) => {
      const preferences = createMemoryStorage();
      const before = analyticsHarness(m, { modules: [consentModule], preferences });
      before.at(0, changeConsent(OFF));
      m.flush();
      expect(JSON.parse(preferences.get(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({ analytics: false });

      const after = analyticsHarness(m, { modules: [consentModule], preferences });
      after.at(0, restoreConsent());
      after.at(0, after.page('/login'));
      after.at(500, after.mount);
      after.at(1000, after.page('/property_address'));
      m.flush();
      expect(after.sent).toEqual([]);
    }),
  );

  it(
    'by default (nothing decided) analytics are sent as before',
    marbles((m) => {
      const h = analyticsHarness(m, { modules: [consentModule], preferences: createMemoryStorage() });
      h.at(0, restoreConsent());
      h.at(0, h.mount);
      h.at(100, h.page('/login'));
      m.flush();
      expect(h.sent.map((s) => s.events.map((e) => e.name))).toEqual([['Login']]);
    }),
  );
});
