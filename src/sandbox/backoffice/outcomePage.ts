import { DENIAL_FACTOR, DENIAL_REASONS, WITHDRAWN_REASON, type Application } from '../../contract';
import { DENIAL_FACTOR_WORDS, DENIAL_REASON_WORDS, OUTCOME_TITLES, reasonWords, WITHDRAWN_REASON_WORDS } from '../../domain/outcomes';
import { formatDate } from '../../domain/formatDate';
import { isClosedStage } from '../../domain/stages';
import { esc } from './page';

/*
 * The "Outcome" section of the back-office application page (issue 12 §1): the closed-lost outcome once there is one,
 * otherwise a form to deny (reason and detailed denial factors) and one to withdraw (reason). Server-rendered, no
 * script; the forms post to /sandbox/back-office/applications/:uuid/{deny | withdraw}.
 */

/** The form field of a denial factor's checkbox (the page's form parser keeps one value per name). */
export const factorField = (code: string): string => `factor-${code}`;

const action = (uuid: string, what: string) => `/sandbox/back-office/applications/${esc(uuid)}/${what}`;

function decided(a: Application): string {
  const c = a.closed_lost;
  if (!c) return '<p>The application is funded and closed.</p>';
  const factors = c.denial_factors.map((f) => `<li>${esc(DENIAL_FACTOR_WORDS[f].label)} <small>(${esc(f)})</small></li>`).join('');
  return `<dl><dt>Outcome</dt><dd>${esc(OUTCOME_TITLES[c.outcome])} on ${esc(formatDate(c.decided_at))}</dd>
<dt>Reason</dt><dd>${esc(reasonWords(c).label)} <small>(${esc(c.reason)})</small></dd><dt>Stage reached</dt><dd>${esc(c.stage_reached)}</dd></dl>
${factors ? `<p>Denial factors:</p><ul>${factors}</ul>` : ''}<p>Move it to another stage above to reopen it (the outcome is then forgotten).</p>`;
}

function forms(a: Application): string {
  const denied = DENIAL_REASONS.map((r) => `<option value="${r}">${esc(DENIAL_REASON_WORDS[r].label)} (${r})</option>`).join('');
  const withdrawn = WITHDRAWN_REASON.values.map((r) => `<option value="${r}">${esc(WITHDRAWN_REASON_WORDS[r].label)} (${r})</option>`).join('');
  const factors = DENIAL_FACTOR.values.map((f) =>
    `<div><input type="checkbox" id="${factorField(f)}" name="${factorField(f)}" value="on"> <label for="${factorField(f)}" class="choice">${esc(DENIAL_FACTOR_WORDS[f].label)}</label></div>`).join('');
  return `<form method="post" action="${action(a.uuid, 'deny')}"><fieldset><legend>Deny the application</legend>
<label for="deny-reason">Reason (the homeowner sees it in plain words)</label><select id="deny-reason" name="reason" required>${denied}</select>
<fieldset><legend>Detailed denial factors (optional)</legend>${factors}</fieldset>
<div><button type="submit">Deny</button></div></fieldset></form>
<form method="post" action="${action(a.uuid, 'withdraw')}"><fieldset><legend>Withdraw the application</legend>
<label for="withdraw-reason">Reason</label><select id="withdraw-reason" name="reason" required>${withdrawn}</select>
<div><button type="submit">Withdraw</button></div></fieldset></form>`;
}

/** The section: what was decided for a closed application, or the deny and withdraw forms for an open one. */
export function outcomeSection(a: Application): string {
  return `<section aria-labelledby="outcome-h"><h2 id="outcome-h">Outcome</h2>${isClosedStage(a.stage) ? decided(a) : forms(a)}</section>`;
}
