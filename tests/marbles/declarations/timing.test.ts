import { marbles } from 'rxjs-marbles/jest';
import type { Action } from 'redux';
import { answerDeclaration, openCoOwnerForm, openDeclarations, saveCoOwner } from '../../../src/client/features/declarations/actions';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../../src/client/kernel/drafts/epic';
import type { HttpRequest } from '../../../src/client/kernel/http/types';
import { jsonReply } from '../../support/fakeDeps';
import { APP_PROFILE_UUID, APP_UUID, coOwnerAp, declarationsRecord, primaryAp } from '../../unit/declarations/fixtures';
import { PARTIES_PATH, SECTION_PATH, setup } from '../../unit/declarations/support';

const ref = { applicationId: APP_UUID };
const echoSave = (req: HttpRequest<unknown>) => {
  const body = req.body as { revision: number; values: { applicants: Array<Record<string, unknown>> } };
  const reply = jsonReply(declarationsRecord(body.values.applicants, { revision: body.revision }));
  return typeof reply === 'function' ? reply(req) : reply;
};

describe('declarations in virtual time', () => {
  it(
    'details typed over 1.5 s are saved once, 1000 ms after the last keystroke, with the last text',
    marbles((m) => {
      const t = setup({ realDrafts: true, scheduler: m.scheduler });
      const at = (ms: number, action: Action) => m.scheduler.schedule(() => void t.store.dispatch(action), ms);
      at(0, openDeclarations(ref));
      const typed = ['F', 'Fe', 'Fen', 'Fence', 'Fence dispute'];
      typed.forEach((details, i) =>
        at(10 + i * 370, answerDeclaration({ ...ref, applicantUuid: APP_PROFILE_UUID, answers: { has_pending_lawsuits: true, pending_lawsuits_details: details } })),
      );
      const lastKey = 10 + (typed.length - 1) * 370;
      const putTimes: number[] = [];
      t.deps.http.respond({ method: 'PUT', path: SECTION_PATH }, (req) => {
        putTimes.push(m.scheduler.now());
        return echoSave(req);
      });
      m.flush();

      expect(putTimes).toEqual([lastKey + DRAFT_SAVE_DEBOUNCE_MS]);
      const body = t.deps.http.requestsTo({ method: 'PUT' })[0]?.body as { values: { applicants: Array<Record<string, unknown>> } };
      expect(body.values.applicants[0]?.pending_lawsuits_details).toBe('Fence dispute');
      expect(t.view().save.kind).toBe('saved');
    }),
  );

  it(
    'a slow co-owner save keeps the person on the form until the server answers, then shows the list with them',
    marbles((m) => {
      const t = setup({ profiles: [primaryAp()], saved: [{ application_profile_uuid: APP_PROFILE_UUID, marital_status: 'unmarried', ownership: 'me_and_another' }], scheduler: m.scheduler });
      t.deps.http.respond({ method: 'POST', path: PARTIES_PATH }, jsonReply(coOwnerAp()), { delayMs: 800 });
      const stages: Array<[number, string | undefined]> = [];
      m.scheduler.schedule(() => void t.store.dispatch(openDeclarations(ref)), 0);
      m.scheduler.schedule(() => {
        t.store.dispatch(openCoOwnerForm({ ...ref, index: 0 }));
        stages.push([m.scheduler.now(), t.history().at(-1)]);
      }, 10);
      m.scheduler.schedule(() => {
        t.store.dispatch(
          saveCoOwner({ ...ref, partyUuid: null, profileType: 'co_owner', person: { first_name: 'Sam', middle_name: null, last_name: 'Roe', email: 'sam@example.com', phone: null, birth_date: null } }),
        );
      }, 20);
      m.scheduler.schedule(() => stages.push([m.scheduler.now(), t.history().at(-1)]), 500);
      m.scheduler.schedule(() => stages.push([m.scheduler.now(), t.history().at(-1)]), 900);
      m.flush();

      expect(stages).toEqual([
        [10, 'co-owner/0'],
        [500, 'co-owner/0'],
        [900, 'co-owners/0'],
      ]);
      expect(t.view().model.people.map((p) => p.name)).toEqual(['Sam Roe']);
    }),
  );
});
