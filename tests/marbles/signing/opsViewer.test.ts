import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { closeSigning, openSigning } from '../../../src/client/features/signing/actions';
import { signingEpic } from '../../../src/client/features/signing/epic';
import { signingReducer } from '../../../src/client/features/signing/reducer';
import { makeSelectSigningView, selectEnvelope, type SigningRootState } from '../../../src/client/features/signing/selectors';
import { envelopeQuery } from '../../../src/client/kernel/api/closingQueries';
import type { HttpRequest } from '../../../src/client/kernel/http/types';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { readOnlyProfileSelected, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createTestDeps, errorResult, okResult } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { makeToken } from '../../unit/app/fixtures';
import { APP, envelope } from '../../unit/signing/fixtures';

/*
 * §6 ops read-only view of the signing page: the envelope shown is the signer view of the person selected in the
 * banner (`?profile_uuid=`), it follows the selection while the page is open, and a selected person who does not sign
 * sees "nothing to sign" rather than an error. A customer's request never names anyone.
 */

const SERVER_MS = 100;
/** The entry of an envelope nobody shows any more is dropped this long after its release (§9: 60 s, plus a margin). */
const AFTER_RETENTION_MS = 61_000;
const ENVELOPE_PATH = `v1/customer/application/${APP}/envelope/`;
const UMA = 'a1111111-1111-4111-8111-111111111111';
const MARCO = 'a2222222-2222-4222-8222-222222222222';
const LENA = 'a3333333-3333-4333-8333-333333333333';
/** The signer each profile sees; Lena (a non-owning occupant) does not sign: 404 like the sandbox. */
const SIGNERS: Record<string, { signer_name: string; signer_initials: string }> = {
  [UMA]: { signer_name: 'Uma Rossi', signer_initials: 'UR' },
  [MARCO]: { signer_name: 'Marco Rossi', signer_initials: 'MR' },
};
const select = (profileUuid: string, applicationProfileUuid = `b${profileUuid.slice(1)}`) =>
  readOnlyProfileSelected({ applicationId: APP, applicationProfileUuid, profileUuid });

function setup(m: Context, session: 'ops' | 'customer', signers = SIGNERS) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  deps.http.respond({ method: 'GET', path: ENVELOPE_PATH }, (req: HttpRequest<unknown>) => {
    // Without a profile: the caller's own view (ops: the first signer's).
    const named = req.query?.profile_uuid ?? UMA;
    const signer = signers[named];
    return signer ? okResult({ envelope: envelope([], signer) }) : errorResult(404, { detail: 'Not found.' });
  }, { delayMs: SERVER_MS });
  const { store } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, session: sessionReducer, signing: signingReducer },
    epics: [createQueryCacheEpic(), signingEpic],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ uuid: UMA, expSeconds: 86_400 }), source: 'password', ...(session === 'ops' && { isOps: true }) }));
  const at = (ms: number, action: Action) => m.scheduler.schedule(() => void store.dispatch(action), ms);
  const state = () => store.getState() as unknown as SigningRootState;
  /** The profile each envelope request named (undefined: none), in order. */
  const named = () => deps.http.requestsTo({ method: 'GET', path: ENVELOPE_PATH }).map((r) => r.query?.profile_uuid);
  const signerShown = () => selectEnvelope(state(), APP)?.signer_name;
  const view = makeSelectSigningView(APP);
  const cached = () => Object.values(state().queries?.entries ?? {}).filter((e) => e.name === envelopeQuery.name).map((e) => (e.args as { profileUuid?: string }).profileUuid);
  return { at, state, named, signerShown, view, cached };
}

describe('signing page in the ops read-only view', () => {
  it(
    'shows the selected person’s signer view, and follows the selector while the page is open',
    marbles((m) => {
      const t = setup(m, 'ops');
      t.at(0, select(MARCO));
      t.at(1, openSigning({ applicationId: APP }));
      m.scheduler.schedule(() => {
        expect(t.named()).toEqual([MARCO]);
        expect(t.signerShown()).toBe('Marco Rossi');
      }, 2 + SERVER_MS);
      t.at(500, select(UMA));
      m.scheduler.schedule(() => {
        expect(t.named()).toEqual([MARCO, UMA]);
        expect(t.signerShown()).toBe('Uma Rossi');
      }, 501 + SERVER_MS);
      // Marco's entry was released (dropped after its retention); Uma's is still held by the open page.
      m.scheduler.schedule(() => expect(t.cached()).toEqual([UMA]), 500 + AFTER_RETENTION_MS);
      t.at(500 + AFTER_RETENTION_MS + 1, closeSigning({ applicationId: APP }));
      m.flush();
      expect(t.cached()).toEqual([]);
      expect(t.named()).toEqual([MARCO, UMA]);
    }),
  );

  it(
    'asks for the first signer until someone is selected, then for the selected one',
    marbles((m) => {
      const t = setup(m, 'ops');
      t.at(0, openSigning({ applicationId: APP }));
      t.at(300, select(MARCO));
      m.flush();
      expect(t.named()).toEqual([undefined, MARCO]);
      expect(t.signerShown()).toBe('Marco Rossi');
    }),
  );

  it(
    'a selected person who does not sign sees that there is nothing to sign, not an error',
    marbles((m) => {
      const t = setup(m, 'ops');
      t.at(0, select(LENA));
      t.at(1, openSigning({ applicationId: APP }));
      m.flush();
      expect(t.named()).toEqual([LENA]);
      expect(t.view(t.state())).toEqual({ status: 'ready', screen: { kind: 'none' } });
    }),
  );

  it(
    'a customer asks for their own view only: no profile is named, and a selection event changes nothing',
    marbles((m) => {
      const t = setup(m, 'customer');
      t.at(0, openSigning({ applicationId: APP }));
      t.at(300, select(MARCO));
      m.flush();
      expect(t.named()).toEqual([undefined]);
      expect(t.signerShown()).toBe('Uma Rossi');
    }),
  );

  it(
    'a 404 for a customer is still shown as an error with a retry (only a selected person maps to nothing to sign)',
    marbles((m) => {
      const t = setup(m, 'customer', {});
      t.at(0, openSigning({ applicationId: APP }));
      m.flush();
      expect(t.view(t.state()).status).toBe('error');
    }),
  );
});
