import { createSelector } from 'reselect';
import type { Application } from '../../../contract/entities';
import type { Task } from '../../../contract/tasks';
import type { ApplicationForm } from '../../../contract/sections';
import type { CustomerStage } from '../../../contract/enums';
import { formatDate } from '../../../domain/format';
import { OUTCOME_TITLES } from '../../../domain/outcomes';
import { stageMilestones, type Milestone } from '../../../domain/stageTracker';
import { CUSTOMER_STAGE_FAQS, customerStageMessage, type FaqLink } from '../../../domain/stageContent';
import { customerStageProgress } from '../../../domain/stages';
import { nextStep, TASK_STATUS_LABELS, taskDestination, type NextStep, type TaskDestination } from '../../../domain/tasks';
import { applicationFormQuery } from '../../kernel/api/formQueries';
import { applicationListQuery, applicationQuery, dealTeamQuery, profileQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import type { QueryCacheRootState, QueryState } from '../../kernel/queryCache/reducer';
import { LOADING_SECTION, sectionOf, type Section } from '../../kernel/queryCache/section';
import type { SessionState } from '../../kernel/session/reducer';
import { selectViewerProfileUuid } from '../../kernel/readOnly/viewer';
import { CUSTOMER_STAGE_LABELS } from './stageLabels';

/** The two address lines shown for a property: street (and unit), then city, state and zip. */
export interface AddressLines {
  line1: string;
  line2: string;
}

/**
 * §4 stage block of the application home. `progress` is 1–20 (§4 progress value); `milestones` are the named stages
 * of the stage tracker (issue 12 §5).
 */
export interface StageView {
  stage: CustomerStage;
  name: string;
  progress: number;
  milestones: readonly Milestone[];
  message: string | undefined;
  faqs: readonly FaqLink[];
}

/** The application part of the home page. */
export interface ApplicationSummaryView {
  uuid: string;
  stage: StageView;
  address: AddressLines;
}

export { contactView, type ContactView } from '../../../domain/dealTeam';
import { contactView, type ContactView } from '../../../domain/dealTeam';

/** Home Equity Officer and Transaction Specialist; null = not assigned yet. */
export interface DealTeamView {
  homeEquityOfficer: ContactView | null;
  transactionSpecialist: ContactView | null;
}

/** An open task (§4 status pending or blocked). */
export interface TaskView {
  uuid: string;
  title: string;
  description: string;
  status: 'pending' | 'blocked';
  statusLabel: string;
  /** §9 MM/dd/yyyy, or null when the task has no due date. */
  dueDate: string | null;
  /** Where to do it: the same destination table as the tasks page (src/domain/tasks). */
  link: TaskDestination;
}

/** Everything the application home shows. */
export interface ApplicationHomeView {
  /** The "What's next" card (issue #4 §5), once the application and its tasks are in. */
  nextStep: Section<NextStep>;
  application: Section<ApplicationSummaryView>;
  dealTeam: Section<DealTeamView>;
  tasks: Section<TaskView[]>;
}

/** The root state the application home reads: the query cache and (when mounted) the session. */
export type ApplicationHomeRootState = QueryCacheRootState & { session?: SessionState };

/** §3 Address as two display lines. */
export function addressLines(address: Application['property']['address']): AddressLines {
  const unit = address.unit_number ? `, Unit ${address.unit_number}` : '';
  return { line1: `${address.street}${unit}`, line2: `${address.city}, ${address.state} ${address.zip_code}` };
}

/**
 * §4 customer stage as shown: name, progress 1–20, the stage tracker's milestones (issue 12 §5; a closed-lost
 * application's stop at the last stage reached and end with its outcome), message and suggested FAQ links.
 */
export function stageView(stage: CustomerStage, closedLost: Application['closed_lost'] = null): StageView {
  return {
    stage,
    name: closedLost ? OUTCOME_TITLES[closedLost.outcome] : CUSTOMER_STAGE_LABELS[stage],
    progress: customerStageProgress(stage),
    milestones: stageMilestones({ customerStage: stage, closedLost }),
    message: customerStageMessage(stage),
    faqs: CUSTOMER_STAGE_FAQS[stage],
  };
}


/** §4 open tasks of application `applicationId`: pending or blocked, in the server's order, each with its link. */
export function openTasks(tasks: readonly Task[], applicationId: string): TaskView[] {
  return tasks.flatMap((t) =>
    t.status === 'pending' || t.status === 'blocked'
      ? [
          {
            uuid: t.uuid,
            title: t.title,
            description: t.description,
            status: t.status,
            statusLabel: TASK_STATUS_LABELS[t.status],
            dueDate: t.due_date ? formatDate(t.due_date) : null,
            link: taskDestination(t, applicationId),
          },
        ]
      : [],
  );
}

/**
 * The "What's next" card (issue #4 §5, src/domain/tasks nextStep) from the application, its tasks, the form overview
 * and the signed-in person. While an in-progress application's form overview is still on its way the card keeps
 * loading: guessing "Finish your application" and then switching to "Answer the qualification questions" showed two
 * different next steps within a second and moved the cards below. Should the overview fail, the rule goes on without
 * it (it then assumes the form is not finished).
 */
function nextStepSection(
  applicationId: string,
  application: QueryState<Application>,
  tasks: QueryState<Task[]>,
  form: QueryState<ApplicationForm>,
  me: string | null,
): Section<NextStep> {
  const app = sectionOf(application, (a) => a);
  if (app.status !== 'ready') return app;
  if (app.data.customer_stage === 'in-progress' && form.data === undefined && form.status !== 'rejected') return LOADING_SECTION;
  return sectionOf(tasks, (list) =>
    nextStep({
      applicationId,
      stage: app.data.stage,
      customerStage: app.data.customer_stage,
      ieAcknowledged: app.data.ie_acknowledged,
      closedLostOutcome: app.data.closed_lost?.outcome ?? null,
      form: form.data ? { qualificationDone: form.data.qualification_completed_at !== null, submitted: form.data.submitted_at !== null } : null,
      tasks: list,
      profileUuid: me,
    }),
  );
}

/**
 * A memoised projection of the application home of `applicationId` (use one per mounted page, e.g. with useMemo).
 * The customer stage is the server's `customer_stage` (the contract makes the backend the authority; it equals the
 * domain's `customerStageOf(stage)` on the sandbox).
 */
export function makeSelectApplicationHome(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: ApplicationHomeRootState) => applicationQuery.select(s, args),
      (s: ApplicationHomeRootState) => dealTeamQuery.select(s, args),
      (s: ApplicationHomeRootState) => tasksQuery.select(s, args),
      (s: ApplicationHomeRootState) => applicationFormQuery.select(s, args),
      // §6: the viewer — the customer, or the profile the ops selector shows.
      (s: ApplicationHomeRootState) => selectViewerProfileUuid(s),
    ],
    (application, dealTeam, tasks, form, me): ApplicationHomeView => ({
      nextStep: nextStepSection(applicationId, application, tasks, form, me),
      application: sectionOf(application, (a) => ({ uuid: a.uuid, stage: stageView(a.customer_stage, a.closed_lost), address: addressLines(a.property.address) })),
      dealTeam: sectionOf(dealTeam, (d) => ({
        homeEquityOfficer: contactView(d.home_equity_officer),
        transactionSpecialist: contactView(d.transaction_specialist),
      })),
      tasks: sectionOf(tasks, (list) => openTasks(list, applicationId)),
    }),
  );
}

/** One application in the signed-in applications list. */
export interface ApplicationListItemView {
  uuid: string;
  href: string;
  address: AddressLines;
  stageName: string;
}

/** The signed-in person's applications, newest first (ApplicationList, §3). */
export const selectApplicationList = createSelector(
  [(s: QueryCacheRootState) => applicationListQuery.select(s)],
  (list): Section<ApplicationListItemView[]> =>
    sectionOf(list, (apps) =>
      [...apps]
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
        .map((a) => ({
          uuid: a.uuid,
          href: `/applications/${a.uuid}`,
          address: addressLines(a.property.address),
          stageName: CUSTOMER_STAGE_LABELS[a.customer_stage],
        })),
    ),
);

/** What the prospect home shows of the person. */
export interface ProfileHomeView {
  name: string;
}

/** A memoised projection of the prospect home of `profileId`. */
export function makeSelectProfileHome(profileId: string) {
  return createSelector(
    [(s: QueryCacheRootState) => profileQuery.select(s, { uuid: profileId })],
    (profile): Section<ProfileHomeView> =>
      sectionOf(profile, (p) => ({ name: [p.first_name, p.last_name].filter((n) => n.trim() !== '').join(' ') })),
  );
}
