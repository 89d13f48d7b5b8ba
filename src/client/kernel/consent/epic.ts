import { filter, map, merge, tap } from 'rxjs';
import { outcomeOf } from '../actions';
import type { Dependencies } from '../deps';
import type { AppEpic } from '../epic';
import { changeConsent, consentChanged, consentRestored, restoreConsent } from './actions';
import { CONSENT_STORAGE_KEY, parseConsent, serializeConsent, type Consent } from './consent';
import type { ConsentRootState } from './reducer';

/** Where the choices are kept: the long-lived storage, or the session storage when the app has none. */
const storeOf = (deps: Dependencies) => deps.preferences ?? deps.storage;

/**
 * Makes the running services obey `consent`: a recording session replay stops when replay is declined, and the chat
 * widget is loaded or unloaded (the analytics epic reads the choice itself, before every batch).
 */
function obey(consent: Consent, deps: Dependencies): void {
  if (!consent.sessionReplay) deps.sessionReplay.stop();
  deps.chat.setEnabled(consent.chat);
}

/**
 * The consent epic (issue 12 §3):
 * - `restoreConsent` → the stored choices (or the defaults, docs/analytics.md "Consent") as `consentRestored`;
 * - `changeConsent` → stored with the time of the decision (`deps.clock`), then `consentChanged`; a declined session
 *   replay is stopped and the chat widget follows the new choice at once.
 */
export const consentEpic: AppEpic<ConsentRootState> = (action$, _state$, deps) => {
  const restored$ = action$.pipe(
    filter(restoreConsent.match),
    map((command) => outcomeOf(command, consentRestored, { consent: parseConsent(storeOf(deps).get(CONSENT_STORAGE_KEY)) })),
  );
  const changed$ = action$.pipe(
    filter(changeConsent.match),
    map((command) => {
      const at = deps.clock.now();
      const { analytics, sessionReplay, chat } = command.payload;
      storeOf(deps).set(CONSENT_STORAGE_KEY, serializeConsent({ analytics, sessionReplay, chat }, at));
      return outcomeOf(command, consentChanged, { consent: { analytics, sessionReplay, chat, decidedAt: at } });
    }),
    tap(({ payload }) => obey(payload.consent, deps)),
  );
  return merge(restored$, changed$);
};
