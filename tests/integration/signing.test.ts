import * as t from 'io-ts';
import { Application, Envelope, SignatureField } from '../../src/contract';
import { backOffice, control, firstApplication, tasksOf } from './support/closing';
import { expectCodec, login, startWithOps, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Signing the closing documents (issue #4 §4): the envelope as each signer sees it, signing fields with the right
 * and wrong values, review-and-confirm, declining, and funding. Cast: demo.signing (one signer, Ana Lopez),
 * demo.underreview with its co-owner (two signers) and occupant, ops.
 */
let server: TestServer;
let ops = '';
beforeAll(async () => ({ server, ops } = await startWithOps()));
afterAll(() => server.close());

const envelopeOf = async (token: string, appUuid: string) => {
  const res = await server.api('GET', `v1/customer/application/${appUuid}/envelope/`, { token });
  expect(res.status).toBe(200);
  return expectCodec(t.type({ envelope: t.union([Envelope, t.null]) }), res.body).envelope;
};
const fieldsOf = (e: Envelope) => e.documents.flatMap((d) => d.pages.flatMap((p) => p.fields));
const sign = (token: string, envelope: string, field: string, value: string) =>
  server.api('POST', `v1/customer/envelope/${envelope}/fields/${field}/sign/`, { token, body: { value } });
const finish = (token: string, envelope: string) => server.api('POST', `v1/customer/envelope/${envelope}/complete/`, { token, body: { confirmed: true } });

describe('one signer (demo.signing)', () => {
  let token = '';
  let appUuid = '';
  let envelope: Envelope;
  beforeAll(async () => {
    token = await login(server, DEMO.signing);
    appUuid = (await firstApplication(server, token)).uuid;
    const e = await envelopeOf(token, appUuid);
    if (!e) throw new Error('no envelope');
    envelope = e;
  });

  it('shows three documents of 2–4 pages quoting the figures, initials on each page and a signature on each last page', async () => {
    expect(envelope).toMatchObject({ status: 'sent', signer_name: 'Ana Lopez', signer_initials: 'AL', signer_status: 'pending', signer_completed_at: null });
    expect(envelope.documents.map((d) => d.name)).toEqual(['Investment Agreement', 'Memorandum of Agreement and Security Instrument', 'Closing Disclosure']);
    for (const d of envelope.documents) {
      expect(d.pages.length).toBeGreaterThanOrEqual(2);
      expect(d.pages.length).toBeLessThanOrEqual(4);
      expect(d.pages.map((p) => p.number)).toEqual(d.pages.map((_, i) => i + 1));
      expect(d.pages.slice(0, -1).every((p) => p.fields.length === 1 && p.fields[0]?.kind === 'initials')).toBe(true);
      expect(d.pages.at(-1)?.fields.map((f) => f.kind)).toEqual(['signature']);
    }
    const estimate = (await server.api('GET', `v1/customer/application/${appUuid}/investment-estimate/`, { token })).body.estimate;
    const text = envelope.documents.flatMap((d) => d.pages.flatMap((p) => p.paragraphs)).join(' ');
    expect(text).toContain(`$${estimate.investment_amount.toLocaleString('en-US')}`);
    expect(text).toContain('151 3rd St');
    expect(fieldsOf(envelope).every((f) => f.value === null && f.signed_at === null)).toBe(true);
  });

  it('refuses a value that is not the name or initials, with the expected form; accepts it in any case and spacing; idempotent', async () => {
    const [initials] = fieldsOf(envelope).filter((f) => f.kind === 'initials');
    const signature = fieldsOf(envelope).find((f) => f.kind === 'signature');
    const wrongSig = await sign(token, envelope.uuid, signature?.uuid ?? '', 'Ana L.');
    expect(wrongSig).toMatchObject({ status: 400, body: { errors: { value: ['Type your full name: Ana Lopez'] } } });
    const wrongInit = await sign(token, envelope.uuid, initials?.uuid ?? '', 'XY');
    expect(wrongInit.body.errors).toEqual({ value: ['Type your initials: AL'] });
    const ok = await sign(token, envelope.uuid, signature?.uuid ?? '', '  ana   LOPEZ ');
    expect(expectCodec(SignatureField, ok.body)).toMatchObject({ uuid: signature?.uuid, value: 'ana LOPEZ' });
    expect(ok.body.signed_at).not.toBeNull();
    const again = await sign(token, envelope.uuid, signature?.uuid ?? '', 'Ana Lopez');
    expect(again.body).toEqual(ok.body);
    expect((await sign(token, envelope.uuid, initials?.uuid ?? '', 'a.l.')).status).toBe(200);
  });

  it('will not finish while fields are unsigned, naming how many remain', async () => {
    const remaining = fieldsOf((await envelopeOf(token, appUuid)) ?? envelope).filter((f) => f.signed_at === null).length;
    const res = await finish(token, envelope.uuid);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`Sign the ${remaining} remaining fields before you finish.`);
    expect((await server.api('POST', `v1/customer/envelope/${envelope.uuid}/complete/`, { token, body: { confirmed: false } })).status).toBe(400);
  });

  it('ops read the signer view but cannot sign, finish or decline (403)', async () => {
    const seen = await envelopeOf(ops, appUuid);
    expect(seen?.uuid).toBe(envelope.uuid);
    const field = fieldsOf(envelope)[0]?.uuid ?? '';
    expect((await sign(ops, envelope.uuid, field, 'Ana Lopez')).status).toBe(403);
    expect((await finish(ops, envelope.uuid)).status).toBe(403);
    expect((await server.api('POST', `v1/customer/envelope/${envelope.uuid}/decline/`, { token: ops, body: { reason: 'x' } })).status).toBe(403);
  });

  it('after every field is signed, confirming completes the envelope, the task and moves on to funding', async () => {
    for (const f of fieldsOf((await envelopeOf(token, appUuid)) ?? envelope)) {
      if (f.signed_at === null) expect((await sign(token, envelope.uuid, f.uuid, f.kind === 'signature' ? 'Ana Lopez' : 'AL')).status).toBe(200);
    }
    const res = await finish(token, envelope.uuid);
    expect(res.status).toBe(200);
    const done = expectCodec(Envelope, res.body);
    expect(done).toMatchObject({ status: 'completed', signer_status: 'completed' });
    expect(done.signer_completed_at).not.toBeNull();
    expect((await tasksOf(server, token, appUuid)).find((x) => x.task_type === 'sign-closing-documents')?.status).toBe('completed');
    const app = expectCodec(Application, (await server.api('GET', `v1/customer/application/${appUuid}/`, { token })).body);
    expect(app).toMatchObject({ stage: 'pending-escrow-disbursement', customer_stage: 'distributing-funds' });
    expect((await sign(token, envelope.uuid, fieldsOf(envelope)[0]?.uuid ?? '', 'AL')).status).toBe(409);
    expect((await finish(token, envelope.uuid)).status).toBe(409);
    expect((await backOffice(server, ops, 'POST', `applications/${appUuid}/envelope`)).status).toBe(409);

    await control(server, ops, `applications/${appUuid}/fund`);
    const closed = expectCodec(Application, (await server.api('GET', `v1/customer/application/${appUuid}/`, { token })).body);
    expect(closed).toMatchObject({ stage: 'closed-won', customer_stage: 'closed' });
    expect((await tasksOf(server, token, appUuid)).every((x) => x.status === 'completed')).toBe(true);
  });
});

describe('two signers, an occupant, and declining', () => {
  let a = '';
  let c = '';
  let o = '';
  let appUuid = '';
  beforeAll(async () => {
    [a = '', c = '', o = ''] = await Promise.all(['demo.underreview', 'demo.coowner', 'demo.occupant'].map((n) => login(server, `${n}@example.com`, 'Demo-pass-1')));
    appUuid = (await firstApplication(server, a)).uuid;
  });

  it('cannot open without an estimate; then each person on title signs their own fields; the occupant signs nothing', async () => {
    expect(await envelopeOf(a, appUuid)).toBeNull();
    const early = await backOffice(server, ops, 'POST', `applications/${appUuid}/envelope`);
    expect(early.status).toBe(409);
    expect((await backOffice(server, ops, 'POST', `applications/${appUuid}/fund`)).status).toBe(409);
    await control(server, ops, `applications/${appUuid}/estimate`);
    const opened = await control(server, ops, `applications/${appUuid}/envelope`);
    expect(opened.body).toMatchObject({ stage: 'pending-signature', customer_stage: 'sign-closing-docs' });
    const mine = await envelopeOf(a, appUuid);
    const theirs = await envelopeOf(c, appUuid);
    expect(mine?.uuid).toBe(theirs?.uuid);
    expect(mine?.signer_name).toBe('Uma Rossi');
    expect(theirs?.signer_name).toBe('Marco Rossi');
    const mineIds = new Set(fieldsOf(mine as Envelope).map((f) => f.uuid));
    expect(fieldsOf(theirs as Envelope).some((f) => mineIds.has(f.uuid))).toBe(false);
    expect(await envelopeOf(o, appUuid)).toBeNull();
    const signTasks = (await tasksOf(server, a, appUuid)).filter((x) => x.task_type === 'sign-closing-documents');
    expect(signTasks.map((x) => x.status)).toEqual(['pending', 'pending']);

    // Someone else's field is not there for you (404), and the occupant cannot act on the envelope at all.
    const theirField = fieldsOf(theirs as Envelope)[0]?.uuid ?? '';
    expect((await sign(a, mine?.uuid ?? '', theirField, 'UR')).status).toBe(404);
    expect((await sign(o, mine?.uuid ?? '', theirField, 'LR')).status).toBe(404);
    expect((await finish(o, mine?.uuid ?? '')).status).toBe(404);
  });

  it('ops name the selected person (profile_uuid): the co-owner’s own fields and name; a non-signer is 404', async () => {
    const app = expectCodec(Application, (await server.api('GET', `v1/customer/application/${appUuid}/`, { token: ops })).body);
    const uuidOf = (first: string) => app.application_profiles.find((p) => p.profile.first_name === first)?.profile.uuid ?? '';
    const [uma, marco, lena] = [uuidOf('Uma'), uuidOf('Marco'), uuidOf('Lena')];
    const viewOf = (token: string, profile: string) => server.api('GET', `v1/customer/application/${appUuid}/envelope/?profile_uuid=${profile}`, { token });

    const asMarco = expectCodec(t.type({ envelope: Envelope }), (await viewOf(ops, marco)).body).envelope;
    const marcosOwn = (await envelopeOf(c, appUuid)) as Envelope;
    expect(asMarco).toMatchObject({ signer_name: 'Marco Rossi', signer_initials: marcosOwn.signer_initials, signer_status: marcosOwn.signer_status });
    expect(fieldsOf(asMarco).map((f) => f.uuid)).toEqual(fieldsOf(marcosOwn).map((f) => f.uuid));
    // Upper-case spelling names the same person; without the query ops still see the first signer.
    expect(expectCodec(t.type({ envelope: Envelope }), (await viewOf(ops, uma.toUpperCase())).body).envelope.signer_name).toBe('Uma Rossi');
    expect((await envelopeOf(ops, appUuid))?.signer_name).toBe('Uma Rossi');

    expect((await viewOf(ops, lena)).status).toBe(404);
    expect((await viewOf(ops, 'not-a-uuid')).status).toBe(400);
  });

  it('a customer cannot use profile_uuid to read another signer’s view (403); naming themselves is their own view', async () => {
    const app = expectCodec(Application, (await server.api('GET', `v1/customer/application/${appUuid}/`, { token: ops })).body);
    const uuidOf = (first: string) => app.application_profiles.find((p) => p.profile.first_name === first)?.profile.uuid ?? '';
    const viewOf = (token: string, profile: string) => server.api('GET', `v1/customer/application/${appUuid}/envelope/?profile_uuid=${profile}`, { token });

    const refused = await viewOf(a, uuidOf('Marco'));
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Marco');
    expect((await viewOf(o, uuidOf('Uma'))).status).toBe(403);
    const own = await viewOf(a, uuidOf('Uma'));
    expect(own.status).toBe(200);
    expect(expectCodec(t.type({ envelope: Envelope }), own.body).envelope).toEqual(await envelopeOf(a, appUuid));
    // The occupant naming themselves: they do not sign it (404), like ops naming them.
    expect((await viewOf(o, uuidOf('Lena'))).status).toBe(404);
  });

  it('when one signer finishes the envelope stays out for the other; a decline records the reason and ends it', async () => {
    const mine = (await envelopeOf(a, appUuid)) as Envelope;
    for (const f of fieldsOf(mine)) await sign(a, mine.uuid, f.uuid, f.kind === 'signature' ? 'Uma Rossi' : 'UR');
    const first = expectCodec(Envelope, (await finish(a, mine.uuid)).body);
    expect(first).toMatchObject({ status: 'sent', signer_status: 'completed' });
    expect(((await server.api('GET', `v1/customer/application/${appUuid}/`, { token: a })).body as Application).stage).toBe('pending-signature');

    const blank = await server.api('POST', `v1/customer/envelope/${mine.uuid}/decline/`, { token: c, body: { reason: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.reason).toEqual(['Tell us why you are declining to sign.']);
    const declined = expectCodec(Envelope, (await server.api('POST', `v1/customer/envelope/${mine.uuid}/decline/`, { token: c, body: { reason: 'The payoff amount is wrong.' } })).body);
    expect(declined).toMatchObject({ status: 'declined', signer_status: 'declined', decline_reason: 'The payoff amount is wrong.' });
    expect((await envelopeOf(a, appUuid))).toMatchObject({ status: 'declined', decline_reason: 'The payoff amount is wrong.' });
    expect((await sign(c, mine.uuid, fieldsOf(declined)[0]?.uuid ?? '', 'MR')).status).toBe(409);
    const signTasks = (await tasksOf(server, a, appUuid)).filter((x) => x.task_type === 'sign-closing-documents');
    expect(signTasks.map((x) => x.status).sort()).toEqual(['canceled', 'completed']);

    // The back office can send a corrected envelope; both sign again.
    await control(server, ops, `applications/${appUuid}/envelope`);
    const next = await envelopeOf(c, appUuid);
    expect(next).toMatchObject({ status: 'sent', signer_status: 'pending' });
    expect(next?.uuid).not.toBe(mine.uuid);
    expect((await tasksOf(server, a, appUuid)).filter((x) => x.task_type === 'sign-closing-documents').map((x) => x.status)).toEqual(['pending', 'pending']);
  });
});
