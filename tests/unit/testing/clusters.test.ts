import { SEEDED_CLUSTER_LIFETIME_MS, seededClusterKey } from '../../support/clusters';

describe('the seeded cluster a test sandbox starts as a copy of', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0);

  it('is the same for the same config within one period, and another for another config', () => {
    const key = seededClusterKey({ creditPullDelayMs: 300 }, now);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(seededClusterKey({ creditPullDelayMs: 300 }, now + 1_000)).toBe(key);
    expect(seededClusterKey({ creditPullDelayMs: 301 }, now)).not.toBe(key);
    expect(seededClusterKey(undefined, now)).toBe(seededClusterKey({}, now));
  });

  it('is made again once its period is over: the demo data’s dates are relative to when it was seeded', () => {
    const start = Math.floor(now / SEEDED_CLUSTER_LIFETIME_MS) * SEEDED_CLUSTER_LIFETIME_MS;
    expect(seededClusterKey({}, start + SEEDED_CLUSTER_LIFETIME_MS)).not.toBe(seededClusterKey({}, start));
  });

  it('takes a clock telling the real time for the real clock, and has no key for a clock set elsewhere or another function', () => {
    const real = Date.now();
    expect(seededClusterKey({ now: () => real }, real)).toBe(seededClusterKey({}, real));
    expect(seededClusterKey({ now: () => real - 86_400_000 }, real)).toBeNull();
    expect(seededClusterKey({ siteverifyFetch: fetch }, real)).toBeNull();
  });
});
