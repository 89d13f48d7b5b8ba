import type { CustomerDocument, Task } from '../../contract';
import { documentTypeLabel, UPLOAD_PICKER_GROUPS } from '../../domain/documents';
import { formatCurrency, formatFileSize } from '../../domain/format';
import { formatDate } from '../../domain/formatDate';
import { formatPercent } from '../../domain/offer';
import { INTERNAL_STAGES } from '../../domain/stages';
import type { ApplicationDetail, ApplicationListItem } from './controls';

/** Escapes text for HTML content and attribute values (everything shown goes through here). */
export const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What a page says at the top: a success (role=status) or a refusal with its field errors (role=alert). */
export type Notice = { kind: 'status'; text: string } | { kind: 'alert'; text: string; errors?: Record<string, string[]> };

/** The staff pages' stylesheet (inline; its hash is in their Content-Security-Policy, http/securityHeaders.ts). */
export const PAGE_STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:64rem;margin:0 auto;padding:1rem;color:#111;background:#fff}
a{color:#0645ad}h2{margin-top:2rem;border-top:1px solid #767676;padding-top:1rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;border-bottom:1px solid #c8c8c8;padding:.35rem .5rem;vertical-align:top}
.scroll{overflow-x:auto}form.inline{display:inline-block;margin:.15rem .25rem .15rem 0}
label{display:block;font-weight:600;margin-top:.5rem}input,select,button{font:inherit;max-width:100%}
button{padding:.3rem .8rem;border:2px solid #0645ad;background:#fff;color:#0645ad;border-radius:4px;cursor:pointer;margin-top:.5rem}
button.primary{background:#0645ad;color:#fff}:focus-visible{outline:3px solid #b35900;outline-offset:2px}
[role=status]{background:#e7f4e4;border-left:4px solid #2a7a1e;padding:.5rem 1rem}
[role=alert]{background:#fde8e8;border-left:4px solid #b00020;padding:.5rem 1rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
dl{display:grid;grid-template-columns:minmax(0,auto) minmax(0,1fr);gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #767676;margin-top:1rem;min-width:0}label.choice{display:inline;font-weight:400}
.text{white-space:pre-wrap;overflow-wrap:anywhere}textarea{font:inherit;width:100%;box-sizing:border-box}`;

function noticeHtml(n: Notice | undefined): string {
  if (!n) return '';
  if (n.kind === 'status') return `<p role="status">${esc(n.text)}</p>`;
  const list = Object.entries(n.errors ?? {}).flatMap(([field, messages]) => messages.map((m) => `<li>${esc(field === 'non_field_errors' ? m : `${field}: ${m}`)}</li>`));
  return `<div role="alert"><p>${esc(n.text)}</p>${list.length ? `<ul>${list.join('')}</ul>` : ''}</div>`;
}

/**
 * The page frame of the sandbox's staff pages (back office, analytics): landmarks, one h1, the notice first so it is
 * read out, a sign-out button when signed in, and optional extra CSS.
 */
export function layout(title: string, body: string, o: { notice?: Notice; signedInAs?: string; style?: string } = {}): string {
  const account = o.signedInAs
    ? `<form class="inline" method="post" action="/sandbox/back-office/sign-out"><span>Signed in as ${esc(o.signedInAs)}</span> <button type="submit">Sign out</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${esc(title)} – sandbox back office</title><style>${PAGE_STYLE}${o.style ?? ''}</style></head>
<body><header><nav aria-label="Sandbox"><a href="/sandbox/back-office">Back office</a> · <a href="/sandbox/analytics">Analytics</a> · <a href="/sandbox/outbox">Outbox</a></nav>${account}</header>
<main><h1>${esc(title)}</h1>${noticeHtml(o.notice)}
${body}
</main></body></html>`;
}

/** The staff pages the sign-in form can lead to, with its heading and introduction there. */
export const SIGN_IN_TARGETS = {
  '/sandbox/back-office': { title: 'Back office sign-in', intro: 'The back office plays the provider: it moves applications on, issues estimates, reviews documents and opens envelopes.' },
  '/sandbox/analytics': { title: 'Analytics sign-in', intro: 'The analytics page shows every analytics event the portal sent, live, each checked against the tracking plan.' },
  '/sandbox/outbox': { title: 'Outbox sign-in', intro: 'The outbox shows every email the sandbox sent, with its codes and sign-in links.' },
} as const;
/** Where the sign-in form leads after signing in. */
export type SignInTarget = keyof typeof SIGN_IN_TARGETS;
/** True for a `next` value the sign-in may redirect to (only the staff pages: never an open redirect). */
export const isSignInTarget = (u: unknown): u is SignInTarget => typeof u === 'string' && Object.prototype.hasOwnProperty.call(SIGN_IN_TARGETS, u);

/** The public demo staff logins, named on a loopback-only sandbox's sign-in form (one developer on their machine). */
const DEMO_STAFF_HINT = ' Sandbox staff accounts: <code>ops@example.com</code> / <code>Ops-pass-1</code> and <code>analyst@example.com</code> / <code>Analyst-pass-1</code>, unless the operator set their own password (<code>SANDBOX_STAFF_PASSWORD</code>, required on a sandbox reachable from other machines).';

/**
 * The sign-in form (email and password of a staff account, role ops); `next` is the page it leads to. `exposed`
 * (config.exposed): the sandbox is reachable from other machines, so the form names no staff account to a stranger.
 */
export function signInPage(exposed: boolean, notice?: Notice, email = '', next: SignInTarget = '/sandbox/back-office'): string {
  const target = SIGN_IN_TARGETS[next];
  return layout(target.title, `<p>${target.intro}${exposed ? ' Sign in with your staff account.' : DEMO_STAFF_HINT}</p>
<form method="post" action="/sandbox/back-office/sign-in"><input type="hidden" name="next" value="${esc(next)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${esc(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div><button class="primary" type="submit">Sign in</button></div>
</form>`, { notice });
}

/** The list of every application; `sections` (HTML, e.g. the bot-check control) follow the table. */
export function listPage(items: readonly ApplicationListItem[], signedInAs: string, notice?: Notice, sections = ''): string {
  const rows = items.map((a) => `<tr><td><a href="/sandbox/back-office/applications/${esc(a.uuid)}">${esc(a.external_id)}</a></td>
<td>${esc(a.customer_name)}<br><small>${esc(a.customer_email)}</small></td><td>${esc(a.customer_stage)}</td><td>${esc(a.stage)}</td><td>${esc(formatDate(a.updated_at))}</td>
<td>${a.unread_messages ? `<a href="/sandbox/back-office/applications/${esc(a.uuid)}#messages-h"><strong>${a.unread_messages} unread</strong></a>` : 'None unread'}</td></tr>`);
  return layout('Applications', `<div class="scroll" role="region" aria-label="Applications table" tabindex="0"><table>
<caption class="vh">Every application, most recently changed first</caption>
<thead><tr><th scope="col">Application</th><th scope="col">Customer</th><th scope="col">Customer stage</th><th scope="col">Internal stage</th><th scope="col">Last change</th><th scope="col">Messages from homeowners</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div>${sections}`, { notice, signedInAs });
}

const action = (uuid: string, what: string) => `/sandbox/back-office/applications/${esc(uuid)}/${what}`;
const button = (label: string, extra = '') => `<button type="submit"${extra}>${label}</button>`;

function stageSection(d: ApplicationDetail): string {
  const a = d.application;
  const options = INTERNAL_STAGES.map((st) => `<option value="${st}"${st === a.stage ? ' selected' : ''}>${st}</option>`).join('');
  return `<section aria-labelledby="stage-h"><h2 id="stage-h">Stage</h2>
<dl><dt>Customer stage</dt><dd>${esc(a.customer_stage)}</dd><dt>Internal stage</dt><dd>${esc(a.stage)}</dd><dt>Estimate acknowledged</dt><dd>${a.ie_acknowledged ? 'Yes' : 'No'}</dd></dl>
${d.next_stage ? `<form method="post" action="${action(a.uuid, 'advance')}">${button(`Advance to ${esc(d.next_stage)}`, ' class="primary"')}</form>` : '<p>The application is closed: there is no next stage.</p>'}
<form method="post" action="${action(a.uuid, 'stage')}"><label for="stage">Move to stage</label><select id="stage" name="stage">${options}</select> ${button('Set stage')}</form>
<form method="post" action="${action(a.uuid, 'fund')}"><p id="fund-help">Funding needs the closing documents signed by everyone; the application then closes.</p>${button('Fund', ' aria-describedby="fund-help"')}</form>
</section>`;
}

function estimateSection(d: ApplicationDetail): string {
  const e = d.estimate;
  const figures = e ? `<dl><dt>Issued</dt><dd>${esc(formatDate(e.issued_at))}</dd><dt>Expires</dt><dd>${esc(formatDate(e.expires_on))}</dd>
<dt>Home value</dt><dd>${esc(formatCurrency(e.home_value))}</dd><dt>Investment</dt><dd>${esc(formatCurrency(e.investment_amount))}</dd>
<dt>Equity share</dt><dd>${esc(formatPercent(e.equity_share_percent))}</dd>
${e.fees.map((f) => `<dt>${esc(f.label)}</dt><dd>${esc(formatCurrency(f.amount))}</dd>`).join('')}
<dt>Cash to homeowner</dt><dd>${esc(formatCurrency(e.cash_to_homeowner))}</dd></dl>` : '<p>No estimate has been issued.</p>';
  return `<section aria-labelledby="estimate-h"><h2 id="estimate-h">Investment Estimate</h2>${figures}
<form method="post" action="${action(d.application.uuid, 'estimate')}"><fieldset><legend>${e ? 'Re-issue' : 'Issue'} the estimate (leave blank for the defaults)</legend>
<label for="home_value">Home value (USD)</label><input id="home_value" name="home_value" inputmode="numeric" autocomplete="off">
<label for="investment_amount">Investment amount (USD)</label><input id="investment_amount" name="investment_amount" inputmode="numeric" autocomplete="off">
<label for="equity_share_percent">Equity share (%)</label><input id="equity_share_percent" name="equity_share_percent" inputmode="decimal" autocomplete="off">
<div>${button(e ? 'Re-issue estimate' : 'Issue estimate', ' class="primary"')}</div></fieldset></form></section>`;
}

function personName(d: ApplicationDetail, profileUuid: string | null): string {
  if (profileUuid === null) return 'Whole application';
  const p = d.application.application_profiles.find((x) => x.profile.uuid === profileUuid)?.profile;
  return p ? `${p.first_name} ${p.last_name}` : 'Someone no longer on the application';
}

function documentRow(d: ApplicationDetail, doc: CustomerDocument): string {
  const file = esc(doc.file_name);
  const review = doc.status === 'uploaded'
    ? `<form class="inline" method="post" action="/sandbox/back-office/documents/${esc(doc.uuid)}/review"><input type="hidden" name="decision" value="accept">${button(`Accept<span class="vh"> ${file}</span>`)}</form>
<form method="post" action="/sandbox/back-office/documents/${esc(doc.uuid)}/review"><input type="hidden" name="decision" value="reject">
<label for="reason-${esc(doc.uuid)}">Reason for rejecting ${file}</label><input id="reason-${esc(doc.uuid)}" name="reason" required maxlength="500"> ${button(`Reject<span class="vh"> ${file}</span>`)}</form>`
    : '';
  const view = doc.status === 'uploading' ? '' : `<a href="/sandbox/documents/${esc(doc.uuid)}/file" target="_blank" rel="noopener">View<span class="vh"> ${file}</span></a>`;
  const status = doc.status === 'rejected' && doc.rejection_reason ? `rejected: ${esc(doc.rejection_reason)}` : esc(doc.status);
  return `<tr><td>${esc(documentTypeLabel(doc.document_type))}<br><small>${esc(personName(d, doc.profile_uuid))}</small></td><td>${file}</td>
<td>${esc(formatFileSize(doc.size_bytes))}</td><td>${esc(formatDate(doc.uploaded_at))}</td><td>${status}</td><td>${view}${review}</td></tr>`;
}

function documentsSection(d: ApplicationDetail): string {
  const a = d.application;
  const groups = UPLOAD_PICKER_GROUPS.map((g) => `<optgroup label="${esc(g.label)}">${g.options.map((o) => `<option value="${esc(o.type)}">${esc(o.label)}</option>`).join('')}</optgroup>`).join('');
  const people = a.application_profiles.map((p) => `<option value="${esc(p.profile.uuid)}">${esc(`${p.profile.first_name} ${p.profile.last_name}`)}</option>`).join('');
  const table = d.documents.length === 0 ? '<p>No documents yet.</p>' : `<div class="scroll" role="region" aria-label="Documents table" tabindex="0"><table>
<thead><tr><th scope="col">Type</th><th scope="col">File</th><th scope="col">Size</th><th scope="col">Uploaded</th><th scope="col">Status</th><th scope="col">Actions</th></tr></thead>
<tbody>${d.documents.map((doc) => documentRow(d, doc)).join('\n')}</tbody></table></div>`;
  return `<section aria-labelledby="documents-h"><h2 id="documents-h">Documents</h2>${table}
<form method="post" action="${action(a.uuid, 'document-requests')}"><fieldset><legend>Request a document</legend>
<label for="document_type">Document type</label><select id="document_type" name="document_type" required>${groups}</select>
<label for="profile_uuid">For</label><select id="profile_uuid" name="profile_uuid"><option value="">Whole application</option>${people}</select>
<div>${button('Request document')}</div></fieldset></form></section>`;
}

function tasksSection(d: ApplicationDetail): string {
  const rows = d.tasks.map((t: Task) => `<tr><td>${esc(t.title)}</td><td>${esc(t.task_type)}</td><td>${esc(t.document_type ?? '')}</td><td>${esc(personName(d, t.profile_uuid))}</td><td>${esc(t.status)}</td></tr>`);
  return `<section aria-labelledby="tasks-h"><h2 id="tasks-h">Tasks</h2><div class="scroll" role="region" aria-label="Tasks table" tabindex="0"><table>
<thead><tr><th scope="col">Task</th><th scope="col">Type</th><th scope="col">Document type</th><th scope="col">For</th><th scope="col">Status</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div></section>`;
}

function envelopeSection(d: ApplicationDetail): string {
  const e = d.envelope;
  const state = e ? `<dl><dt>Status</dt><dd>${esc(e.status)}${e.decline_reason ? `: ${esc(e.decline_reason)}` : ''}</dd><dt>Opened</dt><dd>${esc(formatDate(e.created_at))}</dd></dl>
<ul>${e.signers.map((p) => `<li>${esc(p.name)}: ${esc(p.status)}, ${p.fields_signed} of ${p.fields_total} fields signed</li>`).join('')}</ul>` : '<p>No envelope has been opened.</p>';
  return `<section aria-labelledby="envelope-h"><h2 id="envelope-h">Closing documents (e-sign envelope)</h2>${state}
<form method="post" action="${action(d.application.uuid, 'envelope')}"><p id="envelope-help">Needs an Investment Estimate; the applicants on title sign.</p>${button('Open envelope', ' aria-describedby="envelope-help"')}</form></section>`;
}

/** One application with a form per control (stage, estimate, documents, envelope, funding); `sections` (HTML, e.g. servicing) follow. */
export function applicationPage(d: ApplicationDetail, signedInAs: string, notice?: Notice, sections = ''): string {
  const primary = d.application.application_profiles[0]?.profile;
  const title = `Application ${d.application.external_id}${primary ? ` – ${primary.first_name} ${primary.last_name}` : ''}`;
  return layout(title, `<p><a href="/sandbox/back-office">All applications</a></p>
${stageSection(d)}${estimateSection(d)}${documentsSection(d)}${tasksSection(d)}${envelopeSection(d)}${sections}`, { notice, signedInAs });
}
