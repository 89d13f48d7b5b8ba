import {
  acknowledgeCreditAuthorization,
  answerHasMortgages,
  closeQualification,
  confirmMortgageList,
  consentsRecorded,
  consentsRecordFailed,
  editMortgageDetails,
  finishQualification,
  goBackInQualification,
  mortgageAnswersSaved,
  mortgageAnswersSaveFailed,
  openMortgageList,
  openQualification,
  phoneSaved,
  qualificationCompleted,
  recordQualificationConsents,
  retryQualificationResume,
  saveMortgageDetails,
  savePhone,
} from '../../../src/client/features/qualification/actions';
import { errorResult } from '../../support/fakeDeps';
import { APP, consent, creditTask, freshServer, json, profile, qualificationHarness, REPORT, type ServerState } from './harness';

const M = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Consents, phone, SSN and birth date on file and the credit report received. */
function identified(overrides: Partial<ServerState> = {}): ServerState {
  return freshServer({
    consents: [consent('credit'), consent('telephone')],
    profile: profile({ social_security_number: '***-**-6789', birth_date: '1970-03-05' }),
    tasks: [creditTask('completed', 'credit_report_received')],
    report: REPORT,
    ...overrides,
  });
}

function opened(server: ServerState = freshServer()) {
  const h = qualificationHarness(server);
  h.dispatch(openQualification({ applicationId: APP }));
  h.flush();
  return h;
}

const puts = (h: ReturnType<typeof qualificationHarness>) =>
  h.http.requestsTo({ method: 'PUT', path: `v1/customer/application/${APP}/sections/mortgage-details/` }).map((r) => r.body);

describe('opening the wizard', () => {
  it('sends an id that is not a UUID to the applicants list, loading nothing', () => {
    const h = qualificationHarness();
    h.dispatch(openQualification({ applicationId: 'not-a-uuid' }));
    h.flush();
    expect(h.deps.navigation.paths).toEqual(['/applicants']);
    expect(h.eventTypes()).toEqual(['qualification/redirected']);
    expect(h.http.requests).toHaveLength(0);
  });

  it('a first visit loads what the server holds and starts at authorize-credit', () => {
    const h = opened();
    expect(h.feature()).toMatchObject({ applicationId: APP, resume: 'ready' });
    expect(h.wizard().stageHistory).toEqual(['authorize-credit']);
    const paths = h.http.requests.map((r) => `${r.method} ${r.path}`).sort();
    expect(paths).toEqual(
      [
        'GET v1/customer/profile/',
        `GET v1/customer/application/${APP}/consents/`,
        `GET v1/customer/application/${APP}/background-tasks/`,
        `GET v1/customer/application/${APP}/sections/`,
        `GET v1/customer/application/${APP}/sections/mortgage-details/`,
      ].sort(),
    );
  });

  it('a returning person continues where they left, their mortgage answers and current mortgage restored', () => {
    const h = opened(
      identified({
        mortgageRecord: {
          revision: 3,
          values: {
            has_mortgages: true,
            mortgages_verified: true,
            mortgages: [
              { id: M(1) as never, lender: 'FIRST BANK', balance: 1, monthly_payment: 2, mortgage_type: 'va', tradeline_id: 'tl-1' },
              { id: M(2) as never, lender: 'Credit Union' },
            ],
          },
        },
      }),
    );
    expect(h.wizard().stageHistory).toEqual([
      'authorize-credit', 'user-consent-statements', 'phone-request', 'ssn-request', 'wait-request', 'has-mortgages', 'mortgages', 'mortgage-details',
    ]);
    expect(h.wizard().currentLienIndex).toBe(1);
    expect(h.wizard().formValues).toMatchObject({ has_mortgages: true, mortgages_verified: true });
    expect((h.wizard().formValues.mortgages as unknown[]).length).toBe(2);
  });

  it('a completed qualification resumes at completed; Back shows the last mortgage', () => {
    const mortgages = [1, 2].map((n) => ({ id: M(n) as never, lender: `Lender ${n}`, balance: n, monthly_payment: n, mortgage_type: 'va' as const }));
    const h = opened(
      identified({
        form: { qualification_completed_at: '2026-03-02T12:00:00.000Z', sections: [], submitted_at: null },
        mortgageRecord: { revision: 2, values: { has_mortgages: true, mortgages, mortgages_verified: true } },
      }),
    );
    expect(h.stage()).toBe('completed');
    expect(h.feature().completion.status).toBe('done');
    h.dispatch(goBackInQualification({ applicationId: APP }));
    expect(h.stage()).toBe('mortgage-details');
    expect(h.wizard().currentLienIndex).toBe(1);
  });

  it('a load failure is shown and a retry loads again', () => {
    const server = freshServer();
    const h = qualificationHarness(server);
    h.http.respond({ method: 'GET', path: `v1/customer/application/${APP}/consents/` }, errorResult(500, { detail: 'Down for maintenance' }));
    h.dispatch(openQualification({ applicationId: APP }));
    h.flush();
    expect(h.feature()).toMatchObject({ resume: 'failed', resumeError: { status: 500 } });
    h.http.respond({ method: 'GET', path: `v1/customer/application/${APP}/consents/` }, { ok: true, value: [], status: 200 });
    h.dispatch(retryQualificationResume({ applicationId: APP }));
    h.flush();
    expect(h.feature().resume).toBe('ready');
  });

  it('closing releases the data and the draft (no leaks of subscriptions: entries dropped after 60 s)', () => {
    const h = opened();
    h.dispatch(closeQualification({ applicationId: APP }));
    h.flush();
    expect(h.feature().applicationId).toBeNull();
    expect(Object.keys((h.state().queries as { entries: object }).entries)).toEqual([]);
  });
});

describe('first stages', () => {
  it('Continue on authorize-credit shows the consents; Back returns', () => {
    const h = opened();
    h.dispatch(acknowledgeCreditAuthorization({ applicationId: APP }));
    expect(h.stage()).toBe('user-consent-statements');
    h.dispatch(goBackInQualification({ applicationId: APP }));
    expect(h.stage()).toBe('authorize-credit');
    h.dispatch(goBackInQualification({ applicationId: APP }));
    expect(h.stage()).toBe('authorize-credit');
  });

  it('records only the consents not on file, refreshes them, reports the change and moves to the phone', async () => {
    const h = opened(freshServer({ consents: [consent('telephone'), consent('credit', '11111111-1111-4111-8111-111111111111')] }));
    expect(h.wizard().stageHistory).toEqual(['authorize-credit', 'user-consent-statements']);
    const outcome = h.send(recordQualificationConsents({ applicationId: APP, documents: ['credit', 'telephone'] }, { correlationId: 'c' }));
    h.flush();
    expect(consentsRecorded.match(await outcome)).toBe(true);
    expect(h.http.requestsTo({ method: 'POST', path: `v1/customer/application/${APP}/consents/` }).map((r) => r.body)).toEqual([{ documents: ['credit'] }]);
    // Loaded on open, refetched after recording (and once more by the has_changes fan-out, group Document).
    expect(h.http.requestsTo({ method: 'GET', path: `v1/customer/application/${APP}/consents/` }).length).toBeGreaterThanOrEqual(2);
    expect(h.http.requestsTo({ path: `v1/customer/application/${APP}/customer-changed/` })).toHaveLength(1);
    expect(h.stage()).toBe('phone-request');
  });

  it('a failed consent call keeps the stage and answers the §8 error', async () => {
    const h = opened(freshServer({ consents: [consent('credit')] }));
    h.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/consents/` }, errorResult('FETCH_ERROR'));
    const outcome = h.send(recordQualificationConsents({ applicationId: APP, documents: ['telephone'] }, { correlationId: 'c' }));
    h.flush();
    const event = await outcome;
    expect(consentsRecordFailed.match(event)).toBe(true);
    expect(h.stage()).toBe('user-consent-statements');
  });

  it.each([
    ['unchanged phone: nothing sent', '(212) 456-7890', 0, false],
    ['a new phone: patched as 10 digits', '(312) 555-0100'.replace('555', '456'), 1, true],
  ])('%s', async (_label, typed, patches, changed) => {
    const h = opened(freshServer({ consents: [consent('credit'), consent('telephone')] }));
    expect(h.stage()).toBe('phone-request');
    const outcome = h.send(savePhone({ applicationId: APP, phone: typed }, { correlationId: 'p' }));
    h.flush();
    const event = await outcome;
    expect(phoneSaved.match(event) && event.payload.changed).toBe(changed);
    expect(JSON.stringify(event)).not.toMatch(/\d{10}/);
    const sent = h.http.requestsTo({ method: 'PATCH' });
    expect(sent).toHaveLength(patches);
    if (patches) expect(sent[0]?.body).toEqual({ phone: '3124560100' });
    expect(h.stage()).toBe('ssn-request');
  });
});

describe('mortgages', () => {
  it('No: saves no mortgages into mortgage-details, then completes the qualification', async () => {
    const h = opened(identified());
    expect(h.stage()).toBe('has-mortgages');
    const outcome = h.send(answerHasMortgages({ applicationId: APP, hasMortgages: false }, { correlationId: 'n' }));
    h.flush();
    expect(mortgageAnswersSaved.match(await outcome)).toBe(true);
    expect(puts(h)).toEqual([{ section: 'mortgage-details', revision: 1, values: { has_mortgages: false, mortgages: [], mortgages_verified: false } }]);
    expect(h.stage()).toBe('completed');
    expect(h.eventTypes()).toContain(qualificationCompleted.type);
    expect(h.feature().completion.status).toBe('done');
    expect(h.server.form.qualification_completed_at).not.toBeNull();
    expect(h.http.requestsTo({ path: `v1/customer/application/${APP}/customer-changed/` }).length).toBeGreaterThanOrEqual(1);
  });

  it('Yes → list → details of each mortgage → completed, with Back between mortgages', async () => {
    const h = opened(identified());
    await (async () => {
      const o = h.send(answerHasMortgages({ applicationId: APP, hasMortgages: true }, { correlationId: 'y' }));
      h.flush();
      await o;
    })();
    expect(h.stage()).toBe('mortgages');
    // The list stage loads the credit report while it is shown (none is asked for before: it would be a 404).
    expect(h.http.requestsTo({ path: `v1/customer/application/${APP}/credit-report/` })).toHaveLength(0);
    h.dispatch(openMortgageList({ applicationId: APP }));
    h.flush();
    expect(h.http.requestsTo({ path: `v1/customer/application/${APP}/credit-report/` })).toHaveLength(1);

    const listed = h.send(
      confirmMortgageList({ applicationId: APP, tradelineIds: ['tl-1'], keptManualIds: [], addedManual: 1, verified: true }, { correlationId: 'l' }),
    );
    h.flush();
    expect(mortgageAnswersSaved.match(await listed)).toBe(true);
    expect(h.stage()).toBe('mortgage-details');
    expect(h.wizard().currentLienIndex).toBe(0);
    expect(h.server.mortgageRecord.values).toEqual({
      has_mortgages: true,
      mortgages_verified: true,
      mortgages: [
        { id: M(1), tradeline_id: 'tl-1', lender: 'FIRST BANK', balance: 210000, monthly_payment: 1450 },
        { id: M(2) },
      ],
    });

    const first = h.send(
      saveMortgageDetails({ applicationId: APP, index: 0, details: { lender: 'First Bank', balance: 209000, monthly_payment: 1450, mortgage_type: 'conventional' } }, { correlationId: 'd0' }),
    );
    h.flush();
    await first;
    expect(h.stage()).toBe('mortgage-details');
    expect(h.wizard().currentLienIndex).toBe(1);
    h.dispatch(goBackInQualification({ applicationId: APP }));
    expect(h.wizard().currentLienIndex).toBe(0);
    expect(h.stage()).toBe('mortgage-details');
    h.dispatch(goBackInQualification({ applicationId: APP }));
    expect(h.stage()).toBe('mortgages');
    // The list again, unchanged: the mortgages keep their ids and details.
    const again = h.send(
      confirmMortgageList({ applicationId: APP, tradelineIds: ['tl-1'], keptManualIds: [M(2)], addedManual: 0, verified: true }, { correlationId: 'l2' }),
    );
    h.flush();
    await again;
    expect(h.server.mortgageRecord.values.mortgages?.[0]).toMatchObject({ id: M(1), lender: 'First Bank', balance: 209000 });
    h.dispatch(saveMortgageDetails({ applicationId: APP, index: 0, details: { lender: 'First Bank', balance: 209000, monthly_payment: 1450, mortgage_type: 'conventional' } }));
    h.flush();
    const last = h.send(
      saveMortgageDetails({ applicationId: APP, index: 1, details: { lender: 'Credit Union', balance: 5000, monthly_payment: 90, mortgage_type: 'other' } }, { correlationId: 'd1' }),
    );
    h.flush();
    expect(mortgageAnswersSaved.match(await last)).toBe(true);
    expect(h.stage()).toBe('completed');
    expect(h.feature().completion.status).toBe('done');
    expect(h.server.mortgageRecord.values.mortgages).toHaveLength(2);
  });

  it('a detail missing is refused before anything is sent', async () => {
    const h = opened(identified({ mortgageRecord: { revision: 1, values: { has_mortgages: true, mortgages: [{ id: M(9) as never }], mortgages_verified: true } } }));
    expect(h.stage()).toBe('mortgage-details');
    const before = puts(h).length;
    const outcome = h.send(saveMortgageDetails({ applicationId: APP, index: 0, details: { lender: 'X', balance: 1 } }, { correlationId: 'x' }));
    h.flush();
    expect(mortgageAnswersSaveFailed.match(await outcome)).toBe(true);
    expect(puts(h)).toHaveLength(before);
  });

  it('a failed save keeps the stage; pressing Next again saves once more with a higher revision (no duplicate record)', async () => {
    const h = opened(identified());
    h.http.respond({ method: 'PUT' }, errorResult('FETCH_ERROR'));
    const failed = h.send(answerHasMortgages({ applicationId: APP, hasMortgages: true }, { correlationId: 'f' }));
    h.flush();
    expect(mortgageAnswersSaveFailed.match(await failed)).toBe(true);
    expect(h.stage()).toBe('has-mortgages');
    // The network is back.
    h.http.respond({ method: 'PUT' }, (req) => {
      const body = req.body as { revision: number; values: Record<string, unknown> };
      h.server.mortgageRecord = { revision: body.revision, values: body.values };
      return { ok: true, status: 200, value: { section: 'mortgage-details', status: 'in-progress', revision: body.revision, values: body.values, updated_at: null, submitted_at: null } };
    });
    const ok = h.send(answerHasMortgages({ applicationId: APP, hasMortgages: true }, { correlationId: 'g' }));
    h.flush();
    expect(mortgageAnswersSaved.match(await ok)).toBe(true);
    expect(h.stage()).toBe('mortgages');
    expect(h.server.mortgageRecord).toEqual({ revision: 2, values: { has_mortgages: true } });
  });

  it.each([
    ['after a pause in typing', false],
    ['when the page is left at once', true],
  ])('details typed are saved as a draft %s, and shown again on return', (_label, leaveAtOnce) => {
    const server = identified({ mortgageRecord: { revision: 1, values: { has_mortgages: true, mortgages: [{ id: M(7) as never }], mortgages_verified: true } } });
    const h = opened(server);
    h.dispatch(editMortgageDetails({ applicationId: APP, index: 0, details: { lender: 'Typed', balance: 12 } }));
    h.dispatch(editMortgageDetails({ applicationId: APP, index: 0, details: { lender: 'Typed Lender', balance: 1234 } }));
    if (leaveAtOnce) h.dispatch(closeQualification({ applicationId: APP }));
    h.flush();
    expect(server.mortgageRecord.values.mortgages).toEqual([{ id: M(7), lender: 'Typed Lender', balance: 1234 }]);
    // One save for the two edits.
    expect(puts(h)).toHaveLength(1);
    const back = opened(server);
    expect(back.stage()).toBe('mortgage-details');
    expect(back.wizard().formValues.mortgages).toEqual([{ id: M(7), lender: 'Typed Lender', balance: 1234 }]);
  });

  it('completing again after a failure', async () => {
    const h = opened(identified({ mortgageRecord: { revision: 1, values: { has_mortgages: false } } }));
    h.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/qualification/complete/` }, errorResult(400, { detail: 'The credit report is missing.' }));
    h.dispatch(answerHasMortgages({ applicationId: APP, hasMortgages: false }));
    h.flush();
    expect(h.stage()).toBe('completed');
    expect(h.feature().completion).toMatchObject({ status: 'failed', error: { data: { detail: 'The credit report is missing.' } } });
    h.http.respond({ method: 'POST', path: `v1/customer/application/${APP}/qualification/complete/` }, (req) => {
      h.server.form = { ...h.server.form, qualification_completed_at: '2026-03-02T12:00:00.000Z' };
      return json(req, h.server.form);
    });
    const retried = h.send(finishQualification({ applicationId: APP }, { correlationId: 'r' }));
    h.flush();
    expect(qualificationCompleted.match(await retried)).toBe(true);
    expect(h.feature().completion.status).toBe('done');
    expect(opened(h.server).wizard().stageHistory).toEqual([
      'authorize-credit', 'user-consent-statements', 'phone-request', 'ssn-request', 'wait-request', 'has-mortgages', 'completed',
    ]);
  });
});
