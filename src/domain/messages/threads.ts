import type { Message } from '../../contract/messages';
import { newestFirst } from './inbox';

/*
 * Threads (docs/messages.md): the Messages data set is one list of both sides' messages; a thread is the messages that
 * share `thread` (the uuid of the one that started it).
 */

/** The messages of the thread `messageUuid` belongs to (any message of it), oldest first; empty when it is not there. */
export function threadOf<T extends Pick<Message, 'uuid' | 'thread' | 'sent_at'>>(messages: readonly T[], messageUuid: string): T[] {
  const thread = messages.find((m) => m.uuid === messageUuid)?.thread;
  if (thread === undefined) return [];
  return newestFirst(messages.filter((m) => m.thread === thread)).reverse();
}

/** The threads of `messages`, each newest message first, the thread with the newest message first. */
export function threadsOf<T extends Pick<Message, 'thread' | 'sent_at'>>(messages: readonly T[]): T[][] {
  const threads = new Map<string, T[]>();
  for (const m of newestFirst(messages)) threads.set(m.thread, [...(threads.get(m.thread) ?? []), m]);
  return [...threads.values()];
}

/**
 * When a message was sent, for a thread where several may share a day: `11/25/2026, 3:04 PM` in the reader's time
 * zone (§9 date order, 12-hour clock). An ISO time that does not parse → `''`.
 */
export function sentAtText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const date = at.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${date}, ${time}`;
}
