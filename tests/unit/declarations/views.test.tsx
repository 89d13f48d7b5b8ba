import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { editDeclarationStage, openCoOwnerForm, openDeclarations } from '../../../src/client/features/declarations/actions';
import { DeclarationsPage, preloadDeclarationsStages } from '../../../src/client/features/declarations/views/DeclarationsPage';
import { StoreProvider, toViewStore } from '../../../src/client/kernel/react';
import { CO_OWNER_EMAIL_DUPLICATE_MESSAGE } from '../../../src/domain/validation/email';
import { APP_PROFILE_UUID, APP_UUID, coOwnerAp, fullAnswers, marriedCouple, occupantAp, primaryAp, SPOUSE_AP } from './fixtures';
import { setup } from './support';

const PATH = `/applications/${APP_UUID}/sections/declarations`;

/** Server-renders the declarations page over the test store (what the page shows first at its current stage). */
function render(t: ReturnType<typeof setup>): string {
  return renderToString(
    <StoreProvider store={toViewStore(t.store)}>
      <MemoryRouter initialEntries={[PATH]}>
        <Routes>
          <Route path="/applications/:applicationId/sections/declarations" element={<DeclarationsPage />} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
}

const text = (html: string) =>
  html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

function at(stage: string, opts: Parameters<typeof setup>[0] = {}) {
  const t = setup(opts);
  t.store.dispatch(openDeclarations({ applicationId: APP_UUID }));
  if (stage !== 'here') t.store.dispatch(editDeclarationStage({ applicationId: APP_UUID, stage }));
  return { t, html: render(t) };
}

// Runs first, before any test has loaded the stages' chunk.
describe('declarations page before its stages are loaded', () => {
  it('keeps the loading line, not an empty page, until the stages\' code is here, then shows the stage', async () => {
    expect(text(at('here').html)).toContain('Loading your declarations…');
    expect(text(at('here').html)).not.toContain('Start');
    await preloadDeclarationsStages();
    expect(text(at('here').html)).toContain('Start');
    expect(text(at('here').html)).not.toContain('Loading your declarations…');
  });
});

describe('declarations pages (first render)', () => {
  beforeAll(preloadDeclarationsStages);

  it('shows a loading state until the wizard is resumed', () => {
    const t = setup();
    expect(text(render(t))).toContain('Loading your declarations…');
  });

  it('intro: lists who will be asked about, in order, with their roles', () => {
    const { html } = at('here');
    expect(text(html)).toContain('Declarations');
    expect(text(html)).toMatch(/Jane Doe \(Primary Applicant\), you .*John Doe \(Co-Owner\)/);
    expect(text(html)).toContain('Start');
  });

  it.each([
    ['marital-status/0', ['Marital status', 'Questions about you (Jane Doe, Primary Applicant)', 'Are you married?', 'Married', 'Unmarried', 'Continue', 'Back']],
    ['marital-status/1', ['Questions about John Doe (Co-Owner)', 'Is John Doe married?']],
    ['another-person-on-title/0', ['Another person on title', 'Who is on the title of the home?', 'Only me', 'Me and my spouse', 'Me and another person who is not my spouse', 'Me, my spouse and other people', 'It’s more complicated']],
    ['title-vesting/0', ['Title vesting', 'How is the title of the home held?', 'Joint tenants', 'Tenants in common', 'Community property with right of survivorship', 'I don’t know']],
    ['residency/1', ['Residency', 'Does John Doe live in this home?', 'It is my primary residence']],
    ['pending-lawsuits/0', ['Pending lawsuits', 'Are you a party to a lawsuit that is still pending?', 'Yes', 'No']],
    ['stacking/1', ['Other home equity agreements', 'Has John Doe signed another home equity investment or agreement on this home?']],
  ])('%s asks its question in a fieldset with a legend', (stage, texts) => {
    const { html } = at(stage);
    for (const s of texts) expect(text(html)).toContain(s);
    expect(html).toMatch(/<fieldset[^>]*>\s*<legend>/);
    expect(html).toContain('role="status"');
  });

  it('pending lawsuits: a saved "yes" shows the details box with its saved text', () => {
    const { html } = at('pending-lawsuits/0', {
      saved: [{ application_profile_uuid: APP_PROFILE_UUID, has_pending_lawsuits: true, pending_lawsuits_details: 'Fence dispute' }],
    });
    expect(text(html)).toContain('Tell us about the lawsuit');
    expect(html).toMatch(/<textarea[^>]*>Fence dispute<\/textarea>/);
  });

  it('spouse detail: the person fields, the on-title question and Save and continue', () => {
    const { html } = at('here', { profiles: [primaryAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }] });
    for (const s of ['Spouse details', 'Your spouse', 'First name', 'Middle name', 'Last name', 'Email', 'Phone', 'Date of birth', 'Is your spouse on the title of the home?', 'Save and continue']) {
      expect(text(html)).toContain(s);
    }
  });

  it('co-owners: everyone but the primary with role labels, Edit/Remove, Add, and the ownership check', () => {
    const { html } = at('co-owners/0', {
      profiles: [...marriedCouple(), occupantAp()],
      saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married', ownership: 'me_spouse_and_others' }],
    });
    const page = text(html);
    expect(page).toContain('John Doe');
    expect(page).toContain('Co-Owner · Spouse');
    expect(page).toContain('Non-Owning Occupant');
    expect(page).toContain('Edit John Doe');
    expect(page).toContain('Remove Pat Poe');
    expect(page).toContain('Add a co-owner or occupant');
    expect(page).toContain('You told us another person owns the home with you. Add them before you continue.');
  });

  it('co-owner form: adding asks whether they are on the title; editing names them', () => {
    const t = setup({ profiles: [primaryAp(), coOwnerAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, ownership: 'me_and_another' }] });
    t.store.dispatch(openDeclarations({ applicationId: APP_UUID }));
    t.store.dispatch(openCoOwnerForm({ applicationId: APP_UUID, index: 1 }));
    const adding = text(render(t));
    expect(adding).toContain('Add a co-owner or occupant');
    expect(adding).toContain('Is this person on the title of the home?');
    expect(adding).toContain('Add person');
    t.store.dispatch(openCoOwnerForm({ applicationId: APP_UUID, index: 0 }));
    const editingHtml = render(t);
    const editing = text(editingHtml);
    expect(editing).toContain('Edit a co-owner or occupant');
    expect(editing).toContain('Co-Owner: Sam Roe');
    expect(editingHtml).toContain('value="sam@example.com"');
    expect(editing).not.toContain(CO_OWNER_EMAIL_DUPLICATE_MESSAGE);
  });

  it('review: every answer with its Edit button and Submit declarations', () => {
    const { html } = at('here', { saved: [fullAnswers(APP_PROFILE_UUID), fullAnswers(SPOUSE_AP)] });
    const page = text(html);
    expect(page).toContain('Review your declarations');
    expect(page).toContain('Jane Doe (Primary Applicant)');
    expect(page).toContain('John Doe (Co-Owner)');
    expect(page).toContain('Edit marital status for John Doe');
    expect(page).toContain('Submit declarations');
  });
});
