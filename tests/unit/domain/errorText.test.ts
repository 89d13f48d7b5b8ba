import {
  FETCH_ERROR_TEXT,
  GENERIC_ERROR_TEXT,
  PARSING_ERROR_TEXT,
  TIMEOUT_ERROR_TEXT,
  errorText,
} from '../../../src/domain/errorText';

describe('§8 error text', () => {
  it('gives the spec sentence for a network failure, whatever the data', () => {
    expect(FETCH_ERROR_TEXT).toBe('We\u2019re experiencing a temporary interruption in service. Please try again a little later.');
    expect(errorText({ status: 'FETCH_ERROR', data: { detail: 'ignored' } })).toBe(FETCH_ERROR_TEXT);
  });

  it('gives clear sentences for timeouts and unreadable answers, never the decoder report', () => {
    expect(errorText({ status: 'TIMEOUT_ERROR' })).toBe(TIMEOUT_ERROR_TEXT);
    const parsing = errorText({ status: 'PARSING_ERROR', data: { errors: ['Invalid value undefined supplied to : Application/uuid: Uuid'] } });
    expect(parsing).toBe(PARSING_ERROR_TEXT);
    expect(new Set([FETCH_ERROR_TEXT, TIMEOUT_ERROR_TEXT, PARSING_ERROR_TEXT, GENERIC_ERROR_TEXT]).size).toBe(4);
  });

  it('prefers data.detail', () => {
    expect(errorText({ status: 400, data: { detail: 'Invalid code.', errors: ['other'] } })).toBe('Invalid code.');
  });

  it.each([
    [{ errors: 'Email already used.' }, 'Email already used.'],
    [{ errors: ['First problem.', 'Second problem.'] }, 'First problem.'],
    [{ errors: [{ message: 'Nested problem.' }] }, 'Nested problem.'],
    [{ errors: { email: ['Enter a valid email address'], phone: ['Bad phone'] } }, 'Enter a valid email address'],
    [{ errors: { email: [], phone: ['Bad phone'] } }, 'Bad phone'],
    [{ detail: '', errors: ['Used when detail is empty.'] }, 'Used when detail is empty.'],
  ])('falls back to the first message in data.errors (%j)', (data, text) => {
    expect(errorText({ status: 422, data })).toBe(text);
  });

  it.each([undefined, null, 'Internal Server Error', { errors: [] }, { detail: 42 }, []])(
    'gives a generic sentence when the server says nothing usable (%j)',
    (data) => expect(errorText({ status: 500, data })).toBe(GENERIC_ERROR_TEXT),
  );
});
