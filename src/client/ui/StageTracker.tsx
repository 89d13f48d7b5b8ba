import type { ReactElement } from 'react';
import { MILESTONE_STATE_TEXT, type Milestone } from '../../domain/stageTracker';

/** Props of {@link StageTracker}: the milestones in order (src/domain/stageTracker `stageMilestones`) and the list's name. */
export interface StageTrackerProps {
  milestones: readonly Milestone[];
  label: string;
}

const CHECK = <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />;
const CROSS = <path d="M4.5 4.5l7 7M11.5 4.5l-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />;
const BAR = <path d="M4.5 8h7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />;

/** The mark drawn in each state's circle: a check when done, a cross for the outcome, a bar where it stopped; the current step is a filled circle (CSS). */
const MARK: Readonly<Record<Milestone['state'], ReactElement | null>> = { done: CHECK, current: null, upcoming: null, stopped: BAR, outcome: CROSS };

/**
 * The stage tracker (issue 12 §5): the §4 customer-facing stages as an ordered list of named milestones, each with its
 * state in its accessible name (a visually hidden "completed", "current step", "not started", "stopped here" or
 * "outcome") and `aria-current="step"` on the current one (or the outcome of a closed-lost application). The state is
 * told by words, mark and weight, never by colour alone: a check mark when done, a filled circle for the current step,
 * a dashed circle to come, joined by a connector line that is green up to where the application is. One milestone per
 * line, so it fits a 320 px phone.
 */
export function StageTracker({ milestones, label }: StageTrackerProps) {
  return (
    <ol className="tracker" aria-label={label}>
      {milestones.map((m) => (
        <li
          key={m.key}
          className={`tracker__step tracker__step--${m.state}`}
          aria-current={m.state === 'current' || m.state === 'outcome' ? 'step' : undefined}
        >
          <span className="tracker__mark" aria-hidden="true">
            {MARK[m.state] ? <svg viewBox="0 0 16 16">{MARK[m.state]}</svg> : null}
          </span>
          <span className="tracker__label">
            {m.label}
            <span className="visually-hidden"> ({MILESTONE_STATE_TEXT[m.state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
