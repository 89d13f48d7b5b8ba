import { REQUEST_STATUS, type PayoffStatement, type ServicingRequest, type ServicingTask } from '../../contract';
import { documentTypeLabel, UPLOAD_PICKER_GROUPS } from '../../domain/documents';
import { formatCurrency } from '../../domain/format';
import { formatDate } from '../../domain/formatDate';
import { formatCents, REQUEST_TRANSITIONS, SERVICING_REQUESTS, STEP_KINDS, timeLeftText } from '../../domain/servicing';
import { esc } from './page';
import type { ServicingDetail } from './servicingControls';

/*
 * The "Servicing requests" section of the back-office application page (issue 11 §3): the investment, then each
 * request with its steps, tasks, payoff statement and history, and a form per servicing control. Server-rendered,
 * no script; every form posts to /sandbox/back-office/servicing-requests/:uuid/<control>.
 */

const action = (uuid: string, what: string) => `/sandbox/back-office/servicing-requests/${esc(uuid)}/${what}`;
const button = (label: string, extra = '') => `<button type="submit"${extra}>${label}</button>`;

function investmentBlock(d: ServicingDetail, today: string): string {
  const i = d.investment;
  if (!i) return '<p>Not funded: there is no investment yet.</p>';
  return `<dl><dt>Status</dt><dd>${esc(i.status)}</dd><dt>Investment</dt><dd>${esc(formatCurrency(i.investment_amount))} for ${esc(String(i.equity_share_percent))}%</dd>
<dt>Funded</dt><dd>${esc(formatDate(i.funded_on))}</dd><dt>Term ends</dt><dd>${esc(formatDate(i.term_end_on))} (${esc(timeLeftText(today, i.term_end_on))})</dd>
<dt>Latest home value</dt><dd>${esc(formatCurrency(i.latest_home_value))} on ${esc(formatDate(i.latest_home_value_on))} (${esc(i.latest_home_value_source)})</dd>
${i.settled_on ? `<dt>Settled</dt><dd>${esc(formatDate(i.settled_on))}: ${esc(formatCents(i.settlement_amount_cents ?? 0))}</dd>` : ''}</dl>`;
}

function taskRows(tasks: readonly ServicingTask[]): string {
  if (tasks.length === 0) return '<p>No tasks.</p>';
  return `<ul>${tasks.map((t) => `<li>${esc(t.title)} — ${esc(t.status)}${t.required ? ', required' : ''}${t.document_type ? ` (${esc(documentTypeLabel(t.document_type))})` : ''}, step ${esc(STEP_KINDS[t.step_kind].title)}</li>`).join('')}</ul>`;
}

function payoffBlock(p: PayoffStatement | undefined): string {
  if (!p) return '';
  return `<p>Payoff statement: ${esc(formatCents(p.amount_cents))}, good through ${esc(formatDate(p.good_through))}${p.expired ? ' (expired)' : ''}; ${p.acknowledged_at ? `acknowledged ${esc(formatDate(p.acknowledged_at))}` : 'not acknowledged yet'}.</p>`;
}

function controls(r: ServicingRequest, uuidSuffix: string): string {
  const info = SERVICING_REQUESTS[r.request_type];
  const open = r.next_actor !== null;
  const moves = REQUEST_TRANSITIONS[r.status].filter((m) => m.by.includes('provider')).map((m) => m.to);
  const forms: string[] = [];
  if (moves.length > 0) {
    forms.push(`<form method="post" action="${action(r.uuid, 'status')}"><fieldset><legend>Move the status</legend>
<label for="status-${uuidSuffix}">New status</label><select id="status-${uuidSuffix}" name="status">${moves.map((m) => `<option value="${m}">${m}</option>`).join('')}</select>
<label for="note-${uuidSuffix}">Note the homeowner sees (required to decline or hold)</label><input id="note-${uuidSuffix}" name="note" maxlength="500">
<div>${button('Move')}</div></fieldset></form>`);
  }
  if (r.approval_status === 'waiting-manager-approval') {
    forms.push(`<form class="inline" method="post" action="${action(r.uuid, 'approval')}"><input type="hidden" name="decision" value="accept">${button('Approve', ' class="primary"')}</form>
<form method="post" action="${action(r.uuid, 'approval')}"><input type="hidden" name="decision" value="decline">
<label for="decline-${uuidSuffix}">Reason for declining (the homeowner sees it)</label><input id="decline-${uuidSuffix}" name="reason" required maxlength="500"> ${button('Decline')}</form>`);
  }
  if (open) {
    const groups = UPLOAD_PICKER_GROUPS.map((g) => `<optgroup label="${esc(g.label)}">${g.options.map((o) => `<option value="${esc(o.type)}">${esc(o.label)}</option>`).join('')}</optgroup>`).join('');
    forms.push(`<form method="post" action="${action(r.uuid, 'document-requests')}"><fieldset><legend>Request a document</legend>
<label for="step-${uuidSuffix}">For step</label><select id="step-${uuidSuffix}" name="step">${r.steps.map((st) => `<option value="${st.kind}">${esc(STEP_KINDS[st.kind].title)}</option>`).join('')}</select>
<label for="doctype-${uuidSuffix}">Document type</label><select id="doctype-${uuidSuffix}" name="document_type">${groups}</select>
<div>${button('Request document')}</div></fieldset></form>`);
  }
  if (open && r.steps.some((st) => st.kind === 'acknowledge-payoff-and-accept-wire-details')) {
    forms.push(`<form method="post" action="${action(r.uuid, 'payoff-statement')}"><fieldset><legend>Issue a payoff statement (blank = computed)</legend>
<label for="value-${uuidSuffix}">Home value from the valuation (USD)</label><input id="value-${uuidSuffix}" name="home_value" inputmode="numeric" autocomplete="off">
<label for="amount-${uuidSuffix}">Amount instead of the computed one (USD)</label><input id="amount-${uuidSuffix}" name="amount" inputmode="decimal" autocomplete="off">
<label for="through-${uuidSuffix}">Good through (yyyy-MM-dd)</label><input id="through-${uuidSuffix}" name="good_through" autocomplete="off">
<div>${button('Issue payoff statement')}</div></fieldset></form>`);
  }
  if (open && info.settles) {
    forms.push(`<form method="post" action="${action(r.uuid, 'settle')}"><p id="settle-help-${uuidSuffix}">Completes the request and settles the investment for the payoff statement's amount.</p>${button('Mark the investment settled', ` aria-describedby="settle-help-${uuidSuffix}"`)}</form>`);
  }
  return forms.join('\n');
}

function requestBlock(d: ServicingDetail, r: ServicingRequest, i: number): string {
  const info = SERVICING_REQUESTS[r.request_type];
  const id = `req-${i}-h`;
  const steps = r.steps.map((st) => `<li>${esc(STEP_KINDS[st.kind].title)}: ${esc(st.status)} (${esc(st.actor)})</li>`).join('');
  const history = r.history.map((h) => `<li>${esc(formatDate(h.at))}: ${esc(h.event)}${h.step_kind ? ` ${esc(h.step_kind)}` : ''} (${esc(h.status)}${h.approval_status ? ` / ${esc(h.approval_status)}` : ''}) by ${esc(h.actor)}${h.note ? ` — ${esc(h.note)}` : ''}</li>`).join('');
  return `<section aria-labelledby="${id}"><h3 id="${id}">${esc(info.label)} — ${esc(r.status)}</h3>
<dl><dt>Opened</dt><dd>${esc(formatDate(r.created_at))}</dd><dt>Approval</dt><dd>${esc(r.approval_status ?? (r.needs_approval ? 'needed after the homeowner files it' : 'not needed'))}</dd>
<dt>Next</dt><dd>${esc(r.next_actor ?? 'nobody (finished)')}</dd>${r.reason ? `<dt>Reason</dt><dd>${esc(r.reason)}</dd>` : ''}</dl>
<p>Steps:</p><ol>${steps}</ol><p>Tasks:</p>${taskRows(d.tasks.filter((t) => t.request_uuid === r.uuid))}
${payoffBlock(d.payoff_statements[r.uuid])}<p>History:</p><ul>${history}</ul>
${controls(r, String(i))}</section>`;
}

/** The section: the investment and every request (newest first). Documents are reviewed in the Documents section. */
export function servicingSection(d: ServicingDetail, today: string): string {
  const requests = d.requests.length === 0 ? '<p>No servicing requests.</p>' : d.requests.map((r, i) => requestBlock(d, r, i)).join('\n');
  return `<section aria-labelledby="servicing-h"><h2 id="servicing-h">Servicing requests</h2>${investmentBlock(d, today)}
<p>Statuses the team can set follow the transition table (${esc(REQUEST_STATUS.values.join(', '))}); servicing documents are accepted or rejected in the Documents section above.</p>
${requests}</section>`;
}
