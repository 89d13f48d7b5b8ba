import type { Application } from '../../../contract/entities';
import type { ServicingTask } from '../../../contract/servicing/request';
import { isFundedStage } from '../../../domain/stages';
import type { QueryState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';

/*
 * The tasks page of a funded application lists its servicing tasks (the ServicingTasks data group) under their §3
 * servicing document categories, request by request (./servicingView). This module is what the page's first load
 * needs: whether there is such a list, its loading and error states, and how many tasks wait on the homeowner. The
 * labels and checklists that turn the list into cards load with the list's view, only for a funded application.
 */

/** §4: the application is known to be funded (internal stage `closed-won`): it has servicing tasks. False while unknown. */
export function isFundedApplication(application: Pick<Application, 'stage'> | undefined): boolean {
  return application !== undefined && isFundedStage(application.stage);
}

/** Answers of the servicing tasks call that mean "nothing to show here" rather than a failure (issue 11: not funded). */
const QUIET_STATUSES: ReadonlySet<unknown> = new Set([404, 409]);

/**
 * The servicing part of the tasks page, from the application and the servicing tasks query: null when the application
 * is not (known to be) funded, or when the servicing call answered 404/409 with nothing cached (quietly: nothing to
 * show); otherwise loading, the §8 error, or the tasks as the server listed them (./servicingView groups them).
 */
export function servicingSection(application: Application | undefined, tasks: QueryState<ServicingTask[]>): Section<readonly ServicingTask[]> | null {
  if (!isFundedApplication(application)) return null;
  if (tasks.data === undefined && tasks.status === 'rejected' && QUIET_STATUSES.has(tasks.error?.status)) return null;
  return sectionOf(tasks, (list) => list);
}

/** Servicing tasks waiting on the homeowner (§4 `pending`): they count among the page's "tasks to do". */
export function servicingOpenCount(section: Section<readonly ServicingTask[]> | null): number {
  return section?.status === 'ready' ? section.data.filter((t) => t.status === 'pending').length : 0;
}
