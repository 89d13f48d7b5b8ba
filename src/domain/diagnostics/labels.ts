import type { DiagnosticEntry } from '../../contract/diagnostics';
import { DOCUMENT_TYPE } from '../../contract/documentEnums';
import { TRACK } from '../../contract/trackNames';
import { documentTypeLabel } from '../documents';
import { isErrorEntry } from './entries';

/*
 * A diagnostic's timeline in words (docs/diagnostics.md "How support uses it"): the staff replay and the back-office
 * CLI print each entry with these. Events the tracking plan names read as its names; a few more have a label of
 * their own; any other reads as its type in words (`documents/uploadStarted` → "Documents: upload started").
 */

/** Labels of events, by type: the tracking plan's names where it has one (docs/analytics.md), else plain words. */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  'auth/loggedIn': TRACK.loginSucceeded,
  'auth/loginFailed': TRACK.loginFailed,
  'auth/magicLinkRequested': TRACK.magicLinkSent,
  'funnel/signupCompleted': TRACK.signUpCompleted,
  'sections/applicationSubmitted': TRACK.applicationSubmitted,
  'offer/estimateAcknowledged': TRACK.investmentEstimateAcknowledged,
  'signing/completed': TRACK.closingDocumentsSigned,
  'tasks/taskViewed': TRACK.taskViewed,
  'documents/uploadQueued': 'Document chosen for upload',
  'documents/uploadCompleted': TRACK.documentUploaded,
  'documents/uploadFailed': 'Document upload failed',
  'forms/fieldErrorShown': 'Field error shown',
  'session/ended': 'Signed out',
  'session/tokenIssued': 'Signed in (token issued)',
  'query/started': 'Loading data',
  'query/fulfilled': 'Data loaded',
  'query/rejected': 'Data failed to load',
};

/** Words for a field error's kind (§5). */
const FIELD_ERROR_WORDS: Readonly<Record<string, string>> = {
  required: 'nothing entered', format: 'wrong format', value: 'value not accepted', unsupported_email: 'email domain not supported',
  invalid_email: 'not an email address',
};

/** `uploadStarted` → "upload started". */
const words = (camel: string): string => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** `documents/uploadStarted` → "Documents: upload started". */
export function typeInWords(type: string): string {
  const [feature = '', name = ''] = type.split('/');
  const area = words(feature);
  return `${area.charAt(0).toUpperCase()}${area.slice(1)}: ${words(name)}`;
}

const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;

/** What an event's scrubbed payload adds to its label: the field and kind of an error, the data set, the document type. */
function detailOf(type: string, payload: unknown): string {
  const parts: string[] = [];
  const f = field(payload, 'field');
  const kind = field(payload, 'kind');
  if (typeof f === 'string' && f !== '') parts.push(`“${f}”`);
  if (typeof kind === 'string' && FIELD_ERROR_WORDS[kind]) parts.push(FIELD_ERROR_WORDS[kind]);
  const name = field(payload, 'name');
  if (type.startsWith('query/') && typeof name === 'string' && name !== '') parts.push(name);
  const doc = field(payload, 'documentType') ?? field(payload, 'document_type');
  if (typeof doc === 'string' && (DOCUMENT_TYPE.values as readonly string[]).includes(doc)) parts.push(documentTypeLabel(doc as never));
  const error = field(payload, 'error');
  const status = field(error, 'status');
  if (status !== undefined && status !== '') parts.push(`status ${String(status)}`);
  const reason = field(payload, 'reason');
  if (typeof reason === 'string' && reason !== '') parts.push(reason);
  return parts.join(', ');
}

/** One entry in words, e.g. "Field error shown: “middle_name”, nothing entered" or "GET v1/customer/documents/… → 200 in 84 ms". */
export function describeEntry(entry: DiagnosticEntry): string {
  switch (entry.k) {
    case 'page':
      return `Page shown: ${entry.route}`;
    case 'http':
      return `${entry.method} /api/${entry.route} → ${entry.status}${typeof entry.status === 'number' ? '' : ' (no answer)'} in ${entry.ms} ms`;
    case 'command': {
      const detail = detailOf(entry.type, entry.payload);
      return `Asked: ${typeInWords(entry.type)}${detail ? ` (${detail})` : ''}`;
    }
    case 'event': {
      const label = EVENT_LABELS[entry.type] ?? typeInWords(entry.type);
      const detail = detailOf(entry.type, entry.payload);
      return detail ? `${label}: ${detail}` : label;
    }
  }
}

/** An entry's time after the first, as `m:ss.s` (`0:04.2`, `12:31.0`). */
export function elapsedText(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `${minutes}:${seconds < 10 ? '0' : ''}${seconds.toFixed(1)}`;
}

/** One line of the printed timeline: time, a mark for an error, the words. */
export function timelineLine(entry: DiagnosticEntry): string {
  return `${elapsedText(entry.t).padStart(8)}  ${isErrorEntry(entry) ? 'ERROR ' : '      '}${describeEntry(entry)}`;
}
