import { concat, defer, filter, map, merge, mergeMap, of, take, timer, type Observable, type SchedulerLike } from 'rxjs';
import { BOT_CHECK_MAX_ATTEMPTS, BOT_CHECK_POLL_MS, BOT_CHECK_WAIT_MS } from '../../../domain/constants';
import type { BotCheck, BotCheckProblem, Logger } from '../deps';

/** §8: the exact log line of each widget problem. */
export const BOT_CHECK_LOG_LINES: Readonly<Record<BotCheckProblem, string>> = {
  error: 'widget error',
  timeout: 'widget timeout',
  script: 'script could not be loaded',
};

/** What waiting for the widget gave: its token, or the problem of the last attempt. */
export type BotCheckOutcome = { ok: true; token: string } | { ok: false; problem: BotCheckProblem };

/**
 * One attempt: the widget's token, checked at once and then every {@link BOT_CHECK_POLL_MS} ms; or the first problem
 * the widget reports (one it is already in counts); or `timeout` when {@link BOT_CHECK_WAIT_MS} ms pass without either.
 */
function attempt(widget: BotCheck, scheduler: SchedulerLike): Observable<BotCheckOutcome> {
  return merge(
    // At once (a token the widget already has is used without waiting), then every BOT_CHECK_POLL_MS.
    concat(
      defer(() => of(widget.getResponse())),
      timer(BOT_CHECK_POLL_MS, BOT_CHECK_POLL_MS, scheduler).pipe(map(() => widget.getResponse())),
    ).pipe(
      filter((token): token is string => typeof token === 'string' && token !== ''),
      map((token): BotCheckOutcome => ({ ok: true, token })),
    ),
    widget.problems$.pipe(map((problem): BotCheckOutcome => ({ ok: false, problem }))),
    timer(BOT_CHECK_WAIT_MS, scheduler).pipe(map((): BotCheckOutcome => ({ ok: false, problem: 'timeout' }))),
  ).pipe(take(1));
}

/**
 * §5/§9 bot-check wait of one protected call, in virtual time on `deps.scheduler`: waits for the widget's token up to
 * 30 000 ms, checking it every 100 ms. A failed attempt (widget error, widget timeout or its own 30 s, script not
 * loaded) is logged (§8: exactly 'widget error', 'widget timeout', 'script could not be loaded', with the attempt
 * number) and the widget is reset for the next attempt; after the second failed attempt the widget is remounted
 * (a fresh one for the person's next try) and the failure is the outcome. At most {@link BOT_CHECK_MAX_ATTEMPTS}
 * attempts; emits exactly one outcome, then completes. Never errors.
 */
export function awaitBotCheckToken(widget: BotCheck, deps: { scheduler: SchedulerLike; logger: Logger }): Observable<BotCheckOutcome> {
  const run = (n: number): Observable<BotCheckOutcome> =>
    attempt(widget, deps.scheduler).pipe(
      mergeMap((outcome) => {
        if (outcome.ok) return of(outcome);
        deps.logger.warn(BOT_CHECK_LOG_LINES[outcome.problem], { attempt: n });
        if (n < BOT_CHECK_MAX_ATTEMPTS) {
          widget.reset();
          return run(n + 1);
        }
        widget.remount();
        return of(outcome);
      }),
    );
  return defer(() => run(1));
}
