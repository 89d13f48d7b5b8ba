import fc from 'fast-check';
import { US_STATE } from '../../../src/contract/enums';
import { EMPTY_ADDRESS_DRAFT, parseAddressLine } from '../../../src/client/features/funnel/addressLine';
import { US_STATE_OPTIONS } from '../../../src/domain/usStates';

describe('parseAddressLine (search stage → manual stage prefill)', () => {
  it.each([
    ['123 Main St, Springfield, IL 62704', { street: '123 Main St', city: 'Springfield', state: 'IL', zip_code: '62704', unit_number: '' }],
    ['123 Main St, Apt 4B, Springfield, IL 62704', { street: '123 Main St', city: 'Springfield', state: 'IL', zip_code: '62704', unit_number: '4B' }],
    ['123 Main St Apt 4B, Springfield, IL 62704', { street: '123 Main St', city: 'Springfield', state: 'IL', zip_code: '62704', unit_number: '4B' }],
    ['500 Oak Avenue #12, Austin, Texas 78701-1234, USA', { street: '500 Oak Avenue', city: 'Austin', state: 'TX', zip_code: '78701-1234', unit_number: '12' }],
    ['77 Elm Rd Portland OR 97201', { street: '77 Elm Rd', city: 'Portland', state: 'OR', zip_code: '97201', unit_number: '' }],
    ['9 Pine Ln Suite 300 Boise id 83702', { street: '9 Pine Ln', city: 'Boise', state: 'ID', zip_code: '83702', unit_number: '300' }],
    ['1 Hill Dr, Charleston, West Virginia', { street: '1 Hill Dr', city: 'Charleston', state: 'WV', zip_code: '', unit_number: '' }],
    ['12 Oak Ct', { street: '12 Oak Ct', city: '', state: '', zip_code: '', unit_number: '' }],
    ['12 Oak Ct, Hartford, CT', { street: '12 Oak Ct', city: 'Hartford', state: 'CT', zip_code: '', unit_number: '' }],
    ['  42   Wallaby Way  ', { street: '42 Wallaby Way', city: '', state: '', zip_code: '', unit_number: '' }],
  ])('%s', (line, expected) => {
    expect(parseAddressLine(line)).toEqual(expected);
  });

  it('gives an empty draft for an empty or blank line', () => {
    expect(parseAddressLine('')).toEqual(EMPTY_ADDRESS_DRAFT);
    expect(parseAddressLine('  ,, ')).toEqual(EMPTY_ADDRESS_DRAFT);
  });

  it('never throws and always answers strings, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (line) => {
        const draft = parseAddressLine(line);
        return Object.values(draft).every((v) => typeof v === 'string') && Object.keys(draft).length === 5;
      }),
      { numRuns: 2000 },
    );
  });

  it('only ever proposes a real USPS state code (or none)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('', ...US_STATE.values, 'Texas', 'new york'), (text, state) => {
        const parsed = parseAddressLine(`${text} ${state}`).state;
        return parsed === '' || (US_STATE.values as readonly string[]).includes(parsed);
      }),
    );
  });

  it('splits well-formed comma-separated addresses back into their parts', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
    const address = fc.record({
      number: fc.integer({ min: 1, max: 99999 }),
      name: word,
      suffix: fc.constantFrom('St', 'Ave', 'Road', 'Blvd', 'Lane'),
      unit: fc.option(fc.stringMatching(/^[1-9][0-9A-C]{0,3}$/), { nil: undefined }),
      city: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      state: fc.constantFrom(...US_STATE_OPTIONS),
      byName: fc.boolean(),
      zip: fc.stringMatching(/^\d{5}(-\d{4})?$/),
    });
    fc.assert(
      fc.property(address, (a) => {
        const street = `${a.number} ${a.name} ${a.suffix}`;
        const line = [street, a.unit ? `Apt ${a.unit}` : null, a.city, `${a.byName ? a.state.label : a.state.value} ${a.zip}`]
          .filter(Boolean)
          .join(', ');
        expect(parseAddressLine(line)).toEqual({
          street,
          unit_number: a.unit ?? '',
          city: a.city,
          state: a.state.value,
          zip_code: a.zip,
        });
      }),
    );
  });
});
