import * as t from 'io-ts';
import { closed, IsoDate, IsoDateTime, nullable } from '../codec';
import { DocumentType } from '../documentEnums';
import { ApprovalStatus, RequestStatus, ServicingRequestType, TaskStatus } from '../enums';
import { Uuid } from '../ids';
import { HistoryActor, HistoryEvent, ServicingActor, ServicingDocumentCategory, ServicingStepKind } from './enums';
import { STEP_VALUES } from './stepValues';

const StepBase = closed('ServicingStepBase', {
  uuid: Uuid,
  kind: ServicingStepKind,
  /** 1-based place in the request's checklist. */
  position: t.number,
  /** §4 task status: `pending` (open), `blocked` (waiting on the provider), `completed`, `canceled`. */
  status: TaskStatus,
  /** Who acts on this step now. */
  actor: ServicingActor,
  /** What the step asks, in one sentence for the homeowner. */
  asks: t.string,
  due_date: nullable(IsoDate),
  /** The saved draft's revision (0 = nothing saved); saves are idempotent by revision like application sections. */
  revision: t.number,
  /** The saved values, as typed (STEP_VALUES[kind]). */
  values: t.UnknownRecord,
  submitted_at: nullable(IsoDateTime),
});

/**
 * A servicing step (§3 step kinds; designed): one screen of a request's checklist. Its `values` are checked against
 * the step kind's codec (`STEP_VALUES`), so a step whose saved values do not fit its kind fails decoding.
 */
export const ServicingStep = t.refinement(
  StepBase,
  (s) => STEP_VALUES[s.kind].is(s.values),
  'ServicingStep',
);
export type ServicingStep = t.TypeOf<typeof ServicingStep>;

/**
 * One entry of a request's history: what happened (`event`; `step_kind` for a completed step, else null), when, by
 * whom, the request's status and approval status after it, and the note the homeowner sees.
 */
export const ServicingHistoryEntry = closed('ServicingHistoryEntry', {
  at: IsoDateTime,
  event: HistoryEvent,
  step_kind: nullable(ServicingStepKind),
  status: RequestStatus,
  approval_status: nullable(ApprovalStatus),
  actor: HistoryActor,
  note: nullable(t.string),
});
export type ServicingHistoryEntry = t.TypeOf<typeof ServicingHistoryEntry>;

/**
 * A servicing request (§3 request types, §4 request and approval statuses; designed). `approval_status` is null
 * until a request that needs manager approval is submitted for it. `reason` is the sentence the homeowner sees for a
 * decline, block or cancellation. `next_actor` is null once the request is finished. `history` lists, oldest first,
 * the submission, every step completed, every payoff statement issued and acknowledged, and every status and approval
 * change.
 */
export const ServicingRequest = closed('ServicingRequest', {
  uuid: Uuid,
  application_uuid: Uuid,
  request_type: ServicingRequestType,
  category: ServicingDocumentCategory,
  status: RequestStatus,
  needs_approval: t.boolean,
  approval_status: nullable(ApprovalStatus),
  reason: nullable(t.string),
  next_actor: nullable(ServicingActor),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  steps: t.array(ServicingStep),
  history: t.array(ServicingHistoryEntry),
});
export type ServicingRequest = t.TypeOf<typeof ServicingRequest>;

/**
 * A servicing task (ServicingTasks data group; §3 task types): one thing a request asks for — a document to upload
 * (`document_type` set; `task_type` is a §3 servicing task type or the document type itself) or the payoff request
 * (`servicing--payoff-request`, no document). Upload with the documents endpoints, passing this task's uuid.
 */
export const ServicingTask = closed('ServicingTask', {
  uuid: Uuid,
  request_uuid: Uuid,
  request_type: ServicingRequestType,
  task_type: t.string,
  step_kind: ServicingStepKind,
  title: t.string,
  description: t.string,
  status: TaskStatus,
  document_type: nullable(DocumentType),
  required: t.boolean,
  category: ServicingDocumentCategory,
  due_date: nullable(IsoDate),
  created_at: IsoDateTime,
});
export type ServicingTask = t.TypeOf<typeof ServicingTask>;

/** A servicing task group (ServicingTaskGroups data group): one request's tasks under its servicing document category. */
export const ServicingTaskGroup = closed('ServicingTaskGroup', {
  category: ServicingDocumentCategory,
  request_uuid: Uuid,
  request_type: ServicingRequestType,
  request_status: RequestStatus,
  tasks: t.array(ServicingTask),
});
export type ServicingTaskGroup = t.TypeOf<typeof ServicingTaskGroup>;
