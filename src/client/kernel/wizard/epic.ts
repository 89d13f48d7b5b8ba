import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { defer, distinctUntilChanged, EMPTY, ignoreElements, map, merge, of, tap } from 'rxjs';
import type { AppEpic } from '../epic';
import { STORAGE_KEYS } from '../storage';
import { wizardAnalyticsRestored } from './actions';
import { WIZARD_KEY } from './reducer';
import type { WizardRootState } from './selectors';

/** What is stored under `STORAGE_KEYS.wizardAnalytics`: each wizard's sent analytics list. */
const StoredSentLists = t.type({ qualification: t.array(t.string), declarations: t.array(t.string) });

/**
 * §3 "sent analytics event lists" kept with the wizard state (issue 12 §2): when the wizard module starts, the lists
 * stored in session storage (a reload) come back as `wizardAnalyticsRestored`; every change of a list is written back
 * as JSON. Logout removes the key with the session's others (§4); an unreadable value is ignored.
 */
export const wizardAnalyticsEpic: AppEpic<WizardRootState> = (_action$, state$, deps) => {
  const restore$ = defer(() => {
    const raw = deps.storage.get(STORAGE_KEYS.wizardAnalytics);
    if (raw === null) return EMPTY;
    try {
      const decoded = StoredSentLists.decode(JSON.parse(raw));
      return isRight(decoded) ? of(wizardAnalyticsRestored({ sent: decoded.right })) : EMPTY;
    } catch {
      return EMPTY;
    }
  });
  const persist$ = state$.pipe(
    map((state) => {
      const wizard = state[WIZARD_KEY];
      const sent = wizard ? { qualification: wizard.qualification.sentAnalyticsEvents, declarations: wizard.declarations.sentAnalyticsEvents } : null;
      // Empty lists are never written: not at start (that would erase the stored ones before they are restored) and
      // not after logout (which removed the key).
      return sent && (sent.qualification.length > 0 || sent.declarations.length > 0) ? JSON.stringify(sent) : null;
    }),
    distinctUntilChanged(),
    tap((json) => {
      if (json !== null) deps.storage.set(STORAGE_KEYS.wizardAnalytics, json);
    }),
    ignoreElements(),
  );
  return merge(persist$, restore$);
};
