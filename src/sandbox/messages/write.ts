import type { Message, MessageReply, NewMessage } from '../../contract';
import { bodyProblem, messageProblems, SENDER_ROLE_LABELS } from '../../domain/messages';
import type { ApplicationRow } from '../repo/applications';
import { updateApplication } from '../repo/applications';
import type { ProfileRow } from '../repo/profiles';
import type { Sql } from '../repo/sql';
import { dealTeamOf } from '../repo/staff';
import type { Services } from '../services';
import { findMessage, insertMessage } from './repo';
import { refuseProblems } from './send';
import { threadOr404, type ThreadRef } from './thread';

/**
 * Emails the deal-team member a homeowner's message is for — the one who last wrote in its thread, else the Home
 * Equity Officer (the Transaction Specialist when there is none) — that a homeowner wrote, with the back office's
 * link to the thread. Not the subject or body: they may hold personal details, which stay behind sign-in.
 */
async function notifyTeam(s: Services, tx: Sql, app: ApplicationRow, author: ProfileRow, thread: string, role: ThreadRef['last_team_role']): Promise<void> {
  const team = await dealTeamOf(tx, app);
  const heo = team.home_equity_officer ? { member: team.home_equity_officer, role: 'home-equity-officer' as const } : null;
  const ts = team.transaction_specialist ? { member: team.transaction_specialist, role: 'transaction-specialist' as const } : null;
  const to = role === 'transaction-specialist' ? (ts ?? heo) : (heo ?? ts);
  if (!to) return;
  const link = `${s.selfUrl}/sandbox/back-office/applications/${app.uuid}/messages/${thread}`;
  await s.sendEmail(tx, {
    to: to.member.email,
    subject: `New message from a homeowner on application ${app.external_id}`,
    text: `Hello ${to.member.first_name},\n\n${author.first_name} ${author.last_name}, a homeowner on application ${app.external_id}, wrote to you as the application's ${SENDER_ROLE_LABELS[to.role]}.\n\nOpen the thread in the back office to read and answer it: ${link}\n`,
    code: null,
    link,
  });
}

/** Stores a homeowner's message (a new thread, or a reply in `thread`), bumps the version and tells the deal team. */
async function store(s: Services, tx: Sql, app: ApplicationRow, author: ProfileRow, m: { subject: string; body: string; thread: ThreadRef | null }): Promise<Message> {
  const now = s.now();
  const uuid = await insertMessage(tx, {
    application_uuid: app.uuid,
    author: { profile_uuid: author.uuid, role: 'homeowner' },
    thread_uuid: m.thread?.uuid ?? null,
    subject: m.subject,
    body: m.body,
  }, now);
  // The other homeowners' customer-changed answers has_changes, so their portals refresh the Messages.
  await updateApplication(tx, app.uuid, {}, now);
  await notifyTeam(s, tx, app, author, m.thread?.uuid ?? uuid, m.thread?.last_team_role ?? null);
  const stored = await findMessage(tx, app.uuid, uuid, author.uuid);
  if (!stored) throw new Error('writeMessage: the message just stored was not found');
  return stored;
}

/**
 * A homeowner writes to the deal team, starting a thread: 400 with field errors for a subject or body the rules of
 * domain/messages refuse. Stored trimmed; answers the message as its author sees it (read from when it was sent).
 */
export function writeMessage(s: Services, tx: Sql, app: ApplicationRow, author: ProfileRow, input: NewMessage): Promise<Message> {
  refuseProblems(messageProblems(input.subject, input.body));
  return store(s, tx, app, author, { subject: input.subject.trim(), body: input.body.trim(), thread: null });
}

/**
 * A homeowner answers in the thread of message `messageUuid` (404 when it is not a message of this application); the
 * reply keeps the thread's subject. 400 with a `body` field error the rules refuse.
 */
export async function replyToMessage(s: Services, tx: Sql, app: ApplicationRow, author: ProfileRow, messageUuid: string, input: MessageReply): Promise<Message> {
  const thread = await threadOr404(tx, app.uuid, messageUuid);
  const problem = bodyProblem(input.body);
  refuseProblems(problem ? { body: problem } : {});
  return store(s, tx, app, author, { subject: thread.subject, body: input.body.trim(), thread });
}
