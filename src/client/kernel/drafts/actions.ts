import type { SectionRecord } from '../../../contract/sections';
import type { ServicingStep } from '../../../contract/servicing/request';
import { defineCommand, defineEvent } from '../actions';
import type { HttpError } from '../http/types';
import type { DraftRef } from './draftRef';

/*
 * The draft save queue (§3 `runningSaveQueue`): what a person types into a section or a
 * servicing step screen is kept, saved as they type (debounced), and never silently dropped or duplicated. One queue
 * entry per (application, section) — a servicing step's "section" is `servicing:<requestUuid>:<stepKind>` (see
 * ./draftRef.ts). Values are the whole values object (contract `SECTION_VALUES[section]` or `STEP_VALUES[kind]`),
 * saved with PUT.
 */

export type { DraftRef, DraftSection, DraftTarget, ServicingStepDraftSection } from './draftRef';

/** The saved record a draft's PUT answers: a section record, or a servicing step. The queue reads `revision`. */
export type DraftRecord = SectionRecord | ServicingStep;

/** The person changed the draft's values (whole object): kept at once, saved after a short pause in typing. */
export const editDraft = defineCommand<DraftRef & { values: Record<string, unknown> }>('drafts/edit');
/** Save the pending values now (leaving a page, pressing Next or Save); no-op when nothing is pending. */
export const flushDraft = defineCommand<DraftRef>('drafts/flush');
/** The person asked to retry a save that failed. */
export const retryDraftSave = defineCommand<DraftRef>('drafts/retry');
/**
 * Submit the section as complete (flushes first; then `POST …/sections/{section}/submit/`). Application sections only:
 * a servicing step is submitted by the servicing feature after `flushDraft` answered `draftSaved`.
 */
export const submitSectionCommand = defineCommand<DraftRef>('drafts/submitSection');

/** New values were typed; `revision` increases by one per edit of this draft. */
export const draftEdited = defineEvent<DraftRef & { values: Record<string, unknown>; revision: number }>('drafts/edited');
/** A pending draft was found in session storage after a reload and taken back into the queue. */
export const draftRestored = defineEvent<DraftRef & { values: Record<string, unknown>; revision: number }>('drafts/restored');
/** A save of `revision` was sent. */
export const draftSaveStarted = defineEvent<DraftRef & { revision: number }>('drafts/saveStarted');
/** The server holds `revision` (its record attached: a section record, or the servicing step). */
export const draftSaved = defineEvent<DraftRef & { revision: number; record: DraftRecord }>('drafts/saved');
/** Saving `revision` failed; the values stay pending until the person retries (or types again). */
export const draftSaveFailed = defineEvent<DraftRef & { revision: number; error: HttpError }>('drafts/saveFailed');
/** The section was submitted complete. */
export const sectionSubmitted = defineEvent<DraftRef & { record: SectionRecord }>('drafts/sectionSubmitted');
/** Submitting failed (§8 error; `error.data.errors` names the fields). */
export const sectionSubmitFailed = defineEvent<DraftRef & { error: HttpError }>('drafts/sectionSubmitFailed');

/**
 * A section page, wizard or step screen opened this draft: load the server record (the section query, or the
 * servicing request query for a step) and take back a pending draft kept in session storage that is newer than it
 * (after a reload), then save it.
 */
export const openDraft = defineCommand<DraftRef>('drafts/open');
/** The page left this draft: save what is pending now and release the query `openDraft` subscribed. */
export const closeDraft = defineCommand<DraftRef>('drafts/close');
/**
 * The server already held a newer revision than this draft knew (another tab, or an earlier visit before the record
 * was loaded); the pending values move to `revision`, above it, and are saved again.
 */
export const draftRebased = defineEvent<DraftRef & { revision: number }>('drafts/rebased');
/**
 * An opened draft is ready to show: its server record has answered (or failed) and a newer stored copy, if any, was
 * taken back first (`restored`). Forms wait for it so they never start from values about to be replaced.
 */
export const draftOpened = defineEvent<DraftRef & { restored: boolean }>('drafts/opened');
