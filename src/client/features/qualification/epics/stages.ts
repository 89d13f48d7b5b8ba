import type { AnyAction } from '@reduxjs/toolkit';
import { defer, exhaustMap, filter, map, merge, mergeMap, of, type Observable } from 'rxjs';
import { patchProfile, type ProfilePatch } from '../../../../contract/application';
import { isSsnDuplicate, recordConsents } from '../../../../contract/qualification';
import type { ConsentDocument } from '../../../../contract/sectionEnums';
import { isUuid } from '../../../../domain/ids';
import { BIRTH_DATE_MESSAGE, validateBirthDate } from '../../../../domain/validation/birthDate';
import { stripPhoneFormatting } from '../../../../domain/validation/phoneDigits';
import { outcomeOf } from '../../../kernel/actions';
import { loggedUserQuery } from '../../../kernel/api/queries';
import { consentsQuery } from '../../../kernel/api/qualificationQueries';
import { reportCustomerChange, reportProfileChange } from '../../../kernel/changes/actions';
import type { AppEpic } from '../../../kernel/epic';
import { phoneVerdict$ } from '../../../kernel/forms/phoneRule';
import { endpointRequest } from '../../../kernel/http/endpointRequest';
import type { HttpError } from '../../../kernel/http/types';
import { wizardIndexSet, wizardWentBack } from '../../../kernel/wizard/actions';
import { selectCurrentStage, selectWizard } from '../../../kernel/wizard/selectors';
import {
  acknowledgeCreditAuthorization,
  consentsRecorded,
  consentsRecordFailed,
  creditAuthorizationAcknowledged,
  goBackInQualification,
  phoneSaved,
  phoneSaveFailed,
  recordQualificationConsents,
  savePhone,
  ssnRejectedAsDuplicate,
  ssnSaved,
  ssnSaveFailed,
  submitSsn,
} from '../actions';
import { CONSENTS_MISSING_MESSAGE, ssnDigits, validateSsn } from '../fields';
import { REQUIRED_CONSENTS, stageAfter } from '../flow';
import { redact, unseal } from '../secret';
import { advanceTo, clientError, FLOW, profileOf, type QualificationEpicState } from './shared';

/** Shown when the wizard's data is not loaded (the stage is only shown once it is, so this is a safeguard). */
const NOT_LOADED = 'Your details are still loading. Please try again in a moment.';

const validApp = <A extends { payload: { applicationId: string } }>(a: A): boolean => isUuid(a.payload.applicationId);

/**
 * The first stages of the wizard (§2): Back, authorize-credit, user-consent-statements (recordConsents),
 * phone-request (PATCH profile phone when changed) and ssn-request (is-ssn-duplicate, then PATCH profile). Each
 * submit is handled once at a time (a double click sends one request) and answered with its outcome event carrying
 * the command's correlation id; on success the wizard advances to {@link stageAfter} the stage.
 */
export const stagesEpic: AppEpic<QualificationEpicState> = (action$, state$, deps) => {
  const back$ = action$.pipe(
    filter(goBackInQualification.match),
    map((): AnyAction => {
      const state = state$.value;
      const lien = selectWizard(state, FLOW).currentLienIndex;
      if (selectCurrentStage(state, FLOW) === 'mortgage-details' && lien > 0) {
        return wizardIndexSet({ flow: FLOW, index: 'currentLienIndex', value: lien - 1 });
      }
      return wizardWentBack({ flow: FLOW });
    }),
  );

  const acknowledge$ = action$.pipe(
    filter(acknowledgeCreditAuthorization.match),
    filter(validApp),
    mergeMap((cmd) => of(outcomeOf(cmd, creditAuthorizationAcknowledged, cmd.payload), advanceTo(stageAfter('authorize-credit')))),
  );

  const consents$ = action$.pipe(
    filter(recordQualificationConsents.match),
    filter(validApp),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId } = cmd.payload;
      const args = { uuid: applicationId };
      const profile = profileOf(state$.value);
      if (!profile) return of(outcomeOf(cmd, consentsRecordFailed, { applicationId, error: clientError(NOT_LOADED) }));
      const onFile = new Set((consentsQuery.select(state$.value, args).data ?? []).filter((c) => c.profile_uuid === profile.uuid).map((c) => c.document));
      const toRecord = REQUIRED_CONSENTS.filter((d) => cmd.payload.documents.includes(d) && !onFile.has(d));
      const covered = (docs: Set<ConsentDocument>) => REQUIRED_CONSENTS.every((d) => docs.has(d));
      if (toRecord.length === 0) {
        return covered(onFile)
          ? of(outcomeOf(cmd, consentsRecorded, { applicationId, documents: [] }), advanceTo(stageAfter('user-consent-statements')))
          : of(outcomeOf(cmd, consentsRecordFailed, { applicationId, error: clientError(CONSENTS_MISSING_MESSAGE) }));
      }
      return deps.http.request(endpointRequest(recordConsents, { params: { uuid: applicationId }, body: { documents: toRecord } })).pipe(
        mergeMap((result): AnyAction[] => {
          if (!result.ok) return [outcomeOf(cmd, consentsRecordFailed, { applicationId, error: result.error })];
          const mine = new Set(result.value.filter((c) => c.profile_uuid === profile.uuid).map((c) => c.document));
          const refresh = [consentsQuery.refetch(args), reportCustomerChange({ applicationId })];
          if (!covered(mine)) {
            return [outcomeOf(cmd, consentsRecordFailed, { applicationId, error: clientError(CONSENTS_MISSING_MESSAGE) }), ...refresh];
          }
          return [outcomeOf(cmd, consentsRecorded, { applicationId, documents: toRecord }), ...refresh, advanceTo(stageAfter('user-consent-statements'))];
        }),
      );
    }),
  );

  const phone$ = action$.pipe(
    filter(savePhone.match),
    filter(validApp),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId } = cmd.payload;
      const phone = stripPhoneFormatting(cmd.payload.phone);
      // The form has checked the number (so the rule has loaded); if the rule cannot load, the server's check decides.
      return phoneVerdict$(phone, undefined).pipe(
        mergeMap((invalid): Observable<AnyAction> => {
          const profile = profileOf(state$.value);
          if (invalid !== undefined) return of(outcomeOf(cmd, phoneSaveFailed, { applicationId, error: clientError(invalid) }));
          if (!profile) return of(outcomeOf(cmd, phoneSaveFailed, { applicationId, error: clientError(NOT_LOADED) }));
          if (profile.phone !== null && stripPhoneFormatting(profile.phone) === phone) {
            return of(outcomeOf(cmd, phoneSaved, { applicationId, changed: false }), advanceTo(stageAfter('phone-request')));
          }
          return deps.http.request(endpointRequest(patchProfile, { params: { uuid: profile.uuid }, body: { phone } })).pipe(
            mergeMap((result): AnyAction[] =>
              result.ok
                ? [
                    outcomeOf(cmd, phoneSaved, { applicationId, changed: true }),
                    loggedUserQuery.refetch(),
                    reportProfileChange({ applicationId }),
                    advanceTo(stageAfter('phone-request')),
                  ]
                : [outcomeOf(cmd, phoneSaveFailed, { applicationId, error: result.error })],
            ),
          );
        }),
      );
    }),
  );

  const ssn$ = action$.pipe(
    filter(submitSsn.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      // Taken out of the handle first, whatever happens next: the handle is single-use.
      const typed = unseal(cmd.payload.ssn);
      const { applicationId, birthDate } = cmd.payload;
      const fail = (detail: string) => of(outcomeOf(cmd, ssnSaveFailed, { applicationId, error: clientError(detail) }));
      if (!isUuid(applicationId)) return fail(NOT_LOADED);
      const profile = profileOf(state$.value);
      if (!profile) return fail(NOT_LOADED);
      const ssn = typed === undefined ? undefined : ssnDigits(typed);
      const onFile = profile.social_security_number !== null && profile.social_security_number !== '';
      const ssnError = validateSsn(ssn ?? '', onFile);
      if (ssnError !== undefined) return fail(ssnError);
      const today = new Date(deps.clock.now());
      const birthOnFile = profile.birth_date !== null && validateBirthDate(profile.birth_date, today) === undefined;
      if (birthDate !== null ? validateBirthDate(birthDate, today) !== undefined : !birthOnFile) return fail(BIRTH_DATE_MESSAGE);

      const scrubbed = (error: HttpError): HttpError => (ssn ? redact(error, ssn) : error);
      const patch: ProfilePatch = {};
      if (ssn) patch.social_security_number = ssn;
      if (birthDate !== null) patch.birth_date = birthDate;
      const saved: AnyAction[] = [
        outcomeOf(cmd, ssnSaved, { applicationId, ok: true }),
        loggedUserQuery.refetch(),
        reportProfileChange({ applicationId }),
        advanceTo(stageAfter('ssn-request')),
      ];
      const save$ = defer(() =>
        Object.keys(patch).length === 0
          ? of(...saved)
          : deps.http.request(endpointRequest(patchProfile, { params: { uuid: profile.uuid }, body: patch })).pipe(
              mergeMap((result): AnyAction[] =>
                result.ok ? saved : [outcomeOf(cmd, ssnSaveFailed, { applicationId, error: scrubbed(result.error) })],
              ),
            ),
      );
      if (!ssn) return save$;
      return deps.http
        .request(endpointRequest(isSsnDuplicate, { params: { uuid: profile.uuid }, body: { social_security_number: ssn } }))
        .pipe(
          mergeMap((result): Observable<AnyAction> => {
            if (!result.ok) return of(outcomeOf(cmd, ssnSaveFailed, { applicationId, error: scrubbed(result.error) }));
            if (result.value.is_duplicate) return of(outcomeOf(cmd, ssnRejectedAsDuplicate, { applicationId }));
            return save$;
          }),
        );
    }),
  );

  return merge(back$, acknowledge$, consents$, phone$, ssn$);
};
