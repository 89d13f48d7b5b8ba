import { useMemo } from 'react';
import { Link } from 'react-router';
import type { ServicingTask } from '../../../../contract/servicing/request';
import type { Section } from '../../../kernel/queryCache/section';
import { SectionState } from '../../../ui/SectionState';
import { servicingTasksView, type ServicingRequestTasksView, type ServicingTaskCardView } from '../servicingView';
import { StatusBadge, TaskLink } from './TaskCard';

/** One servicing task: title (`h5`), what to do, status, due date, its step, and the link to that step. */
function ServicingTaskCard({ task }: { task: ServicingTaskCardView }) {
  return (
    <li className="card task-card">
      <h5>{task.title}</h5>
      <p>{task.description}</p>
      <p className="task-meta">
        <StatusBadge status={task.status} label={task.statusLabel} />
        {task.required ? null : <span>Optional</span>}
        {task.dueDate ? <span>Due {task.dueDate}</span> : null}
        <span>Step: {task.stepTitle}</span>
      </p>
      <TaskLink task={task} />
    </li>
  );
}

/** One request's tasks under its label (`h4`), with a link to the request page. */
function RequestTasks({ request }: { request: ServicingRequestTasksView }) {
  const headingId = `servicing-request-${request.requestUuid}`;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{request.label}</h4>
      <p>
        <Link to={request.href} aria-label={`View the request: ${request.label}`}>
          View the request
        </Link>
      </p>
      <ul className="list-plain">
        {request.tasks.map((task) => (
          <ServicingTaskCard key={task.uuid} task={task} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The body of "Servicing requests" on the tasks page of a funded application — the servicing tasks under their §3
 * servicing document categories (`h3`), request by request; its own loading line and §8 error with "Try again". The
 * tasks page loads this module only for a funded application (the labels it needs are not in the page's first load).
 */
export function ServicingTasks({ section, applicationId, onRetry, loadingLabel }: {
  section: Section<readonly ServicingTask[]>;
  applicationId: string;
  onRetry: () => void;
  loadingLabel: string;
}) {
  const viewSection = useMemo(
    () => (section.status === 'ready' ? { status: 'ready' as const, data: servicingTasksView(section.data, applicationId) } : section),
    [section, applicationId],
  );
  return (
    <SectionState section={viewSection} loadingLabel={loadingLabel} onRetry={onRetry}>
        {(view) =>
          view.categories.length === 0 ? (
            <p>
              You have no servicing tasks. To change something about your investment, start a request from{' '}
              <Link to={`/applications/${encodeURIComponent(applicationId)}`}>your investment dashboard</Link>.
            </p>
          ) : (
            view.categories.map((category) => (
              <section key={category.category} aria-labelledby={`tasks-servicing-${category.category}`}>
                <h3 id={`tasks-servicing-${category.category}`}>{category.title}</h3>
                {category.requests.map((request) => (
                  <RequestTasks key={request.requestUuid} request={request} />
                ))}
              </section>
            ))
          )
        }
    </SectionState>
  );
}

/** The module's component for `React.lazy`. */
export default ServicingTasks;
