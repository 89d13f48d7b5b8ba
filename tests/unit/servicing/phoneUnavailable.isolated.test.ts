import { createForm } from 'final-form';
import { vi } from 'vitest';
import { stepFormErrors, stepFormValidator } from '../../../src/client/features/servicing/formErrors';
import { PHONE_LENGTH_MESSAGE, PHONE_REQUIRED_MESSAGE } from '../../../src/domain/validation/messages';

/*
 * The §5 phone rule's chunk cannot be fetched (offline, a deploy replaced it): a step form lets a well-shaped phone
 * number through — the server applies the same rule on submit — and its validation settles after one try per answer,
 * never waiting again for the rule. The dynamic import in kernel/forms/phoneRule fails as a missing chunk does.
 */

const fetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/domain/validation/phone', () => {
  fetches.count += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

const context = { today: '2026-05-10', requestType: 'home-sale' } as const;
const listing = {
  listing_date: '2026-05-01', list_price: '950,000', agent_name: 'Ana Agent', agent_phone: '(212) 555-0100', agent_email: 'ana@agency.com',
  expected_closing_date: '2026-07-01',
};

beforeEach(() => {
  fetches.count = 0;
});

describe('a step form when the phone rule cannot be fetched (issue 11 §2, §5 phone rule)', () => {
  it('lets a well-shaped agent phone through once the fetch has failed, trying the fetch once', async () => {
    const errors = stepFormErrors('home-listing', listing, context);
    expect(errors).toBeInstanceOf(Promise);
    await expect(errors).resolves.toEqual({});
    // A fetch started by a second pass would be under way by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetches.count).toBe(1);
  });

  it('keeps the other answers, and the phone answers that need no metadata, at once', async () => {
    const wrongLength = stepFormErrors('home-listing', { ...listing, agent_phone: '212 555' }, context);
    expect(wrongLength).not.toBeInstanceOf(Promise);
    expect(wrongLength).toEqual({ agent_phone: PHONE_LENGTH_MESSAGE });
    await expect(stepFormErrors('third-party-lender-info', { loan_officer_phone: '212 555 0100' }, context)).resolves.toMatchObject({
      lender_name: expect.any(String), loan_officer_email: expect.any(String),
    });
    const empty = stepFormErrors('third-party-lender-info', {}, context);
    expect(empty).not.toBeInstanceOf(Promise);
    expect(empty).toMatchObject({ loan_officer_phone: PHONE_REQUIRED_MESSAGE });
    expect(fetches.count).toBe(1);
  });

  it('submits the step: the form settles instead of waiting for the rule again', async () => {
    const validate = stepFormValidator('home-listing');
    const onSubmit = vi.fn();
    const form = createForm<Record<string, unknown>>({ onSubmit, initialValues: listing, validate: (values) => validate(values, context) });
    form.registerField('agent_phone', () => undefined, { error: true });
    await form.submit();
    expect(form.getState()).toMatchObject({ validating: false, errors: {} });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
