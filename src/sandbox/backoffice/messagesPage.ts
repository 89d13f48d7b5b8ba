import { MESSAGE_SENDER_ROLE, type Message } from '../../contract';
import { formatDate } from '../../domain/formatDate';
import { MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, SENDER_ROLE_LABELS } from '../../domain/messages';
import { esc } from './page';

/*
 * The "Messages" section of the back-office application page (issue 12 §1): what the deal team has sent (newest
 * first, with whether a homeowner has read it) and a form to send one. Server-rendered, no script; the form posts to
 * /sandbox/back-office/applications/:uuid/messages.
 */

function messageItem(m: Message): string {
  return `<li><strong>${esc(m.subject)}</strong> — from ${esc(m.from.name)} (${esc(SENDER_ROLE_LABELS[m.from.role])}), sent ${esc(formatDate(m.sent_at))};
${m.read_at ? `read ${esc(formatDate(m.read_at))}` : 'not read yet'}</li>`;
}

/**
 * The section: the messages sent, then the send form — refilled with `draft` (the form as posted) when sending was
 * refused, so nothing typed is lost.
 */
export function messagesSection(applicationUuid: string, messages: readonly Message[], draft: Readonly<Record<string, string>> = {}): string {
  const list = messages.length === 0 ? '<p>No messages yet.</p>' : `<ul>${messages.map(messageItem).join('')}</ul>`;
  const roles = MESSAGE_SENDER_ROLE.values.map((r) => `<option value="${r}"${draft.from === r ? ' selected' : ''}>${esc(SENDER_ROLE_LABELS[r])}</option>`).join('');
  return `<section aria-labelledby="messages-h"><h2 id="messages-h">Messages</h2>${list}
<form method="post" action="/sandbox/back-office/applications/${esc(applicationUuid)}/messages"><fieldset><legend>Send a message to the homeowners</legend>
<label for="message-from">Send as</label><select id="message-from" name="from">${roles}</select>
<label for="message-subject">Subject</label><input id="message-subject" name="subject" required maxlength="${MAX_MESSAGE_SUBJECT}" value="${esc(draft.subject ?? '')}">
<label for="message-body">Message (plain text)</label><textarea id="message-body" name="body" required rows="5" maxlength="${MAX_MESSAGE_BODY}">${esc(draft.body ?? '')}</textarea>
<p id="message-help">The homeowners get an email saying who wrote; the message itself is only in the portal.</p>
<div><button type="submit" aria-describedby="message-help">Send message</button></div></fieldset></form></section>`;
}
