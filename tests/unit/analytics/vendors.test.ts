import { createBrowserServices } from '../../../src/client/analytics/services';
import { createScriptChatWidget, createScriptSessionReplay, type VendorHost } from '../../../src/client/analytics/vendors';
import { depsAtNow } from '../app/fixtures';

/** A host whose "scripts" load when the test says, recording their URLs. */
function host() {
  const loads: string[] = [];
  let finish: () => void = () => undefined;
  const calls: string[] = [];
  const h: VendorHost = {
    document: {} as Document,
    portalSessionReplay: { start: () => void calls.push('replay.start'), stop: () => void calls.push('replay.stop') },
    portalChat: { clear: () => void calls.push('chat.clear') },
  };
  const load = (_doc: Document, src: string) => {
    loads.push(src);
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { h, load, loads, calls, finishLoading: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session replay and chat vendors (§4/§9): interfaces with no-ops and script-loading real ones', () => {
  it('session replay loads its script only when started (never automatically), then starts the vendor', async () => {
    const { h, load, loads, calls, finishLoading } = host();
    const replay = createScriptSessionReplay(h, 'https://replay.example/sdk.js', load);
    expect(loads).toEqual([]);
    replay.start();
    replay.start();
    expect(loads).toEqual(['https://replay.example/sdk.js']);
    finishLoading();
    await tick();
    expect(calls).toEqual(['replay.start', 'replay.start']);
  });

  it('a stop before the script arrived means it is not started when it does (logout)', async () => {
    const { h, load, calls, finishLoading } = host();
    const replay = createScriptSessionReplay(h, 'https://replay.example/sdk.js', load);
    replay.start();
    replay.stop();
    finishLoading();
    await tick();
    expect(calls).toEqual(['replay.stop']);
  });

  it('chat loads its script once enabled (the analytics layer enables it unless the person said no) and clears the vendor widget on logout', () => {
    const { h, load, loads, calls } = host();
    const chat = createScriptChatWidget(h, 'https://chat.example/widget.js', load);
    expect(loads).toEqual([]);
    chat.setEnabled(true);
    chat.setEnabled(true);
    expect(loads).toEqual(['https://chat.example/widget.js']);
    chat.clear();
    expect(calls).toEqual(['chat.clear']);
  });

  it('issue 12 §3: chat turned off is cleared and unloaded, and loads again when turned back on', () => {
    const { h, load, loads, calls } = host();
    const unloads: number[] = [];
    h.portalChat = { clear: () => void calls.push('chat.clear'), unload: () => void unloads.push(1) };
    const chat = createScriptChatWidget(h, 'https://chat.example/widget.js', load);
    chat.setEnabled(false);
    expect(loads).toEqual([]);
    expect(unloads).toEqual([]);
    chat.setEnabled(true);
    chat.setEnabled(false);
    expect(calls).toEqual(['chat.clear']);
    expect(unloads).toEqual([1]);
    chat.setEnabled(true);
    expect(loads).toEqual(['https://chat.example/widget.js', 'https://chat.example/widget.js']);
  });

  it('without configured scripts the services are no-ops (the sandbox)', () => {
    const { deps } = depsAtNow();
    const { h, calls } = host();
    const services = createBrowserServices(h, deps.http, { sessionReplayScriptUrl: ' ', chatScriptUrl: undefined });
    services.sessionReplay.start();
    services.chat.clear();
    expect(calls).toEqual([]);
  });
});
