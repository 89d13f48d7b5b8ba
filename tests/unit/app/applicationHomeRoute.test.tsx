import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApplicationHomeRoute, homeKindOf } from '../../../src/client/app/pages/ApplicationHomeRoute';
import { applicationQuery } from '../../../src/client/kernel/api/queries';
import { QUERY_CACHE_KEY, queryCacheReducer, type QueryCacheRootState } from '../../../src/client/kernel/queryCache/reducer';
import { preloadable, StoreProvider, toViewStore, type Preloadable } from '../../../src/client/kernel/react';
import { failed, loaded } from '../offer/fixtures';
import { APP_UUID, application } from './fixtures';

const ARGS = { uuid: APP_UUID };

function stateAfter(events: readonly AnyAction[]): QueryCacheRootState {
  return events.reduce((s, e) => ({ [QUERY_CACHE_KEY]: queryCacheReducer(s[QUERY_CACHE_KEY], e) }), { [QUERY_CACHE_KEY]: queryCacheReducer(undefined, { type: '@@init' }) });
}

/** A page whose code is here (preloaded before the tests) or, with `arrived` false, never arrives. */
const page = (text: string, arrived = true): Preloadable<object> =>
  preloadable(() => (arrived ? Promise.resolve(() => <p>{text}</p>) : new Promise<never>(() => undefined)));
const Funded = page('the investment dashboard');
const NotFunded = page('the application home');
const ClosedLost = page('the outcome page');

beforeAll(() => Promise.all([Funded, NotFunded, ClosedLost].map((p) => p.preload())));

function render(events: readonly AnyAction[], applicationId = APP_UUID, pages = { Funded, NotFunded }): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer } });
  for (const e of events) store.dispatch(e);
  return renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[`/applications/${applicationId}`]}>
        <Routes>
          <Route path="/applications/:applicationId" element={<ApplicationHomeRoute Funded={pages.Funded} ClosedLost={ClosedLost} NotFunded={pages.NotFunded} />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  ).replace(/<[^>]+>/g, ' ');
}

describe('the application home route (issue 11 §2: a funded application’s home is the investment dashboard)', () => {
  it('shows the loading state until the application answers, never the wrong page', () => {
    expect(homeKindOf(stateAfter([]), APP_UUID)).toBe('loading');
    const html = render([]);
    expect(html).toContain('Loading your application…');
    expect(html).not.toContain('the application home');
    expect(html).not.toContain('the investment dashboard');
  });

  it('shows the investment dashboard once the application is funded (closed-won)', () => {
    const events = loaded(applicationQuery, ARGS, application({ stage: 'closed-won', customer_stage: 'closed' }));
    expect(homeKindOf(stateAfter(events), APP_UUID)).toBe('funded');
    expect(render(events)).toContain('the investment dashboard');
  });

  it('shows the application home before funding', () => {
    expect(render(loaded(applicationQuery, ARGS, application()))).toContain('the application home');
  });

  it('keeps the loading state, not a blank or the wrong page, while the chosen page’s code is on its way', () => {
    const funded = loaded(applicationQuery, ARGS, application({ stage: 'closed-won', customer_stage: 'closed' }));
    const html = render(funded, APP_UUID, { Funded: page('the investment dashboard', false), NotFunded });
    expect(html).toContain('Loading your application…');
    expect(html).not.toContain('the investment dashboard');
    expect(html).not.toContain('the application home');
  });

  it('shows the outcome page for a denied or withdrawn application (issue 12 §1), never the application home', () => {
    const lost = application({
      stage: 'closed-lost', customer_stage: 'closed',
      closed_lost: { outcome: 'denied', reason: 'credit', denial_factors: [], decided_at: '2026-03-04T10:00:00.000Z', stage_reached: 'under-review' },
    });
    const events = loaded(applicationQuery, ARGS, lost);
    expect(homeKindOf(stateAfter(events), APP_UUID)).toBe('closed-lost');
    const html = render(events);
    expect(html).toContain('the outcome page');
    expect(html).not.toContain('the application home');
  });

  it('leaves a failed load and an id that is not a UUID to the application home (its §2 redirect and error)', () => {
    expect(homeKindOf(stateAfter(failed(applicationQuery, ARGS, 404)), APP_UUID)).toBe('application');
    expect(homeKindOf(stateAfter([]), 'not-a-uuid')).toBe('application');
    expect(render([], 'not-a-uuid')).toContain('the application home');
  });
});
