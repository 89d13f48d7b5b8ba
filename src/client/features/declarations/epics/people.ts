import type { AnyAction } from '@reduxjs/toolkit';
import { filter, from, merge, mergeMap, of, type Observable } from 'rxjs';
import { addParty, putSpouse, removeParty, updateParty } from '../../../../contract/parties';
import type { Uuid } from '../../../../domain/ids';
import { validateCoOwnerEmailDistinct, validateEmail } from '../../../../domain/validation/email';
import { outcomeOf } from '../../../kernel/actions';
import { reportCustomerChange, reportProfileChange } from '../../../kernel/changes/actions';
import { editDraft } from '../../../kernel/drafts/actions';
import type { AppEpic } from '../../../kernel/epic';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import { wizardWentBack } from '../../../kernel/wizard/actions';
import {
  coOwnerRemoved, coOwnerRemoveFailed, coOwnerSaved, coOwnerSaveFailed, declarationsStageChanged, removeCoOwner,
  saveCoOwner, saveSpouse, spouseSaved, spouseSaveFailed,
} from '../actions';
import { readDeclarationsValues } from '../answers';
import { INTRO_STAGE, stageKey } from '../flow';
import { otherEmails } from '../model';
import { withSpouse } from '../overlay';
import {
  currentValues, declarationsDraftRef, selectDeclarationsFeature, selectDeclarationsModel, type DeclarationsRootState,
} from '../selectors';
import { advanceFrom, currentOf, FLOW, historyOf, localFieldError } from './shared';

/**
 * The people on the application:
 * - co-owners and occupants: add / update / remove parties (§5 email rules checked before sending), then
 *   `changes/report` (§4 has_changes); a saved co-owner form returns to the people list; answers given for a removed
 *   person are dropped from the draft;
 * - the spouse: §7 `PUT …/profile/{applicantUUID}/spouse/`, then `changes/reportProfile` (§4) and the next stage.
 * Every command is answered by an outcome event carrying its correlation id.
 */
export const peopleEpic: AppEpic<DeclarationsRootState> = (action$, state$, deps) => {
  const saveCoOwner$ = action$.pipe(
    filter(saveCoOwner.match),
    mergeMap((cmd) => {
      const { applicationId, partyUuid, profileType, person } = cmd.payload;
      const model = selectDeclarationsModel(state$.value, applicationId);
      const self = partyUuid === null ? null : (model?.people.find((p) => p.uuid === partyUuid)?.profileUuid ?? null);
      const emailError = validateEmail(person.email) || validateCoOwnerEmailDistinct(person.email, model ? otherEmails(model, self) : []);
      if (emailError) return of(outcomeOf(cmd, coOwnerSaveFailed, { applicationId, error: localFieldError('email', emailError) }));
      const request =
        partyUuid === null
          ? endpointRequest(addParty, { params: { uuid: applicationId }, body: { profile_type: profileType, ...person } })
          : endpointRequest(updateParty, { params: { uuid: applicationId, party: partyUuid }, body: person });
      return deps.http.request(request).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, coOwnerSaveFailed, { applicationId, error: result.error }));
          const history = historyOf(state$.value);
          const onForm = history[history.length - 1] === stageKey('co-owner', 0);
          const from_ = currentOf(state$.value);
          const back: AnyAction[] = onForm
            ? [wizardWentBack({ flow: FLOW }), declarationsStageChanged({ applicationId, from: from_, to: history[history.length - 2] ?? INTRO_STAGE })]
            : [];
          return from([
            reportCustomerChange({ applicationId }),
            ...back,
            outcomeOf(cmd, coOwnerSaved, { applicationId, party: result.value, added: partyUuid === null }),
          ]);
        }),
      );
    }),
  );

  const removeCoOwner$ = action$.pipe(
    filter(removeCoOwner.match),
    mergeMap((cmd) => {
      const { applicationId, partyUuid } = cmd.payload;
      return deps.http.request(endpointRequest(removeParty, { params: { uuid: applicationId, party: partyUuid } })).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, coOwnerRemoveFailed, { applicationId, partyUuid, error: result.error }));
          // Answers given for the removed person are dropped from the draft, so the section never names someone gone.
          const raw = currentValues(state$.value, applicationId);
          const values = readDeclarationsValues(raw);
          const kept = { applicants: values.applicants.filter((a) => a.application_profile_uuid !== partyUuid) };
          const prune = raw !== undefined && kept.applicants.length < values.applicants.length
            ? [editDraft({ ...declarationsDraftRef(applicationId), values: kept })]
            : [];
          return from([...prune, reportCustomerChange({ applicationId }), outcomeOf(cmd, coOwnerRemoved, { applicationId, partyUuid })]);
        }),
      );
    }),
  );

  const saveSpouse$ = action$.pipe(
    filter(saveSpouse.match),
    mergeMap((cmd) => {
      const { applicationId, applicantProfileUuid, onTitle, person } = cmd.payload;
      const model = selectDeclarationsModel(state$.value, applicationId);
      const existing = model?.applicants.find((a) => a.profileUuid === applicantProfileUuid)?.spouse?.profileUuid ?? null;
      const emailError = validateEmail(person.email) || validateCoOwnerEmailDistinct(person.email, model ? otherEmails(model, existing) : []);
      if (emailError) return of(outcomeOf(cmd, spouseSaveFailed, { applicationId, error: localFieldError('email', emailError) }));
      const request = endpointRequest(putSpouse, {
        params: { uuid: applicantProfileUuid },
        body: { application_uuid: applicationId as Uuid, on_title: onTitle, ...person },
      });
      return deps.http.request(request).pipe(
        mergeMap((result): Observable<AnyAction> => {
          if (!result.ok) return of(outcomeOf(cmd, spouseSaveFailed, { applicationId, error: result.error }));
          const state = state$.value;
          const overlay = withSpouse(selectDeclarationsFeature(state).overlay, applicantProfileUuid, result.value);
          const linked = selectDeclarationsModel(state, applicationId, { overlay });
          const from_ = currentOf(state);
          const moves = linked ? advanceFrom(linked, historyOf(state)) : { events: [], to: from_ };
          return from([
            reportProfileChange({ applicationId }),
            ...moves.events,
            declarationsStageChanged({ applicationId, from: from_, to: moves.to }),
            outcomeOf(cmd, spouseSaved, { applicationId, applicantProfileUuid, spouse: result.value }),
          ]);
        }),
      );
    }),
  );

  return merge(saveCoOwner$, removeCoOwner$, saveSpouse$);
};
