import fc from 'fast-check';
import {
  CO_OWNER_EMAIL_DUPLICATE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_SPACES_MESSAGE,
  TEST_ACCOUNT_EMAIL_SITE,
  normaliseLeadEmail,
  testAccountEmailMessage,
  validateCoOwnerEmailDistinct,
  validateEmail,
} from '../../../src/domain/validation/email';

describe('§5 email rules', () => {
  it('uses the spec messages verbatim', () => {
    expect(EMAIL_REQUIRED_MESSAGE).toBe('An email is required');
    expect(EMAIL_INVALID_MESSAGE).toBe('Enter a valid email address');
    expect(EMAIL_SPACES_MESSAGE).toBe("The email address can't include spaces");
    expect(testAccountEmailMessage('acme.test')).toBe('@acme.test emails are not supported in production');
    expect(CO_OWNER_EMAIL_DUPLICATE_MESSAGE).toBe(
      'The email address cannot be the same as any other co-owner or the applicant.',
    );
  });

  it.each(['', '   ', null, undefined])('requires an email (%j)', (v) => expect(validateEmail(v)).toBe(EMAIL_REQUIRED_MESSAGE));

  it.each(['jane doe@example.com', ' jane@example.com', 'jane@example.com ', 'jane@exa\tmple.com'])(
    'refuses spaces in %j',
    (v) => expect(validateEmail(v)).toBe(EMAIL_SPACES_MESSAGE),
  );

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'jane@example.c', 'jane@-example.com'])(
    'refuses the malformed %j',
    (v) => expect(validateEmail(v)).toBe(EMAIL_INVALID_MESSAGE),
  );

  it.each(['jane@example.com', 'Jane.Doe+hea@mail.example.co.uk', "o'brien@example.org"])('accepts %j', (v) => {
    expect(validateEmail(v)).toBeUndefined();
  });

  it('refuses the test-account domain in production, in any case, and allows it elsewhere', () => {
    const message = testAccountEmailMessage(TEST_ACCOUNT_EMAIL_SITE);
    expect(validateEmail(`qa@${TEST_ACCOUNT_EMAIL_SITE}`)).toBe(message);
    expect(validateEmail(`QA@${TEST_ACCOUNT_EMAIL_SITE.toUpperCase()}`)).toBe(message);
    expect(validateEmail(`qa@${TEST_ACCOUNT_EMAIL_SITE}`, { production: false })).toBeUndefined();
    expect(validateEmail('qa@acme.com', { site: 'acme.com' })).toBe('@acme.com emails are not supported in production');
    expect(validateEmail('qa@notacme.com', { site: 'acme.com' })).toBeUndefined();
  });

  it('accepts any RFC 5322 dot-atom address (outside production, so any domain)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(validateEmail(email, { production: false })).toBeUndefined();
      }),
    );
  });

  it('refuses any valid address once a space is put in it', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, n) => {
        const at = n % (email.length + 1);
        expect(validateEmail(email.slice(0, at) + ' ' + email.slice(at))).toBe(EMAIL_SPACES_MESSAGE);
      }),
    );
  });

  it('lower-cases the lead email, idempotently', () => {
    expect(normaliseLeadEmail(' Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    fc.assert(
      fc.property(fc.emailAddress().chain((e) => fc.mixedCase(fc.constant(e))), (e) => {
        const once = normaliseLeadEmail(e);
        expect(once).toBe(e.toLowerCase());
        expect(normaliseLeadEmail(once)).toBe(once);
      }),
    );
  });

  describe('co-owner email distinct', () => {
    const others = ['applicant@example.com', 'coowner2@example.com', null, undefined, ''];

    it('refuses the applicant’s or another co-owner’s email, ignoring case and spaces', () => {
      expect(validateCoOwnerEmailDistinct('Applicant@Example.com', others)).toBe(CO_OWNER_EMAIL_DUPLICATE_MESSAGE);
      expect(validateCoOwnerEmailDistinct(' coowner2@example.com', others)).toBe(CO_OWNER_EMAIL_DUPLICATE_MESSAGE);
    });

    it('accepts a new email and leaves a missing one to the required rule', () => {
      expect(validateCoOwnerEmailDistinct('me@example.com', others)).toBeUndefined();
      expect(validateCoOwnerEmailDistinct('', others)).toBeUndefined();
    });
  });
});
