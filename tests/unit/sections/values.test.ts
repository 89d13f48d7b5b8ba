import { FORM_ERROR } from 'final-form';
import { SECTION_VALUES } from '../../../src/contract/sections';
import { nextPathAfter, isFormSection } from '../../../src/client/features/sections/sectionOrder';
import { submissionErrorsOf } from '../../../src/client/features/sections/serverErrors';
import { cleanSectionValues, debtOptions, finalizeSectionValues, sameValues } from '../../../src/client/features/sections/values';
import { newListItemId } from '../../../src/client/features/sections/ids';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';

import type { Uuid } from '../../../src/contract/ids';

const M1 = '0f8fad5b-d9cb-469f-a165-70867728950e' as Uuid;
const M2 = '7c9e6679-7425-40de-944b-e07fc1f90ae7' as Uuid;
const L1 = '16fd2706-8baf-433b-82eb-8c7fada847da' as Uuid;

describe('section values made fit for saving', () => {
  it('keeps every answer that fits the contract and leaves out half-built ones, so a save never fails on its shape', () => {
    const typed = { requested_amount: 50_000, use_of_proceeds: ['education', 'not-a-use'], use_of_proceeds_other: '', surprise: 1, empty: undefined };
    const cleaned = cleanSectionValues('investment-information', typed);
    expect(cleaned).toEqual({ requested_amount: 50_000, use_of_proceeds: ['education'], use_of_proceeds_other: '' });
    expect(SECTION_VALUES['investment-information'].is(cleaned)).toBe(true);
  });

  it('checks list items one by one: an item without its id is dropped, the others stay', () => {
    const cleaned = cleanSectionValues('mortgage-details', {
      has_mortgages: true,
      mortgages: [{ id: M1, lender: 'Big Bank', balance: 200_000 }, { lender: 'No id' }, { id: M2, balance: -5 }],
    });
    expect(cleaned).toEqual({ has_mortgages: true, mortgages: [{ id: M1, lender: 'Big Bank', balance: 200_000 }] });
  });

  it('Property Financing records the §3 flags when the person saves and continues', () => {
    expect(finalizeSectionValues('liens', { has_additional_liens: true, liens: [] })).toMatchObject({ additional_liens_submitted: true, finished_liens: true });
    expect(finalizeSectionValues('liens', { has_additional_liens: false })).toMatchObject({ additional_liens_submitted: false, finished_liens: true });
    expect(finalizeSectionValues('payoffs', { has_payoffs: false })).toEqual({ has_payoffs: false });
  });

  it('compares answers regardless of key order', () => {
    expect(sameValues({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
  });
});

describe('debts a payoff can name', () => {
  it('lists mortgages and liens with a holder, readable and with the balance', () => {
    expect(debtOptions([{ id: M1, lender: 'Big Bank', balance: 250_000 }, { id: M2 }], [{ id: L1, lien_type: 'heloc', holder: 'Credit Union', balance: 20_000 }])).toEqual([
      { value: M1, label: 'Mortgage: Big Bank ($250,000)', creditor: 'Big Bank' },
      { value: L1, label: 'Home equity line of credit (HELOC): Credit Union ($20,000)', creditor: 'Credit Union' },
    ]);
  });
});

describe('server errors at the form', () => {
  it('puts each field error at its field (list paths included) and the detail above the button', () => {
    const errors = submissionErrorsOf(
      { status: 400, data: { detail: 'Some answers are missing or need a change.', errors: { 'mortgages.0.lender': ['This field is required'], mortgages_verified: ['Confirm that these are all the mortgages on your home.'] } } },
      (path) => path === 'mortgages.0.lender',
    );
    expect(errors).toEqual({
      mortgages: [{ lender: 'This field is required' }],
      [FORM_ERROR]: 'Some answers are missing or need a change. Confirm that these are all the mortgages on your home.',
    });
  });

  it('a network failure is the §8 sentence for the whole form', () => {
    expect(submissionErrorsOf({ status: 'FETCH_ERROR', data: undefined }, () => true)).toEqual({ [FORM_ERROR]: FETCH_ERROR_TEXT });
  });
});

describe('section order and ids', () => {
  it('moves on in §2 order and returns to the overview after the last section', () => {
    expect(nextPathAfter('app', 'personal-information')).toBe('/applications/app/sections/investment-information');
    expect(nextPathAfter('app', 'payoffs')).toBe('/applications/app/sections/declarations');
    expect(nextPathAfter('app', 'declarations')).toBe('/applications/app/sections');
    expect(isFormSection('liens')).toBe(true);
    expect(isFormSection('declarations')).toBe(false);
    expect(isFormSection('nope')).toBe(false);
  });

  it('new list items get distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newListItemId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
