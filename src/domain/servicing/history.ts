import type { ApprovalStatus, RequestStatus, TaskStatus } from '../../contract/enums';
import type { HistoryActor, HistoryEvent, ServicingActor, ServicingStepKind } from '../../contract/servicing/enums';
import type { ServicingHistoryEntry, ServicingRequest } from '../../contract/servicing/request';
import type { RequestState } from './transitions';

/*
 * A request's history (issue 11 §2 "status history"), derived in one place from what the sandbox stores: the
 * recorded status and approval changes, the steps completed (each step keeps when it was submitted and by whom) and
 * the payoff statements issued and acknowledged. Deriving it, rather than writing a second record of each step, means
 * the history cannot miss a step or disagree with the checklist.
 */

/** A recorded change of a request's status or approval (the sandbox's `servicing_history`, in recorded order). */
export interface RecordedChange {
  at: string;
  status: RequestStatus;
  approval_status: ApprovalStatus | null;
  actor: HistoryActor;
  note: string | null;
}

/** What the history reads of a step: a completed one with `submitted_at` is an entry. */
export interface HistoryStep {
  kind: ServicingStepKind;
  position: number;
  status: TaskStatus;
  actor: ServicingActor;
  submitted_at: string | null;
}

/** What the history reads of a payoff statement (every one issued, superseded ones too). */
export interface HistoryPayoff {
  issued_at: string;
  acknowledged_at: string | null;
}

/**
 * Order of entries at the same instant (one transaction, or a stopped test clock), the order they can happen in:
 * submission, steps, payoff statement issued then acknowledged, the payoff step (it needs both), then status moves.
 */
const SAME_TIME_RANK: Readonly<Record<HistoryEvent, number>> = {
  submitted: 0, 'step-completed': 1, 'payoff-issued': 2, 'payoff-acknowledged': 3, 'approval-changed': 5, 'status-changed': 5,
};
const PAYOFF_STEP_RANK = 4;
const rankOf = (d: Pick<ServicingHistoryEntry, 'event' | 'step_kind'>): number =>
  d.step_kind === 'acknowledge-payoff-and-accept-wire-details' ? PAYOFF_STEP_RANK : SAME_TIME_RANK[d.event];

type Draft = Omit<ServicingHistoryEntry, 'status' | 'approval_status'> & { recorded?: Pick<RecordedChange, 'status' | 'approval_status'>; order: number };

function recordedEvent(c: RecordedChange, previous: RecordedChange | undefined): HistoryEvent {
  if (!previous) return 'submitted';
  return c.status === previous.status && c.approval_status !== previous.approval_status ? 'approval-changed' : 'status-changed';
}

/**
 * The request's history, oldest first: its submission, every step completed (with its kind, by the step's actor, at
 * its `submitted_at`), every payoff statement issued (by the servicing team) and acknowledged (by the homeowner), and
 * every status and approval change. Entries at the same instant keep the order above; each carries the request's
 * status and approval status in effect after it. ISO timestamps in, ISO timestamps out (unchanged).
 */
export function requestHistory(changes: readonly RecordedChange[], steps: readonly HistoryStep[], payoffs: readonly HistoryPayoff[]): ServicingHistoryEntry[] {
  const drafts: Draft[] = [
    ...changes.map((c, i): Draft => ({
      at: c.at, event: recordedEvent(c, changes[i - 1]), step_kind: null, actor: c.actor, note: c.note,
      recorded: { status: c.status, approval_status: c.approval_status }, order: i,
    })),
    ...steps.filter((st) => st.status === 'completed' && st.submitted_at !== null).map((st): Draft => ({
      at: st.submitted_at ?? '', event: 'step-completed', step_kind: st.kind, actor: st.actor, note: null, order: st.position,
    })),
    ...payoffs.flatMap((p, i): Draft[] => [
      { at: p.issued_at, event: 'payoff-issued', step_kind: null, actor: 'provider', note: null, order: i },
      ...(p.acknowledged_at === null ? [] : [{ at: p.acknowledged_at, event: 'payoff-acknowledged' as const, step_kind: null, actor: 'customer' as const, note: null, order: i }]),
    ]),
  ];
  drafts.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || rankOf(a) - rankOf(b) || a.order - b.order);
  let status: RequestStatus = changes[0]?.status ?? 'pending';
  let approval: ApprovalStatus | null = changes[0]?.approval_status ?? null;
  return drafts.map(({ recorded, order: _order, ...entry }) => {
    if (recorded) ({ status, approval_status: approval } = recorded);
    return { ...entry, status, approval_status: approval };
  });
}

/** True once a payoff statement has been issued for the request (its history says so). */
export function payoffIssued(history: readonly Pick<ServicingHistoryEntry, 'event'>[]): boolean {
  return history.some((e) => e.event === 'payoff-issued');
}

/** What the transition table checks a homeowner's move against, read from the request as the contract shows it. */
export function requestStateOf(request: Pick<ServicingRequest, 'status' | 'needs_approval' | 'approval_status' | 'history'>): RequestState {
  return { status: request.status, needs_approval: request.needs_approval, approval_status: request.approval_status, payoff_issued: payoffIssued(request.history) };
}
