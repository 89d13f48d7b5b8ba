import { useId, useState } from 'react';
import type { CustomerStage } from '../../../../contract/enums';
import { isCustomerStage } from '../../../../domain/stages';
import type { OpsStageOption } from '../listProjection';
import { OPS_SEARCH_MAX_LENGTH } from '../listQuery';

/** Props of {@link OpsListControls}. */
export interface OpsListControlsProps {
  /** The search text when the page opened (later keystrokes are the input's own, so typing never lags). */
  initialSearch: string;
  stage: CustomerStage | null;
  stages: readonly OpsStageOption[];
  onSearch: (q: string) => void;
  onStage: (stage: CustomerStage | null) => void;
}

const ALL = '';

/**
 * The ops table's search box (name or email, case-insensitive, filters as one types) and stage filter (every stage that
 * occurs, "All stages" first). Side by side on a wide screen, one above the other on a phone.
 */
export function OpsListControls({ initialSearch, stage, stages, onSearch, onStage }: OpsListControlsProps) {
  const id = useId();
  const [text, setText] = useState(initialSearch);
  return (
    <div className="ops-controls" role="search" aria-label="Applications">
      <div className="field ops-controls__search">
        <label htmlFor={`${id}-q`}>Search by name or email</label>
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={OPS_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setText(e.currentTarget.value);
            onSearch(e.currentTarget.value);
          }}
        />
      </div>
      <div className="field ops-controls__stage">
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select
          id={`${id}-stage`}
          value={stage ?? ALL}
          onChange={(e) => {
            const value = e.currentTarget.value;
            onStage(isCustomerStage(value) ? value : null);
          }}
        >
          <option value={ALL}>All stages</option>
          {stages.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label} ({s.count})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
