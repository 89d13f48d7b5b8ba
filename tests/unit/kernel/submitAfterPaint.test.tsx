import type { FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { AfterPaintProvider, useSubmitAfterPaint, type AfterPaint } from '../../../src/client/kernel/react';

type MakeHandler = ReturnType<typeof useSubmitAfterPaint>;

/** The handler maker a view gets under `afterPaint` (none: no provider above it). */
function makerUnder(afterPaint?: AfterPaint): MakeHandler {
  let made: MakeHandler | undefined;
  function Probe() {
    made = useSubmitAfterPaint();
    return null;
  }
  renderToString(afterPaint ? <AfterPaintProvider afterPaint={afterPaint}><Probe /></AfterPaintProvider> : <Probe />);
  if (!made) throw new Error('the probe did not render');
  return made;
}

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent & { preventDefault: ReturnType<typeof vi.fn> };

describe('submitting after the press is painted (issue 14 §3 INP)', () => {
  it('prevents the browser submit at once and submits only when the app says the press was painted', () => {
    const waiting: Array<() => void> = [];
    const handleSubmit = vi.fn();
    const event = submitEvent();
    makerUnder((work) => waiting.push(work))(handleSubmit)(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(handleSubmit).not.toHaveBeenCalled();
    waiting.shift()?.();
    expect(handleSubmit).toHaveBeenCalledOnce();
    expect(handleSubmit).toHaveBeenCalledWith();
  });

  it('submits at once where nothing paints (no provider: the server, tests)', () => {
    const handleSubmit = vi.fn();
    const event = submitEvent();
    makerUnder()(handleSubmit)(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(handleSubmit).toHaveBeenCalledOnce();
  });
});
