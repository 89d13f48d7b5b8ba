import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { requestedTaskSection } from '../../../../domain/tasks';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui/Page';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { useScrollToSection } from '../../../ui/useScrollToSection';
import { closeTasksPage, openTasksPage, retryTasksPage, viewTask } from '../actions';
import { makeSelectTasksPage, type FormProgressView, type TaskCardView, type TasksView } from '../selectors';
import { PasswordSection } from './PasswordSection';
import { SectionState } from '../../../ui/SectionState';
import { ServicingTasks } from './ServicingTasks';
import { TaskCard, TaskSummaryItem } from './TaskCard';
import './tasks.css';

/** A §2 scroll-to section: a card with an `h2` that takes focus when the URL names it. */
function SummarySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="card">
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function SummaryTasks({ tasks }: { tasks: readonly TaskCardView[] }) {
  if (tasks.length === 0) return null;
  return (
    <ul className="list-plain">
      {tasks.map((task) => (
        <TaskSummaryItem key={task.uuid} task={task} />
      ))}
    </ul>
  );
}

/** §2 "qualification wizard" section: the qualification task(s), or whether the questions are answered. */
function QualificationSummary({ base, tasks, form }: { base: string; tasks: readonly TaskCardView[]; form: FormProgressView | null }) {
  return (
    <SummarySection id="qualification-wizard" title="Qualification questions">
      <SummaryTasks tasks={tasks} />
      {tasks.length === 0 ? (
        <>
          {form ? <p>{form.qualificationDone ? 'You have answered the qualification questions.' : 'You have not finished the qualification questions yet.'}</p> : null}
          <p>
            <Link to={`${base}/qualification`}>{form?.qualificationDone ? 'Review the qualification questions' : 'Answer the qualification questions'}</Link>
          </p>
        </>
      ) : null}
    </SummarySection>
  );
}

/** §2 "complete application task" section: the task, and how far the form is. */
function ApplicationSummary({ base, tasks, form }: { base: string; tasks: readonly TaskCardView[]; form: FormProgressView | null }) {
  return (
    <SummarySection id="complete-application" title="Your application form">
      <SummaryTasks tasks={tasks} />
      {form ? (
        <p>{form.submitted ? 'Your application has been submitted.' : `${form.sectionsComplete} of ${form.sectionsTotal} sections complete.`}</p>
      ) : null}
      {tasks.length === 0 && !form?.submitted ? (
        <p>
          <Link to={`${base}/sections`}>Go to your application form</Link>
        </p>
      ) : null}
    </SummarySection>
  );
}

/** §2 "document signatures task" section: the signing task(s), linking to the signing pages. */
function SignaturesSummary({ tasks }: { tasks: readonly TaskCardView[] }) {
  return (
    <SummarySection id="document-signatures" title="Document signatures">
      {tasks.length === 0 ? <p>Nothing to sign yet. When your closing documents are ready, you will sign them here.</p> : <SummaryTasks tasks={tasks} />}
    </SummarySection>
  );
}

/** Every task, grouped by status (§4): To do, Waiting on someone else, Done, No longer needed. */
function AllTasks({ tasks, onViewed }: { tasks: TasksView; onViewed: (taskUuid: string) => void }) {
  return (
    <section aria-labelledby="tasks-all">
      <h2 id="tasks-all">All tasks</h2>
      {tasks.groups.length === 0 ? <p>You have no tasks yet.</p> : null}
      {tasks.groups.map((group) => (
        <section key={group.status} aria-labelledby={`tasks-group-${group.status}`}>
          <h3 id={`tasks-group-${group.status}`}>
            {group.title} <span className="visually-hidden">({group.tasks.length === 1 ? '1 task' : `${group.tasks.length} tasks`})</span>
          </h3>
          <ul className="list-plain">
            {group.tasks.map((task) => (
              <TaskCard key={task.uuid} task={task} onViewed={onViewed} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/**
 * `/applications/:applicationId/tasks` (issue #4 §1): "Your tasks". The §2 scroll-to sections first (qualification
 * wizard, complete application, document signatures, password — `#password` or `?section=password` scrolls to one
 * and focuses its heading once the data is in), then — for a funded application — its servicing tasks under their
 * servicing categories (issue 11), then every task grouped by status with what to do, due date, whose it is and a
 * link into the right screen.
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
  const base = `/applications/${encodeURIComponent(applicationId)}`;

  useScrollToSection(requestedTaskSection(hash, search), view.tasks.status === 'ready' && view.password.status !== 'loading', key);

  return (
    <Page title="Your tasks" kind="list" nav={<ApplicationNav applicationId={applicationId} current="tasks" />}>
      <SectionState section={view.tasks} loadingLabel="Loading your tasks…" onRetry={retry} reserve="slot-tasks">
        {(tasks) => (
          <>
            <p role="status">{tasks.openForMeCount === 0 ? 'You have nothing to do right now.' : `You have ${tasks.openForMeCount} ${tasks.openForMeCount === 1 ? 'task' : 'tasks'} to do.`}</p>
            <div className="task-summaries">
              <QualificationSummary base={base} tasks={tasks.sections['qualification-wizard']} form={view.form} />
              <ApplicationSummary base={base} tasks={tasks.sections['complete-application']} form={view.form} />
              <SignaturesSummary tasks={tasks.sections['document-signatures']} />
              <PasswordSection applicationId={applicationId} tasks={tasks.sections.password} password={view.password} onRetry={retry} />
            </div>
            <ServicingTasks section={view.servicing} applicationId={applicationId} onRetry={retry} />
            <AllTasks tasks={tasks} onViewed={viewed} />
          </>
        )}
      </SectionState>
    </Page>
  );
}

/** The route module's page (react-router lazy convention). */
export const Component = TasksPage;
