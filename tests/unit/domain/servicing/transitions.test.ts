import fc from 'fast-check';
import { APPROVAL_STATUS, REQUEST_STATUS, type RequestStatus } from '../../../../src/contract/enums';
import { SERVICING_ACTOR } from '../../../../src/contract/servicing';
import {
  CANCEL_AFTER_PAYOFF_TEXT, isOpenRequest, REQUEST_TRANSITIONS, refuseApprovalMove, refuseRequestMove, type RequestState,
} from '../../../../src/domain/servicing';

const plain = (status: RequestStatus): RequestState => ({ status, needs_approval: false, approval_status: null, payoff_issued: false });

describe('issue 11 §1: request status transitions (§4 request status)', () => {
  it('walks pending → processing → completed by the servicing team', () => {
    expect(refuseRequestMove(plain('pending'), 'processing', 'provider')).toBeNull();
    expect(refuseRequestMove(plain('processing'), 'completed', 'provider')).toBeNull();
  });

  it('lets the homeowner cancel only while pending, with a reason otherwise', () => {
    expect(refuseRequestMove(plain('pending'), 'canceled', 'customer')).toBeNull();
    expect(refuseRequestMove(plain('processing'), 'canceled', 'customer')).toBe(
      'Only a pending request can be canceled; contact your Transaction Specialist to stop it now.',
    );
    for (const to of REQUEST_STATUS.values.filter((s) => s !== 'canceled')) {
      expect(refuseRequestMove(plain('pending'), to, 'customer')).not.toBeNull();
    }
  });

  it('stops the homeowner canceling once a payoff statement is issued, saying whom to contact; the team still can', () => {
    const issued: RequestState = { ...plain('pending'), payoff_issued: true };
    expect(REQUEST_TRANSITIONS.pending.find((m) => m.to === 'canceled')?.notAfterPayoffBy).toEqual(['customer']);
    expect(refuseRequestMove(issued, 'canceled', 'customer')).toBe(CANCEL_AFTER_PAYOFF_TEXT);
    expect(CANCEL_AFTER_PAYOFF_TEXT).toMatch(/contact your Transaction Specialist/);
    expect(refuseRequestMove(issued, 'canceled', 'provider')).toBeNull();
    expect(refuseRequestMove(issued, 'processing', 'provider')).toBeNull();
    expect(refuseRequestMove(plain('pending'), 'canceled', 'customer')).toBeNull();
  });

  it('refuses anything from a final status, saying it cannot change', () => {
    for (const from of ['completed', 'canceled', 'declined', 'transferred'] as const) {
      expect(isOpenRequest(from)).toBe(false);
      expect(refuseRequestMove(plain(from), 'processing', 'provider')).toBe(`The request is ${from}; it cannot change any more.`);
    }
  });

  it('refuses skipping processing and moving to the same status', () => {
    expect(refuseRequestMove(plain('pending'), 'completed', 'provider')).toBe('A pending request cannot become completed.');
    expect(refuseRequestMove(plain('blocked'), 'blocked', 'provider')).toBe('The request is already blocked.');
  });

  it('holds a request that needs approval until a manager accepts it', () => {
    const waiting: RequestState = { status: 'pending', needs_approval: true, approval_status: 'waiting-manager-approval', payoff_issued: false };
    expect(refuseRequestMove(waiting, 'processing', 'provider')).toBe('A servicing manager must approve this request first.');
    expect(refuseRequestMove({ ...waiting, approval_status: 'accepted' }, 'processing', 'provider')).toBeNull();
    expect(refuseRequestMove(waiting, 'declined', 'manager')).toBeNull();
  });

  it('allows a move exactly when the table lists it for that actor (any status, any actor, before or after a payoff)', () => {
    fc.assert(fc.property(
      fc.constantFrom(...REQUEST_STATUS.values), fc.constantFrom(...REQUEST_STATUS.values), fc.constantFrom(...SERVICING_ACTOR.values), fc.boolean(),
      (from, to, by, issued) => {
        const listed = REQUEST_TRANSITIONS[from].some((m) => m.to === to && m.by.includes(by) && !(issued && m.notAfterPayoffBy?.includes(by)));
        expect(refuseRequestMove({ ...plain(from), payoff_issued: issued }, to, by) === null).toBe(listed);
      },
    ));
  });
});

describe('issue 11 §1: approval transitions (§4 approval status)', () => {
  it('decides a waiting request once, either way', () => {
    expect(refuseApprovalMove('waiting-manager-approval', 'accepted')).toBeNull();
    expect(refuseApprovalMove('waiting-manager-approval', 'declined')).toBeNull();
    expect(refuseApprovalMove('accepted', 'declined')).toBe('The approval is accepted; it cannot change any more.');
    expect(refuseApprovalMove('declined', 'declined')).toBe('The request is already declined.');
  });

  it('refuses deciding a request that is not waiting for approval', () => {
    for (const to of APPROVAL_STATUS.values) {
      expect(refuseApprovalMove(null, to)).toBe('This request is not waiting for a manager’s approval.');
    }
  });
});
