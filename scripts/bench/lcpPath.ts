import type { Artifacts, Result } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** A node of Lighthouse's simulated page graph, as far as the count needs it: a request (`network`) or a task (`cpu`). */
export type SimulatedNode = { type: string };

/**
 * The requests in a simulated LCP: how many of `nodes` (the nodes Lighthouse's simulation ran before the largest
 * paint) are requests, the document included. On this machine's simulated phone every request costs about one round
 * trip (150 ms) on one of six connections, so a page whose first screen waits for some forty small scripts waits
 * for seven rounds of them (docs/performance.md "Signed-in pages").
 */
export function requestsIn(nodes: Iterable<SimulatedNode>): number {
  let count = 0;
  for (const node of nodes) if (node.type === 'network') count += 1;
  return count;
}

/**
 * The requests Lighthouse's simulated LCP waited for in one run: {@link requestsIn} its optimistic graph (what the
 * largest paint needed; Lighthouse's LCP is the mean of that simulation and a pessimistic one), computed again from
 * the run's trace and network log as Lighthouse does.
 * NaN when the run has no trace or the simulation cannot be run (e.g. a page without a largest paint).
 */
export async function simulatedLcpRequests(artifacts: Artifacts, settings: Result['configSettings']): Promise<number> {
  try {
    const lcp = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      },
      { computedCache: new Map() } as Parameters<typeof LanternLargestContentfulPaint.request>[1],
    );
    return requestsIn(lcp.optimisticEstimate.nodeTimings.keys());
  } catch {
    return NaN;
  }
}
