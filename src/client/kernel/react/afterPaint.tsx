import { createContext, useContext, type FormEvent, type ReactNode } from 'react';

/** Runs work once the press that started it has been painted (app: `kernel/afterNextPaint` over the document). */
export type AfterPaint = (work: () => void) => void;

/** At once where no provider says otherwise: the server's prerender and tests without a browser paint nothing. */
const AfterPaintContext = createContext<AfterPaint>((work) => work());

/** Gives views the way to wait for the next paint (composition root only, as the store). */
export function AfterPaintProvider({ afterPaint, children }: { afterPaint: AfterPaint; children: ReactNode }) {
  return <AfterPaintContext.Provider value={afterPaint}>{children}</AfterPaintContext.Provider>;
}

/**
 * The way views let a keystroke or a press be painted before work it starts (issue 14 §3 INP): `afterPaint(work)` runs
 * `work` once after the next paint (at once without a provider, and when the tab is hidden first).
 */
export function useAfterPaint(): AfterPaint {
  return useContext(AfterPaintContext);
}

/**
 * Makes `<form onSubmit>` handlers that let the press be painted before the form's submit runs (issue 14 §3 INP: "Save and
 * continue" validated every field, dispatched the draft and the submit command and rendered the result before the
 * browser could paint the press). The browser's own submit is prevented at once, as react-final-form's `handleSubmit`
 * would; `handleSubmit` then runs without the event. A second press in between submits once: final-form ignores a
 * submit while one is under way, and a form with errors shows them either way.
 */
export function useSubmitAfterPaint(): (handleSubmit: () => unknown) => (event: FormEvent) => void {
  const afterPaint = useAfterPaint();
  return (handleSubmit) => (event) => {
    event.preventDefault();
    afterPaint(() => void handleSubmit());
  };
}
