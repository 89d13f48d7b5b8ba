import { configureStore, type AnyAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SectionPage } from '../../../src/client/features/sections/views/SectionPage';
import { preloadSectionFields } from '../../../src/client/features/sections/views/sectionFields';
import { isFormSection, SECTION_ORDER } from '../../../src/client/features/sections/sectionOrder';
import { SectionsOverviewPage } from '../../../src/client/features/sections/views/SectionsOverviewPage';
import { applicationFormQuery, sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { draftEdited, draftOpened, draftSaveFailed, draftSaveStarted, draftsReducer } from '../../../src/client/kernel/drafts';
import { queryFulfilled, queryStarted, QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { SECTION_NAME, type SectionName } from '../../../src/contract/sectionEnums';

const APP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** Events that put a section's saved record in the cache and mark its draft opened. */
function loaded(section: SectionName, values: object, status = 'in-progress'): AnyAction[] {
  const q = sectionQueryOf(section);
  const args = { uuid: APP };
  const key = q.key(args);
  return [
    queryStarted({ key, name: q.name, args, group: q.group, requestId: 1, at: 0 }),
    queryFulfilled({ key, name: q.name, requestId: 1, at: 0, data: { section, status, revision: 1, values, updated_at: null, submitted_at: null } }),
    draftOpened({ applicationId: APP, section, restored: false }),
  ];
}

function render(Page: ComponentType, path: string, pattern: string, events: readonly AnyAction[]): string {
  const store = configureStore({ reducer: { [QUERY_CACHE_KEY]: queryCacheReducer, drafts: draftsReducer } });
  for (const e of events) store.dispatch(e);
  return renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const section = (s: SectionName, events: readonly AnyAction[]) => text(render(SectionPage, `/applications/${APP}/sections/${s}`, '/applications/:applicationId/sections/:section', events));

// Runs first, while no section's fields are loaded (they stay loaded for the rest of the file).
describe('a section page whose fields are still loading (issue 14 §2: the fields of each section are a chunk of their own)', () => {
  it('shows the loading line, not a form without its questions, until they are here; then the questions', async () => {
    const events = loaded('liens', { has_additional_liens: true });
    const before = section('liens', events);
    expect(before).toContain('Loading your answers…');
    expect(before).not.toContain('Save and continue');
    await preloadSectionFields('liens');
    const after = section('liens', events);
    expect(after).toContain('Are there other loans or liens on your home, besides your mortgages?');
    expect(after).not.toContain('Loading your answers…');
  });
});

describe('section pages (first render)', () => {
  beforeAll(() => Promise.all(SECTION_ORDER.filter(isFormSection).map(preloadSectionFields)));

  it.each([
    ['personal-information', {}, ['Personal information', 'First name', 'Last name', 'Date of birth', 'Phone number', 'What is your marital status?']],
    ['investment-information', {}, ['Investment information', 'How much money would you like?', 'What will you use the money for?', 'Home improvement']],
    ['property-information', {}, ['Property information', 'Year you bought the home', 'Purchase price', 'Living area (square feet)', 'Bedrooms', 'Bathrooms', 'Is the home listed for sale?']],
    ['housing-expense', { has_hoa: true }, ['Housing expense', 'Is your home part of a homeowners association (HOA)?', 'HOA details', 'HOA name', 'HOA dues per month', 'Property tax per year']],
    ['mortgage-details', { has_mortgages: true, mortgages: [{ id: '0f8fad5b-d9cb-469f-a165-70867728950e', lender: 'Big Bank' }] }, ['Mortgage details', 'Mortgage 1', 'Lender', 'Balance owed', 'Monthly payment', 'Type of mortgage', 'Remove mortgage 1', 'Add a mortgage', 'These are all the mortgages on my home']],
    ['liens', { has_additional_liens: true }, ['Property Financing', 'Are there other loans or liens on your home, besides your mortgages?', 'Add a lien']],
    ['payoffs', { has_payoffs: true }, ['Payoffs', 'Do you want to pay off any debts with the money at closing?', 'Add a debt to pay off']],
  ] as const)('%s shows its questions, the save line and the way back', (name, values, labels) => {
    const html = section(name, loaded(name, values));
    for (const label of [...labels, 'Save and continue', 'Back to application']) expect(html).toContain(label);
  });

  it('keeps the HOA details hidden unless the home has an HOA', () => {
    expect(section('housing-expense', loaded('housing-expense', { has_hoa: false }))).not.toContain('HOA name');
  });

  it('waits (loading) until the draft is opened, so restored values are never replaced', () => {
    const [started, fulfilled] = loaded('liens', {});
    expect(section('liens', [started!, fulfilled!])).toContain('Loading your answers…');
  });

  it('starts from the values typed on this device when they are newer than the record', () => {
    const html = render(SectionPage, `/applications/${APP}/sections/personal-information`, '/applications/:applicationId/sections/:section', [
      ...loaded('personal-information', { first_name: 'Server' }),
      draftEdited({ applicationId: APP, section: 'personal-information', values: { first_name: 'Typed' }, revision: 2 }),
    ]);
    expect(html).toContain('value="Typed"');
  });

  it('a failed save says the changes are kept on this device and offers to retry', () => {
    const ref = { applicationId: APP, section: 'payoffs' as const };
    const html = section('payoffs', [
      ...loaded('payoffs', {}),
      draftEdited({ ...ref, values: { has_payoffs: true }, revision: 2 }),
      draftSaveStarted({ ...ref, revision: 2 }),
      draftSaveFailed({ ...ref, revision: 2, error: { status: 'FETCH_ERROR', data: undefined } }),
    ]);
    expect(html).toContain('We couldn’t save your changes. They are kept on this device.');
    expect(html).toContain('Retry saving');
  });
});

describe('form overview page (first render)', () => {
  it('lists qualification first, then the sections with status and links, progress, and submit', () => {
    const args = { uuid: APP };
    const key = applicationFormQuery.key(args);
    const data = {
      qualification_completed_at: null,
      sections: SECTION_NAME.values.map((s, i) => ({ section: s, status: i === 0 ? 'completed' : 'not-started', updated_at: null })),
      submitted_at: null,
    };
    const html = text(
      render(SectionsOverviewPage, `/applications/${APP}/sections`, '/applications/:applicationId/sections', [
        queryStarted({ key, name: applicationFormQuery.name, args, group: 'Application', requestId: 1, at: 0 }),
        queryFulfilled({ key, name: applicationFormQuery.name, requestId: 1, at: 0, data }),
      ]),
    );
    expect(html.indexOf('Qualification questions')).toBeLessThan(html.indexOf('Personal information'));
    for (const label of ['Your application form', '1 of 8 complete', 'Make changes Personal information', 'Start Property Financing', 'Submit application', 'Complete the qualification questions and every section to submit your application.']) {
      expect(html).toContain(label);
    }
  });
});
