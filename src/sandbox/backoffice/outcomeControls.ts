import * as t from 'io-ts';
import { closed, DenialFactor, DenialReason, WithdrawnReason } from '../../contract';
import { closeAsLost } from '../outcomes/close';
import type { Services } from '../services';
import { decodeInput, onApplication } from './controls';

/** Body of "deny": a §4 denied reason or further reason code, and the detailed denial factors (optional, may be empty). */
export const DenyRequest = closed('DenyRequest', { reason: DenialReason }, { denial_factors: t.array(DenialFactor) });
/** Body of "withdraw": a §4 withdrawn reason. */
export const WithdrawRequest = closed('WithdrawRequest', { reason: WithdrawnReason });

/**
 * The back office's closed-lost controls (issue 12 §1), each one transaction that moves the application to
 * closed-lost with its outcome, bumps its version and emails the homeowners. Errors are HttpErrors (404 unknown id,
 * 400 an unknown reason or factor — with the field — and 409 already closed).
 */
export const OUTCOME_CONTROLS = {
  /** Deny the application for a reason (and factors). */
  deny: (s: Services, uuid: string, input: unknown) => {
    const d = decodeInput(DenyRequest, input);
    return onApplication(s, uuid, 'Denied: the application is closed.', (tx, app) =>
      closeAsLost(s, tx, app, { outcome: 'denied', reason: d.reason, denial_factors: d.denial_factors ?? [] }));
  },
  /** Withdraw the application for a reason. */
  withdraw: (s: Services, uuid: string, input: unknown) => {
    const d = decodeInput(WithdrawRequest, input);
    return onApplication(s, uuid, 'Withdrawn: the application is closed.', (tx, app) => closeAsLost(s, tx, app, { outcome: 'withdrawn', reason: d.reason }));
  },
} as const;
