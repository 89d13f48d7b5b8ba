import { getAgreementSummary, getInvestmentEstimate, listSnapshots } from '../../contract';
import { readableApplication, signedIn } from '../access';
import { agreementSummaryOf } from '../closing/offer';
import { bind, type Binding } from '../http/binding';
import { estimateOf, snapshotsOf } from '../repo/estimates';
import type { Services } from '../services';

/**
 * The offer (issue #4 §3): the current Investment Estimate (null before the back office issues one), the agreement
 * summary (estimate terms, final once the closing documents are out) and the snapshots, oldest first. Readable by
 * everyone on the application and ops; acknowledging is `PATCH application { ie_acknowledged: true }`.
 */
export function offerBindings(s: Services): Binding[] {
  return [
    bind(getInvestmentEstimate, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return { estimate: (await estimateOf(s.db, app.uuid)) ?? null };
    }),

    bind(getAgreementSummary, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return { summary: await agreementSummaryOf(s.db, app.uuid) };
    }),

    bind(listSnapshots, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return snapshotsOf(s.db, app.uuid);
    }),
  ];
}
