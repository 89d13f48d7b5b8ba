import fc from 'fast-check';
import { addDays, format, startOfDay, subYears } from 'date-fns';
import { BIRTH_DATE_MESSAGE, birthDateValidator, validateBirthDate } from '../../../src/domain/validation/birthDate';

const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const today = new Date(2024, 5, 15); // 15 June 2024, local time

describe('§5 birth date rule', () => {
  it('uses the spec message verbatim, typographic apostrophe included', () => {
    expect(BIRTH_DATE_MESSAGE).toBe('You must enter a date that is between 18 and 110 year from today\u2019s date.');
  });

  it('accepts someone turning 18 today and refuses them the day before', () => {
    expect(validateBirthDate('2006-06-15', today)).toBeUndefined();
    expect(validateBirthDate('2006-06-16', today)).toBe(BIRTH_DATE_MESSAGE);
  });

  it('accepts 109-year-olds and refuses someone turning 110 today', () => {
    expect(validateBirthDate('1914-06-16', today)).toBeUndefined();
    expect(validateBirthDate('1914-06-15', today)).toBe(BIRTH_DATE_MESSAGE);
  });

  it('reads the US display format and Date objects too', () => {
    expect(validateBirthDate('06/15/1980', today)).toBeUndefined();
    expect(validateBirthDate(new Date(1980, 5, 15), today)).toBeUndefined();
    expect(validateBirthDate('06/15/2010', today)).toBe(BIRTH_DATE_MESSAGE);
  });

  it.each(['', null, undefined, '2001-02-30', 'yesterday', '1980-6-5', '2030-01-01'])(
    'refuses %j (empty, impossible or future)',
    (value) => expect(validateBirthDate(value, today)).toBe(BIRTH_DATE_MESSAGE),
  );

  it('reads "today" from the injected clock at validation time', () => {
    let now = new Date(2024, 5, 14);
    const validate = birthDateValidator(() => now);
    expect(validate('2006-06-15')).toBe(BIRTH_DATE_MESSAGE);
    now = new Date(2024, 5, 15);
    expect(validate('2006-06-15')).toBeUndefined();
  });

  const anyToday = fc
    .date({ min: new Date(1950, 0, 1), max: new Date(2150, 11, 31), noInvalidDate: true })
    .map((d) => startOfDay(d));

  it('is valid exactly when the whole-year age is in [18, 110)', () => {
    fc.assert(
      fc.property(anyToday, fc.integer({ min: 0, max: 130 }), (now, years) => {
        const verdict = validateBirthDate(iso(subYears(now, years)), now);
        expect(verdict === undefined).toBe(years >= 18 && years < 110);
      }),
    );
  });

  it('refuses anyone one day short of 18, on any date (leap days included)', () => {
    fc.assert(
      fc.property(anyToday, (now) => {
        expect(validateBirthDate(iso(addDays(subYears(now, 18), 1)), now)).toBe(BIRTH_DATE_MESSAGE);
      }),
    );
  });
});
