import { answerDeclaration, continueDeclarations, openDeclarations } from '../../../src/client/features/declarations/actions';
import { draftRestored, draftSaved } from '../../../src/client/kernel/drafts/actions';
import type { HttpRequest } from '../../../src/client/kernel/http/types';
import { jsonReply } from '../../support/fakeDeps';
import { APP_PROFILE_UUID, APP_UUID, declarationsRecord } from './fixtures';
import { SECTION_PATH, setup } from './support';

const ref = { applicationId: APP_UUID };

/** The sandbox's answer to a draft PUT: the record at the sent revision with the sent values. */
const echoSave = (req: HttpRequest<unknown>) => {
  const body = req.body as { revision: number; values: { applicants: Array<Record<string, unknown>> } };
  const reply = jsonReply(declarationsRecord(body.values.applicants, { revision: body.revision, status: 'in-progress' }));
  return typeof reply === 'function' ? reply(req) : reply;
};

describe('with the real draft queue: nothing answered is lost', () => {
  it('Next saves the answer at once (PUT of section declarations, whole values)', async () => {
    const t = setup({ realDrafts: true });
    t.deps.http.respond({ method: 'PUT', path: SECTION_PATH }, echoSave);
    t.store.dispatch(openDeclarations(ref));
    await t.store.dispatch(continueDeclarations(ref, { correlationId: 'a' }));
    await t.store.dispatch(
      continueDeclarations({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'married' } }, { correlationId: 'b' }),
    );
    const puts = t.deps.http.requestsTo({ method: 'PUT', path: SECTION_PATH });
    expect(puts.map((r) => r.body)).toEqual([
      { section: 'declarations', revision: 1, values: { applicants: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'married' }] } },
    ]);
    expect(t.sent(draftSaved)).toHaveLength(1);
    expect(t.view().save).toEqual({ kind: 'saved', message: 'All changes saved' });
  });

  it('an answer typed but not saved yet survives a reload: restored, resumed past it, then saved', () => {
    const before = setup({ realDrafts: true });
    before.store.dispatch(openDeclarations(ref));
    before.store.dispatch(answerDeclaration({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'married', ownership: 'me_and_spouse' } }));
    expect(before.view().save.kind).toBe('saving');
    expect(before.deps.http.requestsTo({ method: 'PUT' })).toHaveLength(0); // still inside the typing pause

    const after = setup({ realDrafts: true, storage: before.deps.storage });
    after.deps.http.respond({ method: 'PUT', path: SECTION_PATH }, echoSave);
    after.store.dispatch(openDeclarations(ref));
    expect(after.sent(draftRestored)).toHaveLength(1);
    expect(after.history().at(-1)).toBe('title-vesting/0');
    expect(after.view().model.answers[APP_PROFILE_UUID]).toEqual({ marital_status: 'married', ownership: 'me_and_spouse' });
    expect(after.deps.http.requestsTo({ method: 'PUT', path: SECTION_PATH })).toHaveLength(1);
  });

  it('shows a failed save with its sentence and keeps the answers', async () => {
    const t = setup({ realDrafts: true });
    t.deps.http.respond({ method: 'PUT', path: SECTION_PATH }, { ok: false, error: { status: 'FETCH_ERROR', data: undefined } });
    t.store.dispatch(openDeclarations(ref));
    await t.store.dispatch(continueDeclarations(ref, { correlationId: 'a' }));
    await t.store.dispatch(
      continueDeclarations({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { marital_status: 'unmarried' } }, { correlationId: 'b' }),
    );
    expect(t.view().save).toEqual({ kind: 'failed', message: 'We couldn’t save your changes. They are kept on this device.' });
    expect(t.view().model.answers[APP_PROFILE_UUID]).toEqual({ marital_status: 'unmarried' });
  });
});
