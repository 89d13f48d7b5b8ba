import type { UploadRowView } from '../../kernel/uploads/selectors';
import { Button } from '../Button';
import { ProgressBar } from '../ProgressBar';
import './uploads.css';

/** Statuses that show the progress bar (bytes sent of the file's size). */
const SHOWS_PROGRESS = new Set(['requesting', 'uploading', 'completing', 'done']);

/** Props of {@link UploadRows}. */
export interface UploadRowsProps {
  rows: readonly UploadRowView[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  /** The list's heading (default "Your uploads") and its id (default `uploads-heading`; unique per page). */
  heading?: string;
  headingId?: string;
  /** Level of the list's heading in the page outline (default 2; e.g. 5 under a step's h4). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * Uploads of this visit, one row each (issue #4 §2; issue 11 request pages): name, type, a progress bar with "1.2 MB of
 * 3.4 MB", the status announced politely, and Cancel / Try again. Nothing when there are no rows.
 */
export function UploadRows({ rows, onCancel, onRetry, heading = 'Your uploads', headingId = 'uploads-heading', headingLevel = 2 }: UploadRowsProps) {
  if (rows.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <ul className="list-plain">
        {rows.map((row) => (
          <li className="card" key={row.id}>
            <p className="doc-row__title">
              <strong>{row.fileName}</strong> · {row.typeLabel}
            </p>
            {SHOWS_PROGRESS.has(row.status) ? (
              <ProgressBar value={row.loaded} min={0} max={Math.max(row.total, 1)} label={`Upload of ${row.fileName}`} valueText={row.progressText} />
            ) : null}
            <p className={row.failed ? 'doc-row__status doc-row__status--error' : 'doc-row__status'} role="status" aria-live="polite">
              {row.statusText}
            </p>
            {row.canRetry || row.canCancel ? (
              <div className="doc-row__actions">
                {row.canRetry ? (
                  <Button variant="secondary" mutates onClick={() => onRetry(row.id)}>
                    Try again<span className="visually-hidden"> uploading {row.fileName}</span>
                  </Button>
                ) : null}
                {row.canCancel ? (
                  <Button variant="secondary" onClick={() => onCancel(row.id)}>
                    Cancel<span className="visually-hidden"> uploading {row.fileName}</span>
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
