import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BehaviorSubject } from 'rxjs';
import { TasksPage } from '../../../src/client/features/tasks/views/TasksPage';
import { applicationFormQuery } from '../../../src/client/kernel/api/formQueries';
import { applicationQuery, loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { tasksQuery } from '../../../src/client/kernel/api/tasksQuery';
import { servicingTasksQuery } from '../../../src/client/kernel/api/servicingQueries';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider } from '../../../src/client/kernel/react';
import { initialSessionState } from '../../../src/client/kernel/session/reducer';
import type { Application } from '../../../src/contract/entities';
import type { ServicingTask } from '../../../src/contract/servicing/request';
import { APP_UUID, application, profile, USER_UUID } from '../app/fixtures';
import { BUYOUT_UUID, HOI_UUID, servicingTask } from './servicingFixtures';

const ARGS = { uuid: APP_UUID };
const FUNDED = application({ stage: 'closed-won', customer_stage: 'closed' });

function fulfilled(key: string, data: unknown): [string, QueryEntry] {
  return [key, { key, name: 'x', group: 'Tasks', args: null, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data, fulfilledAt: 1 } as QueryEntry];
}

function rejected(key: string, status: number): [string, QueryEntry] {
  return [key, { key, name: 'x', group: 'ServicingTasks', args: null, requestId: 1, startedAt: 0, stale: false, status: 'rejected', error: { status, data: { detail: 'x' } } } as QueryEntry];
}

/**
 * Server-renders the tasks page of `app` with the servicing tasks entry given (none: not fetched), once every lazy
 * part has loaded (the servicing list's view is a chunk of its own).
 */
async function render(app: Application, servicing?: [string, QueryEntry]): Promise<string> {
  const state = {
    queries: {
      entries: Object.fromEntries([
        fulfilled(tasksQuery.key(ARGS), []),
        fulfilled(applicationQuery.key(ARGS), app),
        fulfilled(applicationFormQuery.key(ARGS), { qualification_completed_at: '2026-01-01T00:00:00.000Z', sections: [], submitted_at: '2026-01-02T00:00:00.000Z' }),
        fulfilled(loggedUserQuery.key(), profile({ has_password: true })),
        ...(servicing ? [servicing] : []),
      ]),
    },
    session: { ...initialSessionState, userUUID: USER_UUID },
    tasks: { openApplicationId: APP_UUID, passwordSetOn: null },
  };
  const store = { state$: new BehaviorSubject<unknown>(state).asObservable(), dispatch: () => undefined };
  const { prelude } = await prerenderToNodeStream(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[`/applications/${APP_UUID}/tasks`]}>
        <Routes>
          <Route path="/applications/:applicationId/tasks" element={<TasksPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');

const TASKS: ServicingTask[] = [
  servicingTask(),
  servicingTask({
    uuid: 'c0000000-0000-4000-8000-000000000009' as ServicingTask['uuid'], request_uuid: HOI_UUID as ServicingTask['request_uuid'], request_type: 'hoi-update',
    task_type: 'property--home-owners-insurance', step_kind: 'hoi-upload', document_type: 'homeowners-insurance-policy',
    title: 'Homeowners insurance declarations page', category: 'servicing', status: 'completed', due_date: null, created_at: '2026-11-22T08:00:00.000Z',
  }),
];

describe('tasks page: servicing tasks of a funded application (issue 11 §2)', () => {
  let html = '';
  let t = '';
  beforeAll(async () => {
    html = await render(FUNDED, fulfilled(servicingTasksQuery.key(ARGS), TASKS));
    t = text(html);
  });

  it('lists them under "Servicing requests", by servicing category and request', () => {
    expect(html).toContain('<h2 id="tasks-servicing">Servicing requests</h2>');
    // §3 category order: Servicing before Buyout Docs, although the buyout's task is the older one.
    expect(html.indexOf('id="tasks-servicing-servicing"')).toBeLessThan(html.indexOf('id="tasks-servicing-buyout-docs"'));
    expect(html).toMatch(/<h3 id="tasks-servicing-servicing">Servicing<\/h3>/);
    expect(html).toMatch(/<h3 id="tasks-servicing-buyout-docs">Buyout Docs<\/h3>/);
    expect(html).toMatch(new RegExp(`<h4 id="servicing-request-${BUYOUT_UUID}">Buy out the investment</h4>`));
    expect(html).toContain(`href="/applications/${APP_UUID}/servicing/${BUYOUT_UUID}"`);
  });

  it('links an open task to its step, with status words, due date and step; a done one has no link', () => {
    expect(html).toContain(`href="/applications/${APP_UUID}/servicing/${BUYOUT_UUID}/buyout-request"`);
    expect(html).toContain('aria-label="Upload documents: Your latest mortgage statement"');
    expect(t).toContain('Status: To do');
    expect(t).toContain('Due 12/01/2026');
    expect(t).toContain('Step: Tell us about your buyout');
    expect(t).toContain('Status: Done');
    expect(html).not.toContain(`/servicing/${HOI_UUID}/hoi-upload"`);
  });

  it('counts the open servicing task in "You have … to do"', () => {
    expect(t).toContain('You have 1 task to do.');
  });

  it('says how to start a request when there is none', async () => {
    const empty = text(await render(FUNDED, fulfilled(servicingTasksQuery.key(ARGS), [])));
    expect(empty).toContain('You have no servicing tasks.');
    expect(await render(FUNDED, fulfilled(servicingTasksQuery.key(ARGS), []))).toContain(`href="/applications/${APP_UUID}"`);
  });

  it('shows nothing of servicing before funding, or when the servicing call answers 404/409; an error with "Try again" otherwise', async () => {
    expect(await render(application())).not.toContain('Servicing requests');
    expect(await render(FUNDED, rejected(servicingTasksQuery.key(ARGS), 409))).not.toContain('Servicing requests');
    expect(await render(FUNDED, rejected(servicingTasksQuery.key(ARGS), 404))).not.toContain('Servicing requests');
    const failed = text(await render(FUNDED, rejected(servicingTasksQuery.key(ARGS), 500)));
    expect(failed).toContain('Servicing requests');
    expect(failed).toContain('Try again');
  });
});
