import { PHONE_INVALID_MESSAGE, PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../../../src/domain/validation/phone';

/** A fresh copy of the shared phone-rule loader (its loaded rule is module state). */
async function freshPhoneRule() {
  vi.resetModules();
  return import('../../../src/client/kernel/forms/phoneRule');
}

describe('phone rule, loaded after the page renders (issue #2 §7, issue 14 §2)', () => {
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

  it('answers an empty field or a wrong number of digits at once, before the rule has loaded', async () => {
    const { validatePhoneField } = await freshPhoneRule();
    expect(validatePhoneField(undefined)).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhoneField('   ')).toBe(PHONE_REQUIRED_MESSAGE);
    expect(validatePhoneField('212 456 78')).toBe(PHONE_LENGTH_MESSAGE);
    expect(validatePhoneField('+1 212 456 7890')).toBe(PHONE_LENGTH_MESSAGE);
    const tenDigits = validatePhoneField('2124567890');
    expect(tenDigits).toBeInstanceOf(Promise);
    await expect(tenDigits).resolves.toBeUndefined();
  });

  it('gives epics one answer: at once when no metadata is needed, else once the rule has arrived', async () => {
    const { phoneVerdict$ } = await freshPhoneRule();
    const answers: Array<string | undefined> = [];
    phoneVerdict$('', 'unchecked').subscribe((answer) => answers.push(answer));
    expect(answers).toEqual([PHONE_REQUIRED_MESSAGE]);

    const later = new Promise<string | undefined>((resolve) => phoneVerdict$('(212) 555-0100', 'unchecked').subscribe(resolve));
    expect(answers).toHaveLength(1);
    await expect(later).resolves.toBe(PHONE_INVALID_MESSAGE);
    phoneVerdict$('(212) 456-7890', 'unchecked').subscribe((answer) => answers.push(answer));
    expect(answers).toEqual([PHONE_REQUIRED_MESSAGE, undefined]);
  });
});
