import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { TasksPage } from '../../../src/client/features/tasks/views/TasksPage';
import { applicationFormQuery } from '../../../src/client/kernel/api/formQueries';
import { applicationQuery, loggedUserQuery, tasksQuery } from '../../../src/client/kernel/api/queries';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider } from '../../../src/client/kernel/react';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';
import { SECTION_NAME } from '../../../src/contract/sectionEnums';
import type { Task } from '../../../src/contract/tasks';
import { APP_UUID, application, profile, task, USER_UUID } from '../app/fixtures';

const ARGS = { uuid: APP_UUID };
const uuid = (n: number) => `0000000${n}-0000-4000-8000-000000000000` as never;

function entry(key: string, data: unknown): [string, QueryEntry] {
  return [key, { key, name: 'x', group: 'Tasks', args: null, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data, fulfilledAt: 1 } as QueryEntry];
}

/** Server-renders the tasks page over a store holding `tasks` and the signed-in profile. */
function render(tasks: Task[], opts: { hasPassword?: boolean; justSet?: boolean } = {}): string {
  const state = {
    queries: {
      entries: Object.fromEntries([
        entry(tasksQuery.key(ARGS), tasks),
        entry(applicationQuery.key(ARGS), application()),
        entry(applicationFormQuery.key(ARGS), {
          qualification_completed_at: null,
          sections: SECTION_NAME.values.map((section) => ({ section, status: 'not-started', updated_at: null })),
          submitted_at: null,
        }),
        entry(loggedUserQuery.key(), profile({ has_password: opts.hasPassword ?? false, login_method: 'magicLink' })),
      ]),
    },
    session: { ...initialSessionState, userUUID: USER_UUID },
    tasks: { openApplicationId: APP_UUID, passwordSetOn: opts.justSet ? APP_UUID : null },
  };
  const store = { state$: new BehaviorSubject<unknown>(state).asObservable(), dispatch: () => undefined };
  return renderToString(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[`/applications/${APP_UUID}/tasks#password`]}>
        <Routes>
          <Route path="/applications/:applicationId/tasks" element={<TasksPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

describe('tasks page markup (issue #4 §1)', () => {
  const html = render([
    task({ uuid: uuid(1), task_type: 'set-password', document_type: null, title: 'Set a password', profile_uuid: USER_UUID as never }),
    task({ uuid: uuid(2), title: 'Upload your homeowners insurance', created_at: '2026-03-02T00:00:00.000Z' }),
    task({ uuid: uuid(3), task_type: 'complete-application', document_type: null, title: 'Complete your application', status: 'completed' }),
  ]);

  it('has the four §2 scroll-to sections, each with a focusable heading', () => {
    for (const id of ['qualification-wizard', 'complete-application', 'document-signatures', 'password']) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toMatch(new RegExp(`<h2 id="${id}-heading" tabindex="-1"`));
    }
  });

  it('groups the tasks with their status in words and links each open one', () => {
    const t = text(html);
    expect(t).toContain('To do');
    expect(t).toContain('Done');
    expect(t).toContain('Status: To do');
    expect(html).toContain(`href="/applications/${APP_UUID}/documents?task=${uuid(2)}&amp;type=homeowners-insurance-policy"`);
    // The link's accessible name carries the task title, so every link on the page is unique.
    expect(html).toContain('aria-label="Upload documents: Upload your homeowners insurance');
    expect(t).toContain('Due 04/05/2026');
  });

  it('offers the password form to a person without a password', () => {
    expect(text(html)).toContain('New password');
    expect(text(html)).toContain('Confirm new password');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Set password<\/button>/);
  });

  it('confirms a password just set, and tells a person who has one', () => {
    expect(text(render([], { justSet: true }))).toContain('Your password is set. You can now sign in with it.');
    const has = text(render([], { hasPassword: true }));
    expect(has).toContain('You sign in with your password.');
    expect(has).not.toContain('New password');
  });

  it('shows the application navigation with Tasks as the current page', () => {
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Tasks<\/a>/);
  });
});
