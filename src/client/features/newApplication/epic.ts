import type { Action, AnyAction } from '@reduxjs/toolkit';
import { concatMap, exhaustMap, filter, map, merge, of, take, type Observable } from 'rxjs';
import { createApplication, getApplication } from '../../../contract/application';
import type { EstimatedFico } from '../../../contract/enums';
import type { Address } from '../../../contract/entities';
import { checkDuplicatedAddress } from '../../../contract/lead';
import { isServiceAgreement } from '../../../contract/serviceAgreement';
import { isUuid } from '../../../domain/ids';
import { normaliseZip } from '../../../domain/validation/address';
import { outcomeOf } from '../../kernel/actions';
import { applicationPageEpic, pageQuery } from '../../kernel/api/applicationPage';
import { applicationQuery, loggedUserQuery } from '../../kernel/api/queries';
import type { AppEpic } from '../../kernel/epic';
import { endpointRequest } from '../../kernel/http/endpointRequest';
import type { HttpError } from '../../kernel/http/types';
import { queryInvalidate } from '../../kernel/queryCache/actions';
import type { QueryCacheRootState } from '../../kernel/queryCache/reducer';
import { emitThenRun } from '../../kernel/session/afterReduced';
import {
  closeNewApplication, newApplicationClosed, newApplicationCreated, newApplicationDuplicate, newApplicationFailed,
  newApplicationOpened, newApplicationRedirected, newApplicationUnderAgreement, openNewApplication, retryNewApplication,
  startNewApplication, type NewHome,
} from './actions';

/** The home page of an application (§2 application routes). */
export const applicationHomePath = (applicationId: string) => `/applications/${applicationId}`;

/** §3 Address of the new home: trimmed, unit null when empty, zip digits only, county unknown. */
export function addressOf(home: NewHome): Address {
  const unit = home.unit_number?.trim();
  return {
    street: home.street.trim(),
    unit_number: unit ? unit : null,
    city: home.city.trim(),
    state: home.state.trim(),
    zip_code: normaliseZip(home.zip_code),
    county: null,
  };
}

/**
 * The welcome-back page's open/close/retry — LoggedUser (the first name of "Welcome back") and the application the
 * person came from (its credit estimate carries over) — and its §2 redirect for an id that is not a UUID.
 */
const pageEpic = applicationPageEpic({
  open: openNewApplication,
  close: closeNewApplication,
  retry: retryNewApplication,
  opened: newApplicationOpened,
  closed: newApplicationClosed,
  queries: ({ applicationId }) => [pageQuery(loggedUserQuery), pageQuery(applicationQuery, { uuid: applicationId })],
  invalidId: () => newApplicationRedirected({ reason: 'invalid-id' }),
});

/**
 * The newApplication epic (§2 `/applications/{id}/new-application`, issue #4 §5):
 * - open/close/retry: an id that is not a UUID → applicants list; else (un)subscribe LoggedUser (the first name of
 *   "Welcome back") and the application the person came from (its credit estimate carries over);
 * - start (one at a time): `POST is-service-agreement` → a home already funded on one of the person's applications
 *   answers `newApplicationUnderAgreement` with that application (its investment dashboard, issue 12 §3); then
 *   `POST check-duplicated-address` → a duplicate answers `newApplicationDuplicate`; both create nothing; else `POST v2/customer/application/` with the home and the carried-over `estimated_fico` (read
 *   from the cache, or fetched when not there) → `newApplicationCreated`, ApplicationList and ApplicationProfiles
 *   refreshed, then the new application's home. Any failure → `newApplicationFailed` with the §8 error.
 */
export const newApplicationEpic: AppEpic<QueryCacheRootState> = (action$, state$, deps) => {
  /** The credit estimate of the application the person came from: cached, else fetched. */
  const ficoOf = (applicationId: string): Observable<{ ok: true; fico: EstimatedFico } | { ok: false; error: HttpError }> => {
    const cached = isUuid(applicationId) ? applicationQuery.select(state$.value, { uuid: applicationId }).data : undefined;
    if (cached) return of({ ok: true as const, fico: cached.estimated_fico });
    if (!isUuid(applicationId)) return of({ ok: false as const, error: { status: 404, data: { detail: 'Not found.' } } });
    return deps.http.request(endpointRequest(getApplication, { params: { uuid: applicationId } })).pipe(
      take(1),
      map((r) => (r.ok ? { ok: true as const, fico: r.value.estimated_fico } : { ok: false as const, error: r.error })),
    );
  };

  const start$ = action$.pipe(
    filter(startNewApplication.match),
    exhaustMap((cmd): Observable<AnyAction> => {
      const { applicationId, home } = cmd.payload;
      const address = addressOf(home);
      const failed = (error: HttpError) => of(outcomeOf(cmd, newApplicationFailed, { error }));
      /** Creates the application once both checks passed (the credit estimate carries over). */
      const create = (): Observable<AnyAction> =>
        ficoOf(applicationId).pipe(
          concatMap((fico) => {
            if (!fico.ok) return failed(fico.error);
            const property = {
              address,
              property_type: home.property_type,
              property_usage: home.property_usage,
              estimated_value: home.estimated_value,
              estimated_debt: null,
            };
            return deps.http.request(endpointRequest(createApplication, { body: { property, estimated_fico: fico.fico } })).pipe(
              take(1),
              concatMap((created): Observable<AnyAction> => {
                if (!created.ok) return failed(created.error);
                const events: AnyAction[] = [
                  outcomeOf(cmd, newApplicationCreated, { fromApplicationId: applicationId, applicationId: created.value.uuid }),
                  queryInvalidate({ groups: ['ApplicationList', 'ApplicationProfiles'] }),
                ];
                return emitThenRun(action$ as Observable<Action>, events, () =>
                  deps.navigation.navigate(applicationHomePath(created.value.uuid)),
                ) as Observable<AnyAction>;
              }),
            );
          }),
        );
      const duplicateCheck = (): Observable<AnyAction> =>
        deps.http.request(endpointRequest(checkDuplicatedAddress, { body: { address } })).pipe(
          take(1),
          concatMap((check) => {
            if (!check.ok) return failed(check.error);
            return check.value.is_duplicated ? of(outcomeOf(cmd, newApplicationDuplicate())) : create();
          }),
        );
      return deps.http.request(endpointRequest(isServiceAgreement, { body: { address } })).pipe(
        take(1),
        concatMap((agreement) => {
          if (!agreement.ok) return failed(agreement.error);
          const funded = agreement.value.application_uuid;
          if (agreement.value.is_service_agreement && funded) return of(outcomeOf(cmd, newApplicationUnderAgreement, { applicationId: funded }));
          return duplicateCheck();
        }),
      );
    }),
  );

  return merge(pageEpic(action$, state$, deps), start$);
};
