import type { AnyAction } from '@reduxjs/toolkit';
import { filter, ignoreElements, map, merge, tap, type SchedulerLike } from 'rxjs';
import type { ApplicationProfile } from '../../../src/contract/entities';
import type { SectionName } from '../../../src/contract/sectionEnums';
import { declarationsEpic } from '../../../src/client/features/declarations/epic';
import { declarationsReducer } from '../../../src/client/features/declarations/reducer';
import { makeSelectDeclarationsPage, type DeclarationsRootState } from '../../../src/client/features/declarations/selectors';
import { sectionQueryOf } from '../../../src/client/kernel/api/formQueries';
import { closeDraft, draftEdited, editDraft, openDraft } from '../../../src/client/kernel/drafts/actions';
import { draftsEpic } from '../../../src/client/kernel/drafts/epic';
import { draftsReducer } from '../../../src/client/kernel/drafts/reducer';
import { selectDraft } from '../../../src/client/kernel/drafts/selectors';
import type { AppEpic } from '../../../src/client/kernel/epic';
import type { Storage } from '../../../src/client/kernel/storage';
import { createQueryCacheEpic } from '../../../src/client/kernel/queryCache/epic';
import { queryCacheReducer } from '../../../src/client/kernel/queryCache/reducer';
import { tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { selectWizard, wizardReducer } from '../../../src/client/kernel/wizard';
import { createTestDeps, jsonReply } from '../../support/fakeDeps';
import { createTestStore } from '../../support/testStore';
import { application, depsAtNow, IN_ONE_HOUR_S, makeToken } from '../app/fixtures';
import { APP_UUID, declarationsRecord, marriedCouple } from './fixtures';

export const APP_PATH = `v1/customer/application/${APP_UUID}/`;
export const SECTION_PATH = `${APP_PATH}sections/declarations/`;
export const PARTIES_PATH = `${APP_PATH}parties/`;

/**
 * A stand-in for the draft queue (kernel/drafts, another helper's): opening a draft loads its record, an edit is
 * kept with the next revision. Enough for the declarations epic, which only sends the queue's commands and reads its
 * state; the queue's saving is tested on its own.
 */
const fakeDraftQueue: AppEpic<DeclarationsRootState> = (action$, state$) =>
  merge(
    action$.pipe(filter(openDraft.match), map((a) => sectionQueryOf(a.payload.section as SectionName).subscribe({ uuid: a.payload.applicationId }))),
    action$.pipe(filter(closeDraft.match), map((a) => sectionQueryOf(a.payload.section as SectionName).unsubscribe({ uuid: a.payload.applicationId }))),
    action$.pipe(
      filter(editDraft.match),
      map((a) => {
        const ref = { applicationId: a.payload.applicationId, section: a.payload.section };
        return draftEdited({ ...ref, values: a.payload.values, revision: selectDraft(state$.value, ref).revision + 1 });
      }),
    ),
  );

/** A store with the declarations feature, the wizard, drafts and query cache, signed in as Jane (the primary). */
export function setup(
  opts: {
    profiles?: ApplicationProfile[];
    saved?: Array<Record<string, unknown>>;
    /** Use the real draft queue (kernel/drafts) instead of the stand-in. */
    realDrafts?: boolean;
    /** Session storage to start from (a "reload" passes the previous store's). */
    storage?: Storage;
    /** Run on this scheduler (a marble test's), instead of a virtual clock at the fixtures' "now". */
    scheduler?: SchedulerLike;
  } = {},
) {
  const { deps, scheduler } = opts.scheduler
    ? { deps: createTestDeps({ scheduler: opts.scheduler }), scheduler: opts.scheduler }
    : depsAtNow();
  if (opts.storage) deps.storage = opts.storage;
  const seen: AnyAction[] = [];
  const recorder: AppEpic = (action$) => action$.pipe(tap((a) => seen.push(a)), ignoreElements());
  const { store, eventLog } = createTestStore({
    reducers: {
      session: sessionReducer,
      queries: queryCacheReducer,
      drafts: draftsReducer,
      wizard: wizardReducer,
      declarations: declarationsReducer,
    },
    epics: [recorder, createQueryCacheEpic(), opts.realDrafts ? draftsEpic : fakeDraftQueue, declarationsEpic],
    deps,
  });
  store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
  deps.http.respond({ method: 'GET', path: APP_PATH }, jsonReply(application({ application_profiles: opts.profiles ?? marriedCouple() })));
  deps.http.respond({ method: 'GET', path: SECTION_PATH }, jsonReply(declarationsRecord(opts.saved ?? [])));
  const state = () => store.getState() as unknown as DeclarationsRootState;
  const page = makeSelectDeclarationsPage(APP_UUID);
  return {
    deps,
    scheduler,
    store,
    eventLog,
    state,
    /** Every action seen (commands and events), in order. */
    seen,
    /** The actions of one creator seen so far. */
    sent: <P>(creator: { match: (a: unknown) => a is { payload: P } }) => seen.filter(creator.match).map((a) => a.payload),
    history: () => selectWizard(state(), 'declarations').stageHistory,
    wizard: () => selectWizard(state(), 'declarations'),
    view: () => {
      const v = page(state());
      if (v.status !== 'ready') throw new Error(`page not ready: ${v.status}`);
      return v;
    },
    pageStatus: () => page(state()).status,
  };
}
