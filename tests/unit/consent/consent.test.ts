import { sessionReplayNotStarted, startSessionReplay } from '../../../src/client/features/help/actions';
import { sessionReplayEpic } from '../../../src/client/features/help/monitoring';
import { helpReducer, selectSessionSharing } from '../../../src/client/features/help/reducer';
import { changeConsent, consentChanged, restoreConsent } from '../../../src/client/kernel/consent/actions';
import { CONSENT_STORAGE_KEY, DEFAULT_CONSENT, parseConsent, serializeConsent } from '../../../src/client/kernel/consent/consent';
import { consentEpic } from '../../../src/client/kernel/consent/epic';
import { consentReducer, selectConsent } from '../../../src/client/kernel/consent/reducer';
import { sessionEnded, tokenIssued } from '../../../src/client/kernel/session/actions';
import { sessionReducer } from '../../../src/client/kernel/session/reducer';
import { createLocalStorage, createMemoryStorage, type Storage } from '../../../src/client/kernel/storage';
import { depsAtNow, IN_ONE_HOUR_S, makeToken, NOW_MS } from '../app/fixtures';
import { createTestStore } from '../../support/testStore';

/** A store with consent, session and help, on `preferences`; counts the replay and chat calls the consent epic makes. */
function setup(preferences: Storage = createMemoryStorage()) {
  const { deps } = depsAtNow();
  deps.preferences = preferences;
  const calls: string[] = [];
  deps.sessionReplay = { start: () => void calls.push('replay.start'), stop: () => void calls.push('replay.stop') };
  deps.chat = { clear: () => void calls.push('chat.clear'), setEnabled: (on) => void calls.push(`chat.${on ? 'on' : 'off'}`) };
  deps.random = () => 0;
  const { store, eventLog } = createTestStore({
    reducers: { consent: consentReducer, session: sessionReducer, help: helpReducer },
    epics: [consentEpic, sessionReplayEpic],
    deps,
  });
  return { deps, store, eventLog, calls, consent: () => selectConsent(store.getState() as never) };
}

describe('privacy consent storage (issue 12 §3)', () => {
  it('defaults to analytics on, replay and chat allowed (as before the overlay), undecided', () => {
    expect(DEFAULT_CONSENT).toEqual({ analytics: true, sessionReplay: true, chat: true, decidedAt: null });
    expect(parseConsent(null)).toEqual(DEFAULT_CONSENT);
  });

  it('round-trips the three switches with the decision time', () => {
    const raw = serializeConsent({ analytics: false, sessionReplay: false, chat: true }, NOW_MS);
    expect(JSON.parse(raw)).toEqual({ analytics: false, sessionReplay: false, chat: true, decidedAt: new Date(NOW_MS).toISOString() });
    expect(parseConsent(raw)).toEqual({ analytics: false, sessionReplay: false, chat: true, decidedAt: NOW_MS });
  });

  it('reads a damaged or incomplete record as the defaults, never as a choice', () => {
    for (const raw of ['', 'not json', 'null', '[]', '{"analytics":false}', '{"analytics":"no","sessionReplay":true,"chat":true,"decidedAt":"2026-01-01T00:00:00Z"}', '{"analytics":false,"sessionReplay":true,"chat":true,"decidedAt":"yesterday"}']) {
      expect(parseConsent(raw)).toEqual(DEFAULT_CONSENT);
    }
  });

  it('keeps the version in the key, so a later format starts from the defaults instead of misreading this one', () => {
    expect(CONSENT_STORAGE_KEY).toMatch(/-v\d+$/);
  });

  it('restores what is stored, and the defaults when nothing is', () => {
    const preferences = createMemoryStorage({ [CONSENT_STORAGE_KEY]: serializeConsent({ analytics: false, sessionReplay: true, chat: false }, NOW_MS) });
    const stored = setup(preferences);
    stored.store.dispatch(restoreConsent());
    expect(stored.consent()).toEqual({ analytics: false, sessionReplay: true, chat: false, decidedAt: NOW_MS });
    const fresh = setup();
    fresh.store.dispatch(restoreConsent());
    expect(fresh.consent()).toEqual(DEFAULT_CONSENT);
  });

  it('a change is stored with its time, in force at once, and kept when the session ends', () => {
    const { store, deps, consent, eventLog } = setup();
    store.dispatch(changeConsent({ analytics: false, sessionReplay: true, chat: true }));
    expect(consent()).toEqual({ analytics: false, sessionReplay: true, chat: true, decidedAt: NOW_MS });
    expect(parseConsent(deps.preferences?.get(CONSENT_STORAGE_KEY) ?? null)).toEqual(consent());
    expect(eventLog.entries().filter((e) => consentChanged.match(e.event))).toHaveLength(1);
    store.dispatch(sessionEnded({ reason: 'signed-out' }));
    expect(consent().analytics).toBe(false);
  });

  it('turning chat off unloads the widget and on loads it; turning replay off stops a recording', () => {
    const { store, calls } = setup();
    store.dispatch(changeConsent({ analytics: true, sessionReplay: false, chat: false }));
    expect(calls).toEqual(['replay.stop', 'chat.off']);
    store.dispatch(changeConsent({ analytics: true, sessionReplay: true, chat: true }));
    expect(calls).toEqual(['replay.stop', 'chat.off', 'chat.on']);
  });

  it('session replay is never started once declined, even for a sampled session, and a running one ends', () => {
    const { store, calls, eventLog } = setup();
    store.dispatch(tokenIssued({ token: makeToken({ expSeconds: IN_ONE_HOUR_S }), source: 'password' }));
    store.dispatch(startSessionReplay());
    expect(calls).toEqual(['replay.start']);
    expect(selectSessionSharing(store.getState() as never)).toBe('started');
    store.dispatch(changeConsent({ analytics: true, sessionReplay: false, chat: true }));
    expect(selectSessionSharing(store.getState() as never)).toBe('declined');
    store.dispatch(startSessionReplay());
    expect(calls.filter((c) => c === 'replay.start')).toHaveLength(1);
    expect(eventLog.entries().filter((e) => sessionReplayNotStarted.match(e.event)).map((e) => e.event.payload)).toEqual([{ reason: 'declined' }]);
  });

  it('long-lived storage falls back to memory for the page when localStorage throws', () => {
    const throwing = {
      get localStorage(): globalThis.Storage {
        throw new Error('SecurityError');
      },
    };
    const storage = createLocalStorage(throwing);
    storage.set(CONSENT_STORAGE_KEY, 'x');
    expect(storage.get(CONSENT_STORAGE_KEY)).toBe('x');
    storage.remove(CONSENT_STORAGE_KEY);
    expect(storage.get(CONSENT_STORAGE_KEY)).toBeNull();
  });
});
