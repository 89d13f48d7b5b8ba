import type { Message } from '../../../src/contract/messages';
import { makeSelectInbox, makeSelectMessage } from '../../../src/client/features/messages/selectors';
import { messagesQuery } from '../../../src/client/kernel/api/messageQueries';
import type { QueryEntry } from '../../../src/client/kernel/queryCache/reducer';
import {
  MAX_MESSAGE_BODY, MAX_MESSAGE_SUBJECT, messageProblems, messagesNavLabel, newestFirst, unreadCount, withReadAt,
} from '../../../src/domain/messages';

const APP = '0b3f6c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const msg = (uuid: string, sent_at: string, read_at: string | null, role: Message['from']['role'] = 'home-equity-officer'): Message => ({
  uuid: uuid as Message['uuid'], from: { name: 'Maya Okafor', role }, subject: `Subject ${uuid}`, body: 'Line one\nLine two', sent_at, read_at,
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

  it('refuses an empty, multi-line or too long subject and an empty or too long body', () => {
    expect(messageProblems('Hello', 'Body')).toEqual({});
    expect(messageProblems('  ', ' ')).toEqual({ subject: 'Write a subject.', body: 'Write the message.' });
    expect(messageProblems('Two\nlines', 'Body').subject).toBe('Keep the subject on one line.');
    expect(messageProblems('x'.repeat(MAX_MESSAGE_SUBJECT + 1), 'Body').subject).toMatch(/under 120 characters/);
    expect(messageProblems('x'.repeat(MAX_MESSAGE_SUBJECT), 'y'.repeat(MAX_MESSAGE_BODY))).toEqual({});
    expect(messageProblems('Hi', 'y'.repeat(MAX_MESSAGE_BODY + 1)).body).toMatch(/under 5000 characters/);
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
          { uuid: 'b', subject: 'Subject b', from: 'Maya Okafor, Transaction Specialist', sent: '11/24/2026', unread: true },
          { uuid: 'c', subject: 'Subject c', from: 'Maya Okafor, Home Equity Officer', sent: '11/22/2026', unread: true },
          { uuid: 'a', subject: 'Subject a', from: 'Maya Okafor, Home Equity Officer', sent: '11/20/2026', unread: false },
        ],
      },
    });
  });

  it('shows one message, or null when the application has no message with that id', () => {
    expect(makeSelectMessage(APP, 'a')(state([A]))).toMatchObject({ status: 'ready', data: null });
    const uuid = '1c4f7d2e-6e3b-4d9f-8a2b-3c4d5e6f7a81';
    const real = { ...A, uuid: uuid as Message['uuid'] };
    expect(makeSelectMessage(APP, uuid)(state([real]))).toEqual({
      status: 'ready',
      data: { subject: 'Subject a', from: 'Maya Okafor, Home Equity Officer', sent: '11/20/2026', body: 'Line one\nLine two', read: '11/21/2026' },
    });
  });
});
