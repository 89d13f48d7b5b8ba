import type { FastifyInstance } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either';
import { closed, InternalStage } from '../contract';
import { customerStageOf, isStageBefore } from '../domain/stages';
import { readableApplication } from './access';
import { forbidden, HttpError, invalid, ioTsErrors } from './http/errors';
import { authenticate } from './http/router';
import { updateApplication } from './repo/applications';
import { markSubmitted } from './repo/sections';
import type { Services } from './services';

const StageChange = closed('StageChange', { stage: InternalStage });

/**
 * Back-office control (ARCHITECTURE.md "The sandbox server"): an ops user moves an application to any internal
 * stage (§4), so the customer and ops views can be watched changing. `POST /sandbox/applications/:uuid/stage`
 * with `Authorization: JWT <ops token>` and `{ stage }`; answers `{ stage, customer_stage }`. Not in the contract.
 */
export function registerBackOffice(app: FastifyInstance, s: Services): void {
  app.post<{ Params: { uuid: string } }>('/sandbox/applications/:uuid/stage', async (request, reply) => {
    const caller = await authenticate(request, s);
    if (caller.role !== 'ops') throw forbidden('Only operations users can move applications.');
    const body = StageChange.decode(request.body);
    if (isLeft(body)) throw invalid(ioTsErrors(body.left));
    const { app: application } = await readableApplication(s.db, caller, request.params.uuid);
    if (application.stage === body.right.stage) throw new HttpError(400, 'The application is already at that stage.');
    await updateApplication(s.db, application.uuid, { stage: body.right.stage, tasksChanged: true }, s.now());
    // Moved back before the submit: the form is open again, so it no longer reads as submitted.
    if (isStageBefore(body.right.stage, 'pending-doc-upload')) await markSubmitted(s.db, application.uuid, null);
    return reply.send({ stage: body.right.stage, customer_stage: customerStageOf(body.right.stage) });
  });
}
