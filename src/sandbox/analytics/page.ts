import { esc, layout, type Notice } from '../backoffice/page';
import type { StoredSegmentEvent } from '../repo/analytics';

/** The filters the page's form shows (the query of the page, events.json and the NDJSON export). */
export interface PageFilter {
  session?: string;
  type?: 'page' | 'track' | 'identify' | 'group';
  name?: string;
  violations?: 'only' | 'none';
}

/** Rows the page keeps; older ones drop off the bottom as new ones arrive. */
export const PAGE_ROWS = 200;
/** How often the page asks for new events while visible and not paused, ms. */
export const PAGE_POLL_MS = 1500;

/** The analytics page's extra CSS (after the staff pages' own; its hash is in the page's Content-Security-Policy). */
export const ANALYTICS_STYLE = `
.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:0 1rem;align-items:end}
.filters input,.filters select{width:100%;box-sizing:border-box}
.actions{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;margin:.75rem 0}
#summary{font-weight:600}
tr.bad td{background:#fff4f4}tr.bad td:first-child{border-left:4px solid #b00020}
td code{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem}
td ul{margin:0;padding-left:1.1rem}.bad .v{color:#8a0018}
.fresh td{animation:fresh 2s ease-out}@keyframes fresh{from{background:#fff3c4}}
@media (prefers-reduced-motion:reduce){.fresh td{animation:none}}
@media (max-width:40rem){#events thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
#events,#events tbody,#events tr,#events td{display:block}#events tr{border-bottom:2px solid #767676;padding:.25rem 0}
#events td{border:0;padding:.1rem .5rem}#events td::before{content:attr(data-label) ": ";font-weight:600}
#events tr.bad{border-left:4px solid #b00020}#events tr.bad td:first-child{border-left:0}}`;

/** The table's columns: header text, also each cell's label when the table is stacked on narrow screens. */
const COLUMNS = ['Received (UTC)', 'Session', 'Call', 'Name', 'Properties', 'Violations'] as const;
const td = (column: number, html: string) => `<td data-label="${COLUMNS[column] ?? ''}">${html}</td>`;

/** A filter as a query string (empty values left out), e.g. `session=abc&violations=only`. */
export function filterQuery(f: PageFilter): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (typeof v === 'string' && v !== '') params.set(k, v);
  return params.toString();
}

/** `yyyy-MM-dd HH:mm:ss` (UTC) of an ISO time; the live script formats the same way. */
const shortTime = (iso: string): string => iso.replace('T', ' ').slice(0, 19);

/** One table row; the live script builds the same cells (with textContent) for events that arrive later. */
function row(e: StoredSegmentEvent): string {
  const bad = e.violations.length > 0;
  const violations = bad
    ? `<span class="v">✗ ${e.violations.length} violation${e.violations.length === 1 ? '' : 's'}</span><ul>${e.violations.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>`
    : 'None';
  return `<tr${bad ? ' class="bad"' : ''}>${td(0, `<time datetime="${esc(e.receivedAt)}">${esc(shortTime(e.receivedAt))}</time>`)}
${td(1, `<code title="${esc(e.sessionId)}">${esc(e.sessionId.slice(0, 8))}</code>`)}${td(2, esc(e.type))}${td(3, esc(e.name || '(none)'))}
${td(4, `<code>${esc(JSON.stringify(e.properties))}</code>`)}${td(5, violations)}</tr>`;
}

/** The summary line (also the live region's text). */
export const summaryText = (events: number, violating: number): string =>
  `${events} event${events === 1 ? '' : 's'} match${events === 1 ? 'es' : ''} these filters; ${violating} with violations.`;

const option = (value: string, label: string, current: string | undefined) =>
  `<option value="${value}"${(current ?? '') === value ? ' selected' : ''}>${label}</option>`;

/**
 * The analysts' live page (issue #5 §2): a filter form, the summary (an aria-live region), the NDJSON export and
 * violations links for the current filters, and the matching events newest first (violations marked in text, not
 * colour alone). A small inline script asks `events.json?since=` every {@link PAGE_POLL_MS} ms while the tab is visible
 * and not paused, and puts new events on top; without script the page still works (reload).
 */
export function analyticsPage(o: {
  events: readonly StoredSegmentEvent[];
  counts: { events: number; violating: number };
  filter: PageFilter;
  signedInAs: string;
  notice?: Notice;
}): string {
  const f = o.filter;
  const query = filterQuery(f);
  const since = o.events.reduce((max, e) => Math.max(max, e.id), 0);
  // JSON inside a <script> element: `<` escaped so no value can close the element.
  const config = JSON.stringify({ query, since, events: o.counts.events, violating: o.counts.violating, pollMs: PAGE_POLL_MS, maxRows: PAGE_ROWS, columns: COLUMNS })
    .replace(/</g, '\\u003c');
  const body = `<form class="filters" method="get" action="/sandbox/analytics" aria-label="Filter events">
<div><label for="f-session">Session</label><input id="f-session" name="session" value="${esc(f.session ?? '')}" autocomplete="off" aria-describedby="f-session-hint"><small id="f-session-hint">The anonymous id, or its first characters</small></div>
<div><label for="f-type">Call type</label><select id="f-type" name="type">${option('', 'Any', f.type)}${option('page', 'page', f.type)}${option('track', 'track', f.type)}${option('identify', 'identify', f.type)}${option('group', 'group', f.type)}</select></div>
<div><label for="f-name">Event name</label><input id="f-name" name="name" value="${esc(f.name ?? '')}" autocomplete="off" placeholder="e.g. Task Viewed"></div>
<div><label for="f-violations">Violations</label><select id="f-violations" name="violations">${option('', 'All events', f.violations)}${option('only', 'Only events with violations', f.violations)}${option('none', 'Only events without violations', f.violations)}</select></div>
<div><button class="primary" type="submit">Apply filters</button> <a href="/sandbox/analytics">Clear filters</a></div>
</form>
<p id="summary" role="status" aria-live="polite" aria-atomic="true">${esc(summaryText(o.counts.events, o.counts.violating))}</p>
<div class="actions">
<button type="button" id="pause" aria-pressed="false" hidden>Pause live updates</button>
<span id="live-note">Showing the latest ${PAGE_ROWS} at most; reload to refresh.</span>
<a href="/sandbox/analytics/events.ndjson${query ? `?${esc(query)}` : ''}">Export these events (NDJSON)</a>
<a href="/sandbox/analytics/violations.json${query ? `?${esc(filterQuery({ session: f.session, type: f.type, name: f.name }))}` : ''}">Violations per event (JSON)</a>
</div>
<div class="scroll" role="region" aria-label="Events table" tabindex="0"><table id="events">
<caption class="vh">Analytics events, newest first</caption>
<thead><tr>${COLUMNS.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>
<tbody id="events-body">${o.events.map(row).join('\n')}</tbody></table></div>
<p id="empty"${o.events.length ? ' hidden' : ''}>No events match yet. They appear here as the portal sends them.</p>
<script type="application/json" id="analytics-config">${config}</script>
<script>${LIVE_SCRIPT}</script>`;
  return layout('Analytics events', body, { notice: o.notice, signedInAs: o.signedInAs, style: ANALYTICS_STYLE });
}

/**
 * The page's live updates, plain ES2017 in the browser: poll events.json with the page's filters and the cursor,
 * add rows on top (text only: values never become markup), keep the counts, announce new events in the summary, pause
 * on request or while the tab is hidden, and say so when the sandbox stops answering or the sign-in lapsed. Inline:
 * its hash is in the sandbox pages' Content-Security-Policy (http/securityHeaders.ts), so keep it a constant.
 */
export const LIVE_SCRIPT = `(function(){
var cfg=JSON.parse(document.getElementById('analytics-config').textContent);
var body=document.getElementById('events-body'),summary=document.getElementById('summary'),note=document.getElementById('live-note');
var pause=document.getElementById('pause'),empty=document.getElementById('empty');
var since=cfg.since,events=cfg.events,violating=cfg.violating,paused=false,stopped=false,busy=false,timer=0;
function plural(n,w){return n+' '+w+(n===1?'':'s');}
function say(fresh){summary.textContent=plural(events,'event')+' match'+(events===1?'es':'')+' these filters; '+violating+' with violations.'+(fresh?' '+plural(fresh,'new event')+' just arrived.':'');}
function cell(tr,text,code,title){var td=document.createElement('td');td.setAttribute('data-label',cfg.columns[tr.cells.length]);var el=td;if(code){el=document.createElement('code');td.appendChild(el);if(title)el.title=title;}el.textContent=text;tr.appendChild(td);return td;}
function row(e){var tr=document.createElement('tr');tr.className='fresh'+(e.violations.length?' bad':'');
var td=document.createElement('td'),t=document.createElement('time');td.setAttribute('data-label',cfg.columns[0]);t.dateTime=e.receivedAt;t.textContent=e.receivedAt.replace('T',' ').slice(0,19);td.appendChild(t);tr.appendChild(td);
cell(tr,e.sessionId.slice(0,8),true,e.sessionId);cell(tr,e.type);cell(tr,e.name||'(none)');cell(tr,JSON.stringify(e.properties),true);
var v=cell(tr,e.violations.length?'':'None');if(e.violations.length){var s=document.createElement('span');s.className='v';s.textContent='\\u2717 '+plural(e.violations.length,'violation');v.appendChild(s);var ul=document.createElement('ul');e.violations.forEach(function(x){var li=document.createElement('li');li.textContent=x;ul.appendChild(li);});v.appendChild(ul);}
return tr;}
function schedule(){clearTimeout(timer);if(!stopped)timer=setTimeout(tick,cfg.pollMs);}
function tick(){if(busy||stopped)return;if(paused||document.hidden)return schedule();busy=true;
fetch('/sandbox/analytics/events.json?'+(cfg.query?cfg.query+'&':'')+'since='+since,{credentials:'same-origin',headers:{accept:'application/json'}})
.then(function(r){if(r.status===401||r.status===403){stopped=true;note.textContent='Live updates stopped: your sign-in ended. Reload the page to sign in again.';return null;}if(!r.ok)throw new Error(String(r.status));return r.json();})
.then(function(page){if(!page)return;note.textContent='Live: new events appear on top.';var n=page.events.length;
page.events.forEach(function(e){body.insertBefore(row(e),body.firstChild);events++;if(e.violations.length)violating++;});
while(body.rows.length>cfg.maxRows)body.deleteRow(body.rows.length-1);since=page.nextSince;if(n){empty.hidden=true;say(n);}})
.catch(function(){note.textContent='Live updates paused: the sandbox is not answering. Retrying…';})
.then(function(){busy=false;schedule();});}
pause.hidden=false;note.textContent='Live: new events appear on top.';
pause.addEventListener('click',function(){paused=!paused;pause.setAttribute('aria-pressed',String(paused));note.textContent=paused?'Live updates paused.':'Live: new events appear on top.';if(!paused)tick();});
document.addEventListener('visibilitychange',function(){if(!document.hidden&&!paused)tick();});
schedule();})();`;
