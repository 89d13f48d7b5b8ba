import { createSelector } from 'reselect';
import type { Application } from '../../../contract/entities';
import type { Task } from '../../../contract/tasks';
import type { TaskStatus } from '../../../contract/enums';
import { formatDate } from '../../../domain/format';
import {
  groupTasks,
  isOpenTask,
  TASK_SECTION_IDS,
  TASK_SECTION_TYPES,
  TASK_STATUS_LABELS,
  taskDestination,
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
import { servicingSection, type ServicingTasksView } from './servicing';

/** The root state the tasks page reads. */
export type TasksRootState = QueryCacheRootState & { session?: SessionState; [TASKS_KEY]?: TasksFeatureState };

/** One task as the tasks page shows it. */
export interface TaskCardView {
  uuid: string;
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
}

/** The tasks of the page: grouped by status (§4), and the §2 scroll-to sections' summaries. */
export interface TasksView {
  groups: TaskGroup<TaskCardView>[];
  sections: Readonly<Record<TaskSectionId, TaskCardView[]>>;
  /** The viewer's open tasks (pending, for them or the application). */
  openForMeCount: number;
}

/** Progress of the application form, for the qualification and complete-application summaries. Null when unknown. */
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
  /** Issue 11: the servicing tasks of a funded application by servicing category; null when there is nothing to show. */
  servicing: Section<ServicingTasksView> | null;
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

/**
 * The tasks page's view of `tasks` of application `applicationId` for the viewer `me`: each task with its status
 * words, §9 due date, owner (when another person's) and link; grouped by status (§4) oldest first; and the tasks of
 * each §2 scroll-to section.
 */
export function tasksView(tasks: readonly Task[], applicationId: string, me: string | null, application?: Application): TasksView {
  const names = namesOf(application);
  const cards: Array<TaskCardView & { created_at: string; task_type: string }> = tasks.map((t) => ({
    uuid: t.uuid,
    title: t.title,
    description: t.description,
    status: t.status,
    statusLabel: TASK_STATUS_LABELS[t.status],
    dueDate: t.due_date ? formatDate(t.due_date) : null,
    ownerName: t.profile_uuid === null || t.profile_uuid === me ? null : (names.get(t.profile_uuid) ?? OTHER_PERSON_TEXT),
    link: isOpenTask(t) ? taskDestination(t, applicationId) : null,
    created_at: t.created_at,
    task_type: t.task_type,
  }));
  const strip = ({ created_at: _c, task_type: _t, ...card }: (typeof cards)[number]): TaskCardView => card;
  const groups = groupTasks(cards).map((g) => ({ ...g, tasks: g.tasks.map(strip) }));
  const byAge = [...cards].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const sections = Object.fromEntries(
    TASK_SECTION_IDS.map((id) => [id, byAge.filter((c) => TASK_SECTION_TYPES[id].includes(c.task_type)).map(strip)]),
  ) as Record<TaskSectionId, TaskCardView[]>;
  const openForMeCount = tasks.filter((t) => t.status === 'pending' && (t.profile_uuid === null || t.profile_uuid === me)).length;
  return { groups, sections, openForMeCount };
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
      const servicing = servicingSection(application.data, servicingTasks, applicationId);
      const servicingOpen = servicing?.status === 'ready' ? servicing.data.openCount : 0;
      // The summaries show the form's progress under the tasks: they wait for it (or its failure), so its lines do
      // not arrive a moment later and push the page down (issue 14 §3 CLS).
      const formSettled = form.data !== undefined || form.status === 'rejected';
      return {
        tasks: formSettled
          ? sectionOf(tasks, (list) => {
              const view = tasksView(list, applicationId, me, application.data);
              return servicingOpen === 0 ? view : { ...view, openForMeCount: view.openForMeCount + servicingOpen };
            })
          : LOADING_SECTION,
        form: form.data
          ? {
              qualificationDone: form.data.qualification_completed_at !== null,
              sectionsComplete: form.data.sections.filter((x) => x.status === 'completed').length,
              sectionsTotal: form.data.sections.length,
              submitted: form.data.submitted_at !== null,
            }
          : null,
        password: sectionOf(loggedUser, (p) => ({ profileUuid: p.uuid, hasPassword: p.has_password, justSet })),
        servicing,
      };
    },
  );
}
