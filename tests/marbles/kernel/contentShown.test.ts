import { Observable } from 'rxjs';
import { marbles, type Context } from 'rxjs-marbles/jest';
import { CONTENT_WAIT_MS, createContentGate } from '../../../src/client/kernel/contentShown';

/** A frame: the browser paints 16 ms after the work that asked to wait for the paint. */
const FRAME_MS = 16;

/**
 * A gate on a virtual clock, `shown` ('s') when it opens, and `at(ms, work)` to act on the page at a time: a loading
 * status appears (`loading()` keeps its `gone`), goes, or a render is committed.
 */
function setup(m: Context) {
  const gate = createContentGate(
    (work) => void m.scheduler.schedule(work, FRAME_MS),
    (work, ms) => void m.scheduler.schedule(work, ms),
  );
  const shown$ = new Observable<string>((subscriber) =>
    gate.subscribe(() => {
      subscriber.next('s');
      subscriber.complete();
    }),
  );
  const at = (ms: number, work: () => void) => m.scheduler.schedule(work, ms);
  return { gate, shown$, at };
}

describe('when the page has shown its content (kernel/contentShown) in virtual time', () => {
  it(
    'opens after the paint at which the last loading status has gone, not before',
    marbles((m) => {
      const { gate, shown$, at } = setup(m);
      let answers = () => undefined as void;
      let tasks = () => undefined as void;
      at(0, () => {
        answers = gate.loading();
        tasks = gate.loading();
        gate.committed();
      });
      at(300, () => answers());
      at(500, () => tasks());
      m.expect(shown$).toBeObservable(`${500 + FRAME_MS}ms (s|)`);
    }),
  );

  it(
    'stays closed when a render puts a new loading status in place of the one that went (the page loads in steps)',
    marbles((m) => {
      const { gate, shown$, at } = setup(m);
      let code = () => undefined as void;
      let data = () => undefined as void;
      at(0, () => {
        code = gate.loading();
        gate.committed();
      });
      at(200, () => {
        code();
        data = gate.loading();
      });
      at(900, () => data());
      m.expect(shown$).toBeObservable(`${900 + FRAME_MS}ms (s|)`);
    }),
  );

  it(
    'opens after the first paint of a page that shows no loading status at all',
    marbles((m) => {
      const { gate, shown$, at } = setup(m);
      at(0, () => gate.committed());
      m.expect(shown$).toBeObservable(`${FRAME_MS}ms (s|)`);
    }),
  );

  it(
    `opens ${CONTENT_WAIT_MS} ms after the first committed render at the latest, for a loading status that never goes`,
    marbles((m) => {
      const { gate, shown$, at } = setup(m);
      at(0, () => gate.loading());
      // Nothing opens it before the app's first commit (a prerendered page may still be hydrating): the wait starts then.
      at(250, () => gate.committed());
      m.expect(shown$).toBeObservable(`${250 + CONTENT_WAIT_MS}ms (s|)`);
    }),
  );

  it(
    'opens once: what waits for it is told once, and a later loading status does not close it',
    marbles((m) => {
      const { gate, at } = setup(m);
      const told: number[] = [];
      gate.subscribe(() => told.push(m.scheduler.now()));
      at(0, () => gate.committed());
      at(100, () => {
        const gone = gate.loading();
        gone();
        gate.committed();
      });
      m.scheduler.flush();
      expect(told).toEqual([FRAME_MS]);
      expect(gate.isShown()).toBe(true);
    }),
  );
});
