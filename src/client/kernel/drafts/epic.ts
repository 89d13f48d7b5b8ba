import { isAnyOf, type AnyAction } from '@reduxjs/toolkit';
import {
  concat, concatMap, debounceTime, defer, EMPTY, filter, first, groupBy, ignoreElements, map, merge, mergeMap, of,
  startWith, switchMap, takeUntil, tap, type Observable,
} from 'rxjs';
import { saveSectionDraft, submitSection, type SectionDraft, type SectionRecord } from '../../../contract/sections';
import { outcomeOf, type CommandAction } from '../actions';
import { applicationFormQuery, sectionQueryOf } from '../api/formQueries';
import { reportCustomerChange } from '../changes/actions';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { endpointRequest } from '../http/endpointRequest';
import type { HttpError, HttpRequest } from '../http/types';
import type { QueryCacheRootState } from '../queryCache/reducer';
import { sessionEnded } from '../session/actions';
import {
  closeDraft, draftEdited, draftOpened, draftRebased, draftRestored, draftSaved, draftSaveFailed, draftSaveStarted, editDraft,
  flushDraft, openDraft, retryDraftSave, sectionSubmitFailed, sectionSubmitted, submitSectionCommand, type DraftRef,
} from './actions';
import { clearStoredDrafts, readStoredDraft, removeStoredDraft, writeStoredDraft } from './draftStorage';
import { draftKey, type DraftsRootState } from './reducer';

/** Pause in typing (ms) after which a draft is saved (issue #3 §2 "debounced"). */
export const DRAFT_SAVE_DEBOUNCE_MS = 1000;

/** The root state the drafts epic reads: the query cache (server revisions) and its own slice. */
export type DraftsEpicState = QueryCacheRootState & DraftsRootState;

/**
 * The epic's own bookkeeping of one draft. It is the queue's authority (the store mirrors it through events), so a
 * save never depends on whether an event emitted a moment earlier has been reduced yet.
 */
interface Slot {
  ref: DraftRef;
  values: Record<string, unknown>;
  revision: number;
  savedRevision: number;
  error: HttpError | null;
}

type Trigger = { kind: 'save' } | { kind: 'submit'; command: CommandAction<DraftRef> } | { kind: 'restore' };

const SAVE: Trigger = { kind: 'save' };
const isDraftCommand = isAnyOf(editDraft, flushDraft, retryDraftSave, submitSectionCommand, openDraft, closeDraft);

const refOf = ({ applicationId, section }: DraftRef): DraftRef => ({ applicationId, section });

/** The revision the server holds for a draft, as far as the section query knows (undefined when not loaded). */
function serverRevision(state: DraftsEpicState, ref: DraftRef): number | undefined {
  return sectionQueryOf(ref.section).select(state, { uuid: ref.applicationId }).data?.revision;
}

/** The PUT of a draft; null when the values do not fit the section's contract (a bug of the sending page). */
function saveRequest(ref: DraftRef, revision: number, values: Record<string, unknown>): HttpRequest<SectionRecord> | null {
  const body = { section: ref.section, revision, values } as SectionDraft;
  try {
    return endpointRequest(saveSectionDraft, { params: { uuid: ref.applicationId, section: ref.section }, body });
  } catch {
    // io-ts union encoding throws for a value of no member: answered as a failed save, never a dead epic.
    return null;
  }
}

const UNSENDABLE: HttpError = { status: 'PARSING_ERROR', data: { errors: ['The values do not fit the section.'] }, error: 'draft values rejected by the contract codec' };

/**
 * The draft save queue (§3 `runningSaveQueue`; issue #3 §2). Per draft (application + section):
 * - `editDraft` → `draftEdited` with the next revision (above the local one and the server's, from the section
 *   query), the values copied to session storage (`draft:<app>:<section>`), and a save after
 *   {@link DRAFT_SAVE_DEBOUNCE_MS} without further edits (scheduler from deps);
 * - saves run one at a time, each sending the latest values (`PUT …/sections/{section}/`, idempotent by revision), so
 *   edits made while one is in flight are saved right after it once their pause has passed;
 * - `flushDraft`, `retryDraftSave` and `closeDraft` save now (no request when nothing is pending);
 * - a failure → `draftSaveFailed`; the values stay pending (state and storage) until a retry or a new edit;
 * - success → `draftSaved`; the storage copy is removed when no newer edit is pending and the cached section record
 *   and form overview are refetched; when the server already held a newer revision (another tab, or a record not
 *   loaded before typing) → `draftRebased` above it and one more save;
 * - `openDraft` subscribes the section query and, once it has answered, takes back a stored draft newer than the
 *   server's record (`draftRestored`) and saves it; a stored copy that is not newer is dropped; then `draftOpened`
 *   (forms wait for it); `closeDraft` releases the query;
 * - `submitSectionCommand` → flush, then `POST …/submit/` → `sectionSubmitted` (cached record and overview
 *   refetched) and `reportCustomerChange`; or `sectionSubmitFailed` (a failed flush, or the server's field errors).
 *   Both outcomes carry the command's correlation id, so a form can await them;
 * - `sessionEnded` cancels everything in flight and removes every stored draft (privacy on shared computers).
 */
export const draftsEpic: AppEpic<DraftsEpicState> = (action$, state$, deps) => {
  const ended$ = action$.pipe(filter(sessionEnded.match));

  const forget$ = ended$.pipe(
    tap(() => clearStoredDrafts(deps.storage)),
    ignoreElements(),
  );

  const queues$ = ended$.pipe(
    startWith(null),
    switchMap(() => sessionQueues(action$, state$, deps)),
  );

  return merge(forget$, queues$);
};

/** The queues of one session: fresh bookkeeping, dropped (with what is in flight) when the session ends. */
function sessionQueues(
  action$: Observable<AnyAction>,
  state$: { value: DraftsEpicState } & Observable<DraftsEpicState>,
  deps: Dependencies,
): Observable<AnyAction> {
  const slots = new Map<string, Slot>();

  const slotOf = (ref: DraftRef): Slot => {
    const key = draftKey(ref);
    let slot = slots.get(key);
    if (!slot) {
      // A slice entry may exist from before this epic saw the draft (e.g. the module was mounted later).
      const entry = state$.value.drafts?.entries[key];
      slot = {
        ref: refOf(ref),
        values: entry?.values ?? {},
        revision: entry?.revision ?? 0,
        savedRevision: entry?.savedRevision ?? 0,
        error: null,
      };
      slots.set(key, slot);
    }
    return slot;
  };

  const edit = (cmd: CommandAction<DraftRef & { values: Record<string, unknown> }>): AnyAction => {
    const slot = slotOf(cmd.payload);
    const base = Math.max(slot.revision, slot.savedRevision, serverRevision(state$.value, slot.ref) ?? 0);
    slot.values = cmd.payload.values;
    slot.revision = base + 1;
    writeStoredDraft(deps.storage, slot.ref, { revision: slot.revision, values: slot.values });
    return draftEdited({ ...slot.ref, values: slot.values, revision: slot.revision });
  };

  /** Refetch what shows this draft's server state, if it is cached (a refetch of an absent key would create it). */
  const refreshCaches = (ref: DraftRef, record: SectionRecord): AnyAction[] => {
    const args = { uuid: ref.applicationId };
    const out: AnyAction[] = [];
    const sectionQuery = sectionQueryOf(ref.section);
    if (sectionQuery.select(state$.value, args).status !== 'uninitialized') out.push(sectionQuery.refetch(args));
    const form = applicationFormQuery.select(state$.value, args);
    const shown = form.data?.sections.find((s) => s.section === ref.section)?.status;
    if (form.status !== 'uninitialized' && shown !== record.status) out.push(applicationFormQuery.refetch(args));
    return out;
  };

  /** Saves the latest values if any are pending; `rebases` left guards against two tabs outbidding each other. */
  const save = (slot: Slot, rebases = 1): Observable<AnyAction> =>
    defer(() => {
      if (slot.revision <= slot.savedRevision) return EMPTY;
      const { ref } = slot;
      const revision = slot.revision;
      const request = saveRequest(ref, revision, slot.values);
      slot.error = null;
      const started = draftSaveStarted({ ...ref, revision });
      if (!request) {
        slot.error = UNSENDABLE;
        deps.logger.error('draft values do not fit the contract', { section: ref.section });
        return of(started, draftSaveFailed({ ...ref, revision, error: UNSENDABLE }));
      }
      return concat(
        of(started),
        deps.http.request(request).pipe(
          mergeMap((result): Observable<AnyAction> => {
            if (!result.ok) {
              slot.error = result.error;
              return of(draftSaveFailed({ ...ref, revision, error: result.error }));
            }
            const record = result.value;
            slot.savedRevision = Math.max(slot.savedRevision, revision);
            const saved = draftSaved({ ...ref, revision, record });
            if (record.revision > revision && rebases > 0 && slot.revision <= record.revision) {
              slot.revision = record.revision + 1;
              writeStoredDraft(deps.storage, ref, { revision: slot.revision, values: slot.values });
              return concat(of(saved, draftRebased({ ...ref, revision: slot.revision })), save(slot, rebases - 1));
            }
            if (slot.revision > slot.savedRevision) return of(saved);
            removeStoredDraft(deps.storage, ref);
            return of(saved, ...refreshCaches(ref, record));
          }),
        ),
      );
    });

  const submit = (slot: Slot, command: CommandAction<DraftRef>): Observable<AnyAction> =>
    concat(
      save(slot),
      defer(() => {
        const { ref } = slot;
        if (slot.error) return of(outcomeOf(command, sectionSubmitFailed, { ...ref, error: slot.error }));
        const request = endpointRequest(submitSection, { params: { uuid: ref.applicationId, section: ref.section }, body: {} });
        return deps.http.request(request).pipe(
          mergeMap((result): AnyAction[] =>
            result.ok
              ? [
                  outcomeOf(command, sectionSubmitted, { ...ref, record: result.value }),
                  ...refreshAfterSubmit(state$.value, ref),
                  reportCustomerChange({ applicationId: ref.applicationId }),
                ]
              : [outcomeOf(command, sectionSubmitFailed, { ...ref, error: result.error })],
          ),
        );
      }),
    );

  /** Takes back a stored draft once the section query has answered (its revision says whether the copy is newer). */
  const restore = (slot: Slot, isOpen: () => boolean, closed$: Observable<unknown>): Observable<AnyAction> => {
    const { ref } = slot;
    const query = sectionQueryOf(ref.section);
    // Closed before its turn came: the query may already be dropped and would never answer; the copy waits.
    if (!isOpen()) return EMPTY;
    return state$.pipe(
      map((state) => query.select(state, { uuid: ref.applicationId })),
      first((q) => q.status === 'fulfilled' || q.status === 'rejected'),
      takeUntil(closed$),
      mergeMap((q) => {
        const opened = (restored: boolean) => draftOpened({ ...ref, restored });
        const stored = readStoredDraft(deps.storage, ref);
        if (!stored || stored.revision <= slot.revision) return of(opened(false));
        const server = q.data?.revision;
        if (server !== undefined && stored.revision <= server) {
          removeStoredDraft(deps.storage, ref);
          return of(opened(false));
        }
        slot.values = stored.values;
        slot.revision = stored.revision;
        return concat(of(draftRestored({ ...ref, values: stored.values, revision: stored.revision }), opened(true)), save(slot));
      }),
    );
  };

  const perDraft = (commands$: Observable<AnyAction>): Observable<AnyAction> => {
    const edits$ = commands$.pipe(filter(editDraft.match));
    const closed$ = commands$.pipe(filter(closeDraft.match));
    const triggers$: Observable<{ trigger: Trigger; ref: DraftRef }> = merge(
      edits$.pipe(debounceTime(DRAFT_SAVE_DEBOUNCE_MS, deps.scheduler), map((c) => ({ trigger: SAVE, ref: c.payload }))),
      commands$.pipe(filter(isAnyOf(flushDraft, retryDraftSave, closeDraft)), map((c) => ({ trigger: SAVE, ref: c.payload }))),
      commands$.pipe(
        filter(submitSectionCommand.match),
        map((command) => ({ trigger: { kind: 'submit', command } as Trigger, ref: command.payload })),
      ),
      commands$.pipe(filter(openDraft.match), map((c) => ({ trigger: { kind: 'restore' } as Trigger, ref: c.payload }))),
    );
    // Query subscriptions follow the commands at once (not the queue), so open and close always balance.
    let opens = 0;
    const subscriptions$ = merge(
      commands$.pipe(
        filter(openDraft.match),
        tap(() => (opens += 1)),
        map((c) => sectionQueryOf(c.payload.section).subscribe({ uuid: c.payload.applicationId })),
      ),
      closed$.pipe(
        filter(() => opens > 0),
        tap(() => (opens -= 1)),
        map((c) => sectionQueryOf(c.payload.section).unsubscribe({ uuid: c.payload.applicationId })),
      ),
    );
    return merge(
      edits$.pipe(map(edit)),
      subscriptions$,
      triggers$.pipe(
        concatMap(({ trigger, ref }) => {
          const slot = slotOf(ref);
          if (trigger.kind === 'submit') return submit(slot, trigger.command);
          if (trigger.kind === 'restore') return restore(slot, () => opens > 0, closed$);
          return save(slot);
        }),
      ),
    );
  };

  return action$.pipe(
    filter(isDraftCommand),
    groupBy((cmd) => draftKey(cmd.payload)),
    mergeMap(perDraft),
  );
}

/** After a submit: refetch the section's cached record and the form overview (both show its new status). */
function refreshAfterSubmit(state: DraftsEpicState, ref: DraftRef): AnyAction[] {
  const args = { uuid: ref.applicationId };
  const queries = [sectionQueryOf(ref.section), applicationFormQuery] as const;
  return queries.filter((q) => q.select(state, args).status !== 'uninitialized').map((q) => q.refetch(args));
}
