import type { AnyAction } from '@reduxjs/toolkit';
import {
  concat, concatMap, debounceTime, defer, EMPTY, filter, first, groupBy, ignoreElements, map, merge, mergeMap, of,
  startWith, switchMap, takeUntil, tap, type Observable,
} from 'rxjs';
import type { SectionName } from '../../../contract/sectionEnums';
import { submitSection } from '../../../contract/sections';
import { anyOf, outcomeOf, type CommandAction } from '../actions';
import { applicationFormQuery, sectionQueryOf } from '../api/formQueries';
import { reportCustomerChange } from '../changes/actions';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { endpointRequest } from '../http/endpointRequest';
import type { HttpError } from '../http/types';
import type { QueryCacheRootState } from '../queryCache/reducer';
import { sessionEnded } from '../session/actions';
import {
  closeDraft, draftEdited, draftOpened, draftRebased, draftRestored, draftSaved, draftSaveFailed, draftSaveStarted, editDraft,
  flushDraft, openDraft, retryDraftSave, sectionSubmitFailed, sectionSubmitted, submitSectionCommand, type DraftRef,
} from './actions';
import { draftKindOf, type DraftKind } from './draftKinds';
import { parseDraftSection } from './draftRef';
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
  /** Where this kind of draft is cached, saved and refreshed (./draftKinds.ts). */
  kind: DraftKind;
  values: Record<string, unknown>;
  revision: number;
  savedRevision: number;
  error: HttpError | null;
}

type Trigger = { kind: 'save' } | { kind: 'submit'; command: CommandAction<DraftRef> } | { kind: 'restore' };

const SAVE: Trigger = { kind: 'save' };
const isDraftCommand = anyOf(editDraft, flushDraft, retryDraftSave, submitSectionCommand, openDraft, closeDraft);

const refOf = ({ applicationId, section }: DraftRef): DraftRef => ({ applicationId, section });

/** Submitting is for application sections; a servicing step is submitted by its own feature (issue 11). */
const NOT_A_SECTION: HttpError = { status: 'PARSING_ERROR', data: { errors: ['Only an application section can be submitted here.'] }, error: 'submitSectionCommand for a draft that is not a section' };

/**
 * The draft save queue (§3 `runningSaveQueue`; issue #3 §2; issue 11). Per draft (application + section, where a
 * servicing step's section is `servicing:<requestUuid>:<stepKind>`), whatever its kind (./draftKinds.ts):
 * - `editDraft` → `draftEdited` with the next revision (above the local one and the server's, from the section
 *   query or the step in the servicing request query), the values copied to session storage
 *   (`draft:<app>:<section>`), and a save after {@link DRAFT_SAVE_DEBOUNCE_MS} without further edits (scheduler from
 *   deps);
 * - saves run one at a time, each sending the latest values (`PUT …/sections/{section}/` or
 *   `PUT …/servicing-request/{uuid}/steps/{kind}/`, idempotent by revision), so edits made while one is in flight are
 *   saved right after it once their pause has passed;
 * - `flushDraft`, `retryDraftSave` and `closeDraft` save now (no request when nothing is pending);
 * - a failure → `draftSaveFailed`; the values stay pending (state and storage) until a retry or a new edit;
 * - success → `draftSaved`; the storage copy is removed when no newer edit is pending and the cached queries that
 *   show it are refetched (section record and form overview; or the servicing request); when the server already held
 *   a newer revision (another tab, or a record not loaded before typing) → `draftRebased` above it and one more save;
 * - `openDraft` subscribes the draft's query (section, or servicing request) and, once it has answered, takes back a
 *   stored draft newer than the server's record (`draftRestored`) and saves it; a stored copy that is not newer is
 *   dropped; then `draftOpened` (forms wait for it); `closeDraft` releases the query;
 * - `submitSectionCommand` (sections only) → flush, then `POST …/submit/` → `sectionSubmitted` (cached record and
 *   overview refetched) and `reportCustomerChange`; or `sectionSubmitFailed` (a failed flush, the server's field
 *   errors, or a draft that is not a section). Both outcomes carry the command's correlation id, so a form can await
 *   them;
 * - commands naming a section of no known kind are dropped with a log line (a bug of the sending page);
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

  const slotOf = (ref: DraftRef, kind: DraftKind): Slot => {
    const key = draftKey(ref);
    let slot = slots.get(key);
    if (!slot) {
      // A slice entry may exist from before this epic saw the draft (e.g. the module was mounted later).
      const entry = state$.value.drafts?.entries[key];
      slot = {
        ref: refOf(ref),
        kind,
        values: entry?.values ?? {},
        revision: entry?.revision ?? 0,
        savedRevision: entry?.savedRevision ?? 0,
        error: null,
      };
      slots.set(key, slot);
    }
    return slot;
  };

  const edit = (kind: DraftKind, cmd: CommandAction<DraftRef & { values: Record<string, unknown> }>): AnyAction => {
    const slot = slotOf(cmd.payload, kind);
    const base = Math.max(slot.revision, slot.savedRevision, kind.server(state$.value).revision ?? 0);
    slot.values = cmd.payload.values;
    slot.revision = base + 1;
    writeStoredDraft(deps.storage, slot.ref, { revision: slot.revision, values: slot.values });
    return draftEdited({ ...slot.ref, values: slot.values, revision: slot.revision });
  };

  /** Saves the latest values if any are pending; `rebases` left guards against two tabs outbidding each other. */
  const save = (slot: Slot, rebases = 1): Observable<AnyAction> =>
    defer(() => {
      if (slot.revision <= slot.savedRevision) return EMPTY;
      const { ref, kind } = slot;
      const revision = slot.revision;
      const request = kind.saveRequest(revision, slot.values);
      slot.error = null;
      const started = draftSaveStarted({ ...ref, revision });
      if (!request) {
        slot.error = kind.unsendable;
        deps.logger.error('draft values do not fit the contract', kind.logFields);
        return of(started, draftSaveFailed({ ...ref, revision, error: kind.unsendable }));
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
            return of(saved, ...kind.refresh(state$.value, record));
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
        const target = parseDraftSection(ref.section);
        if (target?.kind !== 'section') return of(outcomeOf(command, sectionSubmitFailed, { ...ref, error: NOT_A_SECTION }));
        const request = endpointRequest(submitSection, { params: { uuid: ref.applicationId, section: target.section }, body: {} });
        return deps.http.request(request).pipe(
          mergeMap((result): AnyAction[] =>
            result.ok
              ? [
                  outcomeOf(command, sectionSubmitted, { ...ref, record: result.value }),
                  ...refreshAfterSubmit(state$.value, ref.applicationId, target.section),
                  reportCustomerChange({ applicationId: ref.applicationId }),
                ]
              : [outcomeOf(command, sectionSubmitFailed, { ...ref, error: result.error })],
          ),
        );
      }),
    );

  /** Takes back a stored draft once the draft's query has answered (its revision says whether the copy is newer). */
  const restore = (slot: Slot, isOpen: () => boolean, closed$: Observable<unknown>): Observable<AnyAction> => {
    const { ref, kind } = slot;
    // Closed before its turn came: the query may already be dropped and would never answer; the copy waits.
    if (!isOpen()) return EMPTY;
    return state$.pipe(
      map((state) => kind.server(state)),
      first((copy) => copy.settled),
      takeUntil(closed$),
      mergeMap((copy) => {
        const opened = (restored: boolean) => draftOpened({ ...ref, restored });
        const stored = readStoredDraft(deps.storage, ref);
        if (!stored || stored.revision <= slot.revision) return of(opened(false));
        const server = copy.revision;
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

  const perDraft = (kind: DraftKind, commands$: Observable<AnyAction>): Observable<AnyAction> => {
    const edits$ = commands$.pipe(filter(editDraft.match));
    const closed$ = commands$.pipe(filter(closeDraft.match));
    const triggers$: Observable<{ trigger: Trigger; ref: DraftRef }> = merge(
      edits$.pipe(debounceTime(DRAFT_SAVE_DEBOUNCE_MS, deps.scheduler), map((c) => ({ trigger: SAVE, ref: c.payload }))),
      commands$.pipe(filter(anyOf(flushDraft, retryDraftSave, closeDraft)), map((c) => ({ trigger: SAVE, ref: c.payload }))),
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
        map(() => kind.subscribe()),
      ),
      closed$.pipe(
        filter(() => opens > 0),
        tap(() => (opens -= 1)),
        map(() => kind.unsubscribe()),
      ),
    );
    return merge(
      edits$.pipe(map((cmd) => edit(kind, cmd))),
      subscriptions$,
      triggers$.pipe(
        concatMap(({ trigger, ref }) => {
          const slot = slotOf(ref, kind);
          if (trigger.kind === 'submit') return submit(slot, trigger.command);
          if (trigger.kind === 'restore') return restore(slot, () => opens > 0, closed$);
          return save(slot);
        }),
      ),
    );
  };

  // One kind per draft, decided by its first command (every command of a draft names the same section).
  const kinds = new Map<string, DraftKind>();
  const known = (cmd: CommandAction<DraftRef>): boolean => {
    const key = draftKey(cmd.payload);
    if (kinds.has(key)) return true;
    const kind = draftKindOf(cmd.payload);
    if (!kind) {
      deps.logger.error('draft command for a section of no known kind', { type: cmd.type });
      return false;
    }
    kinds.set(key, kind);
    return true;
  };

  return action$.pipe(
    filter(isDraftCommand),
    filter(known),
    groupBy((cmd) => draftKey(cmd.payload)),
    mergeMap((commands$) => perDraft(kinds.get(commands$.key) as DraftKind, commands$)),
  );
}

/** After a submit: refetch the section's cached record and the form overview (both show its new status). */
function refreshAfterSubmit(state: DraftsEpicState, applicationId: string, section: SectionName): AnyAction[] {
  const args = { uuid: applicationId };
  const queries = [sectionQueryOf(section), applicationFormQuery] as const;
  return queries.filter((q) => q.select(state, args).status !== 'uninitialized').map((q) => q.refetch(args));
}
