import type { AnyAction } from '@reduxjs/toolkit';
import type { SectionName } from '../../../contract/sectionEnums';
import { saveSectionDraft, type SectionDraft, type SectionRecord } from '../../../contract/sections';
import { applicationFormQuery, sectionQueryOf } from '../api/formQueries';
import type { LogFields } from '../deps';
import { endpointRequest } from '../http/endpointRequest';
import type { HttpError, HttpRequest } from '../http/types';
import type { QueryCacheRootState } from '../queryCache/reducer';
import type { DraftRecord } from './actions';
import { parseDraftSection, type DraftRef, type DraftTarget } from './draftRef';

/*
 * What differs between kinds of draft (issue 11): where the server's copy is cached, how a save is sent, what to
 * refresh after it. The queue itself (debounce, one save in flight, revisions, storage, restore, rebase) is the same
 * for every kind (./epic.ts).
 */

/** The server's copy of a draft as the cache knows it: `settled` once its query answered (or failed). */
export interface ServerCopy {
  settled: boolean;
  /** Its revision; undefined while not loaded. */
  revision: number | undefined;
}

/** How the queue handles one draft, bound to it (see {@link draftKindOf}). */
export interface DraftKind {
  /** The server's copy, from the query `openDraft` subscribes. */
  server(state: QueryCacheRootState): ServerCopy;
  /** The PUT of `values` at `revision`; null when they do not fit the contract (nothing can be sent). */
  saveRequest(revision: number, values: Record<string, unknown>): HttpRequest<DraftRecord> | null;
  /** Refetches of the cached queries that show the saved record (a key not cached is never created by a refetch). */
  refresh(state: QueryCacheRootState, record: DraftRecord): AnyAction[];
  /** The query `openDraft` subscribes and `closeDraft` releases. */
  subscribe(): AnyAction;
  unsubscribe(): AnyAction;
  /** The failure recorded when {@link saveRequest} answers null. */
  unsendable: HttpError;
  /** What a log line may say about the draft (never ids or values). */
  logFields: LogFields;
}

/** One row of the table: a {@link DraftKind} for a target of that kind. */
export type KindRow<T extends DraftTarget> = (applicationId: string, target: T) => DraftKind;

/** The failure of a save whose values do not fit the contract of `what` (a section, a step). */
export const unsendable = (what: string): HttpError => ({
  status: 'PARSING_ERROR',
  data: { errors: [`The values do not fit the ${what}.`] },
  error: `draft values rejected by the ${what}'s contract codec`,
});

const SECTION_UNSENDABLE = unsendable('section');

/** Application sections (issue #3 §2): `PUT …/sections/{section}/`, cached in the section query and the form overview. */
const sectionDraft: KindRow<{ kind: 'section'; section: SectionName }> = (applicationId, { section }) => {
  const args = { uuid: applicationId };
  const query = sectionQueryOf(section);
  return {
    server: (state) => {
      const q = query.select(state, args);
      return { settled: q.status === 'fulfilled' || q.status === 'rejected', revision: q.data?.revision };
    },
    saveRequest: (revision, values) => {
      const body = { section, revision, values } as SectionDraft;
      try {
        return endpointRequest(saveSectionDraft, { params: { uuid: applicationId, section }, body });
      } catch {
        // io-ts union encoding throws for a value of no member: answered as a failed save, never a dead epic.
        return null;
      }
    },
    refresh: (state, record) => {
      const out: AnyAction[] = [];
      if (query.select(state, args).status !== 'uninitialized') out.push(query.refetch(args));
      const form = applicationFormQuery.select(state, args);
      const shown = form.data?.sections.find((s) => s.section === section)?.status;
      if (form.status !== 'uninitialized' && shown !== (record as SectionRecord).status) out.push(applicationFormQuery.refetch(args));
      return out;
    },
    subscribe: () => query.subscribe(args),
    unsubscribe: () => query.unsubscribe(args),
    unsendable: SECTION_UNSENDABLE,
    logFields: { section },
  };
};

/**
 * The table: one row per kind of draft. The application form's sections are the kernel's own (three features fill
 * them); a feature with drafts of another kind registers its row when its code loads ({@link registerDraftKind}), so a
 * section page does not carry, say, the servicing contract.
 */
const DRAFT_KINDS = new Map<DraftTarget['kind'], KindRow<never>>([['section', sectionDraft as KindRow<never>]]);

/** Adds (or replaces) how the queue handles drafts of `kind`; features call it as their module loads. */
export function registerDraftKind<K extends DraftTarget['kind']>(kind: K, row: KindRow<Extract<DraftTarget, { kind: K }>>): void {
  DRAFT_KINDS.set(kind, row as KindRow<never>);
}

/**
 * How the queue handles draft `ref`; null when its section names no known kind, or a kind whose feature has not
 * registered it (a bug of the sending page either way).
 */
export function draftKindOf(ref: DraftRef): DraftKind | null {
  const target = parseDraftSection(ref.section);
  const row = target ? (DRAFT_KINDS.get(target.kind) as KindRow<DraftTarget> | undefined) : undefined;
  return target && row ? row(ref.applicationId, target) : null;
}
