import type { Message } from '../../../src/contract/messages';
import { makeSelectInbox, makeSelectThread } from '../../../src/client/features/messages/selectors';
import { messagesQuery } from '../../../src/client/kernel/api/messageQueries';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import { messagesNavLabel, newestFirst, threadOf, threadsOf, unreadCount, withReadAt } from '../../../src/domain/messages';

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const msg = (uuid: string, sent_at: string, read_at: string | null, role: Message['from']['role'] = 'home-equity-officer', thread = uuid): Message => ({
  uuid: uuid as Message['uuid'], thread: thread as Message['uuid'], from: { name: 'Maya Okafor', role }, subject: `Subject ${uuid}`, body: 'Line one\nLine two', sent_at, read_at,
});
const A = msg('a', '2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z');
const B = msg('b', '2026-11-24T10:00:00.000Z', null, 'transaction-specialist');
const C = msg('c', '2026-11-22T10:00:00.000Z', null);

describe('inbox rules (issue 12 §1)', () => {
  it('counts the unread messages', () => {
    expect(unreadCount([A, B, C])).toBe(2);
    expect(unreadCount([A])).toBe(0);
    expect(unreadCount([])).toBe(0);
  });

  it('orders newest first, keeping the given order for equal times', () => {
    expect(newestFirst([A, B, C]).map((m) => m.uuid)).toEqual(['b', 'c', 'a']);
    const twin = { ...C, uuid: 'd' as Message['uuid'] };
    expect(newestFirst([C, twin]).map((m) => m.uuid)).toEqual(['c', 'd']);
  });

  it('marks one message read (optimistic) and unread again (rollback), the same array when nothing changes', () => {
    const list = [A, B, C];
    const read = withReadAt(list, 'b', '2026-11-25T00:00:00.000Z');
    expect(read.map((m) => m.read_at)).toEqual([A.read_at, '2026-11-25T00:00:00.000Z', null]);
    expect(list[1]?.read_at).toBeNull();
    expect(withReadAt(read, 'b', null).map((m) => m.read_at)).toEqual([A.read_at, null, null]);
    expect(withReadAt(list, 'missing', '2026-11-25T00:00:00.000Z')).toBe(list);
    expect(withReadAt(list, 'c', null)).toBe(list);
  });

  it('puts the unread count in the words of the navigation link', () => {
    expect(messagesNavLabel(2)).toBe('Messages, 2 unread');
    expect(messagesNavLabel(0)).toBe('Messages');
    expect(messagesNavLabel(null)).toBe('Messages');
  });

  it('groups a thread oldest first, and the threads by their newest message', () => {
    const reply = msg('r', '2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z', 'homeowner', 'a');
    expect(threadOf([A, B, C, reply], 'r').map((m) => m.uuid)).toEqual(['a', 'r']);
    expect(threadOf([A, B, C, reply], 'a').map((m) => m.uuid)).toEqual(['a', 'r']);
    expect(threadOf([A], 'missing')).toEqual([]);
    expect(threadsOf([A, B, C, reply]).map((t) => t.map((m) => m.uuid))).toEqual([['r', 'a'], ['b'], ['c']]);
  });
});

describe('messages projections', () => {
  const state = (data: Message[]) => {
    const key = messagesQuery.key({ uuid: APP });
    const entry = { key, name: 'messages', group: 'Messages', args: { uuid: APP }, requestId: 1, startedAt: 0, stale: false, status: 'fulfilled', data, fulfilledAt: 1 } as QueryEntry;
    return { queries: { entries: { [key]: entry } } };
  };

  it('shows the inbox newest first with the sender, its role, the §9 date and "unread"', () => {
    const inbox = makeSelectInbox(APP)(state([A, B, C]));
    expect(inbox).toEqual({
      status: 'ready',
      data: {
        unread: 2,
        rows: [
          { uuid: 'b', subject: 'Subject b', from: 'Maya Okafor, Transaction Specialist', sent: '11/24/2026', count: 1, unread: true },
          { uuid: 'c', subject: 'Subject c', from: 'Maya Okafor, Home Equity Officer', sent: '11/22/2026', count: 1, unread: true },
          { uuid: 'a', subject: 'Subject a', from: 'Maya Okafor, Home Equity Officer', sent: '11/20/2026', count: 1, unread: false },
        ],
      },
    });
  });

  it('shows a conversation as one row: its latest author and day, how many messages, unread when any is', () => {
    const reply = msg('r', '2026-11-25T10:00:00.000Z', '2026-11-25T10:00:00.000Z', 'homeowner', 'a');
    const rows = makeSelectInbox(APP)(state([A, B, reply]));
    expect(rows.status === 'ready' && rows.data.rows[0]).toEqual({ uuid: 'a', subject: 'Subject a', from: 'Maya Okafor, Homeowner', sent: '11/25/2026', count: 2, unread: false });
  });

  it('shows a thread oldest first, each message with its author, time and status; null for an id it does not have', () => {
    expect(makeSelectThread(APP, 'a', false)(state([A]))).toMatchObject({ status: 'ready', data: null });
    const uuid = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
    const replyUuid = '2d5a8e3f-7f4c-4e0a-9b3c-4d5e6f7a8b92';
    const first = { ...A, uuid: uuid as Message['uuid'], thread: uuid as Message['uuid'] };
    const reply = msg(replyUuid, '2026-11-25T10:00:00.000Z', null, 'homeowner', uuid);
    const homeowner = makeSelectThread(APP, replyUuid, false)(state([reply, first]));
    expect(homeowner.status === 'ready' && homeowner.data).toMatchObject({
      thread: uuid,
      subject: 'Subject a',
      messages: [
        { uuid, from: 'Maya Okafor, Home Equity Officer', fromHomeowner: false, body: 'Line one\nLine two', status: 'Read 11/21/2026', unread: false },
        { uuid: replyUuid, from: 'Maya Okafor, Homeowner', fromHomeowner: true, status: null, unread: false },
      ],
    });
    const ops = makeSelectThread(APP, uuid, true)(state([reply, first]));
    expect(ops.status === 'ready' && ops.data?.messages.map((m) => m.status)).toEqual(['Read 11/21/2026', 'Not read by the deal team yet']);
    expect(ops.status === 'ready' && ops.data?.messages[0]?.sent).toMatch(/^11\/20\/2026, \d{1,2}:\d{2} (AM|PM)$/);
  });
});
