import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { qualificationOpened, qualificationResumed, qualificationResumeFailed, creditPullFinished, creditPullNotStarted, qualificationCompleted } from '../../../src/client/features/qualification/actions';
import { QUALIFICATION_KEY, qualificationReducer } from '../../../src/client/features/qualification/reducer';
import { QualificationPage } from '../../../src/client/features/qualification/views/QualificationPage';
import { preloadStage } from '../../../src/client/features/qualification/views/stageViews';
import { QUALIFICATION_STAGES } from '../../../src/client/features/qualification/flow';
import { loggedUserQuery } from '../../../src/client/kernel/api/queries';
import { consentsQuery, creditReportQuery } from '../../../src/client/kernel/api/qualificationQueries';
import { queryFulfilled, queryStarted } from '../../../src/client/kernel/queryCache/actions';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { WIZARD_KEY, wizardFormValuesMerged, wizardHistoryReplaced, wizardIndexSet, wizardReducer } from '../../../src/client/kernel/wizard';
import { APP, consent, profile, REPORT } from './harness';

/** Query events that put `data` in the cache for `ref`. */
function cached(ref: { key: string; name: string; args: unknown }, group: string, data: unknown): UnknownAction[] {
  return [
    queryStarted({ ...ref, group: group as never, requestId: 1, at: 0 }),
    queryFulfilled({ key: ref.key, name: ref.name, requestId: 1, data, at: 0 }),
  ];
}

const ARGS = { uuid: APP };
const PROFILE = cached(loggedUserQuery.subscribe().payload, 'LoggedUser', profile({ social_security_number: '***-**-6789', birth_date: null }));

/** Server-renders the wizard page at `stages` (the history) over a store folded from `events`. */
function render(stages: string[], events: UnknownAction[] = []): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [WIZARD_KEY]: wizardReducer, [QUALIFICATION_KEY]: qualificationReducer } });
  const stage = stages[stages.length - 1] ?? 'authorize-credit';
  for (const e of [
    ...PROFILE,
    qualificationOpened({ applicationId: APP }),
    wizardHistoryReplaced({ flow: 'qualification', history: stages }),
    qualificationResumed({ applicationId: APP, stage, completed: false }),
    ...events,
  ]) {
    store.dispatch(e);
  }
  return renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[`/applications/${APP}/qualification`]}>
        <Routes>
          <Route path="/applications/:applicationId/qualification" element={<QualificationPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const A = 'authorize-credit';

// Runs first, before any test has loaded a stage's chunk.
describe('a stage before its code is loaded', () => {
  it('keeps the loading line, not an empty page, until the stage\'s code is here, then shows the stage', async () => {
    expect(text(render(['authorize-credit']))).toContain('Loading your answers…');
    expect(h1(render(['authorize-credit']))).toBe('Qualification');
    await preloadStage('authorize-credit');
    expect(h1(render(['authorize-credit']))).toBe('Authorize a soft credit check');
    expect(text(render(['authorize-credit']))).not.toContain('Loading your answers…');
  });
});

describe('wizard stages (first render)', () => {
  beforeAll(() => Promise.all(QUALIFICATION_STAGES.map(preloadStage)));

  it('shows Loading until the wizard has resumed', () => {
    const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [WIZARD_KEY]: wizardReducer, [QUALIFICATION_KEY]: qualificationReducer } });
    store.dispatch(qualificationOpened({ applicationId: APP }));
    const html = renderToString(
      <StoreProvider store={toViewStore(store)}>
        <MemoryRouter initialEntries={[`/applications/${APP}/qualification`]}>
          <Routes>
            <Route path="/applications/:applicationId/qualification" element={<QualificationPage />} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
    expect(text(html)).toContain('Loading your answers…');
    expect(html).toContain('role="status"');
  });

  it.each<[string, string[], UnknownAction[], string, string[]]>([
    ['authorize-credit', [A], [], 'Authorize a soft credit check', ['soft credit pull', 'Continue']],
    [
      'user-consent-statements',
      [A, 'user-consent-statements'],
      cached(consentsQuery.subscribe(ARGS).payload, 'Document', [consent('telephone')]),
      'Your consent',
      ['Credit consent', 'I agree to the credit consent', 'Telephone consent', 'On file since 03/01/2026', 'Back', 'Continue'],
    ],
    ['phone-request', [A, 'phone-request'], [], 'Confirm your phone number', ['Phone number', '(212) 456-7890', 'Back', 'Continue']],
    [
      'ssn-request',
      [A, 'ssn-request'],
      [],
      'Verify your identity',
      ['Social Security number', '(optional)', 'We have your number on file (***-**-6789)', 'Show number', 'Date of birth', 'MM/DD/YYYY'],
    ],
    ['wait-request', [A, 'wait-request'], [], 'Checking your credit', ['We’re getting your credit report…']],
    [
      'frozen credit',
      [A, 'wait-request'],
      [creditPullFinished({ applicationId: APP, result: 'credit_frozen' })],
      'Your credit is frozen',
      ['Equifax', 'Experian', 'TransUnion', "I've unfrozen my credit — try again"],
    ],
    // §6 ops view: nothing is started for the customer; the page says so in a live region (no spinner of a request).
    [
      'not started (ops read-only view)',
      [A, 'wait-request'],
      [creditPullNotStarted({ applicationId: APP })],
      'Checking your credit',
      ['<p role="status" aria-live="polite">The credit check has not been started yet. This page updates when it starts.</p>'],
    ],
    ['credit error', [A, 'wait-request'], [creditPullFinished({ applicationId: APP, result: 'credit_error' })], 'We couldn’t get your credit report', ['Try again']],
    ['has-mortgages', [A, 'has-mortgages'], [], 'Mortgages on your home', ['Do you have a mortgage on this home?', 'Yes', 'No', 'Next']],
    [
      'mortgages',
      [A, 'mortgages'],
      cached(creditReportQuery.subscribe(ARGS).payload, 'CreditReports', REPORT),
      'Which mortgages are on this home?',
      [
        'FIRST BANK', 'Balance $210,000', 'Monthly payment $1,450', 'Opened 06/01/2015', 'The FIRST BANK mortgage is on this home',
        'The CITY HELOC mortgage is on this home', 'Add a mortgage that is not listed', 'I confirm this is the complete list of mortgages on this home',
      ],
    ],
    [
      'mortgage-details',
      [A, 'mortgages', 'mortgage-details'],
      [
        wizardFormValuesMerged({
          flow: 'qualification',
          values: { has_mortgages: true, mortgages: [{ id: '00000000-0000-4000-8000-000000000001', lender: 'FIRST BANK', balance: 210000 }, { id: '00000000-0000-4000-8000-000000000002' }] },
        }),
        wizardIndexSet({ flow: 'qualification', index: 'currentLienIndex', value: 0 }),
      ],
      'Mortgage 1 of 2',
      ['Lender', 'value="FIRST BANK"', 'Balance left to pay', 'value="210,000"', 'Monthly payment', 'Type of mortgage', 'FHA (Federal Housing Administration)', 'Next'],
    ],
    ['completed (saving)', [A, 'completed'], [], 'Finishing your qualification', ['Saving your answers…']],
    [
      'completed',
      [A, 'completed'],
      [qualificationCompleted({ applicationId: APP })],
      'Qualification complete',
      ['Continue to your application', `href="/applications/${APP}/sections"`],
    ],
  ])('%s', (_label, stages, events, title, contents) => {
    const html = render(stages, events);
    expect(h1(html)).toBe(title);
    expect((html.match(/<h1/g) ?? []).length).toBe(1);
    for (const c of contents) expect(c.includes('=') ? html : text(html)).toContain(c);
    expect(text(html).includes('Back')).toBe(stages.length > 1);
  });

  it('the SSN input is masked, numeric, never autocompleted and labelled with its hint', () => {
    const html = render([A, 'ssn-request']);
    const input = /<input[^>]*type="password"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('autoComplete="off"');
    expect(input).toContain('maxLength="11"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Show number<\/button>/);
  });

  it('a load failure shows the §8 text and Try again', () => {
    const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, [WIZARD_KEY]: wizardReducer, [QUALIFICATION_KEY]: qualificationReducer } });
    store.dispatch(qualificationOpened({ applicationId: APP }));
    store.dispatch(qualificationResumeFailed({ applicationId: APP, error: { status: 'FETCH_ERROR', data: null } }));
    const html = renderToString(
      <StoreProvider store={toViewStore(store)}>
        <MemoryRouter initialEntries={[`/applications/${APP}/qualification`]}>
          <Routes>
            <Route path="/applications/:applicationId/qualification" element={<QualificationPage />} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>,
    );
    expect(text(html)).toContain('We’re experiencing a temporary interruption in service. Please try again a little later.');
    expect(text(html)).toContain('Try again');
  });
});
