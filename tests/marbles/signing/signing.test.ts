import type { Action } from '@reduxjs/toolkit';
import { marbles, type Context } from 'rxjs-marbles/jest';
import {
  closeReview,
  completeSigning,
  declineSigning,
  fieldSignFailed,
  fieldSigned,
  goToNextPage,
  goToPage,
  goToPreviousPage,
  openSigning,
  signEnvelopeField,
  signingCompleteFailed,
  signingCompleted,
  signingDeclined,
  signingRedirected,
} from '../../../src/client/features/signing/actions';
import { signingEpic } from '../../../src/client/features/signing/epic';
import { signingReducer, type SigningState } from '../../../src/client/features/signing/reducer';
import { makeSelectSigningView, type SigningRootState } from '../../../src/client/features/signing/selectors';
import { changesEpic } from '../../../src/client/kernel/changes';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { decodeBody } from '../../../src/client/kernel/http/decode';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import type { Envelope, SignatureField } from '../../../src/contract/signing';
import { NOT_ALL_SIGNED_MESSAGE } from '../../../src/domain/signing/messages';
import { createTestDeps, errorResult, fetchErrorResult, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { APP, ENVELOPE, envelope, FIELD, SIGNER_INITIALS, SIGNER_NAME } from '../../unit/signing/fixtures';

const SERVER_MS = 100;
const ENVELOPE_PATH = `v1/customer/application/${APP}/envelope/`;
const signPath = (field: string) => `v1/customer/envelope/${ENVELOPE}/fields/${field}/sign/`;
const COMPLETE_PATH = `v1/customer/envelope/${ENVELOPE}/complete/`;
const DECLINE_PATH = `v1/customer/envelope/${ENVELOPE}/decline/`;
const CHANGED_PATH = `v1/customer/application/${APP}/customer-changed/`;
const REF = { applicationId: APP, envelopeUuid: ENVELOPE };
const REASON = 'My lawyer has not read the fees page yet (call 212-555-0101).';

/** Every field of the envelope, for walking through all of them. */
const ALL_FIELDS = [FIELD.A1, FIELD.A3, FIELD.B1, FIELD.B1I];
const allFields = (env: Envelope): SignatureField[] => env.documents.flatMap((d) => d.pages.flatMap((p) => p.fields));

/** A 200 answer of a copy of `json` run through the request's codec, like the real client. */
function answer(req: HttpRequest<unknown>, json: unknown): HttpResult<unknown> {
  const decoded = decodeBody(req.codec, structuredClone(json));
  return decoded.ok ? { ok: true, value: decoded.value, status: 200 } : decoded;
}

/**
 * A store with the query cache, the §4 change fan-out and the signing feature, against a fake server that keeps an
 * envelope: a sign request adopts the value when it is the signer's name (signature) or initials, else answers 400.
 */
function setup(m: Context, initial: Envelope = envelope()) {
  const deps = createTestDeps({ scheduler: m.scheduler });
  // The store freezes what it keeps, so the fake server answers copies and keeps its own.
  const server = { envelope: structuredClone(initial) };

  deps.http.respond({ method: 'GET', path: ENVELOPE_PATH }, (req) => answer(req, { envelope: server.envelope }), { delayMs: SERVER_MS });
  deps.http.respond({ method: 'POST', path: CHANGED_PATH }, jsonReply({ has_changes: true }), { delayMs: SERVER_MS });
  deps.http.respond(
    { method: 'POST', path: /\/fields\/[^/]+\/sign\/$/ },
    (req: HttpRequest<unknown>) => {
      const fieldUuid = /fields\/([^/]+)\/sign/.exec(req.path)?.[1];
      const value = (req.body as { value: string }).value;
      const field = allFields(server.envelope).find((f) => f.uuid === fieldUuid);
      if (!field) return errorResult(404, { detail: 'Not found.' });
      const expected = field.kind === 'signature' ? SIGNER_NAME : SIGNER_INITIALS;
      if (value !== expected) return errorResult(400, { errors: { value: [`Type ${field.kind === 'signature' ? 'your full name' : 'your initials'} as it appears on the documents.`] } });
      field.value = value;
      field.signed_at = '2025-03-05T14:05:00Z';
      return answer(req, field);
    },
    { delayMs: SERVER_MS },
  );
  deps.http.respond(
    { method: 'POST', path: COMPLETE_PATH },
    (req: HttpRequest<unknown>) => {
      server.envelope = { ...server.envelope, signer_status: 'completed', status: 'completed', signer_completed_at: '2025-03-05T14:10:00Z' };
      return answer(req, server.envelope);
    },
    { delayMs: SERVER_MS },
  );
  deps.http.respond(
    { method: 'POST', path: DECLINE_PATH },
    (req: HttpRequest<unknown>) => {
      server.envelope = { ...server.envelope, signer_status: 'declined', status: 'declined', decline_reason: (req.body as { reason: string }).reason };
      return answer(req, server.envelope);
    },
    { delayMs: SERVER_MS },
  );

  const { store, eventLog } = createTestStore({
    reducers: { [QUERY_CACHE_KEY]: queryCacheReducer, signing: signingReducer },
    epics: [createQueryCacheEpic(), changesEpic, signingEpic],
    deps,
  });
  const at = (ms: number, action: Action | (() => Action)) =>
    m.scheduler.schedule(() => void store.dispatch(typeof action === 'function' ? action() : action), ms);
  const state = () => store.getState() as unknown as SigningRootState;
  const task = (): SigningState => state().signing;
  const view = makeSelectSigningView(APP);
  const page = () => {
    const v = view(state());
    if (v.status !== 'ready' || v.screen.kind !== 'page') throw new Error(`expected a page, got ${v.status === 'ready' ? v.screen.kind : v.status}`);
    return v.screen;
  };
  const screenKind = () => {
    const v = view(state());
    return v.status === 'ready' ? v.screen.kind : v.status;
  };
  const events = () => eventLog.entries().map((e) => e.event);
  const posts = (path: string | RegExp) => deps.http.requestsTo({ method: 'POST', path });
  const gets = () => deps.http.requestsTo({ method: 'GET', path: ENVELOPE_PATH }).length;
  const sign = (fieldUuid: string, value: string) => signEnvelopeField({ ...REF, fieldUuid, value });
  /** Opens the page at 0 (the envelope arrives at SERVER_MS). */
  const open = () => at(0, openSigning({ applicationId: APP }));
  return { deps, server, store, at, state, task, page, screenKind, events, posts, gets, sign, open };
}

describe('signing epic (virtual time)', () => {
  it(
    'opening loads the envelope and sets the task bounds from it',
    marbles((m) => {
      const t = setup(m, envelope(['A1']));
      t.open();
      m.scheduler.schedule(() => expect(t.screenKind()).toBe('loading'), SERVER_MS - 1);
      m.flush();
      expect(t.task()).toMatchObject({ envelopeUuid: ENVELOPE, currentPage: 0, pendingPage: 2, lastPage: 3, signedAnyDocumentsThisSession: false });
      expect(t.page().resume?.page).toBe(2);
    }),
  );

  it(
    'an application id that is not a UUID goes to the applicants list without a request',
    marbles((m) => {
      const t = setup(m);
      t.at(0, openSigning({ applicationId: 'nope' }));
      m.flush();
      expect(t.deps.navigation.paths).toEqual(['/applicants']);
      expect(t.events().filter(signingRedirected.match)).toHaveLength(1);
      expect(t.deps.http.requests).toHaveLength(0);
    }),
  );

  it(
    'sign → the field is busy, then signed; pendingPage moves on; the §4 change refetches the envelope',
    marbles((m) => {
      const t = setup(m);
      t.open();
      t.at(200, t.sign(FIELD.A1, SIGNER_INITIALS));
      m.scheduler.schedule(() => expect(t.page().page.fields[0]).toMatchObject({ busy: true, signed: false }), 250);
      m.scheduler.schedule(() => {
        expect(t.page().page.fields[0]).toMatchObject({ busy: false, signed: true, adoptedValue: SIGNER_INITIALS });
        expect(t.task().pendingPage).toBe(2);
        expect(t.page().canGoNext).toBe(true);
      }, 200 + SERVER_MS + 1);
      m.flush();
      expect(t.posts(signPath(FIELD.A1)).map((r) => r.body)).toEqual([{ value: SIGNER_INITIALS }]);
      expect(t.posts(CHANGED_PATH)).toHaveLength(1);
      expect(t.gets()).toBe(2);
      expect(t.page().page.fields[0]?.signedText).toMatch(/^Signed 03\/0[45]\/2025 at /);
    }),
  );

  it(
    'a second click while a field is signing is ignored: one request; another field signs alongside',
    marbles((m) => {
      const t = setup(m, envelope(['A1', 'A3']));
      t.open();
      t.at(200, t.sign(FIELD.B1, SIGNER_NAME));
      t.at(220, t.sign(FIELD.B1, SIGNER_NAME));
      t.at(299, t.sign(FIELD.B1, SIGNER_NAME));
      t.at(230, t.sign(FIELD.B1I, SIGNER_INITIALS));
      m.flush();
      expect(t.posts(signPath(FIELD.B1))).toHaveLength(1);
      expect(t.posts(signPath(FIELD.B1I))).toHaveLength(1);
      expect(t.events().filter(fieldSigned.match).map((e) => e.payload.fieldUuid)).toEqual([FIELD.B1, FIELD.B1I]);
      // Both reports settle into one customer-changed check.
      expect(t.posts(CHANGED_PATH)).toHaveLength(1);
    }),
  );

  it(
    'a failed sign → a failure event with the server’s message at the field; nothing else is lost; a retry works',
    marbles((m) => {
      const t = setup(m);
      t.open();
      t.at(150, goToPage({ page: 3 }));
      t.at(200, t.sign(FIELD.B1, SIGNER_NAME));
      t.at(400, t.sign(FIELD.B1I, 'J. Doe'));
      m.scheduler.schedule(() => {
        const failed = t.events().filter(fieldSignFailed.match);
        expect(failed.map((e) => [e.payload.fieldUuid, e.payload.error.status])).toEqual([[FIELD.B1I, 400]]);
        const [b1, b1i] = t.page().page.fields;
        expect(b1).toMatchObject({ signed: true });
        expect(b1i).toMatchObject({ signed: false, busy: false, error: 'Type your initials as it appears on the documents.' });
        expect(t.task()).toMatchObject({ currentPage: 3, lastPage: 3 });
      }, 400 + SERVER_MS + 1);
      t.at(700, t.sign(FIELD.B1I, SIGNER_INITIALS));
      m.flush();
      expect(t.page().page.fields[1]).toMatchObject({ signed: true, error: undefined });
      // Only the successful signs reported a change (two reports far enough apart: two checks).
      expect(t.posts(CHANGED_PATH)).toHaveLength(2);
    }),
  );

  it(
    'a network failure of a sign is not retried (POST, §7) and shows the §8 sentence',
    marbles((m) => {
      const t = setup(m);
      t.deps.http.respond({ method: 'POST', path: signPath(FIELD.A1) }, fetchErrorResult());
      t.open();
      t.at(200, t.sign(FIELD.A1, SIGNER_INITIALS));
      m.flush();
      expect(t.posts(signPath(FIELD.A1))).toHaveLength(1);
      expect(t.page().page.fields[0]?.error).toBe('We’re experiencing a temporary interruption in service. Please try again a little later.');
    }),
  );

  it(
    'a 409 (already completed elsewhere) refetches the envelope so the page shows the outcome',
    marbles((m) => {
      const t = setup(m);
      t.open();
      t.at(150, () => {
        t.server.envelope = { ...t.server.envelope, signer_status: 'completed', status: 'completed' };
        t.deps.http.respond({ method: 'POST', path: signPath(FIELD.A1) }, errorResult(409, { detail: 'You have already signed.' }));
        return goToPage({ page: 0 });
      });
      t.at(200, t.sign(FIELD.A1, SIGNER_INITIALS));
      m.flush();
      expect(t.gets()).toBe(2);
      expect(t.screenKind()).toBe('outcome');
    }),
  );

  it(
    'Next is refused while the page has an unsigned field; at the last page it opens review; Previous never below 0',
    marbles((m) => {
      const t = setup(m, envelope(['A1', 'A3']));
      t.open();
      t.at(200, goToPreviousPage());
      t.at(210, goToNextPage());
      m.scheduler.schedule(() => expect(t.task()).toMatchObject({ currentPage: 1, signedAnyDocumentsThisSession: true }), 211);
      t.at(220, goToNextPage());
      t.at(230, goToNextPage());
      t.at(240, goToNextPage());
      m.scheduler.schedule(() => expect(t.task()).toMatchObject({ currentPage: 3, reviewing: false }), 241);
      t.at(300, t.sign(FIELD.B1, SIGNER_NAME));
      t.at(300, t.sign(FIELD.B1I, SIGNER_INITIALS));
      t.at(500, goToNextPage());
      m.scheduler.schedule(() => {
        expect(t.task()).toMatchObject({ currentPage: 3, reviewing: true });
        expect(t.screenKind()).toBe('review');
      }, 501);
      t.at(510, goToPreviousPage());
      m.scheduler.schedule(() => expect(t.task()).toMatchObject({ currentPage: 3, reviewing: true }), 511);
      t.at(520, closeReview());
      t.at(530, goToPage({ page: 99 }));
      m.flush();
      expect(t.task()).toMatchObject({ currentPage: 3, reviewing: false });
      expect(t.screenKind()).toBe('page');
    }),
  );

  it(
    'finishing before every field is signed is refused without a request',
    marbles((m) => {
      const t = setup(m, envelope(['A1', 'A3', 'B1']));
      t.open();
      t.at(200, completeSigning(REF, { correlationId: 'c-1' }));
      m.flush();
      expect(t.posts(COMPLETE_PATH)).toHaveLength(0);
      const failed = t.events().filter(signingCompleteFailed.match);
      expect(failed.map((e) => [e.payload.error.data, e.meta.correlationId])).toEqual([[{ detail: NOT_ALL_SIGNED_MESSAGE }, 'c-1']]);
    }),
  );

  it(
    'complete after every field is signed: one confirmed request, the confirmation, a §4 change report',
    marbles((m) => {
      const t = setup(m);
      t.open();
      ALL_FIELDS.forEach((field, i) => t.at(200 + i * 10, t.sign(field, field === FIELD.A3 || field === FIELD.B1 ? SIGNER_NAME : SIGNER_INITIALS)));
      t.at(400, goToPage({ page: 3 }));
      t.at(410, goToNextPage());
      t.at(500, completeSigning(REF, { correlationId: 'c-2' }));
      t.at(520, completeSigning(REF, { correlationId: 'c-3' }));
      m.scheduler.schedule(() => expect(t.screenKind()).toBe('review'), 499);
      m.scheduler.schedule(() => expect(t.screenKind()).toBe('outcome'), 500 + SERVER_MS + 1);
      m.flush();
      expect(t.posts(COMPLETE_PATH).map((r) => r.body)).toEqual([{ confirmed: true }]);
      expect(t.events().filter(signingCompleted.match).map((e) => e.payload)).toEqual([{ ...REF, signerStatus: 'completed', envelopeStatus: 'completed' }]);
      const v = makeSelectSigningView(APP)(t.state());
      expect(v.status === 'ready' && v.screen).toMatchObject({ kind: 'outcome', outcome: 'completed' });
      // One check after the signs settled, one after the completion.
      expect(t.posts(CHANGED_PATH)).toHaveLength(2);
    }),
  );

  it(
    'a failed complete keeps everything (signed fields, review step) and can be sent again',
    marbles((m) => {
      const t = setup(m, envelope(['A1', 'A3', 'B1', 'B1I']));
      t.deps.http.respond({ method: 'POST', path: COMPLETE_PATH }, errorResult(500, { detail: 'The e-sign service is down.' }), { delayMs: SERVER_MS });
      t.open();
      t.at(200, goToPage({ page: 3 }));
      t.at(210, goToNextPage());
      t.at(300, completeSigning(REF));
      m.flush();
      expect(t.events().filter(signingCompleteFailed.match).map((e) => e.payload.error.status)).toEqual([500]);
      expect(t.task()).toMatchObject({ reviewing: true, currentPage: 3, outcome: null });
      expect(t.screenKind()).toBe('review');
      expect(t.posts(CHANGED_PATH)).toHaveLength(0);
    }),
  );

  it(
    'decline sends the reason, shows the outcome and reports the change',
    marbles((m) => {
      const t = setup(m);
      t.open();
      t.at(200, declineSigning({ ...REF, reason: REASON }));
      m.flush();
      expect(t.posts(DECLINE_PATH).map((r) => r.body)).toEqual([{ reason: REASON }]);
      expect(t.events().filter(signingDeclined.match)).toHaveLength(1);
      const v = makeSelectSigningView(APP)(t.state());
      expect(v.status === 'ready' && v.screen).toEqual({ kind: 'outcome', outcome: 'declined', declineReason: REASON });
      expect(t.posts(CHANGED_PATH)).toHaveLength(1);
    }),
  );

  it(
    'personal data: no signing event carries a typed value or the decline reason, and nothing is logged',
    marbles((m) => {
      const t = setup(m);
      t.open();
      t.at(200, t.sign(FIELD.A1, 'Wrong Initials XYZ'));
      t.at(400, t.sign(FIELD.A1, SIGNER_INITIALS));
      t.at(600, declineSigning({ ...REF, reason: REASON }));
      m.flush();
      const signingEvents = JSON.stringify(t.events().filter((e) => e.type.startsWith('signing/')));
      expect(signingEvents).not.toContain('Wrong Initials XYZ');
      expect(signingEvents).not.toContain(`"${SIGNER_INITIALS}"`);
      expect(signingEvents).not.toContain(REASON);
      expect(t.deps.logger.lines).toEqual([]);
    }),
  );
});
