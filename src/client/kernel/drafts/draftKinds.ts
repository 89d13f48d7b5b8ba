import type { AnyAction } from '@reduxjs/toolkit';
import type { SectionName } from '../../../contract/sectionEnums';
import { saveSectionDraft, type SectionDraft, type SectionRecord } from '../../../contract/sections';
import type { ServicingStepKind } from '../../../contract/servicing/enums';
import { saveServicingStep } from '../../../contract/servicing/endpoints';
import type { ServicingStep } from '../../../contract/servicing/request';
import { STEP_VALUES } from '../../../contract/servicing/stepValues';
import { applicationFormQuery, sectionQueryOf } from '../api/formQueries';
import { servicingRequestQuery } from '../api/servicingQueries';
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
type KindRow<T extends DraftTarget> = (applicationId: string, target: T) => DraftKind;

const unsendable = (what: string): HttpError => ({
  status: 'PARSING_ERROR',
  data: { errors: [`The values do not fit the ${what}.`] },
  error: `draft values rejected by the ${what}'s contract codec`,
});

const SECTION_UNSENDABLE = unsendable('section');
const STEP_UNSENDABLE = unsendable('step');

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
 * Servicing step screens (issue 11): `PUT …/servicing-request/{uuid}/steps/{kind}/` with `{ revision, values }`,
 * answering the step; the server's revision is that step's in the cached servicing request.
 */
const servicingStepDraft: KindRow<{ kind: 'servicing-step'; requestUuid: string; stepKind: ServicingStepKind }> = (
  _applicationId,
  { requestUuid, stepKind },
) => {
  const args = { uuid: requestUuid };
  return {
    server: (state) => {
      const q = servicingRequestQuery.select(state, args);
      const step = q.data?.steps.find((s: ServicingStep) => s.kind === stepKind);
      return { settled: q.status === 'fulfilled' || q.status === 'rejected', revision: step?.revision };
    },
    saveRequest: (revision, values) =>
      STEP_VALUES[stepKind].is(values)
        ? endpointRequest(saveServicingStep, { params: { uuid: requestUuid, kind: stepKind }, body: { revision, values } })
        : null,
    refresh: (state) => (servicingRequestQuery.select(state, args).status !== 'uninitialized' ? [servicingRequestQuery.refetch(args)] : []),
    subscribe: () => servicingRequestQuery.subscribe(args),
    unsubscribe: () => servicingRequestQuery.unsubscribe(args),
    unsendable: STEP_UNSENDABLE,
    logFields: { step: stepKind },
  };
};

/** The table: one row per kind of draft. */
const DRAFT_KINDS: { readonly [K in DraftTarget['kind']]: KindRow<Extract<DraftTarget, { kind: K }>> } = {
  section: sectionDraft,
  'servicing-step': servicingStepDraft,
};

/** How the queue handles draft `ref`; null when its section names no known kind (a bug of the sending page). */
export function draftKindOf(ref: DraftRef): DraftKind | null {
  const target = parseDraftSection(ref.section);
  if (!target) return null;
  return (DRAFT_KINDS[target.kind] as KindRow<DraftTarget>)(ref.applicationId, target);
}
