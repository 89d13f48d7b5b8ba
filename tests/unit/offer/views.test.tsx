import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { offerOpened, offerStepShown } from '../../../src/client/features/offer/actions';
import { OFFER_KEY, offerReducer } from '../../../src/client/features/offer/reducer';
import { OfferPage } from '../../../src/client/features/offer/views/OfferPage';
import { agreementSummaryQuery, investmentEstimateQuery, snapshotsQuery } from '../../../src/client/kernel/api/closingQueries';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { APP_UUID, application } from '../app/fixtures';
import { agreementSummary, estimate, loaded, snapshot } from './fixtures';

const ARGS = { uuid: APP_UUID };

function render(events: readonly AnyAction[]): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [OFFER_KEY]: offerReducer } });
  for (const e of events) store.dispatch(e);
  const html = renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[`/applications/${APP_UUID}/offer`]}>
        <Routes>
          <Route path="/applications/:applicationId/offer" element={<OfferPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
}

const ready = (ack = false) => [
  ...loaded(applicationQuery, ARGS, application({ ie_acknowledged: ack })),
  ...loaded(investmentEstimateQuery, ARGS, { estimate: estimate() }),
  ...loaded(agreementSummaryQuery, ARGS, { summary: agreementSummary() }),
  ...loaded(snapshotsQuery, ARGS, [snapshot(), snapshot({ uuid: '99999999-9999-4999-8999-999999999999' as never, created_at: '2026-03-20T09:00:00.000Z' })]),
  offerOpened({ applicationId: APP_UUID }),
];

describe('offer page (first render)', () => {
  it('says what happens next when no estimate exists, with no steps', () => {
    const text = render(loaded(investmentEstimateQuery, ARGS, { estimate: null }));
    expect(text).toContain('Your offer');
    expect(text).toContain('Your Investment Estimate isn’t ready yet');
    expect(text).toContain('check your tasks');
    expect(text).not.toContain('Step 1 of 3');
    expect(text).not.toContain('Continue');
  });

  it('step 1: the home, with Continue and no Back', () => {
    const text = render(ready());
    expect(text).toContain('Step 1 of 3');
    expect(text).toContain('Your home');
    expect(text).toContain('12 Main St, Unit 4B');
    expect(text).toContain('Home value used for the estimate $650,000');
    expect(text).toContain('Continue');
    expect(text).not.toContain('Back');
  });

  it('step 2: the estimate figures, fees, expiry and the scenarios table with its sentences', () => {
    const text = render([...ready(), offerStepShown({ step: 'estimate' })]);
    for (const s of [
      'Step 2 of 3', 'Your Investment Estimate', 'Investment amount $60,000', 'Equity share 17.5%', 'Term 10 years',
      'Origination fee $1,800', '$56,950', 'valid until 04/04/2026', 'What you would repay after 10 years',
      'Scenario', 'Yearly change', 'Home value at settlement', 'What you would repay', 'Home value grows', '$160,458',
      'If your home loses 2.0% a year', 'Continue', 'Back',
    ]) expect(text).toContain(s);
  });

  it('step 3: the agreement summary, how the offer changed, and the acknowledgement form', () => {
    const text = render([...ready(), offerStepShown({ step: 'summary' })]);
    for (const s of ['Step 3 of 3', 'Agreement summary', 'Cash to you $56,950', 'How your offer changed', 'I have read the Investment Estimate', 'Acknowledge the Investment Estimate', 'Back']) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('Continue');
  });

  it('step 3 when already acknowledged: the confirmation, no button', () => {
    const text = render([...ready(true), offerStepShown({ step: 'summary' })]);
    expect(text).toContain('You acknowledged this Investment Estimate.');
    expect(text).not.toContain('I have read the Investment Estimate');
  });
});
