/** Props of {@link ProgressBar}: `value` between `min` and `max` (§4 stage progress is 1–20). */
export interface ProgressBarProps {
  value: number;
  min?: number;
  max: number;
  label: string;
  /** Human text for the value, e.g. "Step 4 of 20". */
  valueText?: string;
}

/** An accessible progress bar (role progressbar with its value and text). */
export function ProgressBar({ value, min = 0, max, label, valueText }: ProgressBarProps) {
  const pct = Math.round(((value - min) / (max - min)) * 100);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={valueText}
      >
        <div className="progress__fill" style={{ width: `${Math.max(0, Math.min(100, pct))}%` }} />
      </div>
      {valueText ? <p className="progress__text">{valueText}</p> : null}
    </div>
  );
}
