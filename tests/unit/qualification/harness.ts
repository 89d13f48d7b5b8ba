import type { AnyAction } from '@reduxjs/toolkit';
import { defer, VirtualTimeScheduler, type SchedulerLike } from 'rxjs';
import type { Profile, BackgroundTask } from '../../../src/contract/entities';
import type { Consent, CreditReport } from '../../../src/contract/qualification';
import type { ConsentDocument } from '../../../src/contract/sectionEnums';
import type { ApplicationForm, MortgageDetailsValues } from '../../../src/contract/sections';
import { createQualificationEpic } from '../../../src/client/features/qualification/epic';
import { QUALIFICATION_KEY, qualificationReducer, type QualificationState } from '../../../src/client/features/qualification/reducer';
import { changesEpic } from '../../../src/client/kernel/changes/epic';
import { draftsEpic } from '../../../src/client/kernel/drafts/epic';
import { DRAFTS_KEY, draftsReducer } from '../../../src/client/kernel/drafts/reducer';
import type { AnyEventAction, CorrelationDispatch } from '../../../src/client/kernel';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { QUERY_CACHE_KEY, queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { WIZARD_KEY, wizardReducer, type WizardMachine } from '../../../src/client/kernel/wizard';
import { createTestDeps, errorResult, jsonReply } from '../../support/fakeDeps';
import type { Reply } from '../../support/fakeHttp';
import type { HttpRequest, HttpResult } from '../../../src/client/kernel/http/types';
import { createTestStore } from '../../support/testStore';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { makeToken, profile as baseProfile } from '../app/fixtures';
import { loadPhoneRule } from '../../../src/client/kernel/forms/phoneRule';

// The §5 phone rule arrives in its own chunk in the portal (kernel/forms/phoneRule): the epics wait for it once, then
// answer synchronously. Loaded before every test here so the wizard runs in virtual time as it does once it has arrived;
// tests/unit/kernel/phoneRule.test.ts covers the wait.
beforeAll(() => loadPhoneRule());

export const APP = '3f1c2a8d-3e4b-4d6c-9f7a-8b9c0d1e2f3a';
export const ME = '0b5e1f7c-2d3a-4c5b-8e6f-7a8b9c0d1e2f';
export const T0 = Date.parse('2026-03-02T10:00:00.000Z');
/** The staff member of the ops sessions (`opts.ops`). */
export const OPS_USER = '0c0c0c0c-0c0c-4c0c-8c0c-0c0c0c0c0c0c';

/** The signed-in applicant's profile as the API answers it (SSN only ever as a mask). */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return baseProfile({
    uuid: ME as Profile['uuid'],
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '2124567890',
    email: 'ada@example.com',
    ...overrides,
  });
}

export const consent = (document: ConsentDocument, profileUuid = ME): Consent => ({
  document,
  profile_uuid: profileUuid as Consent['profile_uuid'],
  consented_at: '2026-03-01T09:00:00.000Z',
});

let taskCounter = 0;
/** A credit-pull background task created at `createdAt` (ISO). */
export function creditTask(status: BackgroundTask['status'], result: string | null, createdAt = '2026-03-02T10:00:00.000Z'): BackgroundTask {
  taskCounter += 1;
  return {
    uuid: `aaaaaaaa-0000-4000-8000-${String(taskCounter).padStart(12, '0')}` as BackgroundTask['uuid'],
    task_type: 'credit-pull',
    status,
    created_at: createdAt,
    finished_at: status === 'completed' || status === 'failed' ? createdAt : null,
    result,
  };
}

export const REPORT: CreditReport = {
  profile_uuid: ME as CreditReport['profile_uuid'],
  pulled_at: '2026-03-02T10:00:05.000Z',
  mortgage_tradelines: [
    { id: 'tl-1', creditor: 'FIRST BANK', balance: 210000, monthly_payment: 1450, opened_on: '2015-06-01' },
    { id: 'tl-2', creditor: 'CITY HELOC', balance: 30000, monthly_payment: 300, opened_on: null },
  ],
};

/** What the fake server holds; tests change it and read what was written. */
export interface ServerState {
  profile: Profile;
  consents: Consent[];
  tasks: BackgroundTask[];
  form: ApplicationForm;
  mortgageRecord: { revision: number; values: MortgageDetailsValues };
  report: CreditReport | null;
  duplicateSsn: boolean;
  /** Result of the next credit pull started. */
  nextPull: BackgroundTask['status'];
}

/** Answers `value` run through the request's own codec, like the real client. */
export const json = (req: HttpRequest<unknown>, value: unknown): HttpResult<unknown> =>
  (jsonReply(value) as (r: HttpRequest<unknown>) => HttpResult<unknown>)(req);

/** A fake sandbox for the wizard's calls, over `state`; `delayMs` delays every answer (virtual time). */
export function installServer(http: ReturnType<typeof createTestDeps>['http'], state: ServerState, delayMs = 0) {
  const at = (path: string) => `v1/customer/application/${APP}/${path}`;
  const on = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, reply: Reply) => http.respond({ method, path }, reply, { delayMs });
  on('GET', 'v1/customer/profile/', (req) => json(req, state.profile));
  on('GET', at('consents/'), (req) => json(req, state.consents));
  on('POST', at('consents/'), (req) => {
    const docs = (req.body as { documents: ConsentDocument[] }).documents;
    state.consents = [...state.consents, ...docs.map((d) => ({ ...consent(d), consented_at: '2026-03-02T10:00:00.000Z' }))];
    return json(req, state.consents);
  });
  on('GET', at('background-tasks/'), (req) => json(req, state.tasks));
  on('POST', at('credit-pull/'), (req) => {
    const task = creditTask(state.nextPull, null, '2026-03-02T11:00:00.000Z');
    state.tasks = [...state.tasks, task];
    return json(req, task);
  });
  on('GET', at('credit-report/'), (req) => (state.report ? json(req, state.report) : errorResult(404, { detail: 'No credit report yet.' })));
  on('GET', at('sections/'), (req) => json(req, state.form));
  const record = () => ({
    section: 'mortgage-details',
    status: state.mortgageRecord.revision > 0 ? 'in-progress' : 'not-started',
    revision: state.mortgageRecord.revision,
    values: state.mortgageRecord.values,
    updated_at: null,
    submitted_at: null,
  });
  on('GET', at('sections/mortgage-details/'), (req) => json(req, record()));
  on('PUT', at('sections/mortgage-details/'), (req) => {
    const body = req.body as { revision: number; values: MortgageDetailsValues };
    if (body.revision > state.mortgageRecord.revision) state.mortgageRecord = { revision: body.revision, values: body.values };
    return json(req, record());
  });
  on('PATCH', `v1/customer/profile/${ME}/`, (req) => {
    const body = req.body as { phone?: string; social_security_number?: string; birth_date?: string };
    state.profile = {
      ...state.profile,
      ...(body.phone ? { phone: body.phone } : {}),
      ...(body.birth_date ? { birth_date: body.birth_date } : {}),
      ...(body.social_security_number ? { social_security_number: `***-**-${body.social_security_number.slice(5)}` } : {}),
    };
    return json(req, state.profile);
  });
  on('POST', `v1/customer/profile/${ME}/is-ssn-duplicate/`, (req) => json(req, { is_duplicate: state.duplicateSsn }));
  on('POST', at('qualification/complete/'), (req) => {
    state.form = { ...state.form, qualification_completed_at: '2026-03-02T12:00:00.000Z' };
    return json(req, state.form);
  });
  on('POST', at('customer-changed/'), (req) => json(req, { has_changes: true }));
}

/** A server at the start: profile with a phone, nothing else. */
export function freshServer(overrides: Partial<ServerState> = {}): ServerState {
  return {
    profile: profile(),
    consents: [],
    tasks: [],
    form: { qualification_completed_at: null, sections: [], submitted_at: null },
    mortgageRecord: { revision: 0, values: {} },
    report: null,
    duplicateSsn: false,
    nextPull: 'running',
    ...overrides,
  };
}

/**
 * A store like the app's for the wizard: query cache, wizard, drafts, qualification (+ their epics and the §4 changes
 * epic) over fake deps and a fake server. Mortgage ids are `00000000-0000-4000-8000-00000000000N`. `ops: true` also
 * mounts the session and signs an ops user in (§6 read-only view; select a profile with `readOnlyProfileSelected`).
 */
export function qualificationHarness(server: ServerState = freshServer(), opts: { scheduler?: SchedulerLike; delayMs?: number; ops?: boolean } = {}) {
  const scheduler = opts.scheduler ?? new VirtualTimeScheduler();
  const deps = createTestDeps({ scheduler, clock: { now: () => T0 + scheduler.now() } });
  installServer(deps.http, server, opts.delayMs ?? 0);
  const requestTimes: Array<[number, string]> = [];
  const request = deps.http.request.bind(deps.http);
  deps.http.request = (req) =>
    defer(() => {
      requestTimes.push([scheduler.now(), `${req.method} ${req.path.replace(`v1/customer/application/${APP}/`, '')}`]);
      return request(req);
    });
  const storageWrites: Array<[string, string]> = [];
  const set = deps.storage.set.bind(deps.storage);
  deps.storage.set = (key, value) => {
    storageWrites.push([key, value]);
    set(key, value);
  };
  let ids = 0;
  const newId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
  const { store, eventLog, rootReducer } = createTestStore({
    reducers: {
      [QUERY_CACHE_KEY]: queryCacheReducer,
      [WIZARD_KEY]: wizardReducer,
      [DRAFTS_KEY]: draftsReducer,
      [QUALIFICATION_KEY]: qualificationReducer,
      ...(opts.ops && { session: sessionReducer }),
    },
    epics: [createQueryCacheEpic(), draftsEpic, createQualificationEpic({ newId }), changesEpic],
    deps,
  });
  if (opts.ops) store.dispatch(tokenIssued({ token: makeToken({ uuid: OPS_USER, username: 'ops@example.com', expSeconds: T0 / 1000 + 86_400 }), source: 'password', isOps: true }));
  const state = () => store.getState() as Record<string, unknown>;
  return {
    deps,
    http: deps.http,
    server,
    /** `[virtual ms, 'METHOD path']` of every request (application paths shortened to what follows the id). */
    requestTimes,
    /** Every `storage.set(key, value)` made. */
    storageWrites,
    store,
    eventLog,
    rootReducer,
    scheduler,
    state,
    wizard: (): WizardMachine => (state()[WIZARD_KEY] as { qualification: WizardMachine }).qualification,
    feature: (): QualificationState => state()[QUALIFICATION_KEY] as QualificationState,
    eventTypes: () => eventLog.entries().map((e) => e.event.type),
    dispatch: (a: AnyAction) => store.dispatch(a),
    /** Dispatches a correlated command and resolves with its outcome event. */
    send: (command: AnyAction) => (store.dispatch as unknown as CorrelationDispatch)(command as never) as Promise<AnyEventAction>,
    /** Runs virtual time forward (only when the scheduler is a VirtualTimeScheduler). */
    flush: () => (scheduler as VirtualTimeScheduler).flush?.(),
    /** Stage the wizard shows. */
    stage: () => {
      const h = (state()[WIZARD_KEY] as { qualification: WizardMachine }).qualification.stageHistory;
      return h[h.length - 1];
    },
  };
}
