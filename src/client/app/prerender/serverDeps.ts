import { NEVER, of, queueScheduler, throwError } from 'rxjs';
import {
  alwaysVisible,
  noopAnalytics,
  noopBotCheck,
  noopChatWidget,
  noopLogger,
  noopSessionReplay,
  systemClock,
  type Dependencies,
} from '../../kernel/deps';
import { createHttpClient } from '../../kernel/http/client';
import { createMemoryStorage } from '../../kernel/storage';

/** The HTTP client's answer while prerendering: views render before any effect runs, so nothing should ask. */
const NO_NETWORK = 'prerendering: no network (a view asked for data while its page was written to HTML)';

/**
 * The {@link Dependencies} of a build-time render (issue 14 §1): a signed-out visitor with empty storage, no network
 * (a request fails loudly), no navigation, no bot check, analytics, replay or chat. Effects never run on the server,
 * so these only back what a render reads.
 */
export function createServerDeps(): Dependencies {
  const storage = createMemoryStorage();
  return {
    http: createHttpClient({
      fetch: () => Promise.reject(new Error(NO_NETWORK)),
      getToken: () => null,
      getTurnstileToken: () => null,
      scheduler: queueScheduler,
      isMutationBlocked: () => false,
    }),
    uploads: { put: () => throwError(() => new Error(NO_NETWORK)) },
    storage,
    preferences: createMemoryStorage(),
    scheduler: queueScheduler,
    clock: systemClock,
    navigation: { navigate: () => undefined, location$: NEVER },
    analytics: noopAnalytics(),
    sessionReplay: noopSessionReplay(),
    chat: noopChatWidget(),
    botCheck: of(noopBotCheck()),
    visibility: alwaysVisible(),
    activity: { input$: NEVER },
    logger: noopLogger(),
  };
}
