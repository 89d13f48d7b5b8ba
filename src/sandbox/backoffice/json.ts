import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../contract';
import { readableDocument } from '../access';
import { notFound } from '../http/errors';
import { getObject } from '../repo/documents';
import type { Services } from '../services';
import { opsFromEither, opsFromHeader } from './auth';
import { applicationDetail, CONTROLS, listForBackOffice } from './controls';
import { CLOSING_TASK_CONTROLS } from './closingTaskControls';
import { MESSAGE_CONTROLS, messagesDetail, openThread } from './messageControls';
import { OUTCOME_CONTROLS } from './outcomeControls';
import { SERVICING_CONTROLS, servicingDetail } from './servicingControls';

type ById = { Params: { uuid: string } };

/**
 * The back office as JSON (ARCHITECTURE.md "The sandbox server"; the CLI scripts/backoffice.ts uses it), every route
 * with `Authorization: JWT <ops token>` (401 without, 403 for customers). Not in the §7 contract; docs/sandbox.md.
 * - `GET /sandbox/applications` → `{ applications: [{ uuid, external_id, customer_name, customer_email, stage, customer_stage, updated_at }] }`
 * - `GET /sandbox/applications/:uuid` → `{ application, next_stage, tasks, documents, estimate, envelope }`
 * - `POST /sandbox/applications/:uuid/{advance | stage | estimate | document-requests | envelope | fund}` and
 *   `POST /sandbox/documents/:uuid/review` → `{ detail, application_uuid, stage, customer_stage }`
 * - `GET /sandbox/documents/:uuid/file` → the stored bytes (also with the page's cookie).
 * - issue 11: `GET /sandbox/applications/:uuid/servicing` → `{ investment, requests, tasks, payoff_statements }`;
 *   `POST /sandbox/servicing-requests/:uuid/{status | approval | document-requests | payoff-statement | settle}` →
 *   `{ detail, application_uuid, request_uuid, status, approval_status, next_actor }`.
 * - messages: `GET /sandbox/applications/:uuid/messages` → `{ messages, unread }` (marks nothing read);
 *   `GET /sandbox/applications/:uuid/messages/:message` → `{ application_uuid, thread, subject, messages, marked_read }`
 *   (the thread of that message, oldest first; the homeowners' messages in it are read by the deal team from now);
 *   `POST /sandbox/applications/:uuid/messages` `{ from, subject, body }` or `{ from, body, thread }` (an answer) →
 *   `{ detail, application_uuid, message }`.
 * - issue 12 §1: `POST /sandbox/applications/:uuid/appraisal-slots` `{}` → `{ detail, application_uuid, slots_offered }`.
 * - issue 12 §1: `POST /sandbox/applications/:uuid/{deny | withdraw}` (`{ reason, denial_factors? }` / `{ reason }`) →
 *   `{ detail, application_uuid, stage, customer_stage }`.
 */
export function registerBackOfficeJson(app: FastifyInstance, s: Services): void {
  app.get('/sandbox/applications', async (request, reply) => {
    await opsFromHeader(request, s);
    return reply.header('cache-control', 'no-store').send({ applications: await listForBackOffice(s.db) });
  });
  app.get<ById>('/sandbox/applications/:uuid', async (request, reply) => {
    await opsFromHeader(request, s);
    return reply.header('cache-control', 'no-store').send(await applicationDetail(s, request.params.uuid));
  });

  const post = (path: string, run: (uuid: string, body: unknown) => Promise<unknown>) =>
    app.post<ById>(path, async (request, reply) => {
      await opsFromHeader(request, s);
      return reply.header('cache-control', 'no-store').send(await run(request.params.uuid, request.body));
    });
  post('/sandbox/applications/:uuid/advance', (uuid) => CONTROLS.advance(s, uuid));
  post('/sandbox/applications/:uuid/stage', (uuid, body) => CONTROLS.setStage(s, uuid, body));
  post('/sandbox/applications/:uuid/estimate', (uuid, body) => CONTROLS.issueEstimate(s, uuid, body));
  post('/sandbox/applications/:uuid/document-requests', (uuid, body) => CONTROLS.requestDocument(s, uuid, body));
  post('/sandbox/applications/:uuid/envelope', (uuid) => CONTROLS.openEnvelope(s, uuid));
  post('/sandbox/applications/:uuid/fund', (uuid) => CONTROLS.fund(s, uuid));
  post('/sandbox/applications/:uuid/deny', (uuid, body) => OUTCOME_CONTROLS.deny(s, uuid, body));
  post('/sandbox/applications/:uuid/withdraw', (uuid, body) => OUTCOME_CONTROLS.withdraw(s, uuid, body));
  post('/sandbox/documents/:uuid/review', (uuid, body) => CONTROLS.reviewDocument(s, uuid, body));

  app.get<ById>('/sandbox/applications/:uuid/servicing', async (request, reply) => {
    await opsFromHeader(request, s);
    return reply.header('cache-control', 'no-store').send(await servicingDetail(s, request.params.uuid));
  });
  post('/sandbox/servicing-requests/:uuid/status', (uuid, body) => SERVICING_CONTROLS.move(s, uuid, body));
  post('/sandbox/servicing-requests/:uuid/approval', (uuid, body) => SERVICING_CONTROLS.approval(s, uuid, body));
  post('/sandbox/servicing-requests/:uuid/document-requests', (uuid, body) => SERVICING_CONTROLS.requestDocument(s, uuid, body));
  post('/sandbox/servicing-requests/:uuid/payoff-statement', (uuid, body) => SERVICING_CONTROLS.issuePayoff(s, uuid, body));
  post('/sandbox/servicing-requests/:uuid/settle', (uuid, body) => SERVICING_CONTROLS.settle(s, uuid, body));

  app.get<ById>('/sandbox/applications/:uuid/messages', async (request, reply) => {
    await opsFromHeader(request, s);
    return reply.header('cache-control', 'no-store').send(await messagesDetail(s, request.params.uuid));
  });
  app.get<{ Params: { uuid: string; message: string } }>('/sandbox/applications/:uuid/messages/:message', async (request, reply) => {
    await opsFromHeader(request, s);
    return reply.header('cache-control', 'no-store').send(await openThread(s, request.params.uuid, request.params.message));
  });
  post('/sandbox/applications/:uuid/messages', (uuid, body) => MESSAGE_CONTROLS.send(s, uuid, body));
  post('/sandbox/applications/:uuid/appraisal-slots', (uuid, body) => CLOSING_TASK_CONTROLS.offerAppraisalSlots(s, uuid, body));

  app.get<ById>('/sandbox/documents/:uuid/file', async (request, reply) => {
    const caller = await opsFromEither(request, s);
    if (!isUuid(request.params.uuid)) throw notFound();
    const { doc } = await readableDocument(s.db, caller, request.params.uuid);
    const stored = await getObject(s.db, doc.uuid);
    if (!stored) throw notFound();
    // Inline, with the type it was checked to be (magic bytes); nosniff comes with every response.
    const name = doc.file_name.replace(/[^\w.\- ]/g, '_');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${name}"`)
      .type(doc.content_type)
      .send(Buffer.from(stored.bytes));
  });
}
