import type { AnyAction } from '@reduxjs/toolkit';
import { configureStore } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { answerSaved, contactChecked } from '../../../src/client/features/funnel/actions';
import { funnelReducer } from '../../../src/client/features/funnel/reducer';
import ApplicantsPage from '../../../src/client/features/funnel/views/ApplicantsPage';
import { CreditEstimatePage } from '../../../src/client/features/funnel/views/CreditEstimatePage';
import { EmailVerificationPage } from '../../../src/client/features/funnel/views/EmailVerificationPage';
import { NameContactPage } from '../../../src/client/features/funnel/views/NameContactPage';
import { PhonePage } from '../../../src/client/features/funnel/views/PhonePage';
import { PropertyAddressPage } from '../../../src/client/features/funnel/views/PropertyAddressPage';
import { PropertyTypePage } from '../../../src/client/features/funnel/views/PropertyTypePage';
import { PropertyUsagePage } from '../../../src/client/features/funnel/views/PropertyUsagePage';
import { PropertyValueDebtPage } from '../../../src/client/features/funnel/views/PropertyValueDebtPage';
import { UnableToOfferPage } from '../../../src/client/features/funnel/views/UnableToOfferPage';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { EVENTS_UP_TO_APPLICANTS } from './fixtures';

/** Server-renders `Page` at `path` over a store folded from `events` (enough to see what a page shows first). */
function render(Page: ComponentType, path: string, events: readonly AnyAction[], pattern = path): string {
  const store = configureStore({ reducer: { funnel: funnelReducer } });
  for (const e of events) store.dispatch(e);
  return renderToString(
    <StoreProvider store={toViewStore(store)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');

describe('funnel pages (first render)', () => {
  it('address page: search stage first, manual stage prefilled from the typed line', () => {
    const search = text(render(PropertyAddressPage, '/property_address', []));
    expect(search).toContain('Where is your home?');
    expect(search).toContain('Home address');
    expect(search).toContain('Enter address manually');

    const manual = render(PropertyAddressPage, '/property_address', EVENTS_UP_TO_APPLICANTS.slice(0, 1));
    for (const label of ['Street address', 'Unit number', 'City', 'State', 'ZIP code', 'County']) expect(text(manual)).toContain(label);
    expect(manual).toContain('value="123 Main St"');
    expect(manual).toMatch(/<option value="IL" selected="">Illinois<\/option>/);
  });

  it.each([
    ['/property_type', PropertyTypePage, 2, ['What type of home is it?', 'Single-family detached', 'Step 2 of 9']],
    ['/property_usage', PropertyUsagePage, 3, ['How do you use this home?', 'Primary residence', 'Investment property']],
    ['/property_value_debt', PropertyValueDebtPage, 4, ['Estimated home value', 'Total mortgage debt']],
    ['/personal_details_equity', CreditEstimatePage, 5, ['Is your credit score above 500?', 'Yes', 'No']],
    ['/personal_details_name_contact', NameContactPage, 6, ['First name', 'Last name', 'Email']],
    ['/email_verification', EmailVerificationPage, 8, ['Verification code', 'Send a new code', 'ada@example.com']],
    ['/personal_details_phone', PhonePage, 9, ['Phone number']],
    ['/applicants', ApplicantsPage, 10, ['Who owns the home?', 'Only me', 'Me and my spouse', 'Create my account']],
  ] as const)('%s shows its questions once the earlier pages are answered', (path, Page, answered, expected) => {
    const html = text(render(Page, path, EVENTS_UP_TO_APPLICANTS.slice(0, answered)));
    for (const s of expected) expect(html).toContain(s);
  });

  it('the code field is numeric with one-time-code autofill', () => {
    const html = render(EmailVerificationPage, '/email_verification', EVENTS_UP_TO_APPLICANTS.slice(0, 8));
    expect(html).toMatch(/inputMode="numeric"[^>]*autoComplete="one-time-code"|autoComplete="one-time-code"[^>]*inputMode="numeric"/);
  });

  it('a page opened without the earlier answers is prerendered as itself (the browser sends the person back once hydrated)', () => {
    // Issue 14 §1: the server render is the page's prerendered HTML; the redirect to the first unanswered page happens
    // in the browser right after hydration (tests/e2e/prerender.test.ts "sends a cold visit to a later funnel page back").
    const html = text(render(PhonePage, '/personal_details_phone', EVENTS_UP_TO_APPLICANTS.slice(0, 3)));
    expect(html).toContain('Phone number');
  });

  it('saved values come back when the person returns to a page', () => {
    expect(render(PropertyValueDebtPage, '/property_value_debt', EVENTS_UP_TO_APPLICANTS)).toContain('value="650,000"');
    expect(render(PhonePage, '/personal_details_phone', EVENTS_UP_TO_APPLICANTS)).toContain('value="(212) 456-7890"');
  });

  it('the contact page explains an existing account and offers sign in', () => {
    const events = [
      ...EVENTS_UP_TO_APPLICANTS.slice(0, 6),
      contactChecked({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', outcome: 'email_address_match' }),
    ];
    const html = text(render(NameContactPage, '/personal_details_name_contact', events));
    expect(html).toContain('You already have an account');
    expect(html).toContain('Sign in');
  });

  it('dead-end page: copy of its reason and the sign-up-for-later form', () => {
    const events = [
      ...EVENTS_UP_TO_APPLICANTS.slice(0, 5),
      answerSaved({ step: 'personal_details_equity', answer: { estimated_fico: 499 }, disqualification: 'fico_too_low' }),
    ];
    const html = text(render(UnableToOfferPage, '/unable-to-offer/credit-score-too-low', events, '/unable-to-offer/:reason'));
    expect(html).toContain('We’re unable to make you an offer right now');
    expect(html).toContain('Sign up for later');
    expect(html).toContain('Keep me informed');
    expect(html).toContain('Change my answer');
    expect(text(render(UnableToOfferPage, '/unable-to-offer/nonsense', [], '/unable-to-offer/:reason'))).not.toContain('Sign up for later');
  });
});
