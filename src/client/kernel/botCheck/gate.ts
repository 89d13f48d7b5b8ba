import type { Action } from '@reduxjs/toolkit';
import { catchError, concat, filter, map, merge, mergeMap, of, take, type Observable } from 'rxjs';
import { BOT_CHECK_FAILED_CODE, BOT_CHECK_FAILED_DETAIL, isBotCheckRejection } from '../../../contract/botCheck';
import type { BotCheck, BotCheckProblem, Dependencies } from '../deps';
import type { HttpError, HttpResult } from '../http/types';
import { botCheckFailed, botCheckStarted } from './actions';
import { botCheckPassed, botCheckTokenCleared } from './tokenEvents';
import { awaitBotCheckToken, BOT_CHECK_LOG_LINES } from './wait';

/**
 * The failure a protected call answers when the widget gave no token (§5 "report an error to the person"): shaped
 * like the server's 403 refusal, so a form shows the same sentence (§8 error text reads `detail`) whichever side failed.
 */
export function botCheckError(problem: BotCheckProblem): HttpError {
  return { status: 403, data: { detail: BOT_CHECK_FAILED_DETAIL, code: BOT_CHECK_FAILED_CODE }, error: `bot check: ${BOT_CHECK_LOG_LINES[problem]}` };
}

/**
 * A protected call (§5 bot check, §7 `Turnstile-Token`), for the epics of sign-up, password sign-in and the magic-link
 * request. Emits `botCheckStarted`, waits for the widget's token ({@link awaitBotCheckToken}: 30 000 ms polled every
 * 100 ms, reset after the first failure, remount after the second), then:
 * - token: `botCheckPassed({ token })` — the session stores it (§3) — and, once that is reduced so the HTTP client
 *   reads it, `call()`. Its answer spends the token (tokens work once): `botCheckTokenCleared` and a widget reset, so
 *   the next attempt waits for a fresh one; a 403 bot_check_failed also gives `botCheckFailed({ failure: 'rejected' })`.
 *   Then `then(result)`.
 * - no token: `botCheckFailed({ failure })`, and `then` gets a failure carrying {@link botCheckError}; nothing is sent.
 * Never errors (the widget's code failing to load counts as the script not loading).
 */
export function withBotCheck<A>(
  action$: Observable<Action>,
  deps: Pick<Dependencies, 'botCheck' | 'scheduler' | 'logger'>,
  call: () => Observable<HttpResult<A>>,
  then: (result: HttpResult<A>) => Observable<Action>,
): Observable<Action> {
  const failed = (problem: BotCheckProblem): Observable<Action> =>
    concat(of(botCheckFailed({ failure: problem })), then({ ok: false, error: botCheckError(problem) }));

  const send = (widget: BotCheck, token: string): Observable<Action> => {
    const passed = botCheckPassed({ token });
    return merge(
      // Subscribed first, so the passed event cannot go by unseen.
      action$.pipe(
        filter((action) => action === passed),
        take(1),
        mergeMap(() => call().pipe(take(1))),
        mergeMap((result) => {
          widget.reset();
          const rejected = !result.ok && isBotCheckRejection(result.error);
          const after: Action[] = rejected ? [botCheckTokenCleared(), botCheckFailed({ failure: 'rejected' })] : [botCheckTokenCleared()];
          return concat(of(...after), then(result));
        }),
      ),
      of(passed),
    );
  };

  const gated = deps.botCheck.pipe(
    take(1),
    map((widget): BotCheck | null => widget),
    // The widget's code could not be fetched (e.g. offline): for the person, the script did not load.
    catchError(() => of(null)),
    mergeMap((widget) => {
      if (!widget) {
        deps.logger.warn(BOT_CHECK_LOG_LINES.script, { attempt: 1 });
        return failed('script');
      }
      return awaitBotCheckToken(widget, deps).pipe(mergeMap((outcome) => (outcome.ok ? send(widget, outcome.token) : failed(outcome.problem))));
    }),
  );

  return concat(of(botCheckStarted()), gated);
}
