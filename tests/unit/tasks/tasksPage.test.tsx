import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { TasksPage } from '../../../src/client/features/tasks/views/TasksPage';
import { applicationFormQuery } from '../../../src/client/kernel/api/formQueries';
import { applicationQuery, loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
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

/** The tasks page over a store holding `tasks` and the signed-in profile. */
function tasksPage(tasks: Task[], opts: { hasPassword?: boolean; justSet?: boolean } = {}) {
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
  return (
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[`/applications/${APP_UUID}/tasks#password`]}>
        <Routes>
          <Route path="/applications/:applicationId/tasks" element={<TasksPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>
  );
}

/** Server-renders the tasks page as first painted: parts loaded on demand (the password form) show their fallback. */
const render = (...args: Parameters<typeof tasksPage>): string => renderToString(tasksPage(...args));

/** Server-renders the tasks page once every part loaded on demand has arrived. */
async function renderLoaded(...args: Parameters<typeof tasksPage>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tasksPage(...args));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

const PASSWORD_TASK_LIST: Task[] = [
  task({ uuid: uuid(1), task_type: 'set-password', document_type: null, title: 'Set a password', profile_uuid: USER_UUID as never }),
  task({ uuid: uuid(2), title: 'Upload your homeowners insurance', created_at: '2026-03-02T00:00:00.000Z' }),
  task({ uuid: uuid(3), task_type: 'complete-application', document_type: null, title: 'Complete your application', status: 'completed' }),
];

describe('tasks page markup (issue #4 §1)', () => {
  const html = render(PASSWORD_TASK_LIST);

  it('lists every task once, in groups whose headings count their rows', () => {
    const t = text(html);
    for (const title of ['Set a password', 'Upload your homeowners insurance', 'Complete your application', 'Qualification questions']) {
      expect(t.split(title).length - 1, title).toBe(1);
    }
    expect(t).toMatch(/To do \( ?3 ?\)/);
    expect(t).toMatch(/Done \( ?1 ?\)/);
    // The password task's row holds its form: no link to itself.
    expect(t).not.toContain('Set your password');
    expect(t).toContain('You have 3 tasks to do.');
  });

  it('makes the §2 tasks scroll-to targets with a focusable heading (no signing task: no signatures target)', () => {
    for (const id of ['qualification-wizard', 'complete-application', 'password']) {
      expect(html).toMatch(new RegExp(`<li[^>]*id="${id}"[^>]*>\\s*<div class="task-row__head"><h3 id="task-[^"]+" class="task-row__title" tabindex="-1"`));
    }
    expect(html).not.toContain('id="document-signatures"');
  });

  it('shows each task’s status in words in a pill and links each open one', () => {
    const t = text(html);
    expect(t).toContain('Status: To do');
    expect(t).toContain('Status: Done');
    expect(html).toContain('class="pill pill--info"');
    expect(html).toContain(`href="/applications/${APP_UUID}/documents?task=${uuid(2)}&amp;type=homeowners-insurance-policy"`);
    // The link's accessible name carries the task title, so every link on the page is unique.
    expect(html).toContain('aria-label="Upload documents: Upload your homeowners insurance');
    expect(t).toContain('Due 04/05/2026');
  });

  it('offers the password form to a person without a password, once its code has arrived', async () => {
    // First paint: the form's code is on its way (it loads when shown), announced as loading.
    expect(text(html)).toContain('Loading the password form…');
    expect(text(html)).not.toContain('New password');
    const loaded = await renderLoaded(PASSWORD_TASK_LIST);
    expect(text(loaded)).toContain('New password');
    expect(text(loaded)).toContain('Confirm new password');
    expect(loaded).toMatch(/<button[^>]*type="submit"[^>]*>Set password<\/button>/);
    expect(text(loaded)).not.toContain('Loading the password form…');
  });

  it('confirms a password just set, and tells a person who has one (their task done, never to do)', () => {
    const passwordTask = [PASSWORD_TASK_LIST[0] as Task];
    const justSet = text(render(passwordTask, { justSet: true }));
    expect(justSet).toContain('Your password is set. You can now sign in with it.');
    expect(justSet).toContain('Set a password Status: Done');
    const has = text(render([{ ...(PASSWORD_TASK_LIST[0] as Task), status: 'completed' }], { hasPassword: true }));
    expect(has).toContain('Set a password Status: Done');
    expect(has).toContain('You sign in with your password.');
    expect(has).not.toContain('New password');
    expect(has).not.toContain('Loading the password form…');
  });

  it('offers the form in a section of its own to a person without a password whose application has no password task', () => {
    const none = render([]);
    expect(none).toMatch(/<section id="password"[^>]*><h2 id="password-heading" tabindex="-1">Set a password<\/h2>/);
    expect(text(render([], { hasPassword: true }))).not.toContain('Set a password');
  });

  it('shows the application navigation with Tasks as the current page', () => {
    // The link holds its tab-bar icon, then its words.
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>(?:(?!<\/a>).)*<span>Tasks<\/span><\/a>/s);
  });
});
