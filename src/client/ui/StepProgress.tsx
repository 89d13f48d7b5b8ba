import { ProgressBar } from './ProgressBar';

/** Props of {@link StepProgress}: `current` is 1-based; `noun` names a step ("Step", "Section"). */
export interface StepProgressProps {
  current: number;
  total: number;
  noun?: string;
  /** The progress bar's accessible name (default "Your progress"). */
  label?: string;
}

/**
 * Where a person is in a flow of numbered pages: "Section 3 of 8" with a progress bar whose value is the same (the
 * funnel's "Step n of 9", an application section's "Section n of 8").
 */
export function StepProgress({ current, total, noun = 'Step', label = 'Your progress' }: StepProgressProps) {
  return <ProgressBar value={current} min={0} max={total} label={label} valueText={`${noun} ${current} of ${total}`} />;
}
