import { firstValueFrom, lastValueFrom, of, toArray } from 'rxjs';
import * as t from 'io-ts';
import { createBrowserDeps, readOnlyUploader } from '../../../src/client/app/deps';
import { READ_ONLY_ERROR } from '../../../src/client/kernel/http/client';
import type { Uploader } from '../../../src/client/kernel/http/upload';
import { noopNavigation } from '../../../src/client/kernel/deps';

/** A window with spies where the network leaves the browser: fetch and XMLHttpRequest. */
function fakeWindow(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const XMLHttpRequest = vi.fn(function FakeXhr(this: Record<string, unknown>) {
    Object.assign(this, { open: vi.fn(), setRequestHeader: vi.fn(), send: vi.fn(), abort: vi.fn(), upload: {} });
  });
  const sessionStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    length: 0,
  };
  const document = { cookie: '', visibilityState: 'visible', addEventListener: vi.fn(), removeEventListener: vi.fn() };
  const win = { fetch, XMLHttpRequest, sessionStorage, document, location: { protocol: 'http:' } } as unknown as Window;
  return { win, fetch, XMLHttpRequest };
}

const post = { method: 'POST' as const, path: 'v1/customer/send-segment-events/', body: { batch: [] }, codec: t.unknown };
const patch = { method: 'PATCH' as const, path: 'v1/customer/application/x/', body: { ie_acknowledged: true }, codec: t.unknown };
const get = { method: 'GET' as const, path: 'v1/customer/application/x/', codec: t.unknown };
const upload = { url: 'http://localhost/storage/x?sig=1', headers: { 'Content-Type': 'application/pdf' }, body: new Blob(['%PDF-1.4']) };

describe('§6 read-only HTTP boundary in an ops session', () => {
  it('refuses every mutating request (analytics too) with the read-only error, without calling fetch; reads go through', async () => {
    const { win, fetch } = fakeWindow();
    const deps = createBrowserDeps({ win, navigation: noopNavigation(), getToken: () => 'token', isOps: () => true });
    for (const req of [post, patch, { ...post, method: 'PUT' as const }, { ...post, method: 'DELETE' as const }]) {
      expect(await firstValueFrom(deps.http.request(req))).toEqual({ ok: false, error: READ_ONLY_ERROR });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(await firstValueFrom(deps.http.request(get))).toMatchObject({ ok: true, status: 200 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the ops flag stored with the token before the store knows the session', async () => {
    const { win, fetch } = fakeWindow({ 'ops-user': 'true' });
    const deps = createBrowserDeps({ win, navigation: noopNavigation(), getToken: () => null, isOps: () => undefined });
    expect(await firstValueFrom(deps.http.request(post))).toEqual({ ok: false, error: READ_ONLY_ERROR });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a customer’s session send its changes', async () => {
    const { win, fetch } = fakeWindow();
    const deps = createBrowserDeps({ win, navigation: noopNavigation(), getToken: () => 'token', isOps: () => false });
    expect(await firstValueFrom(deps.http.request(post))).toMatchObject({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses uploads to storage without creating an XMLHttpRequest', async () => {
    const { win, XMLHttpRequest } = fakeWindow();
    const deps = createBrowserDeps({ win, navigation: noopNavigation(), getToken: () => 'token', isOps: () => true });
    const events = await lastValueFrom(deps.uploads.put(upload).pipe(toArray()));
    expect(events).toEqual([{ kind: 'failed', status: 403, expired: false, message: 'Read-only view: changes are disabled.' }]);
    expect(XMLHttpRequest).not.toHaveBeenCalled();
  });

  it('passes uploads through when not blocked, and checks the flag at each upload', async () => {
    const inner: Uploader = { put: vi.fn(() => of({ kind: 'done' as const, status: 200 })) };
    let blocked = false;
    const uploader = readOnlyUploader(inner, () => blocked);
    uploader.put(upload);
    expect(inner.put).toHaveBeenCalledTimes(1);
    blocked = true;
    uploader.put(upload);
    expect(inner.put).toHaveBeenCalledTimes(1);
  });
});
