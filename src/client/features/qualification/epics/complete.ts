import type { AnyAction } from '@reduxjs/toolkit';
import { concat, exhaustMap, filter, mergeMap, of } from 'rxjs';
import { completeQualification } from '../../../../contract/qualification';
import { isUuid } from '../../../../domain/ids';
import { outcomeOf } from '../../../kernel/actions';
import { applicationFormQuery } from '../../../kernel/api/formQueries';
import { reportCustomerChange } from '../../../kernel/changes/actions';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import { wizardAnalyticsSent } from '../../../kernel/wizard/actions';
import { selectWizardAnalyticsSent } from '../../../kernel/wizard/selectors';
import { TRACK } from '../../../../contract/trackNames';
import { finishQualification, qualificationCompleted, qualificationCompleteFailed, qualificationCompleting } from '../actions';
import { FLOW, type QualificationEpicState } from './shared';

/**
 * completed (§2): `POST …/qualification/complete/` once at a time; success → `qualificationCompleted`, the wizard's
 * "Qualification Completed" analytics call unless this wizard already made it for the application (§3 sent analytics
 * lists, issue 12 §2: never twice, also after back/next or a reload), the form overview refetched and
 * `reportCustomerChange` (§4 fan-out); failure → `qualificationCompleteFailed` (§8 error, e.g.
 * what is missing), and "Try again" sends {@link finishQualification} again.
 */
export const completeEpic: AppEpic<QualificationEpicState> = (action$, state$, deps) =>
  action$.pipe(
    filter(finishQualification.match),
    filter((a) => isUuid(a.payload.applicationId)),
    exhaustMap((cmd) => {
      const { applicationId } = cmd.payload;
      return concat(
        of(qualificationCompleting({ applicationId })),
        deps.http.request(endpointRequest(completeQualification, { params: { uuid: applicationId }, body: {} })).pipe(
          mergeMap((result): AnyAction[] =>
            result.ok
              ? [
                  outcomeOf(cmd, qualificationCompleted, { applicationId }),
                  ...(selectWizardAnalyticsSent(state$.value, FLOW, TRACK.qualificationCompleted, applicationId)
                    ? []
                    : [wizardAnalyticsSent({ flow: FLOW, name: TRACK.qualificationCompleted, applicationId })]),
                  applicationFormQuery.refetch({ uuid: applicationId }),
                  reportCustomerChange({ applicationId }),
                ]
              : [outcomeOf(cmd, qualificationCompleteFailed, { applicationId, error: result.error })],
          ),
        ),
      );
    }),
  );
