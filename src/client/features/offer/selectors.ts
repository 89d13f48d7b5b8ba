import { createSelector } from '@reduxjs/toolkit';
import type { Application } from '../../../contract/entities';
import type { AgreementSummary, InvestmentEstimate, Snapshot } from '../../../contract/offer';
import { formatCurrency, formatDate } from '../../../domain/format';
import { formatPercent, scenarioSentence, yearsText } from '../../../domain/offer';
import { PROPERTY_TYPE_LABELS, PROPERTY_USAGE_LABELS } from '../../../domain/validation/options';
import { agreementSummaryQuery, investmentEstimateQuery, snapshotsQuery } from '../../kernel/api/closingQueries';
import { applicationQuery } from '../../kernel/api/queries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { initialOfferState, OFFER_KEY, type OfferState } from './reducer';
import { sectionOf, type Section } from '../../kernel/queryCache/section';
import { OFFER_STEPS, offerStepNumber, type OfferStep } from './steps';

/** The root state the offer projections read. */
export type OfferRootState = QueryCacheRootState & { [OFFER_KEY]?: OfferState };

/** A label and its display value (a row of a `<dl>`). */
export interface Figure {
  label: string;
  value: string;
}

/** The home as the estimate sees it (property step). */
export interface HomeView {
  line1: string;
  line2: string;
  propertyType: string;
  propertyUsage: string;
  /** The value the estimate used (§9 currency). */
  homeValue: string;
}

/** One appreciation scenario as shown (row of the scenarios table, plus its plain-language sentence). */
export interface ScenarioView {
  label: string;
  yearly: string;
  homeValueAtSettlement: string;
  repayment: string;
  sentence: string;
}

/** The Investment Estimate as shown (estimate step): every amount §9 currency, percentages one decimal. */
export interface EstimateView {
  figures: Figure[];
  fees: Figure[];
  cashToHomeowner: string;
  expiresOn: string;
  /** "What you would repay after 10 years" (the scenarios table caption). */
  scenariosCaption: string;
  scenarios: ScenarioView[];
}

/** A snapshot row of "How your offer changed". */
export interface SnapshotView {
  key: string;
  date: string;
  kind: string;
  homeValue: string;
  investment: string;
  share: string;
}

/** Everything the offer page shows once the estimate exists. */
export interface OfferReadyView {
  home: HomeView;
  estimate: EstimateView;
  /** Agreement summary rows; null when the server has none yet. */
  summary: Figure[] | null;
  /** Shown only when the offer changed at least once (more than one snapshot). */
  snapshots: SnapshotView[] | null;
  acknowledged: boolean;
}

/** The offer page: loading / error, no estimate yet, or the steps. */
export type OfferPageView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'not-ready' }
  | { status: 'ready'; step: OfferStep; stepNumber: number; stepCount: number; offer: OfferReadyView };

function homeView(application: Application, estimate: InvestmentEstimate): HomeView {
  const { address, property_type, property_usage } = application.property;
  const unit = address.unit_number ? `, Unit ${address.unit_number}` : '';
  return {
    line1: `${address.street}${unit}`,
    line2: `${address.city}, ${address.state} ${address.zip_code}`,
    propertyType: property_type ? PROPERTY_TYPE_LABELS[property_type] : 'Not given',
    propertyUsage: property_usage ? PROPERTY_USAGE_LABELS[property_usage] : 'Not given',
    homeValue: formatCurrency(estimate.home_value),
  };
}

/** The scenarios table's caption: their own horizon (10 years), which is not the agreement's term. */
function scenariosCaption(estimate: InvestmentEstimate): string {
  const horizons = [...new Set(estimate.scenarios.map((s) => s.term_years))];
  return horizons.length === 1 && horizons[0] !== undefined ? `What you would repay after ${yearsText(horizons[0])}` : 'What you would repay';
}

/** The estimate step's figures (issue #4 §3). */
export function estimateView(estimate: InvestmentEstimate): EstimateView {
  const term = yearsText(estimate.term_years);
  return {
    figures: [
      { label: 'Investment amount', value: formatCurrency(estimate.investment_amount) },
      { label: 'Equity share', value: formatPercent(estimate.equity_share_percent) },
      { label: 'Term', value: term },
    ],
    fees: estimate.fees.map((fee) => ({ label: fee.label, value: formatCurrency(fee.amount) })),
    cashToHomeowner: formatCurrency(estimate.cash_to_homeowner),
    expiresOn: formatDate(estimate.expires_on),
    scenariosCaption: scenariosCaption(estimate),
    scenarios: estimate.scenarios.map((s) => ({
      label: s.label,
      yearly: formatPercent(s.annual_appreciation_percent),
      homeValueAtSettlement: formatCurrency(s.home_value_at_settlement),
      repayment: formatCurrency(s.repayment),
      sentence: scenarioSentence(estimate, s),
    })),
  };
}

const SUMMARY_STATUS: Readonly<Record<AgreementSummary['status'], string>> = {
  estimate: 'Estimate (may still change)',
  final: 'Final terms',
};

/** The agreement summary as `<dl>` rows (§7 agreement-summary). */
export function summaryFigures(summary: AgreementSummary): Figure[] {
  return [
    { label: 'Status', value: SUMMARY_STATUS[summary.status] },
    { label: 'Investment amount', value: formatCurrency(summary.investment_amount) },
    { label: 'Equity share', value: formatPercent(summary.equity_share_percent) },
    { label: 'Term', value: yearsText(summary.term_years) },
    { label: 'Starting home value', value: formatCurrency(summary.starting_home_value) },
    { label: 'Total fees', value: formatCurrency(summary.total_fees) },
    { label: 'Debts paid off at closing', value: formatCurrency(summary.payoffs_total) },
    { label: 'Cash to you', value: formatCurrency(summary.cash_to_homeowner) },
    { label: 'Effective date', value: formatDate(summary.effective_date) },
  ];
}

const SNAPSHOT_KIND: Readonly<Record<Snapshot['kind'], string>> = {
  'investment-estimate': 'Investment Estimate',
  'final-terms': 'Final terms',
};

/** "How your offer changed": the snapshots oldest first, or null when the offer never changed (one or none). */
export function snapshotRows(snapshots: readonly Snapshot[]): SnapshotView[] | null {
  if (snapshots.length <= 1) return null;
  return [...snapshots]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((s) => ({
      key: s.uuid,
      date: formatDate(s.created_at),
      kind: SNAPSHOT_KIND[s.kind],
      homeValue: formatCurrency(s.home_value),
      investment: formatCurrency(s.investment_amount),
      share: formatPercent(s.equity_share_percent),
    }));
}

const selectOfferState = (s: OfferRootState): OfferState => s[OFFER_KEY] ?? initialOfferState;

/**
 * A memoised projection of the offer page of `applicationId` (one per mounted page, e.g. with useMemo). The page
 * waits for the application and the estimate; the agreement summary and snapshots add to it when they arrive (a
 * failure there leaves them out rather than hiding the estimate). The step is the reducer's when it belongs to this
 * application, else the default.
 */
export function makeSelectOfferPage(applicationId: string) {
  const args = { uuid: applicationId };
  return createSelector(
    [
      (s: OfferRootState) => applicationQuery.select(s, args),
      (s: OfferRootState) => investmentEstimateQuery.select(s, args),
      (s: OfferRootState) => agreementSummaryQuery.select(s, args),
      (s: OfferRootState) => snapshotsQuery.select(s, args),
      selectOfferState,
    ],
    (application, estimate, summary, snapshots, offer): OfferPageView => {
      const app: Section<Application> = sectionOf(application, (a) => a);
      const est: Section<InvestmentEstimate | null> = sectionOf(estimate, (e) => e.estimate);
      if (app.status === 'error') return app;
      if (est.status === 'error') return est;
      if (est.status === 'ready' && est.data === null) return { status: 'not-ready' };
      if (app.status !== 'ready' || est.status !== 'ready' || est.data === null) return { status: 'loading' };
      const mine = offer.applicationId === applicationId;
      const step = mine ? offer.step : initialOfferState.step;
      return {
        status: 'ready',
        step,
        stepNumber: offerStepNumber(step),
        stepCount: OFFER_STEPS.length,
        offer: {
          home: homeView(app.data, est.data),
          estimate: estimateView(est.data),
          summary: summary.data?.summary ? summaryFigures(summary.data.summary) : null,
          snapshots: snapshots.data ? snapshotRows(snapshots.data) : null,
          acknowledged: app.data.ie_acknowledged || (mine && offer.acknowledged),
        },
      };
    },
  );
}
