import { isRight } from 'fp-ts/Either';
import { TokenClaims } from '../../../src/contract/entities';
import { claimsOf, liveClaimsOf } from '../../../src/client/kernel/session/claims';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned-looking JWT with `payload` (the client never verifies; the server does). */
const jwt = (payload: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;

const UUID = '3f0c1a52-8e4b-4c1e-9d2a-6b7f8e9a0b1c';
const PAYLOADS: ReadonlyArray<readonly [string, unknown]> = [
  ['the three claims', { username: 'dana@example.com', uuid: UUID, exp: 1_900_000_000 }],
  ['the three claims and others (iat, ver)', { username: 'dana@example.com', uuid: UUID, exp: 1_900_000_000, iat: 1, ver: 3 }],
  ['an upper-case UUID', { username: 'dana@example.com', uuid: UUID.toUpperCase(), exp: 1_900_000_000 }],
  ['a username that is not a string', { username: 42, uuid: UUID, exp: 1_900_000_000 }],
  ['a uuid that is not a UUID', { username: 'dana@example.com', uuid: 'not-a-uuid', exp: 1_900_000_000 }],
  ['an exp that is a string', { username: 'dana@example.com', uuid: UUID, exp: '1900000000' }],
  ['no exp', { username: 'dana@example.com', uuid: UUID }],
  ['a null username', { username: null, uuid: UUID, exp: 1 }],
  ['an empty payload', {}],
];

// §3 token claims: the session reads them at start without the contract's codec (issue 14 §3, first load without
// io-ts); what it accepts must be exactly what `TokenClaims` accepts.
describe('claimsOf', () => {
  it.each(PAYLOADS)('agrees with the contract’s TokenClaims codec on %s', (_name, payload) => {
    const decoded = TokenClaims.decode(payload);
    expect(claimsOf(jwt(payload))).toEqual(isRight(decoded) ? decoded.right : null);
  });

  it('accepts the three claims and returns them', () => {
    expect(claimsOf(jwt({ username: 'dana@example.com', uuid: UUID, exp: 1_900_000_000 }))).toEqual({ username: 'dana@example.com', uuid: UUID, exp: 1_900_000_000 });
  });

  it.each(['', 'abc', 'a.b.c', `${base64url({ alg: 'none' })}.${Buffer.from('not json').toString('base64url')}.x`, jwt([1, 2])])('returns null for %j, which is no JWT with claims', (token) => {
    expect(claimsOf(token)).toBeNull();
  });

  it('treats a token at or past its exp as no session (§5)', () => {
    const token = jwt({ username: 'dana@example.com', uuid: UUID, exp: 1_000 });
    expect(liveClaimsOf(token, 999_999)).not.toBeNull();
    expect(liveClaimsOf(token, 1_000_000)).toBeNull();
    expect(liveClaimsOf(null, 0)).toBeNull();
  });
});
