import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SERVICING_STEP_KIND, type ServicingStepKind } from '../../../src/contract/servicing/enums';
import type { ServicingRequest } from '../../../src/contract/servicing/request';
import { dashboardOpened, requestOpened } from '../../../src/client/features/servicing/actions';
import { SERVICING_KEY, servicingReducer } from '../../../src/client/features/servicing/reducer';
import { InvestmentDashboardPage } from '../../../src/client/features/servicing/views/InvestmentDashboardPage';
import { RequestPage } from '../../../src/client/features/servicing/views/RequestPage';
import { documentsQuery } from '../../../src/client/kernel/api/closingQueries';
import { dealTeamQuery } from '../../../src/client/kernel/api/queries';
import {
  investmentQuery, payoffStatementQuery, servicingRequestQuery, servicingRequestsQuery, servicingTasksQuery,
} from '../../../src/client/kernel/api/servicingQueries';
import { draftOpened, draftsReducer, servicingStepDraft } from '../../../src/client/kernel/drafts';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { uploadsReducer, UPLOADS_KEY } from '../../../src/client/kernel/uploads';
import { ReadOnlyProvider } from '../../../src/client/ui/ReadOnly';
import { dealTeam } from '../app/fixtures';
import { loaded } from '../offer/fixtures';
import { APP_UUID, document, investment, payoffStatement, request, REQUEST_UUID, step, task, WIRE } from './fixtures';

const APP = { uuid: APP_UUID };
const REQ = { uuid: REQUEST_UUID };

function render(path: string, events: readonly AnyAction[], opts: { readOnly?: boolean } = {}): { html: string; text: string } {
  const store = configureStore({
    reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [SERVICING_KEY]: servicingReducer, drafts: draftsReducer, [UPLOADS_KEY]: uploadsReducer },
  });
  for (const e of events) store.dispatch(e);
  const html = renderToString(
    <StoreProvider store={toViewStore(store)}>
      <ReadOnlyProvider readOnly={opts.readOnly ?? false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/applications/:applicationId" element={<InvestmentDashboardPage />} />
            <Route path="/applications/:applicationId/servicing/:requestUuid" element={<RequestPage />} />
            <Route path="/applications/:applicationId/servicing/:requestUuid/:stepKind" element={<RequestPage />} />
          </Routes>
        </MemoryRouter>
      </ReadOnlyProvider>
    </StoreProvider>,
  );
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');
  return { html, text };
}

const dashboard = (requests: ServicingRequest[] = []) => [
  ...loaded(investmentQuery, APP, { investment: investment() }),
  ...loaded(servicingRequestsQuery, APP, requests),
  ...loaded(dealTeamQuery, APP, dealTeam()),
  dashboardOpened({ applicationId: APP_UUID, today: '2029-01-15' }),
];

/** The request page's data for `r`, its tasks and documents, and the payoff statement, on 2026-06-10. */
const requestPage = (r: ServicingRequest, payoff = payoffStatement({ good_through: '2026-06-30' })) => [
  ...loaded(servicingRequestQuery, REQ, r),
  ...loaded(servicingTasksQuery, APP, [task()]),
  ...loaded(documentsQuery, APP, [document({ status: 'rejected', rejection_reason: 'The statement is older than 60 days.' })]),
  ...loaded(payoffStatementQuery, REQ, { payoff_statement: payoff }),
  requestOpened({ applicationId: APP_UUID, requestUuid: REQUEST_UUID, today: '2026-06-10' }),
];
const stepPath = (kind: ServicingStepKind) => `/applications/${APP_UUID}/servicing/${REQUEST_UUID}/${kind}`;
const ready = (kind: ServicingStepKind) => draftOpened({ ...servicingStepDraft(APP_UUID, REQUEST_UUID, kind), restored: false });

describe('investment dashboard page (issue 11 §2, first render)', () => {
  it('shows the investment, the settlement estimate with its table and chart, the requests, the catalogue and the team', () => {
    const { text, html } = render(`/applications/${APP_UUID}`, dashboard([request()]));
    for (const s of [
      'Your Home Equity Investment', 'Investment amount $60,000', 'Time left 7 years left', 'Estimated settlement today', '$75,000.00', '(estimate)',
      'Estimated settlement if your home were worth more or less', '10% higher', 'Your requests', 'Buy out the investment', 'Status: Open',
      'What would you like to do?', 'Update flood insurance', 'You already have one open.', 'Your team', 'Home Equity Officer',
    ]) expect(text).toContain(s);
    expect(html).toContain('role="img"');
    expect((text.match(/Start : /g) ?? []).length).toBe(9);
  });

  it('in the ops read-only view every Start is disabled and described by the read-only note; everything still shows', () => {
    const { html, text } = render(`/applications/${APP_UUID}`, dashboard(), { readOnly: true });
    const starts = html.match(/<button[^>]*>Start<span/g) ?? [];
    expect(starts).toHaveLength(10);
    for (const b of starts) expect(b).toMatch(/disabled=""[^>]*aria-describedby="read-only-note"|aria-describedby="read-only-note"[^>]*disabled=""/);
    expect(text).toContain('Estimated settlement today');
  });
});

describe('request page (issue 11 §2, first render)', () => {
  it('shows the header, the ordered checklist, the current step, the timeline and Cancel while pending', () => {
    const { text } = render(`/applications/${APP_UUID}/servicing/${REQUEST_UUID}`, [...requestPage(request()), ready('buyout-request')]);
    for (const s of [
      'Buy out the investment', 'Where your request stands', 'Status Open', 'Who acts next You', 'Steps', 'Tell us about your buyout',
      'Review your payoff statement', 'Waiting on someone else', 'When would you like to buy out the investment?', 'Documents for this step',
      'Your latest mortgage statement', 'Why: The statement is older than 60 days.', 'Replace', 'Choose files for Your latest mortgage statement',
      'Submit this step', 'History', 'Request started.', 'Cancel request',
    ]) expect(text).toContain(s);
  });

  it('declined: the reason is shown, no cancel, the step locked with why', () => {
    const r = request({ status: 'declined', next_actor: null, reason: 'We could not verify the funding source.' });
    const { text, html } = render(stepPath('buyout-request'), requestPage(r));
    expect(text).toContain('Why We could not verify the funding source.');
    expect(text).toContain('This request is declined; nothing more can be changed.');
    expect(text).not.toContain('Cancel request');
    expect(text).not.toContain('Submit this step');
    expect(html).toMatch(/<input[^>]*type="date"[^>]*disabled=""/);
  });

  /** A question each step screen asks (the payoff step is covered below). */
  const ASKS: Readonly<Record<Exclude<ServicingStepKind, 'acknowledge-payoff-and-accept-wire-details'>, string>> = {
    'buyout-request': 'Where will the money come from?',
    'authorize-hei-appraisal': 'How should we value your home?',
    'improvement-adjustment': 'I have no improvements to claim',
    'home-listing': 'Your agent’s phone',
    'document-upload': 'Anything we should know about these documents',
    'third-party-lender-info': 'Loan officer’s email',
    'subordination-request': 'Date your lender needs the subordination by',
    'name-of-trust': 'What is changing?',
    'other-change': 'What would you like to change?',
    'hoi-upload': 'Anything we should know about these documents',
    'hoi-policy-details': 'How are we named on the policy?',
  };

  it.each(Object.entries(ASKS))('renders the %s screen as a form asking “%s”, with a submit', (kind, asks) => {
    const stepKind = kind as ServicingStepKind;
    const r = request({ request_type: stepKind === 'home-listing' ? 'home-sale' : 'owner-buyout', steps: [step(stepKind, 1)] });
    const { text } = render(stepPath(stepKind), [...requestPage(r), ready(stepKind)]);
    expect(text).toContain(asks);
    expect(text).toContain('Submit this step');
  });

  it('covers every step kind', () => {
    expect([...Object.keys(ASKS), 'acknowledge-payoff-and-accept-wire-details'].sort()).toEqual([...SERVICING_STEP_KIND.values].sort());
  });

  it('waits for the draft before showing a form (so a copy kept after a reload is not overwritten)', () => {
    const { text } = render(stepPath('buyout-request'), requestPage(request()));
    expect(text).toContain('Loading your answers…');
    expect(text).not.toContain('Submit this step');
  });

  it('titles the insurance steps by the request’s policy', () => {
    const r = request({ request_type: 'hoi-update-flood', steps: [step('hoi-upload', 1), step('hoi-policy-details', 2)] });
    const { text } = render(stepPath('hoi-policy-details'), [...requestPage(r), ready('hoi-policy-details')]);
    expect(text).toContain('Flood insurance policy details');
    expect(text).toContain('Upload your flood insurance policy');
    expect(text).toContain('The amount the flood insurance policy covers the building for.');
  });

  it('the valuation step shows each option’s fee and who pays it', () => {
    const r = request({ steps: [step('authorize-hei-appraisal', 1)] });
    const { text } = render(stepPath('authorize-hei-appraisal'), [...requestPage(r), ready('authorize-hei-appraisal')]);
    expect(text).toContain('Full appraisal');
    expect(text).toContain('$650, paid by you: it is added to your payoff amount.');
    expect(text).toContain('No fee — we pay for it.');
  });
});

describe('the payoff step (issue 11 §2, first render)', () => {
  const payoffRequest = request({ steps: [step('acknowledge-payoff-and-accept-wire-details', 1)] });

  it('shows the statement and the acknowledgement, never the wire details before it', () => {
    const { text } = render(stepPath('acknowledge-payoff-and-accept-wire-details'), requestPage(payoffRequest));
    for (const s of ['Payoff amount $91,234.56', 'Good through 06/30/2026', '$12.50 for each day after 06/30/2026', 'How we computed $91,234.56', 'I acknowledge this payoff statement']) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('Account number');
    expect(text).not.toContain('Submit this step');
  });

  it('once acknowledged: the wire details with the fraud warning, then the phone confirmation and submit', () => {
    const acknowledged = payoffStatement({ good_through: '2026-06-30', acknowledged_at: '2026-06-05T10:00:00.000Z', wire_instructions: WIRE });
    const { text } = render(stepPath('acknowledge-payoff-and-accept-wire-details'), [
      ...requestPage(payoffRequest, acknowledged),
      ready('acknowledge-payoff-and-accept-wire-details'),
    ]);
    for (const s of ['Where to wire the payment', 'Confirm by phone before you send money', 'Account number 000123456789', 'I called you on (303) 555-0142 and confirmed these wire details', 'Submit this step']) {
      expect(text).toContain(s);
    }
  });

  it('an expired statement is marked expired with "Ask for a new payoff statement"', () => {
    const { text } = render(stepPath('acknowledge-payoff-and-accept-wire-details'), requestPage(payoffRequest, payoffStatement({ good_through: '2026-06-01' })));
    expect(text).toContain('Expired');
    expect(text).toContain('06/01/2026 (expired)');
    expect(text).toContain('Ask for a new payoff statement');
    expect(text).not.toContain('I acknowledge this payoff statement');
  });
});
