import { MESSAGE_SENDER_ROLE, type Message, type MessageSenderRole } from '../../contract';
import { formatDate } from '../../domain/formatDate';
import { AUTHOR_ROLE_LABELS, MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, SENDER_ROLE_LABELS } from '../../domain/messages';
import { teamUnread, type MessagesDetail, type ThreadDetail } from './messageControls';
import { esc, layout, type Notice } from './page';

/*
 * The back office's messages (docs/sandbox.md "Messages"): the "Messages" section of an application's page (its
 * threads, newest activity first, with how many of the homeowners' messages the deal team has not read, and a form to
 * start a thread) and a thread's own page (every message oldest first, and a form to answer). Server-rendered, no
 * script; the forms post to /sandbox/back-office/applications/:uuid/messages.
 */

/** A form's values as posted (refilled after a refusal, so nothing typed is lost). */
type Draft = Readonly<Record<string, string>>;

const threadPath = (applicationUuid: string, thread: string) => `/sandbox/back-office/applications/${esc(applicationUuid)}/messages/${esc(thread)}`;
const who = (m: Message) => `${esc(m.from.name)} (${esc(AUTHOR_ROLE_LABELS[m.from.role])})`;
const unreadWords = (n: number) => (n === 1 ? '1 unread message from the homeowners' : `${n} unread messages from the homeowners`);

/** The "Send as" select, `selected` chosen. */
function roleSelect(id: string, selected: string | undefined): string {
  const options = MESSAGE_SENDER_ROLE.values.map((r) => `<option value="${r}"${selected === r ? ' selected' : ''}>${esc(SENDER_ROLE_LABELS[r])}</option>`).join('');
  return `<label for="${id}">Send as</label><select id="${id}" name="from">${options}</select>`;
}

/** The body textarea (no maxlength: a browser would cut a pasted text silently; the server says what is too long). */
const bodyArea = (id: string, value: string | undefined) =>
  `<label for="${id}">Message (plain text, up to ${MAX_MESSAGE_BODY.toLocaleString('en-US')} characters)</label><textarea id="${id}" name="body" required rows="5">${esc(value ?? '')}</textarea>`;

/** One thread of the section: its subject (a link to the thread), its last message, how many, and unread ones. */
function threadItem(applicationUuid: string, messages: readonly Message[]): string {
  const last = messages[0];
  if (!last) return '';
  const unread = teamUnread(messages);
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  return `<li><a href="${threadPath(applicationUuid, last.thread)}"><strong>${esc(last.subject)}</strong></a>${unread ? ` — <strong>${unread} unread</strong>` : ''}
<br><small>${count}; last from ${who(last)}, ${esc(formatDate(last.sent_at))}</small></li>`;
}

/** The messages grouped by thread, the thread with the newest message first (`messages` is newest first). */
function threadsOf(messages: readonly Message[]): Message[][] {
  const threads = new Map<string, Message[]>();
  for (const m of messages) threads.set(m.thread, [...(threads.get(m.thread) ?? []), m]);
  return [...threads.values()];
}

/** The section of the application page: the threads, then the form that starts one (refilled with `draft`). */
export function messagesSection(applicationUuid: string, detail: MessagesDetail, draft: Draft = {}): string {
  const threads = threadsOf(detail.messages);
  const list = threads.length === 0 ? '<p>No messages yet.</p>' : `<ul>${threads.map((t) => threadItem(applicationUuid, t)).join('')}</ul>`;
  const summary = detail.unread ? `<p><strong>${unreadWords(detail.unread)}.</strong> Open a thread to read it and answer.</p>` : '';
  return `<section aria-labelledby="messages-h"><h2 id="messages-h">Messages</h2>${summary}${list}
<form method="post" action="/sandbox/back-office/applications/${esc(applicationUuid)}/messages"><fieldset><legend>Send a message to the homeowners</legend>
${roleSelect('message-from', draft.from)}
<label for="message-subject">Subject</label><input id="message-subject" name="subject" required maxlength="${MAX_MESSAGE_SUBJECT}" value="${esc(draft.subject ?? '')}">
${bodyArea('message-body', draft.body)}
<p id="message-help">The homeowners get an email saying who wrote; the message itself is only in the portal.</p>
<div><button type="submit" aria-describedby="message-help">Send message</button></div></fieldset></form></section>`;
}

/** One message of a thread page: who wrote it, when, whether the other side read it, and its plain-text body. */
function threadMessage(m: Message): string {
  const status = m.from.role === 'homeowner'
    ? (m.read_at ? `read by the deal team ${esc(formatDate(m.read_at))}` : 'new')
    : (m.read_at ? `read by a homeowner ${esc(formatDate(m.read_at))}` : 'not read by the homeowners yet');
  return `<li><p><strong>${who(m)}</strong>, ${esc(new Date(m.sent_at).toISOString().replace('T', ' ').slice(0, 16))} UTC — ${status}</p>
<p class="text">${esc(m.body)}</p></li>`;
}

/** The role the answer form suggests: the deal-team role that last wrote in the thread, else the Home Equity Officer. */
function suggestedRole(messages: readonly Message[]): MessageSenderRole {
  const team = [...messages].reverse().find((m) => m.from.role !== 'homeowner')?.from.role;
  return team === 'transaction-specialist' ? team : 'home-equity-officer';
}

/** The page of one thread: its messages oldest first and the answer form (refilled with `draft` after a refusal). */
export function threadPage(t: ThreadDetail, signedInAs: string, notice?: Notice, draft: Draft = {}): string {
  const appPath = `/sandbox/back-office/applications/${esc(t.application_uuid)}`;
  return layout(t.subject, `<p><a href="${appPath}#messages-h">Back to the application</a></p>
<ol>${t.messages.map(threadMessage).join('')}</ol>
<form method="post" action="${appPath}/messages"><fieldset><legend>Answer in this thread</legend>
<input type="hidden" name="thread" value="${esc(t.thread)}">
${roleSelect('answer-from', draft.from ?? suggestedRole(t.messages))}
${bodyArea('answer-body', draft.body)}
<p id="answer-help">The homeowners see the answer in the portal, unread, and get an email saying who wrote.</p>
<div><button class="primary" type="submit" aria-describedby="answer-help">Send answer</button></div></fieldset></form>`, { notice, signedInAs });
}
