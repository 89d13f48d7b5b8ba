import { ENDPOINTS, getVersion, type AnyEndpoint } from '../../src/contract';
import { createBotCheckService } from '../../src/sandbox/botCheck/service';
import { defaultConfig } from '../../src/sandbox/config';
import { createHttpApp } from '../../src/sandbox/http/app';
import { bind } from '../../src/sandbox/http/binding';
import { registerEndpoints } from '../../src/sandbox/http/router';
import type { Logger } from '../../src/sandbox/log';
import type { Services } from '../../src/sandbox/services';

/** Services with no database: enough for public endpoints whose handlers are stubs. */
function stubServices(log: Logger, assertResponses = true): Services {
  const config = { ...defaultConfig(), assertResponses };
  return {
    db: undefined as never,
    config,
    log,
    selfUrl: 'http://127.0.0.1:0',
    now: () => Date.now(),
    issueToken: async () => 'unused',
    readToken: async () => 'invalid',
    ssnFingerprint: () => 'unused',
    uploadSignature: () => 'unused',
    sendEmail: async () => undefined,
    botCheck: createBotCheckService(config, undefined as never),
  };
}

const capture = () => {
  const errors: string[] = [];
  return { errors, log: { info: () => undefined, error: (line: string) => errors.push(line) } satisfies Logger };
};

/** Binds every endpoint to a stub; `override` replaces some. */
const stubs = (override: Partial<Record<string, () => Promise<unknown>>> = {}) =>
  ENDPOINTS.map((e: AnyEndpoint) => bind(e, (override[e.name] ?? (async () => ({}))) as never));

describe('the generic router', () => {
  it('turns a handler answer that breaks its codec into a 500 with a log line naming the endpoint and field', async () => {
    const { errors, log } = capture();
    const app = createHttpApp(log);
    registerEndpoints(app, stubs({ getVersion: async () => ({ version: 42 }) }), stubServices(log));
    const res = await app.inject({ method: 'GET', url: `/api/${getVersion.route}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error: the response did not match the API contract.' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/getVersion .*GET v2\/customer\/version\/.*version/);
    await app.close();
  });

  it('sends a right-shaped answer encoded, 200', async () => {
    const { errors, log } = capture();
    const app = createHttpApp(log);
    registerEndpoints(app, stubs({ getVersion: async () => ({ version: '9.9.9' }) }), stubServices(log));
    const res = await app.inject({ method: 'GET', url: `/api/${getVersion.route}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '9.9.9' });
    expect(errors).toEqual([]);
    await app.close();
  });

  it('refuses to start when an endpoint of the contract has no handler', () => {
    const { log } = capture();
    const app = createHttpApp(log);
    const some = stubs().filter((b) => b.endpoint.name !== 'listTasks');
    expect(() => registerEndpoints(app, some, stubServices(log))).toThrow(/no handler for endpoint\(s\) listTasks/);
  });

  it('logs and answers 500 without details for an unexpected exception in a handler', async () => {
    const { errors, log } = capture();
    const app = createHttpApp(log);
    registerEndpoints(app, stubs({ getVersion: async () => { throw new Error('boom'); } }), stubServices(log));
    const res = await app.inject({ method: 'GET', url: `/api/${getVersion.route}` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
    expect(errors.join('\n')).toContain('boom');
    await app.close();
  });
});
