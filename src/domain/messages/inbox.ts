import type { Message, MessageAuthorRole, MessageSenderRole } from '../../contract/messages';

/** §1 deal-team role names, as a message's sender line shows them. */
export const SENDER_ROLE_LABELS: Readonly<Record<MessageSenderRole, string>> = {
  'home-equity-officer': 'Home Equity Officer',
  'transaction-specialist': 'Transaction Specialist',
};

/** The role names of every author of a message: the deal-team roles, and "Homeowner" for a message from the portal. */
export const AUTHOR_ROLE_LABELS: Readonly<Record<MessageAuthorRole, string>> = { ...SENDER_ROLE_LABELS, homeowner: 'Homeowner' };

/**
 * How many of the deal team's `messages` the homeowners' side has not read (`read_at` null). A homeowner's own side's
 * messages never count: in the ops view their `read_at` is the deal team's read, which is not the customer's to do.
 */
export function unreadCount(messages: readonly Pick<Message, 'read_at' | 'from'>[]): number {
  return messages.filter((m) => m.read_at === null && m.from.role !== 'homeowner').length;
}

/**
 * A new array ordered newest first by `sent_at` (issue 12 §1 inbox order); equal times keep the server's order, so a
 * list that is already ordered comes back unchanged.
 */
export function newestFirst<T extends Pick<Message, 'sent_at'>>(messages: readonly T[]): T[] {
  return messages
    .map((m, i) => ({ m, i, at: Date.parse(m.sent_at) }))
    .sort((a, b) => b.at - a.at || a.i - b.i)
    .map(({ m }) => m);
}

/**
 * `messages` with message `uuid`'s `read_at` set to `readAt` (an ISO time, or null to mark it unread again), the
 * others untouched: an optimistic read and its rollback. The same array when nothing changes (no such message, or it
 * already reads so), so projections do not re-render for nothing.
 */
export function withReadAt(messages: readonly Message[], uuid: string, readAt: string | null): readonly Message[] {
  const i = messages.findIndex((m) => m.uuid === uuid);
  const target = messages[i];
  if (!target || target.read_at === readAt) return messages;
  const next = [...messages];
  next[i] = { ...target, read_at: readAt };
  return next;
}

/**
 * The accessible name and visible text of the Messages entry of the application's navigation: `'Messages'` when all
 * are read (or not known yet), else `'Messages, 2 unread'` — the count is in the words, not only a coloured badge.
 */
export function messagesNavLabel(unread: number | null): string {
  return unread ? `Messages, ${unread} unread` : 'Messages';
}
