import type { SegmentEvent } from '../../contract/platform';
import { isUuid } from '../../domain/ids';
import type { Storage } from '../kernel/storage';
import type { PlannedCall } from './derive';

/**
 * The session-storage key of the analytics `anonymous_id`: a random id per browser session. Not among the keys logout
 * removes, so the events before and after a sign-out stay one browser session for analysts.
 */
export const ANONYMOUS_ID_KEY = 'analytics-anonymous-id';

/** A random RFC 4122 v4 UUID: `crypto.randomUUID`, or built from `crypto.getRandomValues` where it is missing (http). */
export function randomUuid(cryptoImpl: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser session's anonymous id (kept in `storage` under {@link ANONYMOUS_ID_KEY}), created on first use. */
export function anonymousIdOf(storage: Storage, newId: () => string): string {
  const stored = storage.get(ANONYMOUS_ID_KEY);
  if (isUuid(stored)) return stored;
  const id = newId();
  storage.set(ANONYMOUS_ID_KEY, id);
  return id;
}

/** The envelope of one call: the browser session, a fresh message id, and the event's time (ms since the epoch). */
export interface EnvelopeFields {
  anonymousId: string;
  messageId: string;
  at: number;
}

/** A planned call as it goes on the wire (`SegmentEvent`): its type, name, properties and ids; `timestamp` in ISO-8601. */
export function toSegmentEvent(call: PlannedCall, { anonymousId, messageId, at }: EnvelopeFields): SegmentEvent {
  const event: SegmentEvent = {
    type: call.type,
    name: call.name,
    properties: call.properties,
    anonymous_id: anonymousId,
    timestamp: new Date(at).toISOString(),
    message_id: messageId,
  };
  if (call.user_id !== undefined) event.user_id = call.user_id;
  if (call.group_id !== undefined) event.group_id = call.group_id;
  return event;
}
