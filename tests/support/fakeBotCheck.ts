import { BehaviorSubject, filter } from 'rxjs';
import type { BotCheck, BotCheckProblem } from '../../src/client/kernel/deps';

/**
 * A bot-check widget a test drives: `token` is what getResponse answers (a test may change it at any virtual time),
 * `fail(problem)` makes it report a problem, kept — like a real widget's state — until the next mount, reset or
 * remount. Counts what the epics asked of it.
 */
export interface FakeBotCheck extends BotCheck {
  token: string | null;
  /** The slot the widget is rendered in, or null. */
  mounted: string | null;
  mounts: number;
  resets: number;
  remounts: number;
  fail(problem: BotCheckProblem): void;
}

/** A {@link FakeBotCheck} answering `token` (default 'bot-token': every protected call passes at once). */
export function createFakeBotCheck(token: string | null = 'bot-token'): FakeBotCheck {
  const problem = new BehaviorSubject<BotCheckProblem | null>(null);
  return {
    token,
    mounted: null,
    mounts: 0,
    resets: 0,
    remounts: 0,
    mount(slotId) {
      this.mounted = slotId;
      this.mounts += 1;
      problem.next(null);
    },
    unmount() {
      this.mounted = null;
      problem.next(null);
    },
    reset() {
      this.resets += 1;
      problem.next(null);
    },
    remount() {
      this.remounts += 1;
      problem.next(null);
    },
    getResponse() {
      return this.token;
    },
    fail(p) {
      problem.next(p);
    },
    problems$: problem.pipe(filter((p): p is BotCheckProblem => p !== null)),
  };
}
