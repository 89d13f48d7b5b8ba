/** What {@link afterNextPaint} reads of the document: whether it is shown, its window, and its visibility changes. */
export type PaintingDocument = Pick<Document, 'visibilityState' | 'defaultView' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `work` once, as soon as the browser has had the chance to paint: in a visible tab in a task after its next
 * animation frame; in a hidden tab (which draws no frames) at once; and at once when the tab is hidden before that
 * frame (switched away from, closed or reloaded: the page may never paint again, and work such as keeping a draft must
 * not wait for it). The app's first render waits on it so the prerendered HTML is painted first (issue 14 §1); views
 * reach it only through `kernel/react` `useAfterPaint` and `useSubmitAfterPaint`, which the composition root wires to
 * it (issue 14 §3 INP).
 */
export function afterNextPaint(doc: PaintingDocument, work: () => void): void {
  const win = doc.defaultView;
  if (doc.visibilityState === 'hidden' || !win) {
    work();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    doc.removeEventListener('visibilitychange', onHidden);
    work();
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') run();
  };
  doc.addEventListener('visibilitychange', onHidden);
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
}
