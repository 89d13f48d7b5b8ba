import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { estimateAcknowledged, offerOpened, offerStepShown } from '../../../src/client/features/offer/actions';
import { OFFER_KEY, offerReducer } from '../../../src/client/features/offer/reducer';
import { makeSelectOfferPage, snapshotRows } from '../../../src/client/features/offer/selectors';
import { agreementSummaryQuery, investmentEstimateQuery, snapshotsQuery } from '../../../src/client/kernel/api/closingQueries';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';
import { APP_UUID, application } from '../app/fixtures';
import { agreementSummary, estimate, failed, loaded, snapshot } from './fixtures';

const ARGS = { uuid: APP_UUID };

function viewAfter(...events: AnyAction[]) {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [OFFER_KEY]: offerReducer } });
  for (const e of events) store.dispatch(e);
  return makeSelectOfferPage(APP_UUID)(store.getState());
}

const everything = (est = estimate()) => [
  ...loaded(applicationQuery, ARGS, application()),
  ...loaded(investmentEstimateQuery, ARGS, { estimate: est }),
  ...loaded(agreementSummaryQuery, ARGS, { summary: agreementSummary() }),
  ...loaded(snapshotsQuery, ARGS, [snapshot()]),
];

describe('offer page projection', () => {
  it('is loading until the application and the estimate are there', () => {
    expect(viewAfter().status).toBe('loading');
    expect(viewAfter(...loaded(applicationQuery, ARGS, application())).status).toBe('loading');
  });

  it('says the estimate is not ready when the API has none (no steps)', () => {
    expect(viewAfter(...loaded(investmentEstimateQuery, ARGS, { estimate: null }))).toEqual({ status: 'not-ready' });
  });

  it('shows the §8 sentence when the estimate cannot be fetched', () => {
    expect(viewAfter(...loaded(applicationQuery, ARGS, application()), ...failed(investmentEstimateQuery, ARGS, 'FETCH_ERROR'))).toEqual({
      status: 'error',
      message: FETCH_ERROR_TEXT,
    });
  });

  it('formats the home and the estimate per §9 (currency, MM/dd/yyyy) with percentages to one decimal', () => {
    const view = viewAfter(...everything());
    if (view.status !== 'ready') throw new Error(view.status);
    expect(view).toMatchObject({ step: 'property', stepNumber: 1, stepCount: 3 });
    expect(view.offer.home).toEqual({
      line1: '12 Main St, Unit 4B',
      line2: 'Austin, TX 78701',
      propertyType: 'Single-family detached',
      propertyUsage: 'Primary residence',
      homeValue: '$650,000',
    });
    expect(view.offer.estimate.figures).toEqual([
      { label: 'Investment amount', value: '$60,000' },
      { label: 'Equity share', value: '17.5%' },
      { label: 'Term', value: '10 years' },
    ]);
    expect(view.offer.estimate.fees).toEqual([
      { label: 'Origination fee', value: '$1,800' },
      { label: 'Third-party costs', value: '$1,250' },
    ]);
    expect(view.offer.estimate).toMatchObject({ cashToHomeowner: '$56,950', expiresOn: '04/04/2026', scenariosCaption: 'What you would repay after 10 years' });
    expect(view.offer.estimate.scenarios[2]).toMatchObject({ label: 'Home value grows', yearly: '3.5%', homeValueAtSettlement: '$916,900', repayment: '$160,458' });
    expect(view.offer.estimate.scenarios[2]?.sentence).toMatch(/^If your home grows 3\.5% a year, it would be worth \$916,900 after 10 years\./);
    expect(view.offer.summary).toContainEqual({ label: 'Effective date', value: 'Not set' });
    expect(view.offer.summary).toContainEqual({ label: 'Status', value: 'Estimate (may still change)' });
  });

  it('shows how the offer changed only when there is more than one snapshot, oldest first', () => {
    const single = viewAfter(...everything());
    expect(single.status === 'ready' && single.offer.snapshots).toBeNull();
    const later = snapshot({ uuid: '99999999-9999-4999-8999-999999999999' as never, kind: 'final-terms', created_at: '2026-03-20T09:00:00.000Z', investment_amount: 55_000, equity_share_percent: 16.25 });
    expect(snapshotRows([later, snapshot()])?.map((r) => [r.date, r.kind, r.investment, r.share])).toEqual([
      ['03/05/2026', 'Investment Estimate', '$60,000', '17.5%'],
      ['03/20/2026', 'Final terms', '$55,000', '16.3%'],
    ]);
  });

  it('follows the reducer’s step for this application, and counts an acknowledgement made on this visit', () => {
    const view = viewAfter(...everything(), offerOpened({ applicationId: APP_UUID }), offerStepShown({ step: 'summary' }));
    expect(view.status === 'ready' && [view.step, view.stepNumber, view.offer.acknowledged]).toEqual(['summary', 3, false]);
    const acknowledged = viewAfter(...everything(), offerOpened({ applicationId: APP_UUID }), estimateAcknowledged({ applicationId: APP_UUID }));
    expect(acknowledged.status === 'ready' && acknowledged.offer.acknowledged).toBe(true);
  });

  it('reads an earlier acknowledgement from the application', () => {
    const view = viewAfter(...loaded(applicationQuery, ARGS, application({ ie_acknowledged: true })), ...everything().slice(2));
    expect(view.status === 'ready' && view.offer.acknowledged).toBe(true);
  });
});
