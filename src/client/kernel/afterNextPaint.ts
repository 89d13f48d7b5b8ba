/**
 * Runs `work` once the browser has had the chance to paint: in a visible tab in a task after its next animation frame,
 * in a hidden tab (which draws no frames) at once. The app's first render waits on it so the prerendered HTML is
 * painted first (issue 14 §1); views reach it only through `kernel/react` `useAfterPaint`, which the composition root
 * wires to it (issue 14 §3 INP).
 */
export function afterNextPaint(doc: Pick<Document, 'visibilityState' | 'defaultView'>, work: () => void): void {
  const win = doc.defaultView;
  if (doc.visibilityState === 'hidden' || !win) work();
  else win.requestAnimationFrame(() => win.setTimeout(work, 0));
}
