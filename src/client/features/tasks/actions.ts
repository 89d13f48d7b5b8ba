import type { TaskName } from '../../../contract/trackingPlan';
import { defineCommand, defineEvent } from '../../kernel/actions';
import type { HttpError } from '../../kernel/http/types';

/** The step of the password task's flow that failed (§7 temporal links, then set-login-method). */
export type PasswordStep = 'token' | 'change-password' | 'login-method';

// ---- Commands ----

/** `/applications/:applicationId/tasks` is shown: check the id (§5 UUID), load its tasks, application and profile. */
export const openTasksPage = defineCommand<{ applicationId: string }>('tasks/openPage');
/** The tasks page was left: release its data (kept 60 s for a quick return, §9). */
export const closeTasksPage = defineCommand<{ applicationId: string }>('tasks/closePage');
/** Fetch the tasks page's data again after an error. */
export const retryTasksPage = defineCommand<{ applicationId: string }>('tasks/retryPage');
/**
 * §2 password task: the signed-in person (`profileUuid`) sets a password — a change-password token, then
 * change-password, then set-login-method 'password'. The password travels only in request bodies.
 */
export const setPassword = defineCommand<{ applicationId: string; profileUuid: string; password: string }>('tasks/setPassword');
/** A task's row is on screen (the tasks page's task list): record that the person viewed it (§9 task viewed). */
export const viewTask = defineCommand<{ applicationId: string; taskUuid: string }>('tasks/viewTask');

// ---- Events ----

/** The tasks page of `applicationId` (a valid UUID) is open; its queries were subscribed. */
export const tasksPageOpened = defineEvent<{ applicationId: string }>('tasks/pageOpened');
/** The tasks page was left; its queries were released. */
export const tasksPageClosed = defineEvent<{ applicationId: string }>('tasks/pageClosed');
/** §2: the tasks page sent the person to the applicants list (invalid id, or the application is not theirs). */
export const tasksRedirectedToApplicants = defineEvent<{ reason: 'invalid-id' | 'not-found' }>('tasks/redirectedToApplicants');
/** The password was set and sign-in by password chosen; the profile and tasks are being refreshed. */
export const passwordSet = defineEvent<{ applicationId: string }>('tasks/passwordSet');
/** Setting the password stopped at `step` with the §8 error (nothing after that step was sent). */
export const passwordSetFailed = defineEvent<{ applicationId: string; step: PasswordStep; error: HttpError }>('tasks/passwordSetFailed');
/**
 * §9 "task viewed": the person was shown task `taskUuid` of `applicationId` — its §3 `taskType`, the screen it is done
 * on (`taskName`) and the application's `tasksVersion`. Analytics throttle it to one per task per 3 s.
 */
export const taskViewed = defineEvent<{ applicationId: string; taskUuid: string; taskType: string; taskName: TaskName; tasksVersion: number }>(
  'tasks/taskViewed',
);
