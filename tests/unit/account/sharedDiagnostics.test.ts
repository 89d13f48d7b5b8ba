import type { OwnDiagnostic } from '../../../src/contract/diagnostics';
import { accountReducer, initialAccountState } from '../../../src/client/features/account/reducer';
import {
  sharedDiagnosticDeleted, sharedDiagnosticDeleteFailed, sharedDiagnosticsLoaded, sharedDiagnosticsLoadFailed,
} from '../../../src/client/features/account/sharedDiagnostics';
import { selectSharedDiagnostics } from '../../../src/client/features/account/sharedDiagnosticsView';

/** The profile's "Diagnostics you shared" (docs/diagnostics.md): what it lists, and what Delete does to the list. */
const own = (uuid: string, code: string): OwnDiagnostic =>
  ({ uuid, code, created_at: '2026-11-28T13:54:00.000Z', expires_at: '2026-12-28T13:54:00.000Z' }) as OwnDiagnostic;
const A = own('0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a', 'HER-7K3Q-92');
const B = own('0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b', 'HER-2NYY-YH');
const view = (...actions: Parameters<typeof accountReducer>[1][]) =>
  selectSharedDiagnostics({ account: actions.reduce(accountReducer, initialAccountState) });

describe('the diagnostics a person shared, on their profile', () => {
  it('lists each with its code, the date it was shared and the date it goes by itself (§9 dates)', () => {
    expect(view().status).toBe('pending');
    expect(view(sharedDiagnosticsLoaded({ items: [A, B] })).rows).toEqual([
      { uuid: A.uuid, code: 'HER-7K3Q-92', sharedOn: '11/28/2026', deletedOn: '12/28/2026', deleteFailed: false },
      { uuid: B.uuid, code: 'HER-2NYY-YH', sharedOn: '11/28/2026', deletedOn: '12/28/2026', deleteFailed: false },
    ]);
  });

  it('drops a deleted one, and says beside it when deleting failed', () => {
    const loaded = sharedDiagnosticsLoaded({ items: [A, B] });
    expect(view(loaded, sharedDiagnosticDeleted({ uuid: A.uuid })).rows.map((r) => r.code)).toEqual(['HER-2NYY-YH']);
    const failed = view(loaded, sharedDiagnosticDeleteFailed({ uuid: B.uuid, error: { status: 'FETCH_ERROR', data: undefined } }));
    expect(failed.rows.map((r) => [r.code, r.deleteFailed])).toEqual([['HER-7K3Q-92', false], ['HER-2NYY-YH', true]]);
  });

  it('says why the list could not be loaded (§8 error text)', () => {
    const failed = view(sharedDiagnosticsLoadFailed({ error: { status: 'FETCH_ERROR', data: undefined } }));
    expect(failed.status).toBe('rejected');
    expect(failed.error).toMatch(/temporary interruption/);
  });
});
