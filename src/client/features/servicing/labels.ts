import type { ApprovalStatus, RequestStatus, ServicingRequestType } from '../../../contract/enums';
import type { HistoryActor, ServicingActor, ServicingStepKind } from '../../../contract/servicing/enums';
import { STEP_KINDS } from '../../../domain/servicing/stepKinds';

/** §4 request statuses as the homeowner reads them (issue 11; text, never colour alone). */
export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  pending: 'Open',
  processing: 'Being processed',
  completed: 'Completed',
  canceled: 'Canceled',
  declined: 'Declined',
  blocked: 'On hold',
  transferred: 'Continued in a new application',
};

/** §4 approval statuses as the homeowner reads them. */
export const APPROVAL_STATUS_LABELS: Readonly<Record<ApprovalStatus, string>> = {
  'waiting-manager-approval': 'Waiting for a servicing manager’s approval',
  accepted: 'Approved by a servicing manager',
  declined: 'Declined by a servicing manager',
};

/** Who acts next on a request or a step, and who made a change in its history. */
export const ACTOR_LABELS: Readonly<Record<ServicingActor, string>> = {
  customer: 'You',
  provider: 'Our servicing team',
  manager: 'A servicing manager',
};

/** Who made an entry of a request's history: the actors above, or the portal by itself. */
export const HISTORY_ACTOR_LABELS: Readonly<Record<HistoryActor, string>> = {
  ...ACTOR_LABELS,
  system: 'The portal, automatically',
};

/** A status change in a request's history, as the homeowner reads it ("Canceled", "Open again"). */
export const STATUS_CHANGE_LABELS: Readonly<Record<RequestStatus, string>> = {
  pending: 'Open again',
  processing: 'Being processed',
  completed: 'Completed',
  canceled: 'Canceled',
  declined: 'Declined',
  blocked: 'Put on hold',
  transferred: 'Continued in a new application',
};

/** "Who acts next" of a finished request (its `next_actor` is null). */
export const NOBODY_NEXT_TEXT = 'Nobody: this request is finished.';

/** The three insurance policies the hoi-update request types ask for (issue 11 §2 "hoi variants"). */
type PolicyVariant = 'homeowners' | 'flood' | 'master';

const POLICY_VARIANT: Partial<Record<ServicingRequestType, PolicyVariant>> = {
  'hoi-update': 'homeowners',
  'hoi-update-flood': 'flood',
  'hoi-update-master': 'master',
};

const POLICY_TITLES: Readonly<Record<PolicyVariant, { upload: string; details: string; name: string }>> = {
  homeowners: { upload: 'Upload your homeowners insurance policy', details: 'Homeowners insurance policy details', name: 'homeowners insurance policy' },
  flood: { upload: 'Upload your flood insurance policy', details: 'Flood insurance policy details', name: 'flood insurance policy' },
  master: { upload: 'Upload the master insurance policy', details: 'Master insurance policy details', name: 'master insurance policy' },
};

/** The policy a request type is about ("flood insurance policy"), or null for a type that is not an insurance update. */
export function policyName(type: ServicingRequestType): string | null {
  const variant = POLICY_VARIANT[type];
  return variant ? POLICY_TITLES[variant].name : null;
}

/**
 * A step's title as its checklist and screen show it: the step kind's title (domain STEP_KINDS), except the two
 * insurance steps, titled by the policy the request type is about (homeowners, flood or master policy).
 */
export function stepTitle(kind: ServicingStepKind, type: ServicingRequestType): string {
  const variant = POLICY_VARIANT[type];
  if (variant && kind === 'hoi-upload') return POLICY_TITLES[variant].upload;
  if (variant && kind === 'hoi-policy-details') return POLICY_TITLES[variant].details;
  return STEP_KINDS[kind].title;
}
