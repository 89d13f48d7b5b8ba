import type { TaskStatus } from '../../contract/enums';

/** §4 task statuses in the order the tasks page shows their groups: what to do first, what is finished last. */
export const TASK_STATUS_ORDER: readonly TaskStatus[] = ['pending', 'blocked', 'completed', 'canceled'];

/**
 * Customer-facing words for the §4 task statuses: the tasks page's group headings and each task's status badge
 * (text, never colour alone).
 */
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  pending: 'To do',
  blocked: 'Waiting on someone else',
  completed: 'Done',
  canceled: 'No longer needed',
};

/** One group of the tasks page: every task of one status, oldest first. */
export interface TaskGroup<T> {
  status: TaskStatus;
  title: string;
  tasks: T[];
}

/**
 * Groups tasks by §4 status in {@link TASK_STATUS_ORDER}; within a group by `created_at` ascending (§3, stable for
 * equal times). Empty groups are left out.
 */
export function groupTasks<T extends { status: TaskStatus; created_at: string }>(tasks: readonly T[]): TaskGroup<T>[] {
  return TASK_STATUS_ORDER.flatMap((status) => {
    const inGroup = tasks.filter((t) => t.status === status).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    return inGroup.length === 0 ? [] : [{ status, title: TASK_STATUS_LABELS[status], tasks: inGroup }];
  });
}

/** True for a task the customer still has to act on or wait for (§4 pending or blocked). */
export function isOpenTask(task: { status: TaskStatus }): boolean {
  return task.status === 'pending' || task.status === 'blocked';
}
