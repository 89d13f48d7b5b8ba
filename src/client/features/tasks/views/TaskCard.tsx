import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TaskStatus } from '../../../../contract/enums';
import { Pill, type PillTone } from '../../../ui/Pill';
import type { TaskCardView } from '../selectors';

/** The pill's tone of each status: the words say it, the tone only repeats it. */
const TONES: Readonly<Record<TaskStatus, PillTone>> = { pending: 'info', blocked: 'warning', completed: 'success', canceled: 'neutral' };

/**
 * A task's status as words in a {@link Pill} (§4 status), read as "Status: …". `waiting` marks a pending task that is
 * someone else's to do (its label says so, and it takes the waiting tone).
 */
export function StatusBadge({ status, label, waiting = false }: { status: TaskStatus; label: string; waiting?: boolean }) {
  return (
    <Pill tone={waiting ? TONES.blocked : TONES[status]}>
      <span className="visually-hidden">Status: </span>
      {label}
    </Pill>
  );
}

/**
 * The link into a task's screen, on its own line (nothing when the task has none); its accessible name ends with the
 * task title, so every link on the page is unique.
 */
export function TaskLink({ task }: { task: { title: string; link: { href: string; label: string } | null } }) {
  if (!task.link) return null;
  return (
    <p className="task-row__link">
      {/* The name carries the title so every link on the page is unique; a visually hidden span would be read as a
          separate block ("Sign your documents : …"). */}
      <Link to={task.link.href} aria-label={`${task.link.label}: ${task.title}`}>
        {task.link.label}
      </Link>
    </p>
  );
}

/**
 * One row of the task list: title (`h3`) with its status pill, what to do (while open), due date and whose it is, progress, and its
 * link; `children` below (the password task's form). A row that is a §2 scroll-to target carries the section's id
 * and a focusable heading. `onViewed` is told the task's uuid when the row appears (§9 task viewed; not for a form
 * step, which is no server task).
 */
export function TaskRow({ task, onViewed, children }: { task: TaskCardView; onViewed?: (taskUuid: string) => void; children?: ReactNode }) {
  const { uuid, formStep } = task;
  useEffect(() => {
    if (!formStep) onViewed?.(uuid);
  }, [onViewed, uuid, formStep]);
  const headingId = `task-${uuid}`;
  return (
    <li className="task-row" id={task.anchor ?? undefined} aria-labelledby={headingId}>
      <div className="task-row__head">
        <h3 id={headingId} className="task-row__title" tabIndex={task.anchor ? -1 : undefined}>
          {task.title}
        </h3>
        <StatusBadge status={task.status} label={task.statusLabel} waiting={task.status === 'pending' && task.ownerName !== null} />
      </div>
      {/* What to do, while there is something to do (a done row is its title and status). */}
      {task.description && (task.status === 'pending' || task.status === 'blocked') ? <p className="task-row__description">{task.description}</p> : null}
      {task.dueDate || task.ownerName ? (
        <p className="task-row__meta">
          {task.dueDate ? <span>Due {task.dueDate}</span> : null}
          {task.ownerName ? <span>For {task.ownerName}</span> : null}
        </p>
      ) : null}
      {task.progress ? <p className="task-row__meta">{task.progress}</p> : null}
      <TaskLink task={task} />
      {children}
    </li>
  );
}
