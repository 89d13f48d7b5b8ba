import type { HttpError } from '../../kernel/http/types';
import { fieldMessagesOf } from '../../kernel/forms/serverErrors';
import { createSelector } from '@reduxjs/toolkit';
import type { EnvelopeStatus, SignatureFieldKind, SignerStatus } from '../../../contract/documentEnums';
import type { Envelope, EnvelopeDocument } from '../../../contract/signing';
import { errorText } from '../../../domain/errorText';
import { fieldCounts, flattenPages, isFieldSigned, isPageSigned, lastPageOf, pendingPageOf, type FlatPage } from '../../../domain/signing/envelope';
import { NEXT_PAGE_BLOCKED_MESSAGE, SIGNATURE_BUTTON_LABEL, SIGNATURE_INPUT_LABEL } from '../../../domain/signing/messages';
import { formatSignedAt } from '../../../domain/signing/signedAt';
import { envelopeQuery, type EnvelopeArgs } from '../../kernel/api/closingQueries';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { selectViewerProfileUuid } from '../../kernel/readOnly/viewer';
import type { SessionRootState } from '../../kernel/session/reducer';
import { selectIsOps } from '../../kernel/session/selectors';
import { SIGNING_KEY, type FieldProgress, type SigningState } from './reducer';

/** The root state the signing selectors and epic read (the session when mounted: whose view an ops user sees). */
export type SigningRootState = QueryCacheRootState & { [SIGNING_KEY]: SigningState } & Partial<SessionRootState>;

/** `state.signing`. */
export const selectSigning = (state: SigningRootState): SigningState => state[SIGNING_KEY];

/**
 * Which envelope view the page shows for `applicationId` (§6): a customer's own (`{ uuid }`); in an ops session the
 * signer view of the profile chosen in the banner (`{ uuid, profileUuid }`), the first signer's until one is chosen.
 */
export function envelopeArgsOf(state: SigningRootState, applicationId: string): EnvelopeArgs {
  const viewer = selectIsOps(state) ? selectViewerProfileUuid(state) : null;
  return viewer === null ? { uuid: applicationId } : { uuid: applicationId, profileUuid: viewer };
}

/** What a signed field of `kind` reads as before the server's stored value is fetched: the signer's name or initials. */
function canonicalValue(envelope: Pick<Envelope, 'signer_name' | 'signer_initials'>, kind: SignatureFieldKind): string {
  return kind === 'signature' ? envelope.signer_name : envelope.signer_initials;
}

/**
 * The envelope's documents with this session's signed fields applied: a field whose sign request succeeded counts
 * as signed (its `signed_at` from the answer; the signer's name or initials as its value) before the cached
 * envelope is fetched again. Unchanged documents and pages keep their identity.
 */
export function withSessionProgress(envelope: Envelope, fields: Readonly<Record<string, FieldProgress>>): EnvelopeDocument[] {
  return envelope.documents.map((doc) => {
    let changed = false;
    const pages = doc.pages.map((page) => {
      let pageChanged = false;
      const pageFields = page.fields.map((field) => {
        const progress = fields[field.uuid];
        if (progress?.status !== 'signed' || isFieldSigned(field)) return field;
        pageChanged = true;
        return { ...field, value: canonicalValue(envelope, field.kind), signed_at: progress.signedAt };
      });
      if (!pageChanged) return page;
      changed = true;
      return { ...page, fields: pageFields };
    });
    return changed ? { ...doc, pages } : doc;
  });
}

/** The cached envelope of `applicationId`: undefined while it has not arrived, null when there is none. */
export function selectEnvelope(state: SigningRootState, applicationId: string): Envelope | null | undefined {
  const data = envelopeQuery.select(state, envelopeArgsOf(state, applicationId)).data;
  return data === undefined ? undefined : data.envelope;
}

/** The flattened pages of the envelope (document order) with this session's progress applied; [] without one. */
export function selectFlatPages(state: SigningRootState, applicationId: string): FlatPage[] {
  const envelope = selectEnvelope(state, applicationId);
  return envelope ? flattenPages(withSessionProgress(envelope, selectSigning(state).fields)) : [];
}

/** What the task state should hold for these pages: §3 `pendingPage` (first page with an unsigned field) and `lastPage`. */
export function taskBoundsOf(pages: readonly FlatPage[]): { pendingPage: number; lastPage: number } {
  return { pendingPage: pendingPageOf(pages), lastPage: lastPageOf(pages) };
}

/** "Next page" is allowed: the current page exists and every field on it is signed. */
export function canGoNext(pages: readonly FlatPage[], currentPage: number): boolean {
  const page = pages[currentPage];
  return page !== undefined && isPageSigned(page.page);
}

/** Every field of every page is signed (review-and-confirm may be finished). */
export function allFieldsSigned(pages: readonly FlatPage[]): boolean {
  const { total, signed } = fieldCounts(pages);
  return signed === total;
}

// ---- The page's view model ----

/** One field as the page shows it. */
export interface FieldView {
  uuid: string;
  kind: SignatureFieldKind;
  label: string;
  inputLabel: string;
  buttonLabel: string;
  signed: boolean;
  /** What was adopted (shown in the signature style); the signer's name/initials until the envelope is refetched. */
  adoptedValue: string | null;
  /** "Signed 03/05/2024 at 2:05 PM", or "Signed" when the time is not known yet. */
  signedText: string | null;
  busy: boolean;
  /** The §8 sentence of the last failed sign request (a 400 says what the value must be). */
  error: string | undefined;
}

/** One page of the flow. */
export interface PageView {
  index: number;
  /** "Page 3 of 9" (over every page of the envelope; announced on change). */
  positionText: string;
  /** "Investment Agreement, page 2 of 5". */
  locationText: string;
  heading: string;
  paragraphs: readonly string[];
  fields: FieldView[];
}

/** A document in review-and-confirm. */
export interface ReviewDocumentView {
  uuid: string;
  name: string;
  /** "5 pages" / "1 page". */
  pagesText: string;
  /** "all 4 fields signed", "3 of 4 fields signed", "no fields to sign". */
  fieldsText: string;
}

/** What the signing page shows once the envelope is known. */
export type SigningScreen =
  | { kind: 'none' }
  | {
      kind: 'outcome';
      outcome: 'completed' | 'waiting-for-others' | 'declined' | 'voided';
      declineReason: string | null;
    }
  | {
      kind: 'page';
      envelopeUuid: string;
      page: PageView;
      canGoPrevious: boolean;
      canGoNext: boolean;
      /** Why "Next page" is unavailable (read with the button), or null. */
      nextBlockedText: string | null;
      isLastPage: boolean;
      /** "Continue where you left off" (a return visit with progress elsewhere), or null. */
      resume: { page: number; text: string } | null;
    }
  | {
      kind: 'review';
      envelopeUuid: string;
      documents: ReviewDocumentView[];
      allSigned: boolean;
      /** "All 12 fields signed." */
      summaryText: string;
    };

/** The whole page: loading, the §8 error of the envelope fetch, or a screen. */
export type SigningView = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; screen: SigningScreen };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function fieldsText(total: number, signed: number): string {
  if (total === 0) return 'no fields to sign';
  return signed === total ? `all ${plural(total, 'field', 'fields')} signed` : `${signed} of ${plural(total, 'field', 'fields')} signed`;
}

function outcomeOf(signerStatus: SignerStatus, envelopeStatus: EnvelopeStatus): SigningScreen | null {
  if (envelopeStatus === 'voided') return { kind: 'outcome', outcome: 'voided', declineReason: null };
  if (signerStatus === 'declined' || envelopeStatus === 'declined') return { kind: 'outcome', outcome: 'declined', declineReason: null };
  if (signerStatus === 'completed') return { kind: 'outcome', outcome: envelopeStatus === 'completed' ? 'completed' : 'waiting-for-others', declineReason: null };
  return null;
}

/** A refused signature's own message (the 400's `errors.value`, e.g. "Type your full name: Ana Lopez"), else §8. */
function fieldErrorText(error: HttpError): string {
  return fieldMessagesOf(error).find((m) => m.key === 'value')?.message ?? errorText(error);
}

function fieldView(field: FlatPage['page']['fields'][number], progress: FieldProgress | undefined): FieldView {
  const signed = isFieldSigned(field);
  const at = formatSignedAt(field.signed_at);
  return {
    uuid: field.uuid,
    kind: field.kind,
    label: field.label,
    inputLabel: SIGNATURE_INPUT_LABEL[field.kind],
    buttonLabel: SIGNATURE_BUTTON_LABEL[field.kind],
    signed,
    adoptedValue: signed ? field.value : null,
    signedText: signed ? (at ? `Signed ${at}` : 'Signed') : null,
    busy: progress?.status === 'signing',
    error: !signed && progress?.status === 'failed' ? fieldErrorText(progress.error) : undefined,
  };
}

function screenOf(envelope: Envelope | null, task: SigningState, pages: readonly FlatPage[]): SigningScreen {
  if (envelope === null) return { kind: 'none' };
  const outcome =
    (task.envelopeUuid === envelope.uuid && task.outcome ? outcomeOf(task.outcome.signerStatus, task.outcome.envelopeStatus) : null) ??
    outcomeOf(envelope.signer_status, envelope.status);
  if (outcome) return outcome.kind === 'outcome' && outcome.outcome === 'declined' ? { ...outcome, declineReason: envelope.decline_reason } : outcome;
  if (pages.length === 0) return { kind: 'none' };

  if (task.reviewing) {
    const counts = fieldCounts(pages);
    return {
      kind: 'review',
      envelopeUuid: envelope.uuid,
      documents: envelope.documents.map((doc) => {
        const docPages = pages.filter((p) => p.documentUuid === doc.uuid);
        const c = fieldCounts(docPages);
        return { uuid: doc.uuid, name: doc.name, pagesText: plural(docPages.length, 'page', 'pages'), fieldsText: fieldsText(c.total, c.signed) };
      }),
      allSigned: counts.signed === counts.total,
      summaryText: counts.signed === counts.total ? `All ${plural(counts.total, 'field', 'fields')} signed.` : `${counts.signed} of ${plural(counts.total, 'field', 'fields')} signed.`,
    };
  }

  const current = pages[Math.min(Math.max(task.currentPage, 0), pages.length - 1)] as FlatPage;
  const next = canGoNext(pages, current.index);
  // A return visit: the envelope shows earlier progress, and nothing was signed or paged through in this session.
  const returning =
    fieldCounts(pages).signed > 0 && !task.signedAnyDocumentsThisSession && !Object.values(task.fields).some((f) => f.status === 'signed');
  const resumeTo = Math.min(task.pendingPage, pages.length - 1);
  return {
    kind: 'page',
    envelopeUuid: envelope.uuid,
    page: {
      index: current.index,
      positionText: `Page ${current.index + 1} of ${pages.length}`,
      locationText: `${current.documentName}, page ${current.pageNumber} of ${current.pageCount}`,
      heading: current.page.heading,
      paragraphs: current.page.paragraphs,
      fields: current.page.fields.map((f) => fieldView(f, task.fields[f.uuid])),
    },
    canGoPrevious: current.index > 0,
    canGoNext: next,
    nextBlockedText: next ? null : NEXT_PAGE_BLOCKED_MESSAGE,
    isLastPage: current.index === pages.length - 1,
    resume:
      returning && resumeTo !== current.index
        ? { page: resumeTo, text: `Continue where you left off (page ${resumeTo + 1} of ${pages.length})` }
        : null,
  };
}

/** A memoised projection of the signing page of `applicationId` (one per mounted page, e.g. with useMemo). */
export function makeSelectSigningView(applicationId: string) {
  return createSelector(
    [
      (s: SigningRootState) => envelopeQuery.select(s, envelopeArgsOf(s, applicationId)),
      (s: SigningRootState) => selectSigning(s),
      (s: SigningRootState) => envelopeArgsOf(s, applicationId).profileUuid !== undefined,
    ],
    (query, task, asSelected): SigningView => {
      if (query.data === undefined) {
        // Ops viewing someone who does not sign the envelope (404): what that person would see, "nothing to sign".
        if (asSelected && query.status === 'rejected' && query.error?.status === 404) return { status: 'ready', screen: { kind: 'none' } };
        return query.status === 'rejected' && query.error ? { status: 'error', message: errorText(query.error) } : { status: 'loading' };
      }
      const envelope = query.data.envelope;
      const pages = envelope ? flattenPages(withSessionProgress(envelope, task.fields)) : [];
      return { status: 'ready', screen: screenOf(envelope, task, pages) };
    },
  );
}
