import { createSelector } from '@reduxjs/toolkit';
import type { Diagnostic, DiagnosticSummary } from '../../../contract/diagnostics';
import { CUSTOMER_STAGE_LABELS } from '../../../domain/customerStageLabels';
import { normaliseDiagnosticCode } from '../../../domain/diagnostics/code';
import { isErrorEntry } from '../../../domain/diagnostics/entries';
import { describeEntry, elapsedText } from '../../../domain/diagnostics/labels';
import { errorText } from '../../../domain/errorText';
import { formatDate } from '../../../domain/formatDate';
import type { ReplayProjection } from '../../kernel/diagnostics/replay';
import type { Section } from '../../kernel/queryCache/section';
import { initialOpsDiagnosticsState, type OpsDiagnosticsState } from './diagnosticsState';

type State = { ops?: { diagnostics: OpsDiagnosticsState } };
const slice = (s: State): OpsDiagnosticsState => s.ops?.diagnostics ?? initialOpsDiagnosticsState;

/** `11/28/2026 13:54 UTC` (§9 date, then the time in UTC: staff in any time zone read the same). */
const when = (iso: string): string => `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;

/** One row of the staff list. */
export interface DiagnosticRowView {
  uuid: string;
  code: string;
  when: string;
  /** `Name <email>`, or `Signed out`. */
  customer: string;
  stage: string;
  errors: number;
}

/** The staff list: rows matching the search, and a sentence saying how many. */
export interface DiagnosticsListView {
  rows: DiagnosticRowView[];
  summary: string;
}

const customerOf = (d: DiagnosticSummary): string => (d.customer ? `${d.customer.name} <${d.customer.email}>` : 'Signed out');

/** True when `d` matches what staff typed: part of its code (typed any way), or of its customer's name or email. */
export function diagnosticMatches(d: DiagnosticSummary, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  return d.code.includes(normaliseDiagnosticCode(search)) || (d.customer !== null && (d.customer.name.toLowerCase().includes(text) || d.customer.email.toLowerCase().includes(text)));
}

/** The staff list, searched by code or customer (the search stays in the page: names never go into an address). */
export function makeSelectDiagnosticsList(search: string) {
  return createSelector([slice], (s): Section<DiagnosticsListView> => {
    if (s.list.status === 'pending') return { status: 'loading' };
    if (s.list.status === 'rejected') return { status: 'error', message: errorText(s.list.error ?? { status: 'FETCH_ERROR', data: undefined }) };
    const rows = s.list.items.filter((d) => diagnosticMatches(d, search)).map((d) => ({
      uuid: d.uuid, code: d.code, when: when(d.created_at), customer: customerOf(d), stage: d.stage ? CUSTOMER_STAGE_LABELS[d.stage] : 'Unknown', errors: d.error_count,
    }));
    const total = s.list.items.length;
    const summary = total === 0 ? 'No diagnostics have been shared.'
      : search.trim() === '' ? `${total} shared diagnostic${total === 1 ? '' : 's'}, newest first.`
        : `${rows.length} of ${total} match “${search.trim()}”.`;
    return { status: 'ready', data: { rows, summary } };
  });
}

/** One entry of the replay's timeline. */
export interface TimelineRowView {
  index: number;
  time: string;
  text: string;
  error: boolean;
}

/** The replay page. */
export interface ReplayView {
  code: string;
  facts: Array<[string, string]>;
  /** The customer's application, for the read-only view; null when shared signed out. */
  applicationId: string | null;
  timeline: TimelineRowView[];
  index: number;
  count: number;
  /** `Step 12 of 40 · 0:04.2`. */
  stepText: string;
  projection: ReplayProjection | null;
  playing: boolean;
}

function factsOf(d: Diagnostic): Array<[string, string]> {
  const c = d.context;
  const on = (b: boolean) => (b ? 'on' : 'off');
  return [
    ['Shared', when(d.created_at)],
    ['Customer', customerOf(d)],
    ['Stage', d.stage ? CUSTOMER_STAGE_LABELS[d.stage] : 'Unknown'],
    ['Browser', `${c.browser}, portal ${c.portal_version}`],
    ['Privacy settings', `analytics ${on(c.consent.analytics)}, session replay ${on(c.consent.session_replay)}, chat ${on(c.consent.chat)}${c.consent.decided ? '' : ' (defaults)'}`],
    ['Entries', `${d.entry_count}, ${d.error_count} error${d.error_count === 1 ? '' : 's'}`],
    ['Deleted on', formatDate(d.expires_at)],
  ];
}

const selectTimeline = createSelector([(s: State) => slice(s).replay.diagnostic], (d): TimelineRowView[] =>
  (d?.entries ?? []).map((e, index) => ({ index, time: elapsedText(e.t), text: describeEntry(e), error: isErrorEntry(e) })));

/** The replay page's projection: loading, failed, or the diagnostic with its timeline and the current step. */
export const selectReplay = createSelector([(s: State) => slice(s).replay, selectTimeline], (r, timeline): Section<ReplayView> => {
  if (r.status === 'pending') return { status: 'loading' };
  if (r.status === 'rejected' || !r.diagnostic) return { status: 'error', message: errorText(r.error ?? { status: 'FETCH_ERROR', data: undefined }) };
  const d = r.diagnostic;
  const count = d.entries.length;
  const current = timeline[r.index];
  return {
    status: 'ready',
    data: {
      code: d.code, facts: factsOf(d), applicationId: d.application_uuid, timeline, index: r.index, count,
      stepText: count === 0 ? 'No entries' : `Step ${r.index + 1} of ${count} · ${current?.time ?? ''}`,
      projection: r.projection, playing: r.playing,
    },
  };
});
