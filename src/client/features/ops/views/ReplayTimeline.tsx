import { useEffect, useRef } from 'react';
import type { TimelineRowView } from '../diagnosticsProjection';

/**
 * The replay's timeline: every entry in words with its time, errors marked, the current step highlighted
 * (`aria-current="step"`) and kept in view; pressing an entry goes to that step. Entries after the current step are
 * greyed (they had not happened yet).
 */
export function ReplayTimeline({ rows, index, onStep }: { rows: readonly TimelineRowView[]; index: number; onStep: (index: number) => void }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const box = list.current;
    // Scroll the list itself (never the page): the current entry stays visible while stepping or playing.
    if (current && box) box.scrollTop = Math.max(0, current.offsetTop - box.offsetTop - box.clientHeight / 2);
  }, [index]);
  return (
    <ol className="diag-timeline" ref={list} aria-label="Timeline" tabIndex={-1}>
      {rows.map((row) => (
        <li key={row.index}>
          <button
            type="button"
            className={`diag-entry${row.error ? ' diag-entry--error' : ''}${row.index > index ? ' diag-entry--later' : ''}`}
            aria-current={row.index === index ? 'step' : undefined}
            onClick={() => onStep(row.index)}
          >
            <span className="diag-entry__time">{row.time}</span>
            <span className="diag-entry__text">
              {row.error ? <span className="visually-hidden">Error: </span> : null}
              {row.text}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
