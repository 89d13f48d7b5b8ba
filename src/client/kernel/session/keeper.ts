import { combineEpics } from 'redux-observable';
import type { AppEpic, FeatureModule } from '../epic';
import { sessionProfilesEpic } from './profilesEpic';
import { sessionRefreshEpic } from './refreshEpic';

/**
 * What keeps a session going once someone is signed in (issue 12 §2): the token refresh with the inactivity warning,
 * and the §3 `profile` / `applicationProfile` kept in session storage. Mounted by the composition root when a session
 * exists (app/modules `sessionKeeper`), so signed-out pages — the funnel most of all — do not load it; both epics take
 * the session already in the state as their start.
 */
export const sessionKeeperModule: FeatureModule = {
  name: 'sessionKeeper',
  epic: combineEpics(sessionRefreshEpic, sessionProfilesEpic) as AppEpic,
};
