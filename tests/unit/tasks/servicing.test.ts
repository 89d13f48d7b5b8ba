import { makeSelectTasksPage } from '../../../src/client/features/tasks/selectors';
import { isFundedApplication, servicingOpenCount, servicingSection } from '../../../src/client/features/tasks/servicing';
import { servicingTasksView } from '../../../src/client/features/tasks/servicingView';
import { applicationFormQuery } from '../../../src/client/kernel/api/formQueries';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { servicingTasksQuery } from '../../../src/client/kernel/api/servicingQueries';
import type { QueryEntry, QueryState } from '../../../src/client/kernel/queryCache/reducer';
import type { ServicingTask } from '../../../src/contract/servicing/request';
import { SERVICING_CATEGORY_LABELS, SERVICING_REQUESTS, SERVICING_TASK_TYPES, STEP_KINDS } from '../../../src/domain/servicing';
import { APP_UUID, application, task } from '../app/fixtures';
import { BUYOUT_UUID, HOI_UUID, servicingTask } from './servicingFixtures';

const uuid = (n: number) => `c0000000-0000-4000-8000-00000000000${n}` as ServicingTask['uuid'];
const base = `/applications/${APP_UUID}/servicing`;
const funded = application({ stage: 'closed-won', customer_stage: 'closed' });

/** An owner buyout (Buyout Docs) with three tasks out of checklist order, and a later homeowners insurance update (Servicing). */
function tasks(): ServicingTask[] {
  return [
    servicingTask({
      uuid: uuid(1), task_type: 'servicing--payoff-request', step_kind: 'acknowledge-payoff-and-accept-wire-details', document_type: null,
      title: 'Payoff statement from us', status: 'blocked', due_date: null, created_at: '2026-11-20T10:00:00.000Z',
    }),
    servicingTask({ uuid: uuid(2), created_at: '2026-11-20T10:00:01.000Z' }),
    servicingTask({
      uuid: uuid(3), task_type: 'improvement-photos-before', document_type: 'improvement-photos-before', step_kind: 'improvement-adjustment',
      title: 'Photos before the improvements', required: false, status: 'completed', due_date: null, created_at: '2026-11-20T10:00:02.000Z',
    }),
    servicingTask({
      uuid: uuid(4), request_uuid: HOI_UUID as ServicingTask['request_uuid'], request_type: 'hoi-update', task_type: 'property--home-owners-insurance',
      step_kind: 'hoi-upload', document_type: 'homeowners-insurance-policy', title: 'Homeowners insurance declarations page', category: 'servicing',
      due_date: '2027-01-05', created_at: '2026-11-22T08:00:00.000Z',
    }),
  ];
}

describe('servicing tasks on the tasks page (issue 11 §2)', () => {
  const view = servicingTasksView(tasks(), APP_UUID);

  it('groups them under their servicing categories in §3 order, then by request, labelled from the servicing table', () => {
    expect(view.categories.map((c) => [c.category, c.title])).toEqual([
      ['servicing', SERVICING_CATEGORY_LABELS.servicing],
      ['buyout-docs', 'Buyout Docs'],
    ]);
    expect(view.categories.map((c) => c.requests.map((r) => [r.label, r.href]))).toEqual([
      [[SERVICING_REQUESTS['hoi-update'].label, `${base}/${HOI_UUID}`]],
      [['Buy out the investment', `${base}/${BUYOUT_UUID}`]],
    ]);
  });

  it('lists a request’s tasks in the order of its checklist, not the order they were created', () => {
    const buyout = view.categories[1]?.requests[0];
    expect(buyout?.tasks.map((t) => [t.title, t.stepTitle])).toEqual([
      ['Your latest mortgage statement', STEP_KINDS['buyout-request'].title],
      ['Photos before the improvements', STEP_KINDS['improvement-adjustment'].title],
      ['Payoff statement from us', STEP_KINDS['acknowledge-payoff-and-accept-wire-details'].title],
    ]);
  });

  it('links each open task to its step on the request page; a finished one has no link', () => {
    const buyout = view.categories[1]?.requests[0];
    expect(buyout?.tasks.map((t) => t.link)).toEqual([
      { href: `${base}/${BUYOUT_UUID}/buyout-request`, label: 'Upload documents' },
      null,
      { href: `${base}/${BUYOUT_UUID}/acknowledge-payoff-and-accept-wire-details`, label: 'Review your payoff statement' },
    ]);
    expect(view.categories[0]?.requests[0]?.tasks[0]?.link?.href).toBe(`${base}/${HOI_UUID}/hoi-upload`);
  });

  it('shows status words, §9 due dates and optional documents', () => {
    const [statement, photos, payoff] = view.categories[1]?.requests[0]?.tasks ?? [];
    expect([statement?.statusLabel, statement?.dueDate, statement?.required]).toEqual(['To do', '12/01/2026', true]);
    expect([photos?.statusLabel, photos?.required]).toEqual(['Done', false]);
    expect([payoff?.statusLabel, payoff?.dueDate]).toEqual(['Waiting on someone else', null]);
  });

  it('counts the tasks waiting on the homeowner (pending), not those waiting on the servicing team or done', () => {
    expect(view.openCount).toBe(2);
  });

  it('falls back to the servicing task type’s label and help, or the document type’s label, when the server sends none', () => {
    const bare = servicingTasksView(
      [
        servicingTask({ uuid: uuid(1), task_type: 'servicing--payoff-request', document_type: null, step_kind: 'acknowledge-payoff-and-accept-wire-details', title: ' ', description: '' }),
        servicingTask({ uuid: uuid(2), title: '', description: '' }),
      ],
      APP_UUID,
    );
    const cards = bare.categories[0]?.requests[0]?.tasks ?? [];
    expect(cards.map((c) => [c.title, c.description])).toEqual([
      ['Mortgage statement', STEP_KINDS['buyout-request'].asks],
      [SERVICING_TASK_TYPES['servicing--payoff-request'].label, SERVICING_TASK_TYPES['servicing--payoff-request'].help],
    ]);
  });

  it('has nothing to group when there are no servicing tasks', () => {
    expect(servicingTasksView([], APP_UUID)).toEqual({ categories: [], openCount: 0 });
  });
});

describe('when the tasks page shows servicing tasks', () => {
  const state = (overrides: Partial<QueryState<ServicingTask[]>>): QueryState<ServicingTask[]> => ({ status: 'uninitialized', ...overrides });

  it('only for a funded application (stage closed-won)', () => {
    expect(isFundedApplication(funded)).toBe(true);
    expect(isFundedApplication(application({ stage: 'pending-recording', customer_stage: 'distributing-funds' }))).toBe(false);
    expect(isFundedApplication(application({ stage: 'closed-lost', customer_stage: 'closed' }))).toBe(false);
    expect(isFundedApplication(undefined)).toBe(false);
    expect(servicingSection(application(), state({ status: 'fulfilled', data: tasks() }))).toBeNull();
  });

  it('loading, then the list with its open count', () => {
    expect(servicingSection(funded, state({ status: 'pending' }))).toEqual({ status: 'loading' });
    expect(servicingSection(funded, state({ status: 'fulfilled', data: tasks() }))).toEqual({ status: 'ready', data: tasks() });
    // Only the homeowner's pending ones count as "to do".
    expect(servicingOpenCount(servicingSection(funded, state({ status: 'fulfilled', data: tasks() })))).toBe(2);
    expect(servicingOpenCount(servicingSection(funded, state({ status: 'pending' })))).toBe(0);
  });

  it('quietly nothing when the servicing call answers 404 or 409; the §8 error with a retry otherwise', () => {
    expect(servicingSection(funded, state({ status: 'rejected', error: { status: 404, data: { detail: 'Not found.' } } }))).toBeNull();
    expect(servicingSection(funded, state({ status: 'rejected', error: { status: 409, data: { detail: 'Not funded.' } } }))).toBeNull();
    expect(servicingSection(funded, state({ status: 'rejected', error: { status: 'FETCH_ERROR', data: undefined } }))).toEqual({
      status: 'error',
      message: 'We’re experiencing a temporary interruption in service. Please try again a little later.',
    });
  });

  it('the page projection adds the homeowner’s open servicing tasks to the "to do" count', () => {
    const entry = (key: string, data: unknown) =>
      [key, { key, name: 'x', group: 'Tasks', args: null, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data, fulfilledAt: 1 } as QueryEntry] as const;
    const args = { uuid: APP_UUID };
    const page = (app = funded) =>
      makeSelectTasksPage(APP_UUID)({
        queries: {
          entries: Object.fromEntries([
            entry(tasksQuery.key(args), [task()]),
            entry(applicationQuery.key(args), app),
            entry(applicationFormQuery.key(args), { qualification_completed_at: '2026-01-01T00:00:00.000Z', sections: [], submitted_at: '2026-01-02T00:00:00.000Z' }),
            entry(servicingTasksQuery.key(args), tasks()),
          ]),
        },
      } as never);
    const fundedPage = page();
    expect(fundedPage.tasks.status === 'ready' && fundedPage.tasks.data.openForMeCount).toBe(3);
    expect(fundedPage.servicing?.status).toBe('ready');
    const before = page(application());
    expect(before.tasks.status === 'ready' && before.tasks.data.openForMeCount).toBe(1);
    expect(before.servicing).toBeNull();
  });
});
