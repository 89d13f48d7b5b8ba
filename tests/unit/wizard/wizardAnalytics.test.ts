import { answerHasMortgages, finishQualification, openQualification } from '../../../src/client/features/qualification/actions';
import { sessionEnded } from '../../../src/client/kernel/session/actions';
import { createMemoryStorage, STORAGE_KEYS } from '../../../src/client/kernel/storage';
import {
  wizardAdvanced, wizardAnalyticsEpic, wizardAnalyticsRestored, wizardAnalyticsSent, wizardReducer, wizardReset, wizardWentBack, WIZARD_KEY,
} from '../../../src/client/kernel/wizard';
import { selectWizardAnalyticsSent } from '../../../src/client/kernel/wizard/selectors';
import { TRACK } from '../../../src/contract/trackingPlan';
import { depsAtNow } from '../app/fixtures';
import { createTestStore } from '../../support/testStore';
import { APP, consent, creditTask, freshServer, profile, qualificationHarness, REPORT } from '../qualification/harness';

const COMPLETED = TRACK.qualificationCompleted;
const sent = wizardAnalyticsSent({ flow: 'qualification', name: COMPLETED, applicationId: APP });

/** A store with the wizard module (reducer + its storage epic) over `storage`: a page load. */
function pageLoad(storage = createMemoryStorage()) {
  const { deps } = depsAtNow();
  deps.storage = storage;
  const { store } = createTestStore({ reducers: { [WIZARD_KEY]: wizardReducer }, epics: [wizardAnalyticsEpic], deps });
  return { store, storage, isSent: () => selectWizardAnalyticsSent(store.getState(), 'qualification', COMPLETED, APP) };
}

describe('§3 wizard sent analytics lists (issue 12 §2)', () => {
  it('remembers a sent call across back/next and a wizard reset; the end of the session forgets it', () => {
    const { store, isSent } = pageLoad();
    store.dispatch(sent);
    store.dispatch(sent);
    store.dispatch(wizardAdvanced({ flow: 'qualification', stage: 'phone' }));
    store.dispatch(wizardWentBack({ flow: 'qualification' }));
    store.dispatch(wizardReset({ flow: 'qualification' }));
    expect(isSent()).toBe(true);
    expect((store.getState() as Record<string, { qualification: { sentAnalyticsEvents: string[] } }>)[WIZARD_KEY]?.qualification.sentAnalyticsEvents).toEqual([
      `${COMPLETED}|${APP}`,
    ]);
    store.dispatch(sessionEnded({ reason: 'signed-out' }));
    expect(isSent()).toBe(false);
  });

  it('keeps the lists in session storage with the wizard state, so a reload still knows what was sent', () => {
    const first = pageLoad();
    first.store.dispatch(sent);
    expect(JSON.parse(first.storage.get(STORAGE_KEYS.wizardAnalytics) ?? 'null')).toEqual({ qualification: [`${COMPLETED}|${APP}`], declarations: [] });
    const reloaded = pageLoad(first.storage);
    expect(reloaded.isSent()).toBe(true);
    expect(selectWizardAnalyticsSent(reloaded.store.getState(), 'declarations', COMPLETED, APP)).toBe(false);
  });

  it('ignores an unreadable stored list', () => {
    const storage = createMemoryStorage({ [STORAGE_KEYS.wizardAnalytics]: '{"qualification": 3}' });
    expect(pageLoad(storage).isSent()).toBe(false);
  });
});

describe('"Qualification Completed" is made once per application (issue 12 §2)', () => {
  const identified = () =>
    freshServer({
      consents: [consent('credit'), consent('telephone')],
      profile: profile({ social_security_number: '***-**-6789', birth_date: '1970-03-05' }),
      tasks: [creditTask('completed', 'credit_report_received')],
      report: REPORT,
    });
  const analyticsSent = (h: ReturnType<typeof qualificationHarness>) => h.eventTypes().filter((type) => type === wizardAnalyticsSent.type).length;

  it('finishing again after going back does not send it a second time', async () => {
    const h = qualificationHarness(identified());
    h.dispatch(openQualification({ applicationId: APP }));
    h.flush();
    await h.send(answerHasMortgages({ applicationId: APP, hasMortgages: false }, { correlationId: 'a' }));
    h.flush();
    expect(analyticsSent(h)).toBe(1);
    h.dispatch(wizardWentBack({ flow: 'qualification' }));
    await h.send(finishQualification({ applicationId: APP }, { correlationId: 'b' }));
    h.flush();
    expect(h.eventTypes().filter((type) => type === 'qualification/completed')).toHaveLength(2);
    expect(analyticsSent(h)).toBe(1);
  });

  it('after a reload that restored the list, finishing sends nothing', async () => {
    const h = qualificationHarness(identified());
    h.dispatch(wizardAnalyticsRestored({ sent: { qualification: [`${COMPLETED}|${APP}`], declarations: [] } }));
    h.dispatch(openQualification({ applicationId: APP }));
    h.flush();
    await h.send(answerHasMortgages({ applicationId: APP, hasMortgages: false }, { correlationId: 'a' }));
    h.flush();
    expect(h.eventTypes()).toContain('qualification/completed');
    expect(analyticsSent(h)).toBe(0);
  });
});
