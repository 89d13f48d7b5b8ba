import type { CustomerDocument } from '../../../src/contract/documents';
import type { Investment } from '../../../src/contract/servicing/investment';
import type { PayoffStatement } from '../../../src/contract/servicing/payoff';
import type { ServicingHistoryEntry, ServicingRequest, ServicingStep, ServicingTask } from '../../../src/contract/servicing/request';
import { APP_UUID } from '../app/fixtures';

/*
 * Servicing fixtures (issue 11): a funded investment, an owner buyout with its four steps, its tasks, documents and
 * payoff statement, as the contract's codecs decode them.
 */

export { APP_UUID };
export const REQUEST_UUID = 'e0000000-0000-4000-8000-000000000001';
export const OTHER_REQUEST_UUID = 'e0000000-0000-4000-8000-000000000002';
export const TASK_UUID = 'f0000000-0000-4000-8000-000000000001';
export const DOC_UUID = 'd0000000-0000-4000-8000-000000000001';

type U = ServicingRequest['uuid'];

/** Funded 2026-01-15 for $60,000 at a 15% share, 10-year term, home last valued $500,000. */
export function investment(overrides: Partial<Investment> = {}): Investment {
  return {
    application_uuid: APP_UUID as U,
    status: 'active',
    investment_amount: 60_000,
    funded_on: '2026-01-15',
    equity_share_percent: 15,
    term_years: 10,
    term_end_on: '2036-01-15',
    starting_home_value: 480_000,
    latest_home_value: 500_000,
    latest_home_value_on: '2026-01-10',
    latest_home_value_source: 'Appraisal at funding',
    settled_on: null,
    settlement_amount_cents: null,
    settlement_request_uuid: null,
    ...overrides,
  };
}

/** A step of the buyout (`kind`, `position`); pending and the homeowner's unless overridden. */
export function step(kind: ServicingStep['kind'], position: number, overrides: Partial<ServicingStep> = {}): ServicingStep {
  return {
    uuid: `a0000000-0000-4000-8000-00000000000${position}` as U,
    kind,
    position,
    status: 'pending',
    actor: 'customer',
    asks: '',
    due_date: null,
    revision: 0,
    values: {},
    submitted_at: null,
    ...overrides,
  } as ServicingStep;
}

/** One entry of a request's history (a status change unless `overrides.event` says otherwise). */
export function change(at: string, status: ServicingHistoryEntry['status'], overrides: Partial<ServicingHistoryEntry> = {}): ServicingHistoryEntry {
  return { at, event: 'status-changed', step_kind: null, status, approval_status: null, actor: 'customer', note: null, ...overrides };
}

/** The buyout's four steps in order: request, improvements, appraisal, payoff. */
export function buyoutSteps(): ServicingStep[] {
  return [
    step('buyout-request', 1),
    step('improvement-adjustment', 2),
    step('authorize-hei-appraisal', 3),
    step('acknowledge-payoff-and-accept-wire-details', 4, { status: 'blocked', actor: 'provider' }),
  ];
}

/** A pending owner buyout on {@link APP_UUID}, the homeowner's turn. */
export function request(overrides: Partial<ServicingRequest> = {}): ServicingRequest {
  return {
    uuid: REQUEST_UUID as U,
    application_uuid: APP_UUID as U,
    request_type: 'owner-buyout',
    category: 'buyout-docs',
    status: 'pending',
    needs_approval: false,
    approval_status: null,
    reason: null,
    next_actor: 'customer',
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    steps: buyoutSteps(),
    history: [change('2026-05-01T10:00:00.000Z', 'pending', { event: 'submitted', note: 'Request started.' })],
    ...overrides,
  };
}

/** A document task of the buyout's first step: the mortgage statement. */
export function task(overrides: Partial<ServicingTask> = {}): ServicingTask {
  return {
    uuid: TASK_UUID as U,
    request_uuid: REQUEST_UUID as U,
    request_type: 'owner-buyout',
    task_type: 'mortgage-statement',
    step_kind: 'buyout-request',
    title: 'Your latest mortgage statement',
    description: 'The most recent statement of every mortgage on the home.',
    status: 'pending',
    document_type: 'mortgage-statement',
    required: true,
    category: 'buyout-docs',
    due_date: null,
    created_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A document sent for {@link task}. */
export function document(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  return {
    uuid: DOC_UUID as U,
    document_type: 'mortgage-statement',
    file_name: 'statement.pdf',
    content_type: 'application/pdf',
    size_bytes: 2048,
    status: 'uploaded',
    source: 'customer',
    rejection_reason: null,
    profile_uuid: null,
    task_uuid: TASK_UUID as U,
    replaces: null,
    created_at: '2026-05-02T10:00:00.000Z',
    uploaded_at: '2026-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A payoff statement of $91,234.56, good through 2026-06-30, not acknowledged. */
export function payoffStatement(overrides: Partial<PayoffStatement> = {}): PayoffStatement {
  return {
    uuid: 'c1000000-0000-4000-8000-000000000001' as U,
    request_uuid: REQUEST_UUID as U,
    amount_cents: 9_123_456,
    per_diem_cents: 1250,
    good_through: '2026-06-30',
    issued_at: '2026-05-31T09:00:00.000Z',
    computation: {
      valuation_method: 'full-appraisal',
      home_value: 600_000,
      equity_share_percent: 15,
      investment_amount: 60_000,
      lines: [
        { kind: 'share-of-value', label: '15% of the home value of $600,000', amount_cents: 9_000_000 },
        { kind: 'valuation-fee', label: 'Full appraisal fee', amount_cents: 65_000 },
        { kind: 'improvement-credit', label: 'Improvement credit', amount_cents: -6_544 },
        { kind: 'lien-release-fee', label: 'Lien release recording fee', amount_cents: 15_000 },
      ],
      explanation: 'Our 15% share of your home’s value by full appraisal, less the improvement credit (our 15% share of the value your improvements added), plus the full appraisal fee and the lien release recording fee.',
    },
    acknowledged_at: null,
    expired: false,
    wire_instructions: null,
    ...overrides,
  };
}

/** The provider's wire instructions (revealed after acknowledging). */
export const WIRE = {
  beneficiary_name: 'Home Equity Release Servicing LLC',
  bank_name: 'Sandbox National Bank',
  bank_address: '100 Example Plaza, Denver, CO 80202',
  routing_number: '021000021',
  account_number: '000123456789',
  reference: 'HE-1001 payoff E0000000',
  verify_phone: '(303) 555-0142',
};
