import {
  makeSelectApplicationHome,
  makeSelectProfileHome,
  openTasks,
  selectApplicationList,
  stageView,
} from '../../../src/client/features/application/selectors';
import { applicationListQuery, applicationQuery, dealTeamQuery, profileQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import type { QueryCacheRootState, QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { sectionOf } from '../../../src/client/kernel/queryCache/section';
import { CUSTOMER_STAGE_MESSAGES } from '../../../src/domain/stageContent';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';
import { APP_UUID, application, dealTeam, OLDER_APP_UUID, profile, task, TASK_UUID, USER_UUID } from '../app/fixtures';

/** A cache state holding the given fulfilled (or rejected) entries. */
function cache(entries: Array<{ key: string; data?: unknown; error?: QueryEntry['error'] }>): QueryCacheRootState {
  const out: Record<string, QueryEntry> = {};
  for (const e of entries) {
    out[e.key] = {
      key: e.key,
      name: 'x',
      group: 'Application',
      args: null,
      requestId: 1,
      startedAt: 0,
      stale: false,
      status: e.error ? 'rejected' : 'fulfilled',
      ...(e.data !== undefined ? { data: e.data, fulfilledAt: 1 } : {}),
      ...(e.error ? { error: e.error } : {}),
    };
  }
  return { queries: { entries: out } };
}

const ARGS = { uuid: APP_UUID };

describe('application home projection (§4 stages, §9 formats)', () => {
  it('shows the customer stage by name, its milestones (done, current, still to come), message and FAQ links', () => {
    const view = makeSelectApplicationHome(APP_UUID)(cache([{ key: applicationQuery.key(ARGS), data: application({ customer_stage: 'under-review' }) }]));
    if (view.application.status !== 'ready') throw new Error('not ready');
    const { stage, address } = view.application.data;
    expect(stage).toMatchObject({ name: 'Under review', progress: 5, message: CUSTOMER_STAGE_MESSAGES['under-review'] });
    expect(stage.milestones.slice(0, 4).map((m) => `${m.label}: ${m.state}`)).toEqual([
      'In progress: done', 'Submitted for review: done', 'Under review: current', 'Consent to proceed: upcoming',
    ]);
    expect(stage.faqs.length).toBeGreaterThan(0);
    expect(address).toEqual({ line1: '12 Main St, Unit 4B', line2: 'Austin, TX 78701' });
  });

  it('has no message for closed (progress 20)', () => {
    expect(stageView('closed')).toMatchObject({ progress: 20, message: undefined });
  });

  it('lists open tasks only (pending and blocked) with a readable status, due date and a link like the tasks page', () => {
    const tasks = openTasks(
      [
        task({ status: 'completed', title: 'Done' }),
        task({ status: 'pending', title: 'Upload ID', due_date: '2026-04-05' }),
        task({ status: 'canceled', title: 'Gone' }),
        task({ status: 'blocked', title: 'Wait', due_date: null, task_type: 'review-investment-estimate', document_type: null }),
      ],
      APP_UUID,
    );
    expect(tasks.map((t) => [t.title, t.statusLabel, t.dueDate, t.link.href])).toEqual([
      ['Upload ID', 'To do', '04/05/2026', `/applications/${APP_UUID}/documents?task=${TASK_UUID}&type=homeowners-insurance-policy`],
      ['Wait', 'Waiting on someone else', null, `/applications/${APP_UUID}/offer`],
    ]);
  });

  it('says what is next once the application and its tasks are in (issue #4 §5)', () => {
    const select = makeSelectApplicationHome(APP_UUID);
    const appOnly = cache([{ key: applicationQuery.key(ARGS), data: application({ customer_stage: 'submitted-for-review' }) }]);
    expect(select(appOnly).nextStep).toEqual({ status: 'loading' });
    const withTasks = cache([
      { key: applicationQuery.key(ARGS), data: application({ customer_stage: 'submitted-for-review' }) },
      { key: tasksQuery.key(ARGS), data: [task(), task({ uuid: OLDER_APP_UUID as never, document_type: 'passport' })] },
    ]);
    expect(select(withTasks).nextStep).toMatchObject({ status: 'ready', data: { title: 'Upload 2 documents', action: { href: `/applications/${APP_UUID}/documents` } } });
    const failed = cache([{ key: applicationQuery.key(ARGS), error: { status: 'FETCH_ERROR', data: undefined } }]);
    expect(select(failed).nextStep.status).toBe('error');
  });

  it('links the signing pages only for a person with a pending signing task (the session says who is signed in)', () => {
    const select = makeSelectApplicationHome(APP_UUID);
    const signing = task({ task_type: 'sign-closing-documents', document_type: null, profile_uuid: USER_UUID as never });
    const base = cache([
      { key: applicationQuery.key(ARGS), data: application({ stage: 'pending-signature', customer_stage: 'sign-closing-docs' }) },
      { key: tasksQuery.key(ARGS), data: [signing] },
    ]);
    const asMe = select({ ...base, session: { ...initialSessionState, userUUID: USER_UUID } });
    expect(asMe.nextStep).toMatchObject({ status: 'ready', data: { kind: 'sign-closing-docs', action: { href: `/applications/${APP_UUID}/tasks/sign` } } });
    const asOther = makeSelectApplicationHome(APP_UUID)({ ...base, session: { ...initialSessionState, userUUID: OLDER_APP_UUID } });
    expect(asOther.nextStep).toMatchObject({ status: 'ready', data: { kind: 'waiting-for-signatures', action: null } });
  });

  it('formats the deal team phone as (###) ###-#### and marks a missing member', () => {
    const view = makeSelectApplicationHome(APP_UUID)(cache([{ key: dealTeamQuery.key(ARGS), data: dealTeam() }]));
    expect(view.dealTeam).toEqual({
      status: 'ready',
      data: {
        homeEquityOfficer: { name: 'Olivia Officer', email: 'olivia@provider.example', phone: '(512) 555-0100', phoneHref: 'tel:5125550100', meetingUrl: null },
        transactionSpecialist: null,
      },
    });
  });

  it('shows loading before data and the §8 sentence after a failure', () => {
    const view = makeSelectApplicationHome(APP_UUID)(cache([{ key: tasksQuery.key(ARGS), error: { status: 'FETCH_ERROR', data: undefined } }]));
    expect(view.application).toEqual({ status: 'loading' });
    expect(view.tasks).toEqual({ status: 'error', message: 'We’re experiencing a temporary interruption in service. Please try again a little later.' });
  });

  it('keeps showing data while a refetch fails', () => {
    expect(sectionOf({ status: 'rejected', data: 1, error: { status: 500, data: {} } }, (n: number) => n + 1)).toEqual({ status: 'ready', data: 2 });
  });

  it('returns the same view object while the state does not change (memoised for useProjection)', () => {
    const select = makeSelectApplicationHome(APP_UUID);
    const state = cache([{ key: applicationQuery.key(ARGS), data: application() }]);
    expect(select(state)).toBe(select(state));
  });
});

describe('applications list projection', () => {
  it('lists newest first, each linking to its home with its stage', () => {
    const state = cache([
      {
        key: applicationListQuery.key(),
        data: [application({ uuid: OLDER_APP_UUID as never, created_at: '2025-01-01T00:00:00.000Z', customer_stage: 'closed' }), application()],
      },
    ]);
    const list = selectApplicationList(state);
    if (list.status !== 'ready') throw new Error('not ready');
    expect(list.data.map((a) => [a.href, a.stageName])).toEqual([
      [`/applications/${APP_UUID}`, 'Submitted for review'],
      [`/applications/${OLDER_APP_UUID}`, 'Closed'],
    ]);
  });
});

describe('prospect home projection', () => {
  it("shows the person's name", () => {
    const state = cache([{ key: profileQuery.key({ uuid: USER_UUID }), data: profile() }]);
    expect(makeSelectProfileHome(USER_UUID)(state)).toEqual({ status: 'ready', data: { name: 'Jane Doe' } });
  });
});
