import { etagOf, ifNoneMatchMatches } from '../../../src/sandbox/http/etag';

describe('etagOf', () => {
  it('is a quoted tag that is the same for the same body and differs when anything in the body differs', () => {
    const a = etagOf('{"stage":"pending-doc-upload"}');
    expect(a).toMatch(/^"[\w-]{22}"$/);
    expect(etagOf('{"stage":"pending-doc-upload"}')).toBe(a);
    expect(etagOf('{"stage":"pending-file-setup"}')).not.toBe(a);
  });
});

describe('ifNoneMatchMatches (RFC 9110 weak comparison)', () => {
  const tag = '"abc"';
  it.each([
    ['the same tag', '"abc"', true],
    ['the weak form of the tag', 'W/"abc"', true],
    ['a list holding it', '"x", W/"y", "abc"', true],
    ['a list without spaces', '"x","abc"', true],
    ['any representation', '*', true],
    ['another tag', '"abd"', false],
    ['the tag without quotes', 'abc', false],
    ['a tag that merely contains it', '"xabc"', false],
    ['an empty header', '', false],
  ])('%s → %s', (_what, header, expected) => {
    expect(ifNoneMatchMatches(header, tag)).toBe(expected);
  });

  it('reads tags that contain commas, repeated headers, and matches a weak ETag of ours too', () => {
    expect(ifNoneMatchMatches('"a,b"', '"a,b"')).toBe(true);
    expect(ifNoneMatchMatches('"a,b"', '"a"')).toBe(false);
    expect(ifNoneMatchMatches(['"x"', '"abc"'], tag)).toBe(true);
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
  });

  it('matches nothing without the header', () => {
    expect(ifNoneMatchMatches(undefined, tag)).toBe(false);
  });
});
