import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { requestedTaskSection, TASK_TYPE, type TaskGroup } from '../../../../domain/tasks';
import type { Section } from '../../../kernel/queryCache/section';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui/Page';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { useScrollToSection } from '../../../ui/useScrollToSection';
import { closeTasksPage, openTasksPage, retryTasksPage, viewTask } from '../actions';
import { makeSelectTasksPage, type PasswordView, type TaskCardView } from '../selectors';
import { PasswordFallback, PasswordTaskBody } from './PasswordTask';
import { Loading } from '../../../ui/Loading';
import { SectionState } from '../../../ui/SectionState';
import { TaskRow } from './TaskCard';
import './tasks.css';
import { TASKS_PAGE_HEADING } from '../heading';

/** Only a funded application has servicing tasks: their labels and view load when it is known to be one. */
const ServicingTasks = lazy(() => import('./ServicingTasks'));
const SERVICING_LOADING = 'Loading your servicing tasks…';

/** True for the row that carries the password form: the §2 password task's target (the viewer's own task). */
const isPasswordRow = (task: TaskCardView) => task.taskType === TASK_TYPE.setPassword && task.anchor === 'password';

/** One group of the task list: its heading with the number of rows it lists, then the rows. */
function TaskGroupSection({ group, onViewed, passwordBody }: {
  group: TaskGroup<TaskCardView>;
  onViewed: (taskUuid: string) => void;
  passwordBody: (task: TaskCardView) => ReactNode;
}) {
  const headingId = `tasks-group-${group.id}`;
  return (
    <section aria-labelledby={headingId} className="card task-group">
      <h2 id={headingId}>
        {group.title} <span className="task-group__count">({group.tasks.length})</span>
      </h2>
      <ul className="task-list">
        {group.tasks.map((task) => (
          // The password task's row holds its form: no link to itself.
          <TaskRow key={task.uuid} task={isPasswordRow(task) ? { ...task, link: null } : task} onViewed={onViewed}>
            {isPasswordRow(task) ? passwordBody(task) : null}
          </TaskRow>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/applications/:applicationId/tasks` (issue #4 §1): "Your tasks" as a task list — every task exactly once, grouped
 * To do / Waiting on others / Done (the heading counts its rows), each row with its title, status pill and the link
 * to do it. The §2 scroll-to sections are rows: `#qualification-wizard`, `#complete-application`,
 * `#document-signatures`, `#password` (or `?section=…`) scroll to the row and focus its heading once the data is in;
 * the password task's row holds the password form. Then, for a funded application, its servicing tasks under their
 * servicing categories (issue 11).
 */
export function TasksPage() {
  const { applicationId = '' } = useParams();
  const { hash, search, key } = useLocation();
  const send = useSend();
  useEffect(() => {
    send(openTasksPage({ applicationId }));
    return () => send(closeTasksPage({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectTasksPage(applicationId), [applicationId]);
  const view = useProjection(select);
  const retry = () => send(retryTasksPage({ applicationId }));
  const viewed = useCallback((taskUuid: string) => send(viewTask({ applicationId, taskUuid })), [applicationId, send]);

  useScrollToSection(requestedTaskSection(hash, search), view.tasks.status === 'ready' && view.password.status !== 'loading', key);

  const passwordBody = (password: Section<PasswordView>) => (task: TaskCardView) => (
    <PasswordTaskBody applicationId={applicationId} password={password} focusId={`task-${task.uuid}`} onRetry={retry} />
  );

  return (
    <Page title={TASKS_PAGE_HEADING.title} kind={TASKS_PAGE_HEADING.kind} nav={<ApplicationNav applicationId={applicationId} current="tasks" />}>
      <SectionState section={view.tasks} loadingLabel="Loading your tasks…" onRetry={retry} reserve="slot-tasks">
        {(tasks) => (
          <>
            <p role="status" className="lead">
              {tasks.openForMeCount === 0 ? 'You have nothing to do right now.' : `You have ${tasks.openForMeCount} ${tasks.openForMeCount === 1 ? 'task' : 'tasks'} to do.`}
            </p>
            {tasks.groups.length === 0 ? <p>You have no tasks yet.</p> : null}
            {tasks.groups.map((group) => (
              <TaskGroupSection key={group.id} group={group} onViewed={viewed} passwordBody={passwordBody(view.password)} />
            ))}
            {tasks.groups.some((g) => g.tasks.some(isPasswordRow)) ? null : <PasswordFallback applicationId={applicationId} password={view.password} onRetry={retry} />}
            {view.servicing ? (
              <section aria-labelledby="tasks-servicing">
                <h2 id="tasks-servicing">Servicing requests</h2>
                <Suspense fallback={<Loading label={SERVICING_LOADING} />}>
                  <ServicingTasks section={view.servicing} applicationId={applicationId} onRetry={retry} loadingLabel={SERVICING_LOADING} />
                </Suspense>
              </section>
            ) : null}
          </>
        )}
      </SectionState>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = TasksPage;
