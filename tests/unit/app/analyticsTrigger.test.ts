import { ANALYTICS_AFTER_LOAD_MS, ANALYTICS_IDLE_TIMEOUT_MS, whenAnalyticsMayLoad, type TriggerWindow } from '../../../src/client/app/analyticsTrigger';

/** A window whose events, timers and idle callbacks the test fires by hand (no real time passes). */
function fakeWindow(readyState: DocumentReadyState = 'loading', idle = true) {
  const listeners = new Map<string, Set<() => void>>();
  const timers = new Map<number, { fn: () => void; ms: number }>();
  const idleCallbacks: Array<{ fn: () => void; timeout?: number }> = [];
  let nextTimer = 1;
  const document = { readyState, visibilityState: 'visible' as DocumentVisibilityState };
  const win = {
    document,
    addEventListener: (type: string, fn: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn),
    setTimeout: (fn: () => void, ms: number) => (timers.set(nextTimer, { fn, ms }), nextTimer++),
    ...(idle ? { requestIdleCallback: (fn: () => void, options?: { timeout: number }) => idleCallbacks.push({ fn, timeout: options?.timeout }) } : {}),
  } as unknown as TriggerWindow;
  return {
    win,
    document,
    emit: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
    runTimers: () => [...timers.entries()].forEach(([id, t]) => (timers.delete(id), t.fn())),
    timers: () => [...timers.values()],
    runIdle: () => idleCallbacks.splice(0).forEach((c) => c.fn()),
    idleCallbacks,
  };
}

describe('whenAnalyticsMayLoad: analytics is not fetched while the page loads (issue 14 §3)', () => {
  it('waits for the load event, then the delay, then an idle moment', () => {
    const w = fakeWindow();
    const start = vi.fn();
    whenAnalyticsMayLoad(w.win, start);
    expect(w.timers()).toHaveLength(0);
    w.emit('load');
    expect(w.timers().map((t) => t.ms)).toEqual([ANALYTICS_AFTER_LOAD_MS]);
    w.runTimers();
    expect(start).not.toHaveBeenCalled();
    expect(w.idleCallbacks.map((c) => c.timeout)).toEqual([ANALYTICS_IDLE_TIMEOUT_MS]);
    w.runIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on the first key press, and only once', () => {
    const w = fakeWindow();
    const start = vi.fn();
    whenAnalyticsMayLoad(w.win, start);
    w.emit('keydown');
    expect(start).toHaveBeenCalledTimes(1);
    w.emit('pointerdown');
    w.emit('load');
    w.runTimers();
    w.runIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('leaving the page does not fetch the sending layer (the entry beacons the outbox instead)', () => {
    const left = fakeWindow('complete');
    const start = vi.fn();
    whenAnalyticsMayLoad(left.win, start);
    left.emit('pagehide');
    left.document.visibilityState = 'hidden';
    left.emit('visibilitychange');
    expect(start).not.toHaveBeenCalled();
  });

  it('a page already loaded starts the delay at once; without requestIdleCallback it starts when the delay is over', () => {
    const w = fakeWindow('complete', false);
    const start = vi.fn();
    whenAnalyticsMayLoad(w.win, start);
    expect(w.timers().map((t) => t.ms)).toEqual([ANALYTICS_AFTER_LOAD_MS]);
    w.runTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
