import type { Artifacts, Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { requestsIn, simulatedLcpRequests } from '../../../scripts/bench/lcpPath';

describe('the requests a simulated LCP waited for (bench "LCP requests")', () => {
  it('counts the requests among the simulated nodes, not the main-thread tasks', () => {
    const nodes = [{ type: 'network' }, { type: 'cpu' }, { type: 'network' }, { type: 'network' }, { type: 'cpu' }];
    expect(requestsIn(nodes)).toBe(3);
    expect(requestsIn(new Map(nodes.map((node) => [node, {}])).keys())).toBe(3);
  });

  it('is not a number, rather than a wrong count, for a run whose trace is missing', async () => {
    const settings = { throttlingMethod: 'simulate' } as Result['configSettings'];
    await expect(simulatedLcpRequests({ GatherContext: { gatherMode: 'navigation' } } as unknown as Artifacts, settings)).resolves.toBeNaN();
  });
});
