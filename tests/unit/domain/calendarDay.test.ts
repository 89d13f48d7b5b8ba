import { calendarDay, isoDay } from '../../../src/domain/calendarDay';
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
