import type { MessageSenderRole } from '../../contract';
import { recordRead } from '../messages/repo';
import { sendMessage } from '../messages/send';
import { replyToMessage } from '../messages/write';
import { applicationsOf, type ApplicationRow } from '../repo/applications';
import { findProfile, findProfileByEmail } from '../repo/profiles';
import { one, type Sql } from '../repo/sql';
import type { Services } from '../services';

/** Marks this seed step done in `sandbox_meta` (its own key, so data folders seeded before issue 12 get it too). */
const DONE_KEY = 'seeded_messages_demo_at';

/** One seeded message: who it is for (a demo customer's email), who sends it, and whether the customer has read it. */
interface DemoMessage {
  email: string;
  from: MessageSenderRole;
  subject: string;
  body: string;
  read: boolean;
  /** The customer's answer in the thread, which the deal team has not read yet (the back office shows it unread). */
  answer?: string;
}

/**
 * Messages for a few demo customers (docs/sandbox.md "Demo accounts"), oldest first: Uma Rossi (under review) has one
 * read, which she answered (the back office has her answer unread), and one unread; Dana Okafor (documents to upload)
 * has one unread.
 */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  { email: 'demo.underreview@example.com', from: 'home-equity-officer', read: true, subject: 'Welcome: I am your Home Equity Officer',
    body: 'Hello Uma,\n\nI will guide you through your application. Write to me or book a call from the Resources page whenever you have a question.\n\nBest regards',
    answer: 'Thank you, Maya. Could we talk about the appraisal next week? Afternoons suit me best.' },
  { email: 'demo.underreview@example.com', from: 'transaction-specialist', read: false, subject: 'Your application is being reviewed',
    body: 'Hello Uma,\n\nOur underwriters are reviewing your application. There is nothing you need to do right now; we will write again when we have news.' },
  { email: 'demo.documents@example.com', from: 'home-equity-officer', read: false, subject: 'Two documents to upload',
    body: 'Hello Dana,\n\nTo keep your application moving, please upload your latest mortgage statement and a government-issued photo ID from the Documents page.' },
];

/** The first application of the demo customer with `email`, and their profile uuid; undefined when they are not seeded. */
async function demoApplication(tx: Sql, email: string): Promise<{ app: ApplicationRow; reader: string } | undefined> {
  const person = await findProfileByEmail(tx, email);
  const app = person ? (await applicationsOf(tx, person.uuid))[0] : undefined;
  return person && app ? { app, reader: person.uuid } : undefined;
}

/**
 * Seeds {@link DEMO_MESSAGES} once per data folder, in one transaction (a `sandbox_meta` row marks it done), through
 * the back office's own `sendMessage` (so each also bumps the version and writes the outbox notice). A customer who
 * is not seeded is skipped. Answers true when it seeded now.
 */
export async function seedMessagesDemo(s: Services): Promise<boolean> {
  if (await one(s.db, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
  return s.db.transaction(async (tx) => {
    if (await one(tx, `SELECT 1 FROM sandbox_meta WHERE key = '${DONE_KEY}'`)) return false;
    for (const m of DEMO_MESSAGES) {
      const found = await demoApplication(tx, m.email);
      if (!found) continue;
      const sent = await sendMessage(s, tx, found.app, { from: m.from, subject: m.subject, body: m.body });
      if (m.read) await recordRead(tx, sent.uuid, found.reader, s.now());
      const author = m.answer === undefined ? undefined : await findProfile(tx, found.reader);
      if (author && m.answer !== undefined) await replyToMessage(s, tx, found.app, author, sent.uuid, { body: m.answer });
    }
    await tx.query('INSERT INTO sandbox_meta (key, value) VALUES ($1, $2)', [DONE_KEY, new Date(s.now()).toISOString()]);
    return true;
  });
}
