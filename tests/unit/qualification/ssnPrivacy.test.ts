import { openQualification, ssnRejectedAsDuplicate, ssnSaved, ssnSaveFailed, submitSsn } from '../../../src/client/features/qualification/actions';
import { seal } from '../../../src/client/features/qualification/secret';
import { wizardHistoryReplaced } from '../../../src/client/kernel/wizard';
import { errorResult } from '../../support/fakeDeps';
import { APP, consent, freshServer, ME, profile, qualificationHarness } from './harness';

const SSN = '123456789';
const FORMS = [/123456789/, /123-45-6789/];

/** At ssn-request: consents and phone on file, no SSN, birth date present. */
function atSsnStage() {
  const server = freshServer({ consents: [consent('credit'), consent('telephone')], profile: profile({ birth_date: '1970-03-05' }) });
  const h = qualificationHarness(server);
  h.dispatch(openQualification({ applicationId: APP }));
  h.flush();
  h.dispatch(wizardHistoryReplaced({ flow: 'qualification', history: ['authorize-credit', 'user-consent-statements', 'phone-request', 'ssn-request'] }));
  return h;
}

/** Everything the app keeps or reports: the store state, the event log, storage and logs. */
function everythingKept(h: ReturnType<typeof qualificationHarness>): string {
  return [
    JSON.stringify(h.state()),
    JSON.stringify(h.eventLog.entries()),
    JSON.stringify(h.deps.logger.lines),
    JSON.stringify(h.storageWrites),
  ].join('\n');
}

describe('the SSN never leaves the HTTP body (§2 SSN verification)', () => {
  it('a saved SSN appears in no state, event, log, storage, URL or query — only in two request bodies', async () => {
    const h = atSsnStage();
    const outcome = h.send(submitSsn({ applicationId: APP, ssn: seal('123-45-6789'), birthDate: null }, { correlationId: 'c1' }));
    h.flush();
    expect(ssnSaved.match(await outcome)).toBe(true);
    expect((await outcome).payload).toEqual({ applicationId: APP, ok: true });
    expect(h.stage()).toBe('wait-request');

    for (const form of FORMS) expect(everythingKept(h)).not.toMatch(form);
    const carrying = h.http.requests.filter((r) => JSON.stringify(r.body ?? null).includes(SSN));
    expect(carrying.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST v1/customer/profile/${ME}/is-ssn-duplicate/`,
      `PATCH v1/customer/profile/${ME}/`,
    ]);
    for (const r of h.http.requests) {
      expect(r.path).not.toMatch(/\d{9}/);
      expect(JSON.stringify(r.query ?? {})).not.toContain(SSN);
    }
  });

  it('a duplicate SSN is answered without saving anything, and still appears nowhere', async () => {
    const h = atSsnStage();
    h.server.duplicateSsn = true;
    const outcome = h.send(submitSsn({ applicationId: APP, ssn: seal(SSN), birthDate: null }, { correlationId: 'c2' }));
    h.flush();
    expect(ssnRejectedAsDuplicate.match(await outcome)).toBe(true);
    expect(h.http.requestsTo({ method: 'PATCH' })).toHaveLength(0);
    expect(h.stage()).toBe('ssn-request');
    for (const form of FORMS) expect(everythingKept(h)).not.toMatch(form);
  });

  it('a server that echoes the number in its error body has it scrubbed before the failure event', async () => {
    const h = atSsnStage();
    h.http.respond({ method: 'PATCH' }, errorResult(400, { errors: { social_security_number: [`"${SSN}" is not accepted`] } }));
    const outcome = h.send(submitSsn({ applicationId: APP, ssn: seal(SSN), birthDate: null }, { correlationId: 'c3' }));
    h.flush();
    const event = await outcome;
    expect(ssnSaveFailed.match(event)).toBe(true);
    expect(JSON.stringify(event)).toContain('is not accepted');
    for (const form of FORMS) expect(everythingKept(h)).not.toMatch(form);
  });

  it('the handle is single-use: replaying the same command sends no number', async () => {
    const h = atSsnStage();
    const handle = seal(SSN);
    const first = h.send(submitSsn({ applicationId: APP, ssn: handle, birthDate: null }, { correlationId: 'a' }));
    h.flush();
    await first;
    h.dispatch(wizardHistoryReplaced({ flow: 'qualification', history: ['authorize-credit', 'ssn-request'] }));
    h.server.profile = profile({ birth_date: '1970-03-05' });
    h.dispatch(openQualification({ applicationId: APP }));
    h.flush();
    const before = h.http.requests.length;
    const again = h.send(submitSsn({ applicationId: APP, ssn: handle, birthDate: null }, { correlationId: 'b' }));
    h.flush();
    expect(ssnSaveFailed.match(await again)).toBe(true);
    expect(h.http.requests.slice(before).some((r) => JSON.stringify(r.body ?? null).includes(SSN))).toBe(false);
  });
});
