import {
  answerDeclaration, closeDeclarations, continueDeclarations, coOwnerRemoved, coOwnerRemoveFailed, coOwnerSaved,
  coOwnerSaveFailed, declarationsIdRejected, declarationsStageChanged, declarationsSubmitFailed, declarationsSubmitted,
  editDeclarationStage, goBackInDeclarations, openCoOwnerForm, openDeclarations, removeCoOwner, saveCoOwner, saveSpouse,
  spouseSaved, spouseSaveFailed, submitDeclarations,
} from '../../../src/client/features/declarations/actions';
import type { PersonInput } from '../../../src/client/features/declarations/actions';
import { reportCustomerChange, reportProfileChange } from '../../../src/client/kernel/changes/actions';
import {
  closeDraft, draftRestored, editDraft, flushDraft, sectionSubmitFailed, sectionSubmitted, submitSectionCommand,
} from '../../../src/client/kernel/drafts/actions';
import { CO_OWNER_EMAIL_DUPLICATE_MESSAGE } from '../../../src/domain/validation/email';
import { errorResult, jsonReply } from '../../support/fakeDeps';
import { profile } from '../app/fixtures';
import {
  APP_PROFILE_UUID, APP_UUID, COOWNER_AP, coOwnerAp, declarationsRecord, fullAnswers, primaryAp, SPOUSE_AP, SPOUSE_PROFILE,
  spouseAp, USER_UUID,
} from './fixtures';
import { APP_PATH, PARTIES_PATH, SECTION_PATH, setup } from './support';

const ref = { applicationId: APP_UUID };
const SAM: PersonInput = { first_name: 'Sam', middle_name: null, last_name: 'Roe', email: 'sam@example.com', phone: null, birth_date: null };

describe('opening the declarations', () => {
  it('sends an id that is not a UUID to the applicants list without calling the server', () => {
    const t = setup();
    t.store.dispatch(openDeclarations({ applicationId: 'nope' }));
    expect(t.deps.navigation.paths).toEqual(['/applicants']);
    expect(t.sent(declarationsIdRejected)).toEqual([{ applicationId: 'nope' }]);
    expect(t.deps.http.requests).toHaveLength(0);
  });

  it('loads the people and the saved answers, then starts at the intro when nothing is answered', () => {
    const t = setup();
    t.store.dispatch(openDeclarations(ref));
    expect(t.deps.http.requests.map((r) => r.path).sort()).toEqual([APP_PATH, SECTION_PATH]);
    expect(t.history()).toEqual(['declarations']);
    expect(t.view().stage).toEqual({ kind: 'intro' });
    expect(t.view().model.applicants.map((a) => a.name)).toEqual(['Jane Doe', 'John Doe']);
  });

  it('resumes at the first unanswered question of the saved answers, with the applicant index restored', () => {
    const t = setup({ saved: [fullAnswers(APP_PROFILE_UUID), { application_profile_uuid: SPOUSE_AP, marital_status: 'married' }] });
    t.store.dispatch(openDeclarations(ref));
    expect(t.history().at(-1)).toBe('residency/1');
    expect(t.history()).toContain('stacking/0');
    expect(t.wizard().currentDeclarationApplicantIndex).toBe(1);
    expect(t.view().answers).toEqual({ marital_status: 'married' });
  });

  it('resumes again from a draft kept on this device when it is restored after the record loaded', () => {
    const t = setup();
    t.store.dispatch(openDeclarations(ref));
    expect(t.history()).toEqual(['declarations']);
    t.store.dispatch(
      draftRestored({ applicationId: APP_UUID, section: 'declarations', values: { applicants: [fullAnswers(APP_PROFILE_UUID)] }, revision: 3 }),
    );
    expect(t.history().at(-1)).toBe('marital-status/1');
  });

  it('releases the draft and the application when the page is left', () => {
    const t = setup();
    t.store.dispatch(openDeclarations(ref));
    t.store.dispatch(closeDeclarations(ref));
    expect(t.sent(closeDraft)).toEqual([{ applicationId: APP_UUID, section: 'declarations' }]);
    expect(t.pageStatus()).toBe('loading');
  });
});

describe('answering (kept as a draft of section declarations)', () => {
  it('turns each change into the section’s whole values, once per real change', () => {
    const t = setup({ saved: [{ application_profile_uuid: SPOUSE_AP, residency: 'second-home' }] });
    t.store.dispatch(openDeclarations(ref));
    t.store.dispatch(answerDeclaration({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'married' } }));
    t.store.dispatch(answerDeclaration({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'married' } }));
    expect(t.sent(editDraft)).toEqual([
      {
        applicationId: APP_UUID,
        section: 'declarations',
        values: {
          applicants: [
            { application_profile_uuid: SPOUSE_AP, residency: 'second-home' },
            { application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' },
          ],
        },
      },
    ]);
  });

  it('does not write a draft before the saved record is loaded (it could overwrite answers)', () => {
    const t = setup();
    t.store.dispatch(answerDeclaration({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'married' } }));
    expect(t.sent(editDraft)).toEqual([]);
  });
});

describe('Next, Back and Edit (§4 wizard behaviour)', () => {
  it('Next keeps the answer, saves now and moves on; the awaiting form gets the outcome', async () => {
    const t = setup();
    t.store.dispatch(openDeclarations(ref));
    await t.store.dispatch(continueDeclarations(ref, { correlationId: 'c0' }));
    expect(t.history()).toEqual(['declarations', 'marital-status/0']);
    const outcome = await t.store.dispatch(
      continueDeclarations({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'married' } }, { correlationId: 'c1' }),
    );
    expect(declarationsStageChanged.match(outcome) && outcome.payload).toEqual({ ...ref, from: 'marital-status/0', to: 'another-person-on-title/0' });
    expect(t.sent(flushDraft)).toContainEqual({ applicationId: APP_UUID, section: 'declarations' });
    expect(t.view().model.answers[APP_PROFILE_UUID]).toEqual({ marital_status: 'married' });
  });

  it('Back returns to the previous question and to its applicant', async () => {
    const t = setup({ saved: [fullAnswers(APP_PROFILE_UUID)] });
    t.store.dispatch(openDeclarations(ref));
    expect(t.wizard().currentDeclarationApplicantIndex).toBe(1);
    await t.store.dispatch(goBackInDeclarations(ref, { correlationId: 'b' }));
    expect(t.history().at(-1)).toBe('stacking/0');
    expect(t.wizard().currentDeclarationApplicantIndex).toBe(0);
  });

  it('Edit from the review jumps to the question and Next comes back to the review', async () => {
    const t = setup({ saved: [fullAnswers(APP_PROFILE_UUID), fullAnswers(SPOUSE_AP)] });
    t.store.dispatch(openDeclarations(ref));
    expect(t.history().at(-1)).toBe('review');
    await t.store.dispatch(editDeclarationStage({ ...ref, stage: 'residency/0' }, { correlationId: 'e' }));
    expect(t.view().stage).toEqual({ kind: 'applicant', stage: 'residency', applicant: 0 });
    await t.store.dispatch(
      continueDeclarations({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { residency: 'second-home' } }, { correlationId: 'n' }),
    );
    expect(t.history().at(-1)).toBe('review');
    expect(t.view().model.answers[APP_PROFILE_UUID]?.residency).toBe('second-home');
  });

  it('will not leave the co-owners list while the answer names someone not added', async () => {
    const t = setup({ profiles: [primaryAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'unmarried', ownership: 'me_and_another' }] });
    t.store.dispatch(openDeclarations(ref));
    expect(t.history().at(-1)).toBe('co-owners/0');
    await t.store.dispatch(continueDeclarations(ref, { correlationId: 'x' }));
    expect(t.history().at(-1)).toBe('co-owners/0');
    expect(t.view().model.ownershipIssues).toEqual(['co-owner-missing']);
  });
});

describe('co-owners and occupants (§7 parties)', () => {
  function onTheList() {
    const t = setup({ profiles: [primaryAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'unmarried', ownership: 'me_and_another' }] });
    t.store.dispatch(openDeclarations(ref));
    return t;
  }

  it('adds a co-owner, shows them at once, reports the change and returns to the list', async () => {
    const t = onTheList();
    t.deps.http.respond({ method: 'POST', path: PARTIES_PATH }, jsonReply(coOwnerAp()));
    await t.store.dispatch(openCoOwnerForm({ ...ref, index: 0 }, { correlationId: 'o' }));
    expect(t.history().at(-1)).toBe('co-owner/0');
    expect(t.view().editingPerson).toBeNull();
    const outcome = await t.store.dispatch(saveCoOwner({ ...ref, partyUuid: null, profileType: 'co_owner', person: SAM }, { correlationId: 's' }));
    expect(coOwnerSaved.match(outcome)).toBe(true);
    expect(t.deps.http.requestsTo({ method: 'POST', path: PARTIES_PATH })[0]?.body).toEqual({ profile_type: 'co_owner', ...SAM });
    expect(t.sent(reportCustomerChange)).toEqual([{ applicationId: APP_UUID }]);
    expect(t.history().at(-1)).toBe('co-owners/0');
    expect(t.view().model.people.map((p) => `${p.name} (${p.role})`)).toEqual(['Sam Roe (Co-Owner)']);
    expect(t.view().model.ownershipIssues).toEqual([]);
  });

  it('refuses a co-owner email equal to the applicant’s with the §5 message, without calling the server', async () => {
    const t = onTheList();
    const outcome = await t.store.dispatch(
      saveCoOwner({ ...ref, partyUuid: null, profileType: 'co_owner', person: { ...SAM, email: 'JANE@Example.com' } }, { correlationId: 's' }),
    );
    expect(coOwnerSaveFailed.match(outcome) && outcome.payload.error.data).toEqual({
      detail: CO_OWNER_EMAIL_DUPLICATE_MESSAGE,
      errors: { email: [CO_OWNER_EMAIL_DUPLICATE_MESSAGE] },
    });
    expect(t.deps.http.requestsTo({ path: PARTIES_PATH })).toHaveLength(0);
  });

  it('answers a server refusal with the failure (field errors kept) and reports no change', async () => {
    const t = onTheList();
    t.deps.http.respond({ method: 'POST', path: PARTIES_PATH }, errorResult(400, { detail: 'Invalid request', errors: { email: ['That email belongs to another account.'] } }));
    const outcome = await t.store.dispatch(saveCoOwner({ ...ref, partyUuid: null, profileType: 'co_owner', person: SAM }, { correlationId: 's' }));
    expect(coOwnerSaveFailed.match(outcome) && outcome.payload.error.status).toBe(400);
    expect(t.sent(reportCustomerChange)).toEqual([]);
    expect(t.view().model.people).toEqual([]);
  });

  it('changes a person with PATCH on their application profile', async () => {
    const t = setup({ profiles: [primaryAp(), coOwnerAp()] });
    t.store.dispatch(openDeclarations(ref));
    t.deps.http.respond({ method: 'PATCH', path: `${PARTIES_PATH}${COOWNER_AP}/` }, jsonReply(coOwnerAp({ first_name: 'Samantha' })));
    await t.store.dispatch(saveCoOwner({ ...ref, partyUuid: COOWNER_AP, profileType: 'co_owner', person: { ...SAM, first_name: 'Samantha' } }, { correlationId: 's' }));
    expect(t.deps.http.requestsTo({ method: 'PATCH' })[0]?.body).toEqual({ ...SAM, first_name: 'Samantha' });
    expect(t.view().model.people[0]?.name).toBe('Samantha Roe');
    expect(t.sent(reportCustomerChange)).toHaveLength(1);
  });

  it('removes a person (DELETE) and reports the change; a refusal keeps them listed', async () => {
    const t = setup({ profiles: [primaryAp(), coOwnerAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'unmarried' }, { application_profile_uuid: COOWNER_AP, residency: 'second-home' }] });
    t.store.dispatch(openDeclarations(ref));
    t.deps.http.respond({ method: 'DELETE', path: `${PARTIES_PATH}${COOWNER_AP}/` }, errorResult(403, { detail: 'Only the primary applicant can remove people.' }));
    const refused = await t.store.dispatch(removeCoOwner({ ...ref, partyUuid: COOWNER_AP }, { correlationId: 'r1' }));
    expect(coOwnerRemoveFailed.match(refused)).toBe(true);
    expect(t.view().model.people).toHaveLength(1);
    t.deps.http.respond({ method: 'DELETE', path: `${PARTIES_PATH}${COOWNER_AP}/` }, jsonReply({ detail: 'Removed.' }));
    const removed = await t.store.dispatch(removeCoOwner({ ...ref, partyUuid: COOWNER_AP }, { correlationId: 'r2' }));
    expect(coOwnerRemoved.match(removed)).toBe(true);
    expect(t.view().model.people).toEqual([]);
    expect(t.sent(reportCustomerChange)).toEqual([{ applicationId: APP_UUID }]);
    // Their answers leave the draft with them; refused removal changed nothing.
    expect(t.sent(editDraft).map((e) => (e as { values: unknown }).values)).toEqual([
      { applicants: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'unmarried' }] },
    ]);
  });
});

describe('the spouse (§7 PUT /v1/customer/profile/{applicantUUID}/spouse/)', () => {
  const JOHN: PersonInput = { first_name: 'John', middle_name: null, last_name: 'Doe', email: 'john@example.com', phone: '2125550199', birth_date: '1980-02-03' };

  function askedForSpouse() {
    const t = setup({ profiles: [primaryAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }] });
    t.store.dispatch(openDeclarations(ref));
    expect(t.history().at(-1)).toBe('spouse-detail/0');
    return t;
  }

  it('saves the spouse on the applicant’s profile, reports a profile change and moves on with the spouse linked', async () => {
    const t = askedForSpouse();
    const saved = profile({ uuid: SPOUSE_PROFILE as never, first_name: 'John', email: 'john@example.com', spouse_profile: USER_UUID as never, position: 2, profile_type: 'co_owner' });
    t.deps.http.respond({ method: 'PUT', path: `v1/customer/profile/${USER_UUID}/spouse/` }, jsonReply(saved));
    const outcome = await t.store.dispatch(saveSpouse({ ...ref, applicantProfileUuid: USER_UUID, onTitle: true, person: JOHN }, { correlationId: 'p' }));
    expect(spouseSaved.match(outcome)).toBe(true);
    expect(t.deps.http.requestsTo({ method: 'PUT' })[0]?.body).toEqual({ application_uuid: APP_UUID, on_title: true, ...JOHN });
    expect(t.sent(reportProfileChange)).toEqual([{ applicationId: APP_UUID }]);
    expect(t.sent(reportCustomerChange)).toEqual([]);
    expect(t.history().at(-1)).toBe('another-person-on-title/0');
    expect(t.view().model.applicants[0]?.spouse?.firstName).toBe('John');
  });

  it('keeps the person on the spouse form when the server refuses, with nothing reported', async () => {
    const t = askedForSpouse();
    t.deps.http.respond({ method: 'PUT', path: `v1/customer/profile/${USER_UUID}/spouse/` }, errorResult(400, { detail: 'Invalid request', errors: { phone: ['Enter a valid US number'] } }));
    const outcome = await t.store.dispatch(saveSpouse({ ...ref, applicantProfileUuid: USER_UUID, onTitle: true, person: JOHN }, { correlationId: 'p' }));
    expect(spouseSaveFailed.match(outcome)).toBe(true);
    expect(t.sent(reportProfileChange)).toEqual([]);
    expect(t.history().at(-1)).toBe('spouse-detail/0');
  });

  it('refuses the applicant’s own email for the spouse (§5) without calling the server', async () => {
    const t = askedForSpouse();
    const outcome = await t.store.dispatch(saveSpouse({ ...ref, applicantProfileUuid: USER_UUID, onTitle: true, person: { ...JOHN, email: 'jane@example.com' } }, { correlationId: 'p' }));
    expect(spouseSaveFailed.match(outcome)).toBe(true);
    expect(t.deps.http.requestsTo({ method: 'PUT' })).toHaveLength(0);
  });

  it('returns to the people list when the spouse was edited from it', async () => {
    const t = setup({ profiles: [primaryAp(), spouseAp(), coOwnerAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married', ownership: 'me_spouse_and_others' }] });
    t.store.dispatch(openDeclarations(ref));
    expect(t.history().at(-1)).toBe('title-vesting/0');
    await t.store.dispatch(goBackInDeclarations(ref, { correlationId: 'b' }));
    expect(t.history().at(-1)).toBe('co-owners/0');
    await t.store.dispatch(editDeclarationStage({ ...ref, stage: 'spouse-detail/0' }, { correlationId: 'e' }));
    t.deps.http.respond({ method: 'PUT' }, jsonReply(spouseAp().profile));
    await t.store.dispatch(saveSpouse({ ...ref, applicantProfileUuid: USER_UUID, onTitle: true, person: JOHN }, { correlationId: 'p' }));
    expect(t.history().at(-1)).toBe('co-owners/0');
  });
});

describe('submitting the declarations', () => {
  function atReview() {
    const t = setup({ saved: [fullAnswers(APP_PROFILE_UUID), fullAnswers(SPOUSE_AP)] });
    t.store.dispatch(openDeclarations(ref));
    return t;
  }

  it('submits section declarations through the draft queue and goes to the form overview', async () => {
    const t = atReview();
    const pending = t.store.dispatch(submitDeclarations(ref, { correlationId: 'sub' }));
    expect(t.sent(submitSectionCommand)).toEqual([{ applicationId: APP_UUID, section: 'declarations' }]);
    t.store.dispatch(sectionSubmitted({ applicationId: APP_UUID, section: 'declarations', record: declarationsRecord([], { status: 'completed' }) as never }));
    expect(declarationsSubmitted.match(await pending)).toBe(true);
    expect(t.deps.navigation.paths).toEqual([`/applications/${APP_UUID}/sections`]);
  });

  it('shows the server’s problems with a way to fix each, and stays on the review', async () => {
    const t = atReview();
    const pending = t.store.dispatch(submitDeclarations(ref, { correlationId: 'sub' }));
    t.store.dispatch(
      sectionSubmitFailed({
        applicationId: APP_UUID,
        section: 'declarations',
        error: { status: 400, data: { detail: 'Invalid request', errors: { ownership: ['Add your spouse to the application as an owner on title.'], 'applicants.1.residency': ['This field is required'] } } },
      }),
    );
    expect(declarationsSubmitFailed.match(await pending)).toBe(true);
    expect(t.deps.navigation.paths).toEqual([]);
    expect(t.view().submitProblems).toEqual([
      { message: 'Add your spouse to the application as an owner on title.', fix: { stage: 'another-person-on-title/0', applicantName: 'Jane Doe' } },
      { message: 'This field is required', fix: { stage: 'residency/1', applicantName: 'John Doe' } },
    ]);
  });

  it('ignores the outcome of another section', async () => {
    const t = atReview();
    void t.store.dispatch(submitDeclarations(ref, { correlationId: 'sub' }));
    t.store.dispatch(sectionSubmitted({ applicationId: APP_UUID, section: 'payoffs', record: {} as never }));
    expect(t.sent(declarationsSubmitted)).toEqual([]);
  });
});

describe('privacy', () => {
  it('never puts people’s details in a URL or a log line', async () => {
    const t = setup({ profiles: [primaryAp()] });
    t.store.dispatch(openDeclarations(ref));
    t.deps.http.respond({ method: 'POST', path: PARTIES_PATH }, jsonReply(coOwnerAp()));
    await t.store.dispatch(saveCoOwner({ ...ref, partyUuid: null, profileType: 'co_owner', person: SAM }, { correlationId: 's' }));
    const paths = t.deps.http.requests.map((r) => `${r.path}?${JSON.stringify(r.query ?? {})}`).join(' ');
    expect(paths).not.toMatch(/sam@example|Roe/);
    expect(JSON.stringify(t.deps.logger.lines)).not.toMatch(/sam@example|Roe/);
  });
});

void SECTION_PATH;
