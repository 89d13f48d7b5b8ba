import { ServicingRequest, type ServicingRequestType } from '../../../src/contract';
import { backOffice, control } from './closing';
import { expectCodec, signUp, type Answer, type TestServer } from './server';

/** A funded customer made for a test: their token, application and the name they sign with. */
export interface FundedCustomer {
  token: string;
  appUuid: string;
  email: string;
}

let counter = 0;

/**
 * Signs a new customer up through the funnel and takes the application through closing as the provider would
 * (estimate → acknowledged → envelope → signed by them → funded), so it reaches closed-won with an investment.
 * Each call uses a new address (a different street too, so duplicate-address checks never trip).
 */
export async function fundedCustomer(server: TestServer, ops: string, name = 'funded'): Promise<FundedCustomer> {
  counter += 1;
  const email = `${name}.${counter}.${Date.now()}@example.com`;
  const street = `${100 + counter} Servicing Way ${Date.now() % 100000}`;
  const created = await signUp(server, email, {
    first_name: 'Fay', last_name: 'Funded',
    address: { street, city: 'San Francisco', state: 'CA', unit_number: null, zip_code: '94102', county: 'San Francisco County' },
  });
  const { token, application_uuid: appUuid } = created;
  await control(server, ops, `applications/${appUuid}/estimate`, {});
  const ack = await server.api('PATCH', `v1/customer/application/${appUuid}/`, { token, body: { ie_acknowledged: true } });
  if (ack.status !== 200) throw new Error(`acknowledge estimate: ${ack.status} ${JSON.stringify(ack.body)}`);
  await control(server, ops, `applications/${appUuid}/envelope`, {});
  const envelope = (await server.api('GET', `v1/customer/application/${appUuid}/envelope/`, { token })).body.envelope;
  for (const doc of envelope.documents) {
    for (const page of doc.pages) {
      for (const f of page.fields) {
        const signed = await server.api('POST', `v1/customer/envelope/${envelope.uuid}/fields/${f.uuid}/sign/`, {
          token, body: { value: f.kind === 'signature' ? 'Fay Funded' : 'FF' },
        });
        if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${JSON.stringify(signed.body)}`);
      }
    }
  }
  const done = await server.api('POST', `v1/customer/envelope/${envelope.uuid}/complete/`, { token, body: { confirmed: true } });
  if (done.status !== 200) throw new Error(`complete envelope: ${done.status} ${JSON.stringify(done.body)}`);
  await control(server, ops, `applications/${appUuid}/fund`, {});
  return { token, appUuid, email };
}

/** Starts a servicing request; fails the test unless it answers 200. */
export async function startRequest(server: TestServer, token: string, appUuid: string, type: ServicingRequestType): Promise<ServicingRequest> {
  const res = await server.api('POST', `v1/customer/application/${appUuid}/servicing-requests/`, { token, body: { request_type: type } });
  if (res.status !== 200) throw new Error(`start ${type}: ${res.status} ${JSON.stringify(res.body)}`);
  return expectCodec(ServicingRequest, res.body);
}

/** Saves a step's draft at `revision`. */
export function saveStep(server: TestServer, token: string, requestUuid: string, kind: string, values: unknown, revision = 1): Promise<Answer> {
  return server.api('PUT', `v1/customer/servicing-request/${requestUuid}/steps/${kind}/`, { token, body: { revision, values } });
}

/** Submits a step. */
export function submitStep(server: TestServer, token: string, requestUuid: string, kind: string): Promise<Answer> {
  return server.api('POST', `v1/customer/servicing-request/${requestUuid}/steps/${kind}/submit/`, { token, body: {} });
}

/** Saves then submits a step; fails the test unless both answer 200. Answers the request after the submit. */
export async function completeStep(server: TestServer, token: string, requestUuid: string, kind: string, values: unknown, revision = 1): Promise<ServicingRequest> {
  const saved = await saveStep(server, token, requestUuid, kind, values, revision);
  if (saved.status !== 200) throw new Error(`save ${kind}: ${saved.status} ${JSON.stringify(saved.body)}`);
  const submitted = await submitStep(server, token, requestUuid, kind);
  if (submitted.status !== 200) throw new Error(`submit ${kind}: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return expectCodec(ServicingRequest, submitted.body);
}

/** A servicing back-office control (`/sandbox/servicing-requests/:uuid/<what>`), raw. */
export function servicingControl(server: TestServer, ops: string | undefined, requestUuid: string, what: string, body: unknown = {}): Promise<Answer> {
  return backOffice(server, ops, 'POST', `servicing-requests/${requestUuid}/${what}`, body);
}

/** A request as the customer reads it now. */
export async function readRequest(server: TestServer, token: string, requestUuid: string): Promise<ServicingRequest> {
  return expectCodec(ServicingRequest, (await server.api('GET', `v1/customer/servicing-request/${requestUuid}/`, { token })).body);
}

/** `yyyy-MM-dd` of the real today plus `days` (the test server's clock starts at the real now). */
export function dayFromNow(days: number, nowMs = Date.now()): string {
  return new Date(nowMs + days * 86_400_000).toISOString().slice(0, 10);
}
