import { defer, distinctUntilChanged, EMPTY, filter, ignoreElements, map, merge, of, tap } from 'rxjs';
import type { AppEpic } from '../epic';
import { STORAGE_KEYS } from '../storage';
import { sessionProfilesRestored, tokenIssued } from './actions';
import { readStoredJson, SessionApplicationProfile, SessionProfile } from './storedProfiles';
import type { SessionRootState } from './reducer';

/**
 * §3/§9 session `profile` and `applicationProfile` in session storage (keys `auth-profile`,
 * `auth-application-profile`, like the token):
 * - each new non-null value is written as JSON (logout removes both with the token, §4 — this epic never removes, so
 *   a restore is never raced by the empty state of a fresh start);
 * - a restored token (`tokenIssued` with source 'restored') reads them back as `sessionProfilesRestored`; the reducer
 *   keeps them only when they belong to the token's person.
 */
export const sessionProfilesEpic: AppEpic<SessionRootState> = (action$, state$, deps) => {
  const persist = <A>(pick: (s: SessionRootState) => A | null, key: string) =>
    state$.pipe(
      map(pick),
      distinctUntilChanged(),
      filter((value): value is A => value !== null),
      tap((value) => deps.storage.set(key, JSON.stringify(value))),
      ignoreElements(),
    );
  // Mounted once someone is signed in (app/modules `sessionKeeper`), usually after the restored token: a session
  // without its profile yet reads them back then.
  const atMount$ = defer(() => {
    const { token, profile } = state$.value.session;
    return token !== null && profile === null ? of(null) : EMPTY;
  });
  const restore$ = merge(atMount$, action$.pipe(filter(tokenIssued.match), filter((action) => action.payload.source === 'restored'))).pipe(
    map(() =>
      sessionProfilesRestored({
        profile: readStoredJson(deps.storage.get(STORAGE_KEYS.profile), SessionProfile),
        applicationProfile: readStoredJson(deps.storage.get(STORAGE_KEYS.applicationProfile), SessionApplicationProfile),
      }),
    ),
  );
  return merge(
    persist((s) => s.session.profile, STORAGE_KEYS.profile),
    persist((s) => s.session.applicationProfile, STORAGE_KEYS.applicationProfile),
    restore$,
  );
};
