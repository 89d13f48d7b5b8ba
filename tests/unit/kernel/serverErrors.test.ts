import { fieldMessagesOf, formSentence, placeFieldMessages, sameNames } from '../../../src/client/kernel/forms/serverErrors';
import { FETCH_ERROR_TEXT } from '../../../src/domain/errorText';

describe('server field errors for forms (§7 error body, §8)', () => {
  const refused = {
    status: 400,
    data: { detail: 'Some answers need a change.', errors: { 'mortgages.0.lender': ['Required', 'Too short'], phone: [''], non_field_errors: ['Check the form.'] } },
  };

  it('reads the first non-empty message of each key of a 400, in the server order', () => {
    expect(fieldMessagesOf(refused)).toEqual([
      { key: 'mortgages.0.lender', message: 'Required' },
      { key: 'non_field_errors', message: 'Check the form.' },
    ]);
  });

  it('reads no field messages from other failures, even when their body has errors', () => {
    expect(fieldMessagesOf({ status: 500, data: { errors: { phone: ['Bad phone'] } } })).toEqual([]);
    expect(fieldMessagesOf({ status: 'FETCH_ERROR', data: undefined })).toEqual([]);
  });

  it('places messages at nested form paths and keeps the rest for the whole form', () => {
    expect(placeFieldMessages(fieldMessagesOf(refused), (key) => (key.startsWith('mortgages') ? key : null))).toEqual({
      fields: { mortgages: [{ lender: 'Required' }] },
      unplaced: ['Check the form.'],
    });
  });

  it('keeps the first message when two API keys name the same form field', () => {
    const messages = [{ key: 'property.zip_code', message: 'First' }, { key: 'zip_code', message: 'Second' }];
    expect(placeFieldMessages(messages, () => 'zip').fields).toEqual({ zip: 'First' });
  });

  it('offers only the named fields when form and API names match', () => {
    expect(['first_name', 'phone'].map(sameNames('phone'))).toEqual([null, 'phone']);
  });

  it('says the §8 sentence once, then what no field shows', () => {
    expect(formSentence(refused, ['Some answers need a change.', 'Check the form.'])).toBe('Some answers need a change. Check the form.');
    expect(formSentence({ status: 'FETCH_ERROR', data: undefined }, [])).toBe(FETCH_ERROR_TEXT);
  });
});
