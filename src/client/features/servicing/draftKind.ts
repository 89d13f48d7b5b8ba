import type { ServicingStepKind } from '../../../contract/servicing/enums';
import { saveServicingStep } from '../../../contract/servicing/endpoints';
import type { ServicingStep } from '../../../contract/servicing/request';
import { STEP_VALUES } from '../../../contract/servicing/stepValues';
import { servicingRequestQuery } from '../../kernel/api/servicingQueries';
import { unsendable, type KindRow } from '../../kernel/drafts/draftKinds';
import { endpointRequest } from '../../kernel/http/endpointRequest';

const STEP_UNSENDABLE = unsendable('step');

/**
 * Servicing step screens (issue 11): `PUT …/servicing-request/{uuid}/steps/{kind}/` with `{ revision, values }`,
 * answering the step; the server's revision is that step's in the cached servicing request.
 */
export const servicingStepDraftKind: KindRow<{ kind: 'servicing-step'; requestUuid: string; stepKind: ServicingStepKind }> = (
  _applicationId,
  { requestUuid, stepKind },
) => {
  const args = { uuid: requestUuid };
  return {
    server: (state) => {
      const q = servicingRequestQuery.select(state, args);
      const step = q.data?.steps.find((s: ServicingStep) => s.kind === stepKind);
      return { settled: q.status === 'fulfilled' || q.status === 'rejected', revision: step?.revision };
    },
    saveRequest: (revision, values) =>
      STEP_VALUES[stepKind].is(values)
        ? endpointRequest(saveServicingStep, { params: { uuid: requestUuid, kind: stepKind }, body: { revision, values } })
        : null,
    refresh: (state) => (servicingRequestQuery.select(state, args).status !== 'uninitialized' ? [servicingRequestQuery.refetch(args)] : []),
    subscribe: () => servicingRequestQuery.subscribe(args),
    unsubscribe: () => servicingRequestQuery.unsubscribe(args),
    unsendable: STEP_UNSENDABLE,
    logFields: { step: stepKind },
  };
};
