import { createSelector } from '@reduxjs/toolkit';
import { errorText } from '../../../domain/errorText';
import { formatDate } from '../../../domain/formatDate';
import { ACCOUNT_KEY, initialAccountState, type AccountState } from './reducer';

/** One diagnostic the person shared, as the profile lists it. */
export interface SharedDiagnosticRow {
  uuid: string;
  code: string;
  /** When it was shared (§9 date format). */
  sharedOn: string;
  /** When it will be deleted by itself (§9 date format). */
  deletedOn: string;
  /** Deleting it failed: say so beside it. */
  deleteFailed: boolean;
}

/** The profile's "Diagnostics you shared": loading, the rows, or why the list could not load. */
export interface SharedDiagnosticsView {
  status: 'pending' | 'fulfilled' | 'rejected';
  rows: SharedDiagnosticRow[];
  error: string | null;
}

const slice = (state: { [ACCOUNT_KEY]?: AccountState }) => (state[ACCOUNT_KEY] ?? initialAccountState).shared;

/** The profile's list of shared diagnostics. */
export const selectSharedDiagnostics = createSelector([slice], (s): SharedDiagnosticsView => ({
  status: s.status,
  error: s.error ? errorText(s.error) : null,
  rows: s.items.map((d) => ({
    uuid: d.uuid, code: d.code, sharedOn: formatDate(d.created_at), deletedOn: formatDate(d.expires_at), deleteFailed: s.deleteError === d.uuid,
  })),
}));
