import type { BotCheckProblem } from '../../../src/client/kernel/deps';
import { createTurnstileBotCheck } from '../../../src/client/app/botCheck/turnstile';
import type { TurnstileApi, TurnstileRenderParams } from '../../../src/client/app/botCheck/turnstileApi';
import { settlePromises } from '../../support/fakeFetch';

/** One widget the fake `window.turnstile` rendered: where, with what, and whether it was removed or reset. */
interface FakeWidget {
  id: string;
  element: unknown;
  params: TurnstileRenderParams;
  removed: boolean;
  resets: number;
  token: string | undefined;
}

/** A fake of Turnstile's explicit-render API that records every call. */
function fakeTurnstile() {
  const widgets: FakeWidget[] = [];
  const byId = (id?: string) => widgets.find((w) => w.id === id);
  const api: TurnstileApi = {
    render(element, params) {
      const widget: FakeWidget = { id: `w${widgets.length + 1}`, element, params, removed: false, resets: 0, token: undefined };
      widgets.push(widget);
      return widget.id;
    },
    reset(id) {
      const w = byId(id);
      if (w) {
        w.resets += 1;
        w.token = undefined;
      }
    },
    remove(id) {
      const w = byId(id);
      if (w) w.removed = true;
    },
    getResponse: (id) => byId(id)?.token,
  };
  /** The widget rendered last. */
  const last = () => {
    const w = widgets[widgets.length - 1];
    if (!w) throw new Error('no widget was rendered');
    return w;
  };
  /** The widget solves its challenge (Turnstile calls `callback` and getResponse answers the token). */
  const solve = (w: FakeWidget, token: string) => {
    w.token = token;
    w.params.callback?.(token);
  };
  return { api, widgets, last, solve };
}

/** A page with one slot element `bot-check` of `width` px, and a script loader that works or fails on demand. */
function setup(opts: { width?: number } = {}) {
  const turnstile = fakeTurnstile();
  const slot = { id: 'bot-check', clientWidth: opts.width ?? 480 };
  const win = { document: { getElementById: (id: string) => (id === slot.id ? slot : null) } } as unknown as Window;
  const loads: string[] = [];
  let scriptLoads = true;
  const load = async (_win: Window, url: string) => {
    loads.push(url);
    if (!scriptLoads) throw new Error('the bot-check script could not be loaded');
    return turnstile.api;
  };
  const botCheck = createTurnstileBotCheck({ win, siteKey: 'site-key-1', scriptUrl: '/turnstile.js', load });
  const problems: BotCheckProblem[] = [];
  botCheck.problems$.subscribe((p) => problems.push(p));
  return {
    botCheck,
    turnstile,
    slot,
    loads,
    problems,
    scriptFails: () => (scriptLoads = false),
    scriptWorks: () => (scriptLoads = true),
  };
}

describe('the Turnstile adapter (explicit rendering: render, reset, remove, getResponse, callbacks)', () => {
  it('loads the script once and renders the widget into the slot with the site key, no self-retry and auto refresh', async () => {
    const t = setup();
    t.botCheck.mount('bot-check');
    await settlePromises();
    expect(t.loads).toEqual(['/turnstile.js']);
    const widget = t.turnstile.last();
    expect(widget.element).toBe(t.slot);
    expect(widget.params).toMatchObject({ sitekey: 'site-key-1', retry: 'never', 'refresh-expired': 'auto', size: 'flexible' });
    t.botCheck.remount();
    await settlePromises();
    expect(t.loads).toHaveLength(1);
  });

  it('renders the compact widget in a slot narrower than 300 px (320 px screens)', async () => {
    const t = setup({ width: 288 });
    t.botCheck.mount('bot-check');
    await settlePromises();
    expect(t.turnstile.last().params.size).toBe('compact');
  });

  it('answers the token through getResponse once the challenge is solved, and none before or after a reset', async () => {
    const t = setup();
    expect(t.botCheck.getResponse()).toBeNull();
    t.botCheck.mount('bot-check');
    await settlePromises();
    expect(t.botCheck.getResponse()).toBeNull();
    t.turnstile.solve(t.turnstile.last(), 'tok-1');
    expect(t.botCheck.getResponse()).toBe('tok-1');
    t.botCheck.reset();
    expect(t.turnstile.last().resets).toBe(1);
    expect(t.botCheck.getResponse()).toBeNull();
  });

  it('reports the error and timeout callbacks as problems, tells Turnstile the error was handled, and forgets them on reset', async () => {
    const t = setup();
    t.botCheck.mount('bot-check');
    await settlePromises();
    const widget = t.turnstile.last();
    expect(widget.params['error-callback']?.('600010')).toBe(true);
    widget.params['timeout-callback']?.();
    expect(t.problems).toEqual(['error', 'timeout']);
    // A late subscriber (the next submit) sees the problem the widget is in…
    const seen: BotCheckProblem[] = [];
    t.botCheck.problems$.subscribe((p) => seen.push(p)).unsubscribe();
    expect(seen).toEqual(['timeout']);
    // …but not after a reset.
    t.botCheck.reset();
    const after: BotCheckProblem[] = [];
    t.botCheck.problems$.subscribe((p) => after.push(p)).unsubscribe();
    expect(after).toEqual([]);
  });

  it('reports a script that cannot be loaded as its own problem, and loads it again on the next reset', async () => {
    const t = setup();
    t.scriptFails();
    t.botCheck.mount('bot-check');
    await settlePromises();
    expect(t.problems).toEqual(['script']);
    expect(t.turnstile.widgets).toHaveLength(0);
    t.scriptWorks();
    t.botCheck.reset();
    await settlePromises();
    expect(t.loads).toHaveLength(2);
    expect(t.turnstile.widgets).toHaveLength(1);
    t.turnstile.solve(t.turnstile.last(), 'tok-after-reload');
    expect(t.botCheck.getResponse()).toBe('tok-after-reload');
  });

  it('remount removes the widget and renders a new one; callbacks of the removed one change nothing', async () => {
    const t = setup();
    t.botCheck.mount('bot-check');
    await settlePromises();
    const first = t.turnstile.last();
    t.botCheck.remount();
    await settlePromises();
    const second = t.turnstile.last();
    expect(first.removed).toBe(true);
    expect(second).not.toBe(first);
    expect(second.element).toBe(t.slot);
    first.params['error-callback']?.('600010');
    expect(t.problems).toEqual([]);
    second.token = 'tok-2';
    expect(t.botCheck.getResponse()).toBe('tok-2');
  });

  it('unmount removes the widget; a script that arrives after the slot left renders nothing', async () => {
    const t = setup();
    t.botCheck.mount('bot-check');
    t.botCheck.unmount();
    await settlePromises();
    expect(t.turnstile.widgets).toHaveLength(0);
    t.botCheck.mount('bot-check');
    await settlePromises();
    t.botCheck.unmount();
    expect(t.turnstile.last().removed).toBe(true);
    expect(t.botCheck.getResponse()).toBeNull();
  });

  it('renders nothing when the slot is not on the page', async () => {
    const t = setup();
    t.botCheck.mount('somewhere-else');
    await settlePromises();
    expect(t.turnstile.widgets).toHaveLength(0);
  });
});
