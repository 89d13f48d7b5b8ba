import { format, isValid, parse } from 'date-fns';
import fc from 'fast-check';
import { calendarDay, dayOf, isoDay, isoDayOf } from '../../../src/domain/calendarDay';
import { parseBirthDate } from '../../../src/domain/validation/birthDate';

describe('calendar days without date-fns (issue 14 §2)', () => {
  it('names real days only, leap days included', () => {
    expect(calendarDay(2024, 2, 29)?.getDate()).toBe(29);
    expect(calendarDay(2023, 2, 29)).toBeUndefined();
    expect(calendarDay(2024, 13, 1)).toBeUndefined();
    expect(calendarDay(2024, 4, 31)).toBeUndefined();
    expect(calendarDay(0, 1, 1)).toBeUndefined();
  });

  it('keeps years below 100 as written and gives local midnight', () => {
    const day = calendarDay(99, 12, 31);
    expect(day?.getFullYear()).toBe(99);
    expect([day?.getHours(), day?.getMinutes()]).toEqual([0, 0]);
    expect(isoDay(day!)).toBe('0099-12-31');
  });

  it('reads both birth date formats as the same local day, and nothing looser', () => {
    expect(isoDay(parseBirthDate('1980-06-05')!)).toBe('1980-06-05');
    expect(isoDay(parseBirthDate(' 06/05/1980 ')!)).toBe('1980-06-05');
    for (const loose of ['1980-6-5', '6/5/1980', '1980/06/05', '05-06-1980', '1980-06-05T00:00', '02/30/2001']) {
      expect(parseBirthDate(loose)).toBeUndefined();
    }
  });
});

describe('reading and writing the API\'s yyyy-MM-dd days (the settlement figures and the dashboard\'s chart)', () => {
  const dateFnsDay = (iso: string) => parse(iso.slice(0, 10), 'yyyy-MM-dd', new Date(0));

  it('reads a day, or a date-time\'s day, as its local midnight, like date-fns parse', () => {
    expect(dayOf('2026-11-29').getTime()).toBe(new Date(2026, 10, 29).getTime());
    expect(dayOf('2024-02-29T23:59:59Z').getTime()).toBe(new Date(2024, 1, 29).getTime());
  });

  it('answers an Invalid Date for anything that is not a real day', () => {
    for (const text of ['2023-02-29', '2026-13-01', '2026-04-31', '0000-01-01', '2026-1-05', 'soon', '']) {
      expect(isValid(dayOf(text)), text).toBe(false);
    }
  });

  it('agrees with date-fns on every string of the shape, real day or not', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), (y, m, d) => {
        const text = `${y}-${m}-${d}`;
        const ours = dayOf(text);
        const theirs = dateFnsDay(text);
        expect(isValid(ours)).toBe(isValid(theirs));
        if (isValid(ours)) expect(isoDayOf(ours)).toBe(format(theirs, 'yyyy-MM-dd'));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a valid date as yyyy-MM-dd and refuses an Invalid Date, as date-fns format does', () => {
    expect(isoDayOf(new Date(2026, 0, 5, 13, 30))).toBe('2026-01-05');
    expect(() => isoDayOf(new Date(NaN))).toThrow(RangeError);
  });
});
