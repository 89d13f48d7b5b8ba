import { makeSelectTasksPage, OTHER_PERSON_TEXT, tasksView } from '../../../src/client/features/tasks/selectors';
import { applicationFormQuery } from '../../../src/client/kernel/api/formQueries';
import { applicationQuery, loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';
import { SECTION_NAME } from '../../../src/contract/sectionEnums';
import { APP_PROFILE_UUID, APP_UUID, application, OTHER_USER_UUID, profile, task, USER_UUID } from '../app/fixtures';

const uuid = (n: number) => `0000000${n}-0000-4000-8000-000000000000` as never;

function entries(list: Array<{ key: string; data: unknown }>): Record<string, QueryEntry> {
  return Object.fromEntries(
    list.map((e) => [e.key, { key: e.key, name: 'x', group: 'Tasks', args: null, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data: e.data, fulfilledAt: 1 } as QueryEntry]),
  );
}

const coOwner = application({
  application_profiles: [
    { uuid: APP_PROFILE_UUID as never, position: 1, profile_type: 'applicant', profile: profile() },
    { uuid: uuid(9), position: 2, profile_type: 'co_owner', profile: profile({ uuid: OTHER_USER_UUID as never, first_name: 'Sam', last_name: 'Lee' }) },
  ],
});

describe('tasks page projection (issue #4 §1)', () => {
  it('shows each task with its status in words, §9 due date, owner when it is someone else’s, and a link while open', () => {
    const view = tasksView(
      [
        task({ uuid: uuid(1), status: 'pending', profile_uuid: USER_UUID as never, due_date: '2026-04-05' }),
        task({ uuid: uuid(2), status: 'blocked', profile_uuid: OTHER_USER_UUID as never, due_date: null }),
        task({ uuid: uuid(3), status: 'completed' }),
      ],
      APP_UUID,
      USER_UUID,
      coOwner,
    );
    const cards = view.groups.flatMap((g) => g.tasks);
    expect(cards.map((c) => [c.statusLabel, c.dueDate, c.ownerName, c.link?.kind ?? null])).toEqual([
      ['To do', '04/05/2026', null, 'documents'],
      ['Waiting on someone else', null, 'Sam Lee', 'documents'],
      ['Done', '04/05/2026', null, null],
    ]);
  });

  it('names someone else generically while the application (names) is not loaded', () => {
    const view = tasksView([task({ profile_uuid: OTHER_USER_UUID as never })], APP_UUID, USER_UUID);
    expect(view.groups[0]?.tasks[0]?.ownerName).toBe(OTHER_PERSON_TEXT);
  });

  it('lists every task exactly once, and makes the viewer’s own row of each §2 section its scroll-to target', () => {
    const view = tasksView(
      [
        task({ uuid: uuid(1), task_type: 'set-password', document_type: null, profile_uuid: USER_UUID as never }),
        task({ uuid: uuid(2), task_type: 'sign-closing-documents', document_type: null, profile_uuid: USER_UUID as never, created_at: '2026-03-05T00:00:00.000Z' }),
        task({ uuid: uuid(3), task_type: 'sign-closing-documents', document_type: null, profile_uuid: OTHER_USER_UUID as never, created_at: '2026-03-04T00:00:00.000Z' }),
        task({ uuid: uuid(4), task_type: 'complete-application', document_type: null, status: 'completed' }),
      ],
      APP_UUID,
      USER_UUID,
      coOwner,
    );
    expect(view.groups.map((g) => [g.title, g.tasks.map((t) => t.uuid)])).toEqual([
      ['To do', [uuid(1), uuid(2)]],
      ['Waiting on others', [uuid(3)]],
      ['Done', [uuid(4)]],
    ]);
    const rows = view.groups.flatMap((g) => g.tasks);
    expect(rows.filter((t) => t.anchor !== null).map((t) => [t.anchor, t.uuid])).toEqual([
      ['password', uuid(1)],
      ['document-signatures', uuid(2)],
      ['complete-application', uuid(4)],
    ]);
    expect(rows.find((t) => t.uuid === uuid(2))?.link?.href).toBe(`/applications/${APP_UUID}/tasks/sign`);
    expect(rows.find((t) => t.uuid === uuid(3))).toMatchObject({ statusLabel: 'Waiting on someone else', ownerName: 'Sam Lee' });
    expect(view.openForMeCount).toBe(2);
  });

  it('shows the form steps that have no task (qualification, complete application), from the form’s progress', () => {
    const form = { qualificationDone: false, sectionsComplete: 3, sectionsTotal: 8, submitted: false };
    const view = tasksView([task({ uuid: uuid(1) })], APP_UUID, USER_UUID, coOwner, { form });
    const toDo = view.groups.find((g) => g.id === 'to-do')?.tasks ?? [];
    expect(toDo.map((t) => [t.title, t.anchor, t.formStep, t.link?.href ?? null, t.progress])).toEqual([
      ['Qualification questions', 'qualification-wizard', true, `/applications/${APP_UUID}/qualification`, null],
      ['Complete your application', 'complete-application', true, `/applications/${APP_UUID}/sections`, '3 of 8 sections complete.'],
      ['Upload your homeowners insurance', null, false, `/applications/${APP_UUID}/documents?task=${uuid(1)}&type=homeowners-insurance-policy`, null],
    ]);
    expect(view.openForMeCount).toBe(3);
    // Answered and submitted: both done, with no link; a real task of the type replaces its form step.
    const done = tasksView([task({ uuid: uuid(2), task_type: 'complete-application', document_type: null, title: 'Finish the form' })], APP_UUID, USER_UUID, coOwner, {
      form: { ...form, qualificationDone: true, submitted: true },
    });
    expect(done.groups.map((g) => [g.id, g.tasks.map((t) => [t.title, t.link])])).toEqual([
      ['to-do', [['Finish the form', { kind: 'sections', href: `/applications/${APP_UUID}/sections`, label: 'Continue your application' }]]],
      ['done', [['Qualification questions', null]]],
    ]);
    // Unknown form: no steps.
    expect(tasksView([], APP_UUID, USER_UUID, coOwner, { form: null }).groups).toEqual([]);
  });

  it('counts the viewer’s password task done as soon as the password is set here', () => {
    const list = [task({ uuid: uuid(1), task_type: 'set-password', document_type: null, profile_uuid: USER_UUID as never })];
    expect(tasksView(list, APP_UUID, USER_UUID, coOwner).groups.map((g) => g.id)).toEqual(['to-do']);
    const after = tasksView(list, APP_UUID, USER_UUID, coOwner, { passwordJustSet: true });
    expect(after.groups.map((g) => [g.id, g.tasks.map((t) => t.statusLabel)])).toEqual([['done', ['Done']]]);
    expect(after.openForMeCount).toBe(0);
  });

  it('reads the password task from the signed-in profile and confirms a password just set', () => {
    const args = { uuid: APP_UUID };
    const state = {
      queries: {
        entries: entries([
          { key: tasksQuery.key(args), data: [task()] },
          { key: applicationQuery.key(args), data: application() },
          {
            key: applicationFormQuery.key(args),
            data: { qualification_completed_at: '2026-03-01T00:00:00.000Z', sections: SECTION_NAME.values.map((section) => ({ section, status: 'completed', updated_at: null })), submitted_at: null },
          },
          { key: loggedUserQuery.key(), data: profile({ has_password: false, login_method: 'magicLink' }) },
        ]),
      },
      session: { ...initialSessionState, userUUID: USER_UUID },
      tasks: { openApplicationId: APP_UUID, passwordSetOn: null },
    };
    const view = makeSelectTasksPage(APP_UUID)(state);
    expect(view.password).toEqual({ status: 'ready', data: { profileUuid: USER_UUID, hasPassword: false, justSet: false } });
    expect(view.form).toEqual({ qualificationDone: true, sectionsComplete: 8, sectionsTotal: 8, submitted: false });
    const after = makeSelectTasksPage(APP_UUID)({ ...state, tasks: { openApplicationId: APP_UUID, passwordSetOn: APP_UUID } });
    expect(after.password).toMatchObject({ status: 'ready', data: { justSet: true } });
  });

  it('is loading before the tasks arrive', () => {
    expect(makeSelectTasksPage(APP_UUID)({ queries: { entries: {} } }).tasks).toEqual({ status: 'loading' });
  });

  // Issue 14 §3 CLS: the summaries carry the form's progress, so the tasks show with it, not a moment before.
  it('shows the tasks once the form’s progress has arrived or failed, not before', () => {
    const args = { uuid: APP_UUID };
    const tasksOnly = entries([{ key: tasksQuery.key(args), data: [task()] }]);
    expect(makeSelectTasksPage(APP_UUID)({ queries: { entries: tasksOnly } }).tasks).toEqual({ status: 'loading' });
    const formKey = applicationFormQuery.key(args);
    const failed = { ...tasksOnly, [formKey]: { key: formKey, name: 'x', group: 'Tasks', args: null, requestId: 1, startedAt: 0, stale: false, status: 'rejected', error: { status: 500, data: {} } } as QueryEntry };
    const withFailedForm = makeSelectTasksPage(APP_UUID)({ queries: { entries: failed } });
    expect(withFailedForm.tasks.status).toBe('ready');
    expect(withFailedForm.form).toBeNull();
    const withForm = entries([
      { key: tasksQuery.key(args), data: [task()] },
      { key: formKey, data: { qualification_completed_at: null, sections: [], submitted_at: null } },
    ]);
    expect(makeSelectTasksPage(APP_UUID)({ queries: { entries: withForm } }).tasks.status).toBe('ready');
  });
});
