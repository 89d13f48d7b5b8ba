import {
  Application, checkEmailVerification, getLicensingData, isServiceAgreement, listApplications, verificationCodeData,
} from '../../src/contract';
import { expectCodec, login, signUp, staffLogin, startTestServer, type TestServer } from './support/server';
import * as t from 'io-ts';
import { DEMO } from '../support/accounts';

// Issue 12 §3 calls over HTTP: the verification email's link and its as-typed check, a new password link without
// account enumeration, is-service-agreement, and the LicensingData disclosures.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('email verification: the link in the email and the as-typed check', () => {
  it('the code email links to the verification page with its code; the link reads what the code is for', async () => {
    const email = 'link.reader@example.com';
    await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const [mail] = await server.outbox(email);
    const code = mail?.code ?? '';
    expect(mail?.text).toContain(`${server.url}/email_verification?code=${code}`);
    // A message carries a code or a link, never both (docs/sandbox.md): the link is in the text.
    expect(mail?.link).toBeNull();
    const data = expectCodec(verificationCodeData.response, (await server.api('GET', `v1/customer/email-verification/verification-code-data/${code}/`)).body);
    expect(data).toMatchObject({ masked_email: 'l***@example.com', confirmed: false });
    expect((await server.api('GET', 'v1/customer/email-verification/verification-code-data/12ab56/')).status).toBe(404);
  });

  it('a wrong code is refused without using up the right one; too many wrong guesses are 429 with a reason', async () => {
    const email = 'typed.check@example.com';
    await server.api('POST', 'v1/customer/email-verification/', { body: { email } });
    const code = (await server.outbox(email))[0]?.code ?? '';
    const wrong = code === '000000' ? '000001' : '000000';
    const check = (c: string) => server.api('POST', 'v1/customer/email-verification/check/', { body: { email, code: c } });
    expect(expectCodec(checkEmailVerification.response, (await check(wrong)).body)).toEqual({ valid: false });
    expect((await check(code)).body).toEqual({ valid: true });
    expect((await check(code)).body).toEqual({ valid: true });
    for (let i = 0; i < 9; i += 1) await check(wrong);
    const limited = await check(code);
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toEqual(expect.any(String));
  });

  it('a body without the code is a 400 naming the field', async () => {
    const res = await server.api('POST', 'v1/customer/email-verification/check/', { body: { email: 'x@example.com' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain('code');
  });
});

describe('password link by email (§7 create-change-password-link)', () => {
  it('answers the same for an unknown email and emails a working link only to an account', async () => {
    const email = 'forgot.link@example.com';
    await signUp(server, email);
    const known = await server.api('POST', 'v1/customer/temporal-links/create-change-password-link/', { body: { email } });
    const unknown = await server.api('POST', 'v1/customer/temporal-links/create-change-password-link/', { body: { email: 'nobody.here@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await server.outbox('nobody.here@example.com')).toEqual([]);
    const link = (await server.outbox(email)).find((m) => m.link?.includes('/password/'))?.link ?? '';
    const token_key = link.split('/').pop() ?? '';
    expect((await server.api('POST', 'v1/customer/temporal-links/check-token/', { body: { token_key } })).body).toEqual({ valid: true, token_mode: 'reset' });
    const changed = await server.api('POST', 'v1/customer/temporal-links/change-password/', { body: { password: 'Forgot-pass-2', token_key, token_mode: 'reset' } });
    expect(changed.status).toBe(200);
    expect(await login(server, email, 'Forgot-pass-2')).toEqual(expect.any(String));
  });
});

describe('is-service-agreement (§7)', () => {
  it('says a funded home of the caller is under agreement and names its application; another address is not', async () => {
    const token = await login(server, DEMO.funded);
    const apps = expectCodec(listApplications.response, (await server.api('GET', 'v1/customer/application/', { token })).body);
    const funded = apps.find((a) => a.stage === 'closed-won') as Application;
    const yes = await server.api('POST', 'v1/customer/is-service-agreement/', { token, body: { address: funded.property.address } });
    expect(expectCodec(isServiceAgreement.response, yes.body)).toEqual({ is_service_agreement: true, application_uuid: funded.uuid });
    const other = { ...funded.property.address, street: '1 Nowhere Lane' };
    const no = await server.api('POST', 'v1/customer/is-service-agreement/', { token, body: { address: other } });
    expect(no.body).toEqual({ is_service_agreement: false, application_uuid: null });
  });

  it('someone else’s funded home is not the caller’s: false, nothing revealed', async () => {
    const owner = await login(server, DEMO.funded);
    const apps = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token: owner })).body);
    const address = apps.find((a) => a.stage === 'closed-won')?.property.address;
    const { token } = await signUp(server, 'stranger.agreement@example.com');
    const res = await server.api('POST', 'v1/customer/is-service-agreement/', { token, body: { address } });
    expect(res.body).toEqual({ is_service_agreement: false, application_uuid: null });
  });

  it('needs a sign-in (401), refuses ops (403) and a bad address (400 with the field)', async () => {
    const address = { street: '1 Main St', city: 'Austin', state: 'TX', unit_number: null, zip_code: '78701', county: null };
    expect((await server.api('POST', 'v1/customer/is-service-agreement/', { body: { address } })).status).toBe(401);
    const ops = await staffLogin(server);
    expect((await server.api('POST', 'v1/customer/is-service-agreement/', { token: ops, body: { address } })).status).toBe(403);
    const { token } = await signUp(server, 'bad.address@example.com');
    const bad = await server.api('POST', 'v1/customer/is-service-agreement/', { token, body: { address: { ...address, zip_code: '12' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('address.zip_code');
    expect((await server.api('POST', 'v1/customer/is-service-agreement/', { token, body: {} })).status).toBe(400);
  });
});

describe('LicensingData (designed GET v1/customer/licensing/)', () => {
  it('is public: NMLS id, Consumer Access link and a licence for each supported state only', async () => {
    const data = expectCodec(getLicensingData.response, (await server.api('GET', 'v1/customer/licensing/')).body);
    expect(data.nmls_id).toMatch(/^\d+$/);
    expect(data.consumer_access_url).toMatch(/^https:\/\/www\.nmlsconsumeraccess\.org\//);
    const states = data.licenses.map((l) => l.state);
    expect(states).toContain('CA');
    expect(states).not.toContain('AK');
    expect(new Set(data.licenses.map((l) => l.license_number)).size).toBe(data.licenses.length);
  });

  it('?state= narrows to that state (any case); a state without a licence gives none; an unknown code is 400', async () => {
    const ca = expectCodec(getLicensingData.response, (await server.api('GET', 'v1/customer/licensing/?state=ca')).body);
    expect(ca.licenses).toEqual([expect.objectContaining({ state: 'CA', state_name: 'California', license_name: 'California Financing Law License' })]);
    expect((await server.api('GET', 'v1/customer/licensing/?state=AK')).body.licenses).toEqual([]);
    const bad = await server.api('GET', 'v1/customer/licensing/?state=ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ state: ['Must be a US state code such as CA'] });
  });
});
