import type { TaskStatus } from '../../contract/enums';
import { isTaskFor } from './taskTypes';

/**
 * Customer-facing words for the §4 task statuses: each task's status pill (text, never colour alone), here and on
 * the other pages that show tasks.
 */
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  pending: 'To do',
  blocked: 'Waiting on someone else',
  completed: 'Done',
  canceled: 'No longer needed',
};

/** The groups of the tasks page's task list, in display order: what to do now, what waits on others, what is done. */
export const TASK_LIST_GROUPS = ['to-do', 'waiting', 'done'] as const;

/** One group of the tasks page's task list. */
export type TaskListGroupId = (typeof TASK_LIST_GROUPS)[number];

/** The heading of each group. */
export const TASK_LIST_GROUP_TITLES: Readonly<Record<TaskListGroupId, string>> = {
  'to-do': 'To do',
  waiting: 'Waiting on others',
  done: 'Done',
};

/** The fields of a task the grouping reads. */
export interface GroupableTask {
  status: TaskStatus;
  profile_uuid: string | null;
  created_at: string;
}

/**
 * The group of a task for the viewer `me` (a profile uuid; null when unknown): pending and theirs (or the whole
 * application's) → to do; blocked (waiting on the provider's team), or pending for another person on the application →
 * waiting on others; completed or canceled → done.
 */
export function taskListGroupOf(task: Pick<GroupableTask, 'status' | 'profile_uuid'>, me: string | null): TaskListGroupId {
  if (task.status === 'completed' || task.status === 'canceled') return 'done';
  return task.status === 'pending' && isTaskFor(task, me) ? 'to-do' : 'waiting';
}

/**
 * A task's status in words for the viewer `me`: the §4 label, except that another person's pending task is
 * "Waiting on someone else" for this viewer (it is in the waiting group, not theirs to do).
 */
export function taskStatusLabelFor(task: Pick<GroupableTask, 'status' | 'profile_uuid'>, me: string | null): string {
  return task.status === 'pending' && !isTaskFor(task, me) ? TASK_STATUS_LABELS.blocked : TASK_STATUS_LABELS[task.status];
}

/** One group of the task list: its id, heading and tasks, oldest first. */
export interface TaskGroup<T> {
  id: TaskListGroupId;
  title: string;
  tasks: T[];
}

/**
 * Puts each task in exactly one group ({@link taskListGroupOf}) in {@link TASK_LIST_GROUPS} order; within a group by
 * `created_at` ascending (§3, stable for equal times). Empty groups are left out.
 */
export function groupTasks<T extends GroupableTask>(tasks: readonly T[], me: string | null): TaskGroup<T>[] {
  return TASK_LIST_GROUPS.flatMap((id) => {
    const inGroup = tasks.filter((t) => taskListGroupOf(t, me) === id).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    return inGroup.length === 0 ? [] : [{ id, title: TASK_LIST_GROUP_TITLES[id], tasks: inGroup }];
  });
}

/** True for a task the customer still has to act on or wait for (§4 pending or blocked). */
export function isOpenTask(task: { status: TaskStatus }): boolean {
  return task.status === 'pending' || task.status === 'blocked';
}
