import {
  acknowledgePayoffStatement, cancelServicingRequest, createServicingRequest, getInvestment, getPayoffStatement, getProductRefinanceTask,
  getServicingRequest, listServicingRequests, listServicingTaskGroups, listServicingTasks, PRODUCT_REFINANCE, renewPayoffStatement,
  saveServicingStep, submitServicingStep,
} from '../../contract';
import { readableApplication, signedIn, writableApplication } from '../access';
import { bind, type Binding } from '../http/binding';
import { notFound } from '../http/errors';
import { inTransaction } from '../repo/sql';
import type { Services } from '../services';
import { readableRequest, writableRequest } from './access';
import { acknowledgePayoff, cancelRequest, presentPayoff, renewPayoff, saveStep, startRequest, submitStep } from './customer';
import { investmentOf, toInvestment } from './investments';
import { currentPayoff } from './payoffs';
import { refinanceTaskOf } from './refinanceTask';
import { findRequest, hasOpenSettlingRequest, requestRowsOf, toServicingRequest } from './requests';
import { servicingTaskGroupsOf, servicingTasksOf } from './tasks';

/**
 * Servicing (issue 11 §3; designed, docs/api.md "Servicing"): the investment, servicing requests with their steps and
 * history, servicing tasks and task groups, payoff statements and the {product} refinance task. Reads need a
 * readable application (404 otherwise, also for a request id reached through someone else's application); writes a
 * writable one (403 for ops and non-owning occupants).
 */
export function servicingBindings(s: Services): Binding[] {
  return [
    bind(getInvestment, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      const row = await inTransaction(s.db, (tx) => investmentOf(s, tx, app));
      return { investment: row ? toInvestment(row, await hasOpenSettlingRequest(s.db, app.uuid)) : null };
    }),

    bind(listServicingRequests, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return Promise.all((await requestRowsOf(s.db, app.uuid)).map((r) => toServicingRequest(s.db, r)));
    }),

    bind(createServicingRequest, async ({ params, body, caller }) => {
      const { app } = await writableApplication(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, async (tx) => {
        const uuid = await startRequest(s, tx, app, body.request_type);
        const row = await findRequest(tx, uuid);
        if (!row) throw notFound();
        return toServicingRequest(tx, row);
      });
    }),

    bind(getServicingRequest, async ({ params, caller }) => {
      const { request } = await readableRequest(s.db, signedIn(caller), params.uuid);
      return toServicingRequest(s.db, request);
    }),

    bind(cancelServicingRequest, async ({ params, body, caller }) => {
      const { request } = await writableRequest(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => cancelRequest(s, tx, request.uuid, body.reason));
    }),

    bind(saveServicingStep, async ({ params, body, caller }) => {
      const { request } = await writableRequest(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => saveStep(s, tx, request.uuid, params.kind, body.revision, body.values));
    }),

    bind(submitServicingStep, async ({ params, caller }) => {
      const { request } = await writableRequest(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => submitStep(s, tx, request.uuid, params.kind));
    }),

    bind(listServicingTasks, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return servicingTasksOf(s.db, app.uuid);
    }),

    bind(listServicingTaskGroups, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return servicingTaskGroupsOf(s.db, app.uuid);
    }),

    bind(getPayoffStatement, async ({ params, caller }) => {
      const { request, app } = await readableRequest(s.db, signedIn(caller), params.uuid);
      return presentPayoff(s, app, await currentPayoff(s.db, request.uuid));
    }),

    bind(acknowledgePayoffStatement, async ({ params, caller }) => {
      const { request, app } = await writableRequest(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => acknowledgePayoff(s, tx, app, request.uuid));
    }),

    bind(renewPayoffStatement, async ({ params, caller }) => {
      const { request } = await writableRequest(s.db, signedIn(caller), params.uuid);
      return inTransaction(s.db, (tx) => renewPayoff(s, tx, request.uuid));
    }),

    bind(getProductRefinanceTask, async ({ params, caller }) => {
      const { request } = await readableRequest(s.db, signedIn(caller), params.uuid);
      return { task: request.request_type === PRODUCT_REFINANCE ? await refinanceTaskOf(s.db, request) : null };
    }),
  ];
}
