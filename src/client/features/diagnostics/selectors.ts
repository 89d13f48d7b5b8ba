import { createSelector } from 'reselect';
import { errorText } from '../../../domain/errorText';
import { selectIsSignedIn } from '../../kernel/session/selectors';
import { selectDiagnostics } from './reducer';

/** What the "Share a diagnostic" panel shows. */
export interface SharePanelView {
  status: 'idle' | 'sending' | 'shared' | 'failed';
  /** The reference code once shared (`HER-7K3Q-92`). */
  code: string | null;
  /** Why sending failed, in words (§8 error text). */
  error: string | null;
  /** What "Copy" did: `Copied.`, or how to copy by hand; null before it was pressed. */
  copyNote: string | null;
  /** Signed out: the panel shows the security check (the anonymous share is a protected call, §5). */
  needsBotCheck: boolean;
}

/** The share panel's projection. */
export const selectSharePanel = createSelector(
  [selectDiagnostics, selectIsSignedIn],
  (d, signedIn): SharePanelView => ({
    status: d.status,
    code: d.code,
    error: d.error ? errorText(d.error) : null,
    copyNote: d.copied === null ? null : d.copied ? 'Copied.' : 'Your browser did not let us copy it: select the code and copy it yourself.',
    needsBotCheck: !signedIn,
  }),
);
