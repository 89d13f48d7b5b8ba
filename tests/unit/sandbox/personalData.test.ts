import { personalDataFindings, personalDataKindsIn } from '../../../src/domain/personalData';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImRlbW9AZXhhbXBsZS5jb20iLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLWJ5dGVz';

describe('personalDataKindsIn (one string)', () => {
  it.each([
    ['a JWT', JWT, ['jwt']],
    ['a JWT in an Authorization value', `JWT ${JWT}`, ['jwt']],
    ['an SSN with dashes', '123-45-6789', ['ssn']],
    ['an SSN in text', 'my ssn is 123 45 6789 ok', ['ssn']],
    ['nine bare digits (an SSN as sent)', '123456789', ['ssn']],
    ['an email', 'ivy.nguyen+home@example.com', ['email']],
    ['an email in text', 'write to me at ivy@example.co.uk please', ['email']],
    ['a formatted phone (§9)', '(212) 456-1001', ['phone']],
    ['a dashed phone', '212-456-1001', ['phone']],
    ['a phone with country code', '+1 212 456 1001', ['phone']],
    ['ten bare digits (§5 phone)', '2124561001', ['phone']],
    ['an ISO birth date (§3)', '1978-04-12', ['birth date']],
    ['a displayed date (§9 MM/dd/yyyy)', 'born 04/12/1978', ['birth date']],
  ])('finds %s', (_what, text, kinds) => {
    expect(personalDataKindsIn(text)).toEqual(kinds);
  });

  it.each([
    ['a uuid', '5d0e1b1a-7c1e-4d6b-9b4e-0a1f2c3d4e51'],
    ['an ISO timestamp', '2026-03-01T10:15:00.000Z'],
    ['an event name', 'Task Viewed'],
    ['a task type', 'document-upload--mortgage-statement'],
    ['an external id', 'HE-12345678'],
    ['a product version', '0.1.0'],
    ['an amount as text', '1200000'],
    ['a stage', 'pending-doc-upload'],
    ['an invalid calendar date', '1978-13-40'],
    ['eleven digits', '21245610012'],
  ])('does not flag %s', (_what, text) => {
    expect(personalDataKindsIn(text)).toEqual([]);
  });
});

describe('personalDataFindings (any JSON value)', () => {
  it('names the path and kind of every finding, never the value', () => {
    const event = {
      type: 'track', name: 'Field Error Shown', anonymous_id: '0b6f3f0e-3a4c-4f5e-9a1b-2c3d4e5f6a7b',
      properties: { page_name: 'Sign up', contact: 'ivy@example.com', people: [{ note: 'call (212) 456-1001' }], auth: JWT },
    };
    const findings = personalDataFindings(event);
    expect(findings).toEqual(['properties.contact (email)', 'properties.people.0.note (phone)', 'properties.auth (jwt)']);
    for (const f of findings) {
      expect(f).not.toContain('ivy@example.com');
      expect(f).not.toContain('456-1001');
      expect(f).not.toContain('eyJ');
    }
  });

  it('flags properties named like §3 personal fields (names cannot be recognised by shape), in either spelling', () => {
    expect(personalDataFindings({ first_name: 'Ivy', lastName: 'Nguyen', phone: null, email: '' })).toEqual([
      'first_name (personal field)', 'lastName (personal field)',
    ]);
    expect(personalDataFindings({ task_name: 'Upload ID', page_name: 'Tasks', name: 'Task Viewed' })).toEqual([]);
  });

  it('reports a value that is itself personal data at (root), and a root path when given', () => {
    expect(personalDataFindings('123-45-6789')).toEqual(['(root) (ssn)']);
    expect(personalDataFindings({ x: '1978-04-12' }, 'properties')).toEqual(['properties.x (birth date)']);
  });

  it('ignores numbers, booleans and null, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { amount: 2124561001, ok: true, none: null };
    cyclic.self = cyclic;
    expect(personalDataFindings(cyclic)).toEqual([]);
  });
});
