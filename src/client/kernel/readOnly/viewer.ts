import { getProfile } from '../../../contract/application';
import { loggedUserQuery } from '../api/queries';
import { endpointRequest } from '../http/endpointRequest';
import { overrideRequest } from '../queryCache/defineQuery';
import type { SelectedReadOnlyProfile, SessionRootState } from '../session/reducer';
import { selectIsOps, selectSession, selectUserUUID } from '../session/selectors';

/*
 * §6 "a selected read-only profile overrides the application profile": who the portal shows the pages for. A customer
 * sees their own view; an ops user sees the view of the profile chosen in the banner's selector (§2).
 */

/** §3/§6 the ops selector's choice (whose view of which application), or null. */
export const selectSelectedReadOnlyProfile = (state: Partial<SessionRootState>): SelectedReadOnlyProfile | null =>
  selectSession(state).selectedReadOnlyProfile ?? null;

/**
 * The profile uuid whose view the pages show ("me" of the tasks, declarations, home): ops → the selected read-only
 * profile's person (null until one is chosen); a customer → the signed-in person's uuid (token claim).
 */
export function selectViewerProfileUuid(state: Partial<SessionRootState>): string | null {
  if (selectIsOps(state)) return selectSelectedReadOnlyProfile(state)?.profileUuid ?? null;
  return selectUserUUID(state);
}

/**
 * LoggedUser as the viewer (§6): once a profile is chosen in an ops session, `loggedUserQuery` fetches that person's
 * profile (`GET /v1/customer/profile/{uuid}/`, §7) instead of the ops user's own, so every page that shows "my"
 * profile shows the customer's. Customers are untouched. The ops epic invalidates LoggedUser when the choice changes.
 * Registered when this module is first imported (with the ops feature).
 */
export function viewLoggedUserAsSelected(): void {
  overrideRequest(loggedUserQuery.name, (_args, state) => {
    const s = state as Partial<SessionRootState>;
    const uuid = selectIsOps(s) ? selectViewerProfileUuid(s) : null;
    return uuid === null ? undefined : endpointRequest(getProfile, { params: { uuid } });
  });
}

viewLoggedUserAsSelected();
