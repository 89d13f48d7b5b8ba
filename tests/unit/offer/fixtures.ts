import type { AnyAction } from '@reduxjs/toolkit';
import type { AgreementSummary, InvestmentEstimate, Snapshot } from '../../../src/contract/offer';
import { queryFulfilled, queryRejected, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import type { AnyQueryDef } from '../../../src/client/kernel/queryCache/defineQuery';

export const ESTIMATE_UUID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

/** A $60,000 Investment Estimate on a $650,000 home, 17.5 % for 10 years, two fees and three scenarios. */
export function estimate(overrides: Partial<InvestmentEstimate> = {}): InvestmentEstimate {
  return {
    uuid: ESTIMATE_UUID as InvestmentEstimate['uuid'],
    issued_at: '2026-03-05T15:00:00.000Z',
    expires_on: '2026-04-04',
    home_value: 650_000,
    investment_amount: 60_000,
    equity_share_percent: 17.5,
    term_years: 10,
    fees: [
      { label: 'Origination fee', amount: 1_800 },
      { label: 'Third-party costs', amount: 1_250 },
    ],
    cash_to_homeowner: 56_950,
    scenarios: [
      { label: 'Home value falls', annual_appreciation_percent: -2, term_years: 10, home_value_at_settlement: 531_000, repayment: 60_000 },
      { label: 'Home value steady', annual_appreciation_percent: 0, term_years: 10, home_value_at_settlement: 650_000, repayment: 113_750 },
      { label: 'Home value grows', annual_appreciation_percent: 3.5, term_years: 10, home_value_at_settlement: 916_900, repayment: 160_458 },
    ],
    ...overrides,
  };
}

export function agreementSummary(overrides: Partial<AgreementSummary> = {}): AgreementSummary {
  return {
    status: 'estimate',
    investment_amount: 60_000,
    equity_share_percent: 17.5,
    term_years: 10,
    starting_home_value: 650_000,
    total_fees: 3_050,
    payoffs_total: 0,
    cash_to_homeowner: 56_950,
    effective_date: null,
    ...overrides,
  };
}

export function snapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    uuid: 'ffffffff-ffff-4fff-8fff-ffffffffffff' as Snapshot['uuid'],
    kind: 'investment-estimate',
    created_at: '2026-03-05T15:00:00.000Z',
    home_value: 650_000,
    investment_amount: 60_000,
    equity_share_percent: 17.5,
    ...overrides,
  };
}

/** The query-cache events that put `data` in the cache for `query(args)`. */
export function loaded(query: AnyQueryDef, args: unknown, data: unknown): AnyAction[] {
  const key = query.key(args);
  return [
    queryStarted({ key, name: query.name, args, group: query.group, requestId: 1, at: 0 }),
    queryFulfilled({ key, name: query.name, requestId: 1, at: 0, data }),
  ];
}

/** The query-cache events of a failed first request for `query(args)`. */
export function failed(query: AnyQueryDef, args: unknown, status: number | 'FETCH_ERROR', data: unknown = {}): AnyAction[] {
  const key = query.key(args);
  return [
    queryStarted({ key, name: query.name, args, group: query.group, requestId: 1, at: 0 }),
    queryRejected({ key, name: query.name, requestId: 1, at: 0, error: { status, data } }),
  ];
}
