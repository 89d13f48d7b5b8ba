import * as t from 'io-ts';
import { closed, MessageSenderRole, type Message } from '../../contract';
import { bodyProblem, messageProblems, SENDER_ROLE_LABELS } from '../../domain/messages';
import { HttpError, invalid } from '../http/errors';
import { appProfilesOf, updateApplication, type ApplicationRow } from '../repo/applications';
import { findProfiles } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import { dealTeamOf } from '../repo/staff';
import type { Services } from '../services';
import { findMessage, insertMessage } from './repo';
import { threadOr404 } from './thread';

/**
 * Body of the back office's "send a message": the deal-team role to write as, a one-line subject and a plain-text
 * body; with `thread` (the uuid of any message of a thread) it answers in that thread, and the subject is the thread's
 * (any subject given is ignored).
 */
export const MessageToSend = closed('MessageToSend', { from: MessageSenderRole, body: t.string }, { subject: t.string, thread: t.string });
export type MessageToSend = t.TypeOf<typeof MessageToSend>;

/** 400 with the field errors of `problems` when there are any. */
export function refuseProblems(problems: { subject?: string; body?: string }): void {
  if (problems.subject || problems.body) {
    throw invalid({ ...(problems.subject && { subject: [problems.subject] }), ...(problems.body && { body: [problems.body] }) });
  }
}

/**
 * Sends a message to an application's homeowners as its Home Equity Officer or Transaction Specialist (the back
 * office), starting a thread or answering one (`thread`: 404 when it is not a message of this application). 400 with
 * field errors for a subject or body the rules of domain/messages refuse, 409 when the application has no one in
 * that role. Bumps the application's version (so `customer-changed` answers has_changes and the portal refreshes its
 * Messages) and emails each homeowner a notice that names the sender, never the subject or body: a message may hold
 * personal details, which stay in the portal behind sign-in. Answers the stored message.
 */
export async function sendMessage(s: Services, tx: Sql, app: ApplicationRow, input: MessageToSend): Promise<Message> {
  const thread = input.thread === undefined ? null : await threadOr404(tx, app.uuid, input.thread);
  refuseProblems(thread ? { ...(bodyProblem(input.body) && { body: bodyProblem(input.body) }) } : messageProblems(input.subject ?? '', input.body));
  const senderUuid = input.from === 'home-equity-officer' ? app.heo_uuid : app.ts_uuid;
  const team = await dealTeamOf(tx, app);
  const sender = input.from === 'home-equity-officer' ? team.home_equity_officer : team.transaction_specialist;
  const role = SENDER_ROLE_LABELS[input.from];
  if (!senderUuid || !sender) throw new HttpError(409, `This application has no ${role} yet.`);
  const now = s.now();
  const uuid = await insertMessage(tx, {
    application_uuid: app.uuid,
    author: { staff_uuid: senderUuid, role: input.from },
    thread_uuid: thread?.uuid ?? null,
    subject: thread ? thread.subject : (input.subject ?? '').trim(),
    body: input.body.trim(),
  }, now);
  await updateApplication(tx, app.uuid, {}, now);
  const name = `${sender.first_name} ${sender.last_name}`.trim();
  const owners = (await appProfilesOf(tx, app.uuid)).filter((p) => p.profile_type !== 'non_owning_occupant');
  const people = await findProfiles(tx, owners.map((p) => p.profile_uuid));
  for (const p of owners) {
    const person = people.get(p.profile_uuid);
    if (!person) continue;
    await s.sendEmail(tx, {
      to: person.email,
      subject: `New message from your ${role}`,
      text: `Hello ${person.first_name},\n\n${name}, your ${role}, sent you a message about application ${app.external_id}.\n\nSign in to the portal and open Messages to read it.\n`,
      code: null,
      link: null,
    });
  }
  const stored = await findMessage(tx, app.uuid, uuid, null);
  if (!stored) throw new Error('sendMessage: the message just stored was not found');
  return stored;
}
