import { randomInt } from 'node:crypto';
import {
  allApplicationProfilesFromUser, createApplication, customerChanged, getApplication, getDealTeam, isUuid,
  listApplications, listBackgroundTasks, listTasks, patchApplication,
} from '../../contract';
import { isStageBefore } from '../../domain/stages';
import { readableApplication, signedIn, writableApplication } from '../access';
import { bind, type Binding } from '../http/binding';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import {
  allApplications, applicationsOf, findApplication, insertApplication, insertAppProfile, placementsOf, toApplication,
  updateApplication, type ApplicationRow,
} from '../repo/applications';
import { hasChangesSinceLastCall } from '../repo/changes';
import { estimateOf } from '../repo/estimates';
import { settleCreditPulls } from '../repo/credit';
import { outcomeViewerOf, type OutcomeViewer } from '../outcomes/creditDisclosure';
import { inTransaction, type Sql } from '../repo/sql';
import { assignDealTeam, dealTeamOf } from '../repo/staff';
import { backgroundTasksOf, completeTasks, insertBackgroundTask, insertTasks, starterTasks, tasksOf } from '../repo/tasks';
import type { Services } from '../services';
import { FieldChecks, normaliseAddress } from '../validate';
import { decideQualification } from '../qualification';
import { unableToOffer } from './lead';

/** Re-reads an application after a write (it exists: the caller just wrote it). */
async function reload(sql: Sql, uuid: string, viewer: OutcomeViewer) {
  const row = await findApplication(sql, uuid);
  if (!row) throw notFound();
  return toApplication(sql, row, viewer);
}

/**
 * Applications (§7): read, list, create (v2), patch, and the Tasks, BackgroundTasks, DealTeam data groups and
 * customer-changed. Every id goes through src/sandbox/access.ts (404 when not the caller's, 403 when read-only).
 */
export function applicationBindings(s: Services): Binding[] {
  return [
    // ETag/304 (issue #5 §1): the ops view polls this every 3 s; an unchanged application answers 304, no body.
    bind(getApplication, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { app } = await readableApplication(s.db, me, params.uuid);
      return toApplication(s.db, app, outcomeViewerOf(me));
    }, { etag: true }),

    bind(listApplications, async ({ query, caller }) => {
      const me = signedIn(caller);
      const other = query.profile_uuid;
      if (other !== undefined && !isUuid(other)) throw invalid({ profile_uuid: ['Must be a UUID'] });
      let rows: ApplicationRow[];
      if (me.role === 'ops') rows = await allApplications(s.db, other);
      else rows = await applicationsOf(s.db, me.uuid, other !== undefined && other !== me.uuid ? other : undefined);
      return Promise.all(rows.map((r) => toApplication(s.db, r, outcomeViewerOf(me))));
    }),

    bind(createApplication, async ({ body, caller }) => {
      const me = signedIn(caller);
      if (me.role === 'ops') throw forbidden('Operations users have a read-only view.');
      const property = { ...body.property, address: normaliseAddress(body.property.address) };
      new FieldChecks().address('property.address', property.address).done();
      const decision = decideQualification({
        address: property.address,
        ...(property.property_type !== null && { property_type: property.property_type }),
        ...(property.estimated_value !== null && { estimated_value: property.estimated_value }),
        ...(property.estimated_debt !== null && { estimated_debt: property.estimated_debt }),
        estimated_fico: body.estimated_fico,
      }, s.config);
      if (decision.reason) throw unableToOffer(decision.reason);
      const now = s.now();
      const uuid = await inTransaction(s.db, async (tx) => {
        const appUuid = await insertApplication(tx, {
          stage: 'pending-app-submit', estimated_fico: body.estimated_fico, ownership: null, property,
          ...assignDealTeam(randomInt(0, 1_000_000)),
        }, now);
        await insertAppProfile(tx, appUuid, me.uuid, { position: 1, profile_type: 'applicant', on_title: true });
        await insertTasks(tx, appUuid, starterTasks(me.uuid).filter((t) => t.task_type !== 'set-password'), now);
        await insertBackgroundTask(tx, appUuid, { task_type: 'property-valuation', status: 'completed', result: 'valuation_received', createdMs: now, finishedMs: now });
        return appUuid;
      });
      return reload(s.db, uuid, outcomeViewerOf(me));
    }),

    bind(patchApplication, async ({ params, body, caller }) => {
      const me = signedIn(caller);
      const viewer = outcomeViewerOf(me);
      const { app } = await writableApplication(s.db, me, params.uuid);
      const property = body.property && { ...body.property, address: normaliseAddress(body.property.address) };
      if (property) {
        new FieldChecks().address('property.address', property.address).done();
        if (!isStageBefore(app.stage, 'pending-doc-upload')) {
          throw new HttpError(400, 'The property can no longer be changed: the application has been submitted.', {
            property: ['The property can no longer be changed at this stage.'],
          });
        }
      }
      if (body.ie_acknowledged && !(await estimateOf(s.db, app.uuid))) {
        throw new HttpError(409, 'There is no Investment Estimate to acknowledge yet.');
      }
      // Acknowledging again changes nothing (no version bump, so no needless refresh).
      const acknowledge = body.ie_acknowledged === true && !app.ie_acknowledged;
      if (!property && !acknowledge) return toApplication(s.db, app, viewer);
      await inTransaction(s.db, async (tx) => {
        const tasksChanged = acknowledge
          ? (await completeTasks(tx, 'review-investment-estimate', { applicationUuid: app.uuid })).length > 0
          : false;
        await updateApplication(tx, app.uuid, { ...(acknowledge && { ie_acknowledged: true }), property, tasksChanged }, s.now());
      });
      return reload(s.db, app.uuid, viewer);
    }),

    bind(listBackgroundTasks, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      // A credit pull finishes when it is read after its ready time (no timers: tests move the clock).
      await inTransaction(s.db, (tx) => settleCreditPulls(tx, app, s.now()));
      return backgroundTasksOf(s.db, app.uuid);
    }),

    bind(listTasks, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return tasksOf(s.db, app.uuid);
    }),

    bind(getDealTeam, async ({ params, caller }) => {
      const { app } = await readableApplication(s.db, signedIn(caller), params.uuid);
      return dealTeamOf(s.db, app);
    }),

    bind(customerChanged, async ({ params, caller }) => {
      const me = signedIn(caller);
      const { app } = await readableApplication(s.db, me, params.uuid);
      return { has_changes: await hasChangesSinceLastCall(s.db, me.uuid, app.uuid, app.version) };
    }),

    bind(allApplicationProfilesFromUser, async ({ caller }) => {
      const me = signedIn(caller);
      const places = await placementsOf(s.db, me.uuid);
      return {
        results: places.map((p) => ({
          uuid: p.uuid, application_uuid: p.application_uuid, position: p.position, profile_type: p.profile_type, stage: p.stage,
        })),
      };
    }),
  ];
}
