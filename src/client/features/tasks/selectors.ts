import { createSelector } from 'reselect';
import type { Application } from '../../../contract/entities';
import type { Task } from '../../../contract/tasks';
import type { TaskStatus } from '../../../contract/enums';
import { formatDate } from '../../../domain/format';
import {
  formStepTasks,
  groupTasks,
  isOpenTask,
  isTaskFor,
  TASK_SECTION_IDS,
  TASK_SECTION_TYPES,
  TASK_TYPE,
  taskDestination,
  taskStatusLabelFor,
  type TaskDestination,
  type TaskGroup,
  type TaskSectionId,
} from '../../../domain/tasks';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { applicationQuery, loggedUserQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import { servicingTasksQuery } from '../../kernel/api/servicingQueries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { selectViewerProfileUuid } from '../../kernel/readOnly/viewer';
import type { SessionState } from '../../kernel/session/reducer';
import { TASKS_KEY, type TasksFeatureState } from './reducer';
import { LOADING_SECTION, sectionOf, type Section } from '../../kernel/queryCache/section';
import type { ServicingTask } from '../../../contract/servicing/request';
import { servicingOpenCount, servicingSection } from './servicing';

/** The root state the tasks page reads. */
export type TasksRootState = QueryCacheRootState & { session?: SessionState; [TASKS_KEY]?: TasksFeatureState };

/** One row of the tasks page's task list. */
export interface TaskCardView {
  uuid: string;
  /** §3 task type (the row of the password task carries the password form). */
  taskType: string;
  title: string;
  description: string;
  status: TaskStatus;
  /** The status as words (To do, Waiting on someone else, Done, No longer needed): never colour alone. */
  statusLabel: string;
  /** §9 MM/dd/yyyy, or null when the task has no due date. */
  dueDate: string | null;
  /** Whose task it is when it is another person's ("Sam Doe"); null when it is the viewer's or the application's. */
  ownerName: string | null;
  /** Where to do it (issue #4 §1 destination table); null once the task is done or no longer needed. */
  link: TaskDestination | null;
  /** The §2 scroll-to section this row is the target of (the first row of each section's task type), else null. */
  anchor: TaskSectionId | null;
  /** True for a form step shown as a task (no server task: nothing to record as viewed). */
  formStep: boolean;
  /** A line of progress under the description (the application form's "3 of 8 sections complete."), or null. */
  progress: string | null;
}

/** The task list of the page: every task exactly once, grouped (to do, waiting on others, done). */
export interface TasksView {
  groups: TaskGroup<TaskCardView>[];
  /** The viewer's open tasks (the rows of the To do group). */
  openForMeCount: number;
}

/** Progress of the application form, for the qualification and complete-application rows. Null when unknown. */
export interface FormProgressView {
  qualificationDone: boolean;
  sectionsComplete: number;
  sectionsTotal: number;
  submitted: boolean;
}

/** §2 password task: the signed-in person, whether they already have a password, and whether one was just set here. */
export interface PasswordView {
  profileUuid: string;
  hasPassword: boolean;
  justSet: boolean;
}

/** Everything the tasks page shows. */
export interface TasksPageView {
  /** The application's tasks; `openForMeCount` includes the servicing tasks waiting on the homeowner. */
  tasks: Section<TasksView>;
  form: FormProgressView | null;
  password: Section<PasswordView>;
  /** The servicing tasks of a funded application as listed (./servicingView groups them); null when there is nothing to show. */
  servicing: Section<readonly ServicingTask[]> | null;
}

/** "First Last" of each person on the application, by profile uuid. */
function namesOf(application: Application | undefined): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const ap of application?.application_profiles ?? []) {
    const name = [ap.profile.first_name, ap.profile.last_name].filter((n) => n.trim() !== '').join(' ');
    names.set(ap.profile.uuid, name);
  }
  return names;
}

/** Someone else on the application, when their name is not known (yet). */
export const OTHER_PERSON_TEXT = 'another person on this application';

/** What the list reads besides the tasks: the form's progress, and whether the viewer has just set a password. */
export interface TaskListContext {
  form?: FormProgressView | null;
  /** The password was set on this page: the viewer's password task is done (the refreshed tasks will say so too). */
  passwordJustSet?: boolean;
}

/**
 * The tasks page's task list of `tasks` of application `applicationId` for the viewer `me`: the tasks plus the form
 * steps that have no task (`formStepTasks`), each exactly once, grouped to do / waiting on others / done (oldest
 * first), with its status words, §9 due date, owner (when another person's), link while open, and the §2 scroll-to
 * section it is the target of.
 */
export function tasksView(tasks: readonly Task[], applicationId: string, me: string | null, application?: Application, context: TaskListContext = {}): TasksView {
  const names = namesOf(application);
  const form = context.form ?? null;
  const settled = (t: Task): Task =>
    context.passwordJustSet && t.task_type === TASK_TYPE.setPassword && t.status === 'pending' && isTaskFor(t, me) ? { ...t, status: 'completed' } : t;
  const steps = formStepTasks(tasks, form).map((t) => ({ ...t, step: true }));
  const rows = [...tasks.map((t) => ({ ...settled(t), step: false })), ...steps].map((t) => ({
    created_at: t.created_at,
    profile_uuid: t.profile_uuid,
    view: {
      uuid: t.uuid,
      taskType: t.task_type,
      title: t.title,
      description: t.description,
      status: t.status,
      statusLabel: taskStatusLabelFor(t, me),
      dueDate: t.due_date ? formatDate(t.due_date) : null,
      ownerName: isTaskFor(t, me) ? null : (names.get(t.profile_uuid ?? '') ?? OTHER_PERSON_TEXT),
      link: isOpenTask(t) ? taskDestination(t, applicationId) : null,
      anchor: null,
      formStep: t.step,
      progress: t.task_type === TASK_TYPE.completeApplication && isOpenTask(t) && form && !form.submitted ? `${form.sectionsComplete} of ${form.sectionsTotal} sections complete.` : null,
    } as TaskCardView,
    status: t.status,
  }));
  const grouped = groupTasks(rows, me).map((g) => ({ ...g, tasks: g.tasks.map((r) => r.view) }));
  // Each §2 section's target: its first row in display order that is the viewer's (or the application's), else its
  // first row (another person's signing task, say).
  const taskSectionOf = (row: TaskCardView) => TASK_SECTION_IDS.find((id) => TASK_SECTION_TYPES[id].includes(row.taskType));
  const all = grouped.flatMap((g) => g.tasks);
  const targets = new Set(
    TASK_SECTION_IDS.flatMap((id) => {
      const inSection = all.filter((row) => taskSectionOf(row) === id);
      const target = inSection.find((row) => row.ownerName === null) ?? inSection[0];
      return target ? [target.uuid] : [];
    }),
  );
  const groups = grouped.map((g) => ({ ...g, tasks: g.tasks.map((row) => (targets.has(row.uuid) ? { ...row, anchor: taskSectionOf(row) ?? null } : row)) }));
  return { groups, openForMeCount: groups.find((g) => g.id === 'to-do')?.tasks.length ?? 0 };
}

/** A memoised projection of the tasks page of `applicationId` (use one per mounted page, e.g. with useMemo). */
export function makeSelectTasksPage(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: TasksRootState) => tasksQuery.select(s, args),
      (s: TasksRootState) => applicationQuery.select(s, args),
      (s: TasksRootState) => applicationFormQuery.select(s, args),
      (s: TasksRootState) => loggedUserQuery.select(s),
      // §6: whose tasks are "mine" — the customer, or the profile the ops selector shows.
      (s: TasksRootState) => selectViewerProfileUuid(s),
      (s: TasksRootState) => s[TASKS_KEY]?.passwordSetOn === applicationId,
      (s: TasksRootState) => servicingTasksQuery.select(s, args),
    ],
    (tasks, application, form, loggedUser, me, justSet, servicingTasks): TasksPageView => {
      const servicing = servicingSection(application.data, servicingTasks);
      const servicingOpen = servicingOpenCount(servicing);
      // The list shows the form's steps and progress: it waits for the form (or its failure), so those rows do not
      // arrive a moment later and push the page down (issue 14 §3 CLS).
      const formSettled = form.data !== undefined || form.status === 'rejected';
      const progress: FormProgressView | null = form.data
        ? {
            qualificationDone: form.data.qualification_completed_at !== null,
            sectionsComplete: form.data.sections.filter((x) => x.status === 'completed').length,
            sectionsTotal: form.data.sections.length,
            submitted: form.data.submitted_at !== null,
          }
        : null;
      return {
        tasks: formSettled
          ? sectionOf(tasks, (list) => {
              const view = tasksView(list, applicationId, me, application.data, { form: progress, passwordJustSet: justSet });
              return servicingOpen === 0 ? view : { ...view, openForMeCount: view.openForMeCount + servicingOpen };
            })
          : LOADING_SECTION,
        form: progress,
        password: sectionOf(loggedUser, (p) => ({ profileUuid: p.uuid, hasPassword: p.has_password, justSet })),
        servicing,
      };
    },
  );
}
