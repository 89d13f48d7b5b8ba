import { groupByDay, isMeetingChangeable, SLOT_PAST_TEXT, SLOT_TAKEN_TEXT, slotUnavailableReason, zonedTime } from '../../../src/domain/closingTasks';

const NOW = Date.parse('2026-11-25T20:00:00Z');

describe('meeting slots (issue 12 §1)', () => {
  it('a slot can be booked only while it is in the future and not taken', () => {
    expect(slotUnavailableReason({ starts_at: '2026-11-26T17:00:00Z', taken: false }, NOW)).toBeUndefined();
    expect(slotUnavailableReason({ starts_at: '2026-11-26T17:00:00Z', taken: true }, NOW)).toBe(SLOT_TAKEN_TEXT);
    expect(slotUnavailableReason({ starts_at: '2026-11-25T20:00:00Z', taken: false }, NOW)).toBe(SLOT_PAST_TEXT);
    expect(slotUnavailableReason({ starts_at: '2026-11-24T17:00:00Z', taken: true }, NOW)).toBe(SLOT_PAST_TEXT);
  });

  it('a booking can be changed until it starts, never once canceled', () => {
    expect(isMeetingChangeable({ status: 'booked', starts_at: '2026-11-26T17:00:00Z' }, NOW)).toBe(true);
    expect(isMeetingChangeable({ status: 'booked', starts_at: '2026-11-25T19:59:59Z' }, NOW)).toBe(false);
    expect(isMeetingChangeable({ status: 'canceled', starts_at: '2026-11-26T17:00:00Z' }, NOW)).toBe(false);
  });

  it('shows a time in the home’s zone with the zone named and the day in §9 format', () => {
    expect(zonedTime('2026-11-30T17:00:00Z', 'America/Los_Angeles')).toEqual({ dayKey: '2026-11-30', day: 'Monday, 11/30/2026', time: '9:00 AM PST' });
    expect(zonedTime('2026-07-01T13:00:00Z', 'America/New_York').time).toBe('9:00 AM EDT');
    // Late evening UTC is still the previous day in Chicago.
    expect(zonedTime('2026-12-01T03:30:00Z', 'America/Chicago')).toMatchObject({ dayKey: '2026-11-30', time: '9:30 PM CST' });
  });

  it('groups slots by their local day, in time order', () => {
    const zone = 'America/Los_Angeles';
    const groups = groupByDay([
      { uuid: 'c', starts_at: '2026-12-01T17:00:00Z', time_zone: zone },
      { uuid: 'b', starts_at: '2026-11-30T23:00:00Z', time_zone: zone },
      { uuid: 'a', starts_at: '2026-11-30T17:00:00Z', time_zone: zone },
    ]);
    expect(groups.map((g) => [g.day, g.items.map((i) => `${i.uuid} ${i.time}`)])).toEqual([
      ['Monday, 11/30/2026', ['a 9:00 AM PST', 'b 3:00 PM PST']],
      ['Tuesday, 12/01/2026', ['c 9:00 AM PST']],
    ]);
  });
});
