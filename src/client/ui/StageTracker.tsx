import { MILESTONE_STATE_TEXT, type Milestone } from '../../domain/stageTracker';

/** Props of {@link StageTracker}: the milestones in order (src/domain/stageTracker `stageMilestones`) and the list's name. */
export interface StageTrackerProps {
  milestones: readonly Milestone[];
  label: string;
}

const MARK: Readonly<Record<Milestone['state'], string>> = { done: '✓', current: '●', upcoming: '', stopped: '■', outcome: '✕' };

/**
 * The stage tracker (issue 12 §5): the §4 customer-facing stages as an ordered list of named milestones, each with its
 * state in its accessible name (a visually hidden "completed", "current step", "not started", "stopped here" or
 * "outcome") and `aria-current="step"` on the current one (or the outcome of a closed-lost application). The state is
 * told by words, mark and weight, never by colour alone; the list wraps to one milestone per line on a phone (320 px).
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
          <span className="tracker__mark" aria-hidden="true">{MARK[m.state]}</span>
          <span className="tracker__label">
            {m.label}
            <span className="visually-hidden"> ({MILESTONE_STATE_TEXT[m.state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
