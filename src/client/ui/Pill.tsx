import type { ReactNode } from 'react';

/** The tones of a {@link Pill}: neutral (not started, canceled), info (to do, in progress), success, warning, error. */
export type PillTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

/**
 * A status pill ("To do", "Done", "Rejected"): the words carry the status, the tone only reinforces it (never colour
 * alone, WCAG 1.4.1). Each tone's text passes AA contrast on its own background (styles.css `.pill--*`).
 */
export function Pill({ tone = 'neutral', children }: { tone?: PillTone; children: ReactNode }) {
  return <span className={`pill pill--${tone}`}>{children}</span>;
}
