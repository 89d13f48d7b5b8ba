import { PHONE_INVALID_MESSAGE, PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../../../src/domain/validation/phone';

/** A fresh copy of the page's phone-rule loader (its loaded rule is module state). */
async function freshPhoneRule() {
  vi.resetModules();
  return import('../../../src/client/features/funnel/views/phoneRule');
}

describe('phone page rule, loaded after the page renders (issue #2 §7)', () => {
  it('answers with a Promise of the §5 message until the rule has loaded, then synchronously', async () => {
    const { validatePhoneField, loadPhoneRule } = await freshPhoneRule();
    const early = validatePhoneField('(212) 555-0100');
    expect(early).toBeInstanceOf(Promise);
    await expect(early).resolves.toBe(PHONE_INVALID_MESSAGE);

    await loadPhoneRule();
    expect(validatePhoneField('212 456 78')).toBe(PHONE_LENGTH_MESSAGE);
    expect(validatePhoneField('')).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhoneField('(212) 456-7890')).toBeUndefined();
  });

});
