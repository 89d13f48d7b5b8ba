import { createSelector } from '@reduxjs/toolkit';
import type { DisbursementInstruction, Meeting, MeetingSchedule } from '../../../contract/closingTasks';
import type { Application, DealTeam, DealTeamMember } from '../../../contract/entities';
import type { AgreementSummary, InvestmentEstimate } from '../../../contract/offer';
import type { Task } from '../../../contract/tasks';
import { ACCOUNT_TYPE_LABELS, maskAccountNumber, zonedTime, groupByDay, type DayGroup } from '../../../domain/closingTasks';
import { formatCurrency, formatDate, formatPhone } from '../../../domain/format';
import { TASK_TYPE } from '../../../domain/tasks/taskTypes';
import { agreementSummaryQuery, investmentEstimateQuery } from '../../kernel/api/closingQueries';
import { applicationQuery, dealTeamQuery } from '../../kernel/api/queries';
import { tasksQuery } from '../../kernel/api/tasksQuery';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import type { ClosingWrite } from './actions';
import { disbursementInstructionQuery, meetingScheduleQuery } from './queries';
import { CLOSING_TASKS_KEY, initialClosingTasksState, type ClosingTasksState } from './reducer';

/** The root state the closing-task projections read. */
export type ClosingTasksRootState = QueryCacheRootState & { [CLOSING_TASKS_KEY]?: ClosingTasksState };

/** A label and its display value (a row of a `<dl>`). */
export interface Figure {
  label: string;
  value: string;
}

/** A screen: loading, failed (§8 sentence), or ready with its view. */
export type ScreenView<T> = { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready' } & T);

/** The deal team member to call (issue 12 §1: the Transaction Specialist, else the HEO), as shown. */
export interface ContactView {
  role: string;
  name: string;
  phone: string;
  email: string;
}

/** Sections combined: the first error, else loading until all are ready. */
function all<T extends readonly Section<unknown>[]>(...sections: T): { status: 'loading' } | { status: 'error'; message: string } | null {
  for (const s of sections) if (s.status === 'error') return s;
  return sections.every((s) => s.status === 'ready') ? null : { status: 'loading' };
}

const dataOf = <T>(s: Section<T>): T => (s as { status: 'ready'; data: T }).data;
const stateOf = (s: ClosingTasksRootState): ClosingTasksState => s[CLOSING_TASKS_KEY] ?? initialClosingTasksState;

/** True when this visit made `write` to `applicationId`, or the task of `taskType` reads completed. */
function isDone(state: ClosingTasksState, applicationId: string, write: ClosingWrite, tasks: readonly Task[], taskType: string): boolean {
  const mine = state.applicationId === applicationId && state.done.includes(write);
  const ofType = tasks.filter((t) => t.task_type === taskType);
  return mine || (ofType.length > 0 && ofType.every((t) => t.status === 'completed'));
}

/** The Transaction Specialist to call (the HEO when none is assigned), or null when the deal team is empty. */
export function contactOf(team: DealTeam): ContactView | null {
  const pick = (m: DealTeamMember | null, role: string) => (m ? { role, name: `${m.first_name} ${m.last_name}`, phone: formatPhone(m.phone), email: m.email } : null);
  return pick(team.transaction_specialist, 'Transaction Specialist') ?? pick(team.home_equity_officer, 'Home Equity Officer');
}

/** The wire details as shown (account masked `••••1234`). */
export function instructionFigures(i: DisbursementInstruction): Figure[] {
  return [
    { label: 'Bank', value: i.bank_name },
    { label: 'Name on the account', value: i.account_holder },
    { label: 'Account type', value: ACCOUNT_TYPE_LABELS[i.account_type] },
    { label: 'Routing number', value: i.routing_number },
    { label: 'Account number', value: maskAccountNumber(i.account_last4) },
    { label: 'Confirmed on', value: formatDate(i.confirmed_at) },
  ];
}

/** One-line destination of the funds, e.g. `First Sandbox Bank, checking ••••4321`. */
export function destinationText(i: DisbursementInstruction): string {
  return `${i.bank_name}, ${ACCOUNT_TYPE_LABELS[i.account_type].toLowerCase()} ${maskAccountNumber(i.account_last4)}`;
}

// ---- Appraisal (Meeting) ----

/** A booked meeting as shown: day and time in the home's zone. */
export interface BookingView {
  uuid: string;
  day: string;
  time: string;
}

/** The appraisal screen: the booking (if any), the open slots by day, and whether the task is done. */
export interface AppraisalView {
  booking: BookingView | null;
  days: DayGroup<{ uuid: string; starts_at: string; time_zone: string }>[];
  done: boolean;
}

function bookingOf(m: Meeting): BookingView {
  const z = zonedTime(m.starts_at, m.time_zone);
  return { uuid: m.uuid, day: z.day, time: z.time };
}

/** The appraisal screen's view of a schedule: the appraisal slots by local day and the booked appraisal. */
export function appraisalOf(schedule: MeetingSchedule): Omit<AppraisalView, 'done'> {
  const booked = schedule.meetings.find((m) => m.kind === 'appraisal' && m.status === 'booked');
  const slots = schedule.slots.filter((s) => s.kind === 'appraisal').map(({ uuid, starts_at, time_zone }) => ({ uuid, starts_at, time_zone }));
  return { booking: booked ? bookingOf(booked) : null, days: groupByDay(slots) };
}

/** A memoised projection of the appraisal screen of `applicationId`. */
export function makeSelectAppraisal(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [(s: ClosingTasksRootState) => meetingScheduleQuery.select(s, args), (s: ClosingTasksRootState) => tasksQuery.select(s, args), stateOf],
    (schedule, tasks, state): ScreenView<AppraisalView> => {
      const sch = sectionOf(schedule, (d) => d);
      const tsk = sectionOf(tasks, (d) => d);
      const pending = all(sch, tsk);
      if (pending) return pending;
      const view = appraisalOf(dataOf(sch));
      const done = view.booking !== null && isDone(state, applicationId, 'book', dataOf(tsk), TASK_TYPE.scheduleAppraisal);
      return { status: 'ready', ...view, done };
    },
  );
}

// ---- Wire details (DisbursementInstruction) ----

/** The wire screen: the current details (masked) and who to call. */
export interface WireView {
  instruction: Figure[] | null;
  contact: ContactView | null;
  done: boolean;
  /** The primary applicant's name, to prefill "Name on the account". */
  holder: string;
}

const fullName = (app: Application): string => {
  const p = app.application_profiles.find((x) => x.position === 1)?.profile;
  return p ? `${p.first_name} ${p.last_name}` : '';
};

/** A memoised projection of the wire-details screen. A deal team that fails to load leaves the contact out. */
export function makeSelectWire(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: ClosingTasksRootState) => applicationQuery.select(s, args),
      (s: ClosingTasksRootState) => disbursementInstructionQuery.select(s, args),
      (s: ClosingTasksRootState) => dealTeamQuery.select(s, args),
      (s: ClosingTasksRootState) => tasksQuery.select(s, args),
      stateOf,
    ],
    (application, instruction, team, tasks, state): ScreenView<WireView> => {
      const app = sectionOf(application, (d) => d);
      const ins = sectionOf(instruction, (d) => d.instruction);
      const tsk = sectionOf(tasks, (d) => d);
      const pending = all(app, ins, tsk);
      if (pending) return pending;
      const current = dataOf(ins);
      return {
        status: 'ready',
        instruction: current ? instructionFigures(current) : null,
        contact: team.data ? contactOf(team.data) : null,
        done: current !== null && isDone(state, applicationId, 'wire', dataOf(tsk), TASK_TYPE.confirmWireDetails),
        holder: fullName(dataOf(app)),
      };
    },
  );
}

// ---- Closing details ----

/** The closing details screen: the figures to confirm, who to call, and whether they were confirmed. */
export interface DetailsView {
  figures: Figure[];
  /** False before wire details are given (the screen links to the wire screen). */
  hasDestination: boolean;
  contact: ContactView | null;
  done: boolean;
}

/** §9 one-line address: `600 Montgomery St, Unit 12, San Francisco, CA 94111`. */
function addressOf(app: Application): string {
  const a = app.property.address;
  return [a.street, a.unit_number, a.city, `${a.state} ${a.zip_code}`].filter((x) => x !== null && x !== '').join(', ');
}

/** The names on title: the people on the application marked `on_title`, in position order. */
function namesOnTitle(app: Application): string {
  return [...app.application_profiles]
    .sort((a, b) => a.position - b.position)
    .filter((p) => p.profile.on_title)
    .map((p) => [p.profile.first_name, p.profile.middle_name, p.profile.last_name].filter(Boolean).join(' '))
    .join(' and ');
}

/** The figures of the closing details review (issue 12 §1, §9 formats). */
export function detailsFigures(app: Application, summary: AgreementSummary, instruction: DisbursementInstruction | null): Figure[] {
  return [
    { label: 'Names on title', value: namesOnTitle(app) },
    { label: 'Property address', value: addressOf(app) },
    { label: 'Investment amount', value: formatCurrency(summary.investment_amount) },
    { label: 'Closing date', value: formatDate(summary.effective_date) },
    { label: 'Where your funds go', value: instruction ? destinationText(instruction) : 'Not given yet' },
  ];
}

/** A memoised projection of the closing details screen; `not-ready` before an agreement summary exists. */
export function makeSelectDetails(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: ClosingTasksRootState) => applicationQuery.select(s, args),
      (s: ClosingTasksRootState) => agreementSummaryQuery.select(s, args),
      (s: ClosingTasksRootState) => disbursementInstructionQuery.select(s, args),
      (s: ClosingTasksRootState) => dealTeamQuery.select(s, args),
      (s: ClosingTasksRootState) => tasksQuery.select(s, args),
      stateOf,
    ],
    (application, summary, instruction, team, tasks, state): ScreenView<{ details: DetailsView | null }> => {
      const app = sectionOf(application, (d) => d);
      const sum = sectionOf(summary, (d) => d.summary);
      const ins = sectionOf(instruction, (d) => d.instruction);
      const tsk = sectionOf(tasks, (d) => d);
      const pending = all(app, sum, ins, tsk);
      if (pending) return pending;
      const s = dataOf(sum);
      if (s === null) return { status: 'ready', details: null };
      return {
        status: 'ready',
        details: {
          figures: detailsFigures(dataOf(app), s, dataOf(ins)),
          hasDestination: dataOf(ins) !== null,
          contact: team.data ? contactOf(team.data) : null,
          done: isDone(state, applicationId, 'confirm-details', dataOf(tsk), TASK_TYPE.confirmClosingDetails),
        },
      };
    },
  );
}

// ---- Closing statement ----

/** The closing statement screen: its lines (fees itemised when the estimate lists them) and the total to the homeowner. */
export interface StatementView {
  lines: Figure[];
  cashToHomeowner: string;
  done: boolean;
}

/** The statement's lines (issue 12 §1, §9 currency): investment, each fee, total fees, payoffs; then cash to you. */
export function statementLines(summary: AgreementSummary, estimate: InvestmentEstimate | null): Figure[] {
  const fees = estimate?.fees ?? [];
  return [
    { label: 'Investment amount', value: formatCurrency(summary.investment_amount) },
    ...fees.map((f) => ({ label: f.label, value: `−${formatCurrency(f.amount)}` })),
    { label: 'Total fees', value: `−${formatCurrency(summary.total_fees)}` },
    { label: 'Payoffs (loans paid off at closing)', value: `−${formatCurrency(summary.payoffs_total)}` },
  ];
}

/** A memoised projection of the closing statement screen; `statement: null` before an agreement summary exists. */
export function makeSelectStatement(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: ClosingTasksRootState) => agreementSummaryQuery.select(s, args),
      (s: ClosingTasksRootState) => investmentEstimateQuery.select(s, args),
      (s: ClosingTasksRootState) => tasksQuery.select(s, args),
      stateOf,
    ],
    (summary, estimate, tasks, state): ScreenView<{ statement: StatementView | null }> => {
      const sum = sectionOf(summary, (d) => d.summary);
      const tsk = sectionOf(tasks, (d) => d);
      const pending = all(sum, tsk);
      if (pending) return pending;
      const s = dataOf(sum);
      if (s === null) return { status: 'ready', statement: null };
      return {
        status: 'ready',
        statement: {
          lines: statementLines(s, estimate.data?.estimate ?? null),
          cashToHomeowner: formatCurrency(s.cash_to_homeowner),
          done: isDone(state, applicationId, 'acknowledge-statement', dataOf(tsk), TASK_TYPE.reviewClosingStatement),
        },
      };
    },
  );
}
