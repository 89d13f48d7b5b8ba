import type { ApprovalStatus, RequestStatus } from '../../contract/enums';
import type { ServicingActor } from '../../contract/servicing/enums';

/** One allowed move of a request's status and who may make it. */
export interface RequestMove {
  to: RequestStatus;
  by: readonly ServicingActor[];
  /**
   * Who may no longer make this move once a payoff statement has been issued for the request (the sale, buyout or
   * refinance is being settled; only the servicing team can stop it then).
   */
  notAfterPayoffBy?: readonly ServicingActor[];
}

const staff: readonly ServicingActor[] = ['provider', 'manager'];

/**
 * §4 request status transitions (designed; the spec says "not shown"): pending → processing → completed, with
 * declined, canceled, blocked and transferred on the way. The homeowner may only cancel while pending and before a
 * payoff statement is issued; everything else is the servicing team's. completed, canceled, declined and transferred
 * are final.
 */
export const REQUEST_TRANSITIONS: Readonly<Record<RequestStatus, readonly RequestMove[]>> = {
  pending: [
    { to: 'processing', by: staff }, { to: 'canceled', by: ['customer', 'provider'], notAfterPayoffBy: ['customer'] }, { to: 'declined', by: staff },
    { to: 'blocked', by: staff }, { to: 'transferred', by: staff },
  ],
  processing: [{ to: 'completed', by: staff }, { to: 'declined', by: staff }, { to: 'blocked', by: staff }, { to: 'canceled', by: ['provider'] }],
  blocked: [{ to: 'pending', by: staff }, { to: 'processing', by: staff }, { to: 'declined', by: staff }, { to: 'canceled', by: ['provider'] }],
  completed: [],
  canceled: [],
  declined: [],
  transferred: [],
};

/** §4 approval transitions (designed): waiting-manager-approval → accepted | declined, by a servicing manager only. */
export const APPROVAL_TRANSITIONS: Readonly<Record<ApprovalStatus, readonly ApprovalStatus[]>> = {
  'waiting-manager-approval': ['accepted', 'declined'],
  accepted: [],
  declined: [],
};

/** Statuses in which a request is still open (the homeowner or the team has something to do). */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['pending', 'processing', 'blocked'];

/** True while a request is open. */
export const isOpenRequest = (status: RequestStatus): boolean => OPEN_REQUEST_STATUSES.includes(status);

/**
 * What a move is checked against: the request's status, for one that needs approval its approval status, and whether
 * a payoff statement has ever been issued for it (a later renewal does not undo that).
 */
export interface RequestState {
  status: RequestStatus;
  needs_approval: boolean;
  approval_status: ApprovalStatus | null;
  payoff_issued: boolean;
}

/** Why the homeowner cannot cancel once the payoff statement is issued (the 409's reason and the page's words). */
export const CANCEL_AFTER_PAYOFF_TEXT =
  'Your payoff statement has been issued, so this request can no longer be canceled here. To stop the payoff, contact your Transaction Specialist.';
/** Why the homeowner cannot cancel a request the servicing team has started on or put on hold. */
export const CANCEL_NOT_PENDING_TEXT = 'Only a pending request can be canceled; contact your Transaction Specialist to stop it now.';

/**
 * Why `by` may not move a request from its status to `to`, as a sentence for a 409; null when the move is allowed.
 * A request that needs approval cannot go to processing or completed until a manager has accepted it.
 */
export function refuseRequestMove(request: RequestState, to: RequestStatus, by: ServicingActor): string | null {
  const move = REQUEST_TRANSITIONS[request.status].find((m) => m.to === to);
  if (request.status === to) return `The request is already ${to}.`;
  if (!move) {
    return REQUEST_TRANSITIONS[request.status].length === 0
      ? `The request is ${request.status}; it cannot change any more.`
      : `A ${request.status} request cannot become ${to}.`;
  }
  if (!move.by.includes(by)) {
    return by === 'customer' && to === 'canceled' ? CANCEL_NOT_PENDING_TEXT : `A ${request.status} request can only become ${to} by our servicing team.`;
  }
  if (request.payoff_issued && move.notAfterPayoffBy?.includes(by)) {
    return to === 'canceled' ? CANCEL_AFTER_PAYOFF_TEXT : `Once the payoff statement is issued, only our servicing team can make this request ${to}.`;
  }
  if (request.needs_approval && (to === 'processing' || to === 'completed') && request.approval_status !== 'accepted') {
    return 'A servicing manager must approve this request first.';
  }
  return null;
}

/** Why an approval cannot move to `to` (null when it can). Only a request waiting for approval can be decided. */
export function refuseApprovalMove(current: ApprovalStatus | null, to: ApprovalStatus): string | null {
  if (current === null) return 'This request is not waiting for a manager’s approval.';
  if (current === to) return `The request is already ${to}.`;
  return APPROVAL_TRANSITIONS[current].includes(to) ? null : `The approval is ${current}; it cannot change any more.`;
}
