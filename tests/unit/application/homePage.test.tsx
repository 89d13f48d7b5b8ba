import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { ApplicationHomePage } from '../../../src/client/features/application/views/ApplicationHomePage';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider } from '../../../src/client/kernel/react';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';
import { APP_UUID, application, task, TASK_UUID, USER_UUID } from '../app/fixtures';

const ARGS = { uuid: APP_UUID };
const entry = (key: string, data: unknown): [string, QueryEntry] => [
  key,
  { key, name: 'x', group: 'Application', args: null, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data, fulfilledAt: 1 } as QueryEntry,
];

describe('application home markup (issue #4 §5)', () => {
  const state = {
    queries: { entries: Object.fromEntries([entry(applicationQuery.key(ARGS), application()), entry(tasksQuery.key(ARGS), [task()])]) },
    session: { ...initialSessionState, userUUID: USER_UUID },
  };
  const store = { state$: new BehaviorSubject<unknown>(state).asObservable(), dispatch: () => undefined };
  const html = renderToString(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[`/applications/${APP_UUID}`]}>
        <Routes>
          <Route path="/applications/:applicationId" element={<ApplicationHomePage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );

  it('has the application navigation in its header (Home current) and opens with the "What’s next" card', () => {
    const header = html.indexOf('<header');
    const nav = html.indexOf('aria-label="Application"');
    const next = html.indexOf('What’s next');
    expect(nav).toBeGreaterThan(header);
    expect(nav).toBeLessThan(html.indexOf('</header>'));
    expect(next).toBeGreaterThan(html.indexOf('<h1'));
    expect(next).toBeLessThan(html.indexOf('Your property'));
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>(?:(?!<\/a>).)*<span>Home<\/span><\/a>/s);
    expect(html).toContain('Upload 1 document');
    expect(html).toContain(`href="/applications/${APP_UUID}/documents"`);
  });

  it('links each open task like the tasks page, and all tasks', () => {
    expect(html).toContain(`href="/applications/${APP_UUID}/documents?task=${TASK_UUID}&amp;type=homeowners-insurance-policy"`);
    expect(html).toMatch(new RegExp(`<a href="/applications/${APP_UUID}/tasks"[^>]*>See all tasks</a>`));
  });
});
