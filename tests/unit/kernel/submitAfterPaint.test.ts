import type { FormEvent } from 'react';
import { afterNextPaint, PAINT_WAIT_MS, submitAfterPaint } from '../../../src/client/kernel/forms/submitAfterPaint';

/** requestAnimationFrame stand-in: frames are run by hand, as the browser would before its next paint. */
function frames() {
  const queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queued.push(cb));
  return { paint: () => queued.splice(0).forEach((cb) => cb(0)) };
}

describe('submitting after the press is painted (issue 14 §3 INP)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('prevents the browser submit at once and submits only once the next frame has been painted', () => {
    const { paint } = frames();
    const handleSubmit = vi.fn();
    const event = { preventDefault: vi.fn() } as unknown as FormEvent;
    submitAfterPaint(handleSubmit)(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(handleSubmit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(handleSubmit).not.toHaveBeenCalled();
    paint();
    expect(handleSubmit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(handleSubmit).toHaveBeenCalledOnce();
    expect(handleSubmit).toHaveBeenCalledWith();
  });

  it('does not wait for a frame that never comes (a hidden tab): it runs after PAINT_WAIT_MS, and once', () => {
    const { paint } = frames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    paint();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs where there is no requestAnimationFrame at all', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(work).toHaveBeenCalledOnce();
  });

  it('keeps the order of the work it was given (an autosave scheduled before a submit runs first)', () => {
    const { paint } = frames();
    const order: string[] = [];
    afterNextPaint(() => order.push('first'));
    afterNextPaint(() => order.push('second'));
    paint();
    vi.advanceTimersByTime(0);
    expect(order).toEqual(['first', 'second']);
  });
});
