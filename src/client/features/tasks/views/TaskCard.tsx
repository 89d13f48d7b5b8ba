import { useEffect } from 'react';
import { Link } from 'react-router';
import type { TaskStatus } from '../../../../contract/enums';
import type { TaskCardView } from '../selectors';

/** A task's status as words in a badge (§4 status; colour only repeats what the text says). */
export function StatusBadge({ status, label }: { status: TaskStatus; label: string }) {
  return (
    <span className={`task-badge task-badge--${status}`}>
      <span className="visually-hidden">Status: </span>
      {label}
    </span>
  );
}

/**
 * The link into a task's screen, on its own line (nothing when the task has none); its accessible name ends with the
 * task title, so every link on the page is unique.
 */
export function TaskLink({ task }: { task: { title: string; link: { href: string; label: string } | null } }) {
  if (!task.link) return null;
  return (
    <p>
      {/* The name carries the title so every link on the page is unique; a visually hidden span would be read as a
          separate block ("Sign your documents : …"). */}
      <Link to={task.link.href} aria-label={`${task.link.label}: ${task.title}`}>
        {task.link.label}
      </Link>
    </p>
  );
}

/** Status, due date and owner of a task, on one wrapping line. */
function TaskMeta({ task }: { task: TaskCardView }) {
  return (
    <p className="task-meta">
      <StatusBadge status={task.status} label={task.statusLabel} />
      {task.dueDate ? <span>Due {task.dueDate}</span> : null}
      {task.ownerName ? <span>For {task.ownerName}</span> : null}
    </p>
  );
}

/**
 * One task in the full list: title (`h4`), what to do, status, due date, whose it is, and its link. `onViewed` is told
 * the task's uuid when the card appears (§9 task viewed).
 */
export function TaskCard({ task, onViewed }: { task: TaskCardView; onViewed?: (taskUuid: string) => void }) {
  useEffect(() => onViewed?.(task.uuid), [onViewed, task.uuid]);
  return (
    <li className="card task-card">
      <h4>{task.title}</h4>
      <p>{task.description}</p>
      <TaskMeta task={task} />
      <TaskLink task={task} />
    </li>
  );
}

/** One task in a scroll-to section's summary: title, status line and link (the description is in the full list). */
export function TaskSummaryItem({ task }: { task: TaskCardView }) {
  return (
    <li className="task-card">
      <h3>{task.title}</h3>
      <TaskMeta task={task} />
      <TaskLink task={task} />
    </li>
  );
}
