import fc from 'fast-check';
import { isUuid } from '../../../src/domain/ids';

describe('§5 application id must be a UUID', () => {
  it('accepts UUIDs of any RFC 9562 version 1–8, in either case', () => {
    fc.assert(
      fc.property(fc.uuid(), (u) => {
        expect(isUuid(u)).toBe(true);
        expect(isUuid(u.toUpperCase())).toBe(true);
      }),
    );
  });

  it.each(['', 'abc', '123', 'not-a-uuid', '6f1c2d3e-aaaa-4bbb-8ccc-123456789ab', '6f1c2d3e-aaaa-4bbb-8ccc-123456789abcd', '6f1c2d3eaaaa4bbb8ccc123456789abc', '{6f1c2d3e-aaaa-4bbb-8ccc-123456789abc}', null, 42])(
    'refuses %j',
    (v) => expect(isUuid(v)).toBe(false),
  );

  it('refuses a UUID with any character replaced by a non-hex letter', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.nat(35), fc.constantFrom('g', 'z', 'x', ' '), (u, at, ch) => {
        expect(isUuid(u.slice(0, at) + ch + u.slice(at + 1))).toBe(false);
      }),
    );
  });
});
