import { BehaviorSubject, type SchedulerLike } from 'rxjs';
import {
  createMemoryStorage,
  noActivity,
  noopAnalytics,
  noopChatWidget,
  noopSessionReplay,
  type Dependencies,
  type LogFields,
  type Logger,
  type Navigation,
} from '../../src/client/kernel';
import { createFakeBotCheck, type FakeBotCheck } from './fakeBotCheck';
import { createFakeHttp, type FakeHttp } from './fakeHttp';
import { createFakeUploads, type FakeUploads } from './fakeUploads';

/** Navigation that records every path it was sent to and updates `location$` accordingly. */
export interface FakeNavigation extends Navigation {
  readonly paths: string[];
  readonly location$: BehaviorSubject<{ pathname: string; search: string }>;
}

/** A logger that keeps its lines, so tests can assert what was (and was not) logged. */
export interface RecordingLogger extends Logger {
  readonly lines: Array<{ level: 'info' | 'warn' | 'error'; msg: string; fields?: LogFields }>;
}

/** Dependencies with the fakes exposed for assertions. */
export interface TestDeps extends Dependencies {
  http: FakeHttp;
  uploads: FakeUploads;
  navigation: FakeNavigation;
  logger: RecordingLogger;
  /** The bot-check widget, already loaded (`deps.botCheck.value` is the fake to drive). */
  botCheck: BehaviorSubject<FakeBotCheck>;
}

/** Records navigations, starting at `initialPath` (may carry a `?search`). */
export function createFakeNavigation(initialPath = '/'): FakeNavigation {
  const split = (path: string) => {
    const at = path.indexOf('?');
    return at < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, at), search: path.slice(at) };
  };
  const location$ = new BehaviorSubject(split(initialPath));
  const paths: string[] = [];
  return {
    paths,
    location$,
    navigate(path) {
      paths.push(path);
      location$.next(split(path));
    },
  };
}

export function createRecordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  const log = (level: 'info' | 'warn' | 'error') => (msg: string, fields?: LogFields) =>
    void lines.push(fields === undefined ? { level, msg } : { level, msg, fields });
  return { lines, info: log('info'), warn: log('warn'), error: log('error') };
}

/**
 * A full `Dependencies` for epic tests: the given scheduler (pass the marble TestScheduler for virtual time) and a
 * clock reading that scheduler's `now()`, a {@link FakeHttp} on the same scheduler, memory storage, recording
 * navigation and logger, a bot-check widget answering `'bot-token'` (tests/support/fakeBotCheck.ts), an
 * always-visible document, nobody touching the page (pass `activity` to drive the token refresh) and no-op analytics, session replay and chat. Anything in `overrides` replaces the default.
 */
export function createTestDeps(overrides: Partial<TestDeps> & { scheduler: SchedulerLike }): TestDeps {
  const { scheduler } = overrides;
  const botCheck = new BehaviorSubject(createFakeBotCheck());
  return {
    http: createFakeHttp(scheduler),
    uploads: createFakeUploads(scheduler),
    storage: createMemoryStorage(),
    clock: { now: () => scheduler.now() },
    navigation: createFakeNavigation(),
    analytics: noopAnalytics(),
    botCheck,
    sessionReplay: noopSessionReplay(),
    chat: noopChatWidget(),
    visibility: { visible$: new BehaviorSubject(true) },
    activity: noActivity(),
    logger: createRecordingLogger(),
    ...overrides,
  };
}

export { createFakeBotCheck, type FakeBotCheck } from './fakeBotCheck';
export { createFakeUploads, expiredAnswer, progressThenDone } from './fakeUploads';
export type { FakeUploads } from './fakeUploads';
export { createFakeHttp, errorResult, fetchErrorResult, jsonReply, okResult } from './fakeHttp';
export type { FakeHttp, Reply, RequestMatcher } from './fakeHttp';
