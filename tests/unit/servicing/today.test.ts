import { todayOf } from '../../../src/client/features/servicing/today';

describe('the day the servicing pages compute for (issue 11)', () => {
  it('is the injected clock’s calendar day, yyyy-MM-dd', () => {
    expect(todayOf({ now: () => Date.UTC(2026, 4, 10, 12) })).toBe('2026-05-10');
    expect(todayOf({ now: () => Date.UTC(2035, 11, 31, 12) })).toBe('2035-12-31');
  });
});
