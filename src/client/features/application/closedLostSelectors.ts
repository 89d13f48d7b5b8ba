import { createSelector } from 'reselect';
import type { Application } from '../../../contract/entities';
import type { ClosedLost } from '../../../contract/outcomes/closedLost';
import { formatDate } from '../../../domain/format';
import {
  DENIAL_FACTOR_WORDS, ECOA_NOTICE, OUTCOME_SUMMARIES, OUTCOME_TITLES, outcomeNextSteps, reasonWords, type OutcomeNextSteps,
  type PlainWords,
} from '../../../domain/outcomes';
import { stageMilestones, type Milestone } from '../../../domain/stageTracker';
import { applicationQuery, dealTeamQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import { creditDisclosureView, type CreditDisclosureView } from './creditDisclosureView';
import { addressLines, contactView, type AddressLines, type ContactView } from './selectors';

/** What the outcome page of a closed-lost application shows (issue 12 §1), every code in plain words. */
export interface ClosedLostView {
  uuid: string;
  outcome: ClosedLost['outcome'];
  /** "Application denied" / "Application withdrawn". */
  title: string;
  summary: string;
  /** §9 MM/dd/yyyy. */
  decidedOn: string;
  address: AddressLines;
  reason: PlainWords;
  /** The detailed denial factors (empty for a withdrawal, or a denial without them). */
  factors: readonly PlainWords[];
  next: OutcomeNextSteps;
  /** The stage tracker: stops at the last stage reached, ends with the outcome. */
  milestones: readonly Milestone[];
  /** The credit report, score and rights of a credit-based denial; null when the server sent none. */
  credit: CreditDisclosureView | null;
  /** The ECOA notice, paragraph by paragraph: every denial carries it; null for a withdrawal. */
  ecoaNotice: readonly string[] | null;
}

/** The outcome page: the application's outcome (an error when it is not closed-lost) and the Home Equity Officer. */
export interface ClosedLostPageView {
  outcome: Section<ClosedLostView>;
  homeEquityOfficer: Section<ContactView | null>;
}

/** The outcome of a closed-lost application as shown (issue 12 §1). */
export function closedLostView(a: Application, c: ClosedLost): ClosedLostView {
  return {
    uuid: a.uuid,
    outcome: c.outcome,
    title: OUTCOME_TITLES[c.outcome],
    summary: OUTCOME_SUMMARIES[c.outcome],
    decidedOn: formatDate(c.decided_at),
    address: addressLines(a.property.address),
    reason: reasonWords(c),
    factors: c.denial_factors.map((f) => DENIAL_FACTOR_WORDS[f]),
    next: outcomeNextSteps(c),
    milestones: stageMilestones({ customerStage: a.customer_stage, closedLost: c }),
    credit: c.outcome === 'denied' && c.credit_disclosure ? creditDisclosureView(c.credit_disclosure) : null,
    ecoaNotice: c.outcome === 'denied' ? ECOA_NOTICE : null,
  };
}

/**
 * A memoised projection of the outcome page of `applicationId`. An application that is not closed-lost (the route
 * shows this page only for one) reads as an error rather than a page claiming an outcome that is not there.
 */
export function makeSelectClosedLostPage(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [(s: QueryCacheRootState) => applicationQuery.select(s, args), (s: QueryCacheRootState) => dealTeamQuery.select(s, args)],
    (application, dealTeam): ClosedLostPageView => {
      const outcome = sectionOf(application, (a) => a);
      return {
        outcome: outcome.status !== 'ready'
          ? outcome
          : outcome.data.closed_lost
            ? { status: 'ready', data: closedLostView(outcome.data, outcome.data.closed_lost) }
            : { status: 'error', message: 'This application has no denial or withdrawal to show.' },
        homeEquityOfficer: sectionOf(dealTeam, (d) => contactView(d.home_equity_officer)),
      };
    },
  );
}
