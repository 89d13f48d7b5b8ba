import type { FormEvent } from 'react';

/** The longest wait for the next frame, ms: a hidden tab paints no frame, and a submit must not wait for it. */
export const PAINT_WAIT_MS = 100;

/**
 * Runs `work` once, in a task after the browser's next paint (a frame, then a 0 ms timer), or after
 * {@link PAINT_WAIT_MS} when no frame comes (a hidden tab; no `requestAnimationFrame`), whichever is first.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, PAINT_WAIT_MS);
}

/**
 * A `<form onSubmit>` handler that lets the press be painted before the form's submit runs (issue 14 §3 INP: the
 * press on "Save and continue" validated every field, dispatched the draft and the submit command and rendered the
 * result before the browser could paint the press). The browser's own submit is prevented at once, as
 * react-final-form's `handleSubmit` would; `handleSubmit` then runs without the event. Pressing again in between
 * submits once: final-form ignores a submit while one is under way, and a form with errors shows them either way.
 */
export function submitAfterPaint(handleSubmit: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    afterNextPaint(() => void handleSubmit());
  };
}
