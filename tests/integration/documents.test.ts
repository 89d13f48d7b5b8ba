import * as t from 'io-ts';
import { CustomerDocument, SignedUpload, UploadTicket } from '../../src/contract';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { backOffice, control, firstApplication, opsLogin, putUpload, requestUploadOf, SAMPLE_FILES, tasksOf, uploadSample } from './support/closing';
import { expectCodec, login, startTestServer, type TestServer } from './support/server';
import { DEMO } from '../support/accounts';

/**
 * Documents (issue #4 §2) over HTTP: the signed-upload lifecycle, what is refused before and during the upload, URL
 * expiry and renewal, cancel, review by the back office and replacing a rejected document. Cast: demo.documents
 * (pending-doc-upload, a mortgage-statement task and a verify-identity task pending) and ops.
 */
let server: TestServer;
let token = '';
let ops = '';
let appUuid = '';

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [token, ops] = await Promise.all([login(server, DEMO.documents), opsLogin(server)]);
  appUuid = (await firstApplication(server, token)).uuid;
});
afterAll(() => server.close());

const list = async () => expectCodec(t.array(CustomerDocument), (await server.api('GET', `v1/customer/application/${appUuid}/documents/`, { token })).body);
const ticketOf = (body: unknown) => expectCodec(UploadTicket, body);

describe('the seeded documents customer', () => {
  it('has a pending mortgage-statement task asking for that document type and a pending ID task that lets the person choose', async () => {
    const tasks = await tasksOf(server, token, appUuid);
    expect(tasks.find((x) => x.task_type === 'mortgage-statement')).toMatchObject({ status: 'pending', document_type: 'mortgage-statement' });
    expect(tasks.find((x) => x.task_type === 'verify-identity')).toMatchObject({ status: 'pending', document_type: null });
    expect(tasks.filter((x) => x.task_type !== 'mortgage-statement').every((x) => x.document_type === null)).toBe(true);
  });
});

describe('upload lifecycle: request → PUT → complete → listed', () => {
  it('signs a URL for exactly the type and size, stores the body, completes the task and marks the application changed', async () => {
    await server.api('POST', `v1/customer/application/${appUuid}/customer-changed/`, { token, body: {} });
    const task = (await tasksOf(server, token, appUuid)).find((x) => x.task_type === 'mortgage-statement');
    const asked = await requestUploadOf(server, token, appUuid, { task_uuid: task?.uuid ?? null });
    expect(asked.status).toBe(200);
    const ticket = ticketOf(asked.body);
    expect(ticket.document).toMatchObject({ status: 'uploading', source: 'customer', uploaded_at: null, task_uuid: task?.uuid, document_type: 'mortgage-statement' });
    expect(ticket.upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'application/pdf' } });
    expect(new URL(ticket.upload.url).pathname).toBe(`/storage/uploads/${ticket.document.uuid}`);
    expect(ticket.upload.url).not.toContain(token);
    expect(Date.parse(ticket.upload.expires_at) - Date.now()).toBeGreaterThan(800_000);
    expect((await list()).map((d) => d.uuid)).toContain(ticket.document.uuid);

    const put = await putUpload(ticket.upload.url, SAMPLE_FILES['application/pdf'], 'application/pdf');
    expect(put.status).toBe(200);
    expect((await putUpload(ticket.upload.url, SAMPLE_FILES['application/pdf'], 'application/pdf')).status).toBe(200);

    const done = await server.api('POST', `v1/customer/document/${ticket.document.uuid}/complete/`, { token });
    expect(done.status).toBe(200);
    const doc = expectCodec(CustomerDocument, done.body);
    expect(doc.status).toBe('uploaded');
    expect(doc.uploaded_at).not.toBeNull();
    expect((await list())[0]).toEqual(doc);
    expect((await tasksOf(server, token, appUuid)).find((x) => x.uuid === task?.uuid)?.status).toBe('completed');
    const changed = await server.api('POST', `v1/customer/application/${appUuid}/customer-changed/`, { token, body: {} });
    expect(changed.body).toEqual({ has_changes: true });
    // Completing again answers the same document (a retry after a lost answer is safe).
    expect((await server.api('POST', `v1/customer/document/${doc.uuid}/complete/`, { token })).body).toEqual(doc);
    // The back office sees the bytes exactly as uploaded; a customer cannot use that route.
    const file = await fetch(`${server.url}/sandbox/documents/${doc.uuid}/file`, { headers: { authorization: `JWT ${ops}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(SAMPLE_FILES['application/pdf']);
    expect((await fetch(`${server.url}/sandbox/documents/${doc.uuid}/file`, { headers: { authorization: `JWT ${token}` } })).status).toBe(403);
  });

  it('accepts JPEG, PNG and HEIC bodies by their magic bytes; a government ID completes the verify-identity task', async () => {
    for (const type of ['image/jpeg', 'image/png', 'image/heic'] as const) {
      const doc = await uploadSample(server, token, appUuid, { type, document_type: 'passport', file_name: `passport.${type.split('/')[1]}` });
      expect(doc.status).toBe('uploaded');
    }
    expect((await tasksOf(server, token, appUuid)).find((x) => x.task_type === 'verify-identity')?.status).toBe('completed');
  });
});

describe('refused when asking for the URL (nothing is created)', () => {
  const refused = async (o: Parameters<typeof requestUploadOf>[3]) => {
    const before = (await list()).length;
    const res = await requestUploadOf(server, token, appUuid, o);
    expect(res.status).toBe(400);
    expect((await list()).length).toBe(before);
    return res.body as { detail: string; errors: Record<string, string[]> };
  };

  it('a type that is not PDF, JPEG, PNG or HEIC', async () => {
    expect((await refused({ type: 'image/gif' as never, size: 10 })).errors.content_type).toEqual(['Upload a PDF, JPEG, PNG or HEIC file.']);
  });
  it('a file over the limit, with the §9 sizes in the sentence; exactly the limit is allowed', async () => {
    expect((await refused({ size: 31_667_814 })).errors.size_bytes).toEqual(['This file is 30.2 MB; the largest file you can upload is 25 MB.']);
    const atLimit = await requestUploadOf(server, token, appUuid, { size: MAX_UPLOAD_BYTES });
    expect(atLimit.status).toBe(200);
    await server.api('DELETE', `v1/customer/document/${ticketOf(atLimit.body).document.uuid}/`, { token });
  });
  it('an empty file, a fractional size, a blank or over-long name, a provider-only type', async () => {
    expect((await refused({ size: 0 })).errors.size_bytes).toEqual(['This file is empty.']);
    expect((await refused({ size: 10.5 })).errors.size_bytes).toEqual(['The size must be a whole number of bytes.']);
    expect((await refused({ file_name: '   ' })).errors.file_name).toEqual(['The file needs a name.']);
    expect((await refused({ file_name: `${'x'.repeat(256)}.pdf` })).errors.file_name?.[0]).toMatch(/too long/);
    expect((await refused({ document_type: 'credit-report' })).errors.document_type?.[0]).toMatch(/choose another type/);
  });
  it('a task of another application, and a document to replace that is not a rejected one of this application', async () => {
    const other = await login(server, DEMO.submittedForReview);
    const otherApp = await firstApplication(server, other);
    const foreignTask = (await tasksOf(server, other, otherApp.uuid))[0]?.uuid ?? '';
    expect((await refused({ task_uuid: foreignTask })).errors.task_uuid).toEqual(['That task is not on this application.']);
    const accepted = (await list()).find((d) => d.status === 'uploaded');
    expect((await refused({ replaces: accepted?.uuid ?? '' })).errors.replaces).toEqual(['Only a rejected document of this application can be replaced.']);
    expect((await refused({ replaces: 'not-a-uuid' })).errors.replaces).toBeDefined();
  });
});

describe('refused by storage', () => {
  let ticket: ReturnType<typeof ticketOf>;
  beforeEach(async () => {
    ticket = ticketOf((await requestUploadOf(server, token, appUuid)).body);
  });
  afterEach(async () => {
    await server.api('DELETE', `v1/customer/document/${ticket.document.uuid}/`, { token });
  });

  it('a body whose size or content type differs from what was signed', async () => {
    const pdf = SAMPLE_FILES['application/pdf'];
    const longer = await putUpload(ticket.upload.url, Uint8Array.from([...pdf, 0x0a]), 'application/pdf');
    expect(longer.status).toBe(400);
    expect(longer.body).toEqual({ code: 'size-mismatch', detail: `The file has ${pdf.length + 1} bytes, but the upload link is for exactly ${pdf.length} bytes.` });
    const png = await putUpload(ticket.upload.url, pdf, 'image/png');
    expect(png.status).toBe(400);
    expect(png.body.code).toBe('content-type-mismatch');
  });
  it('contents that are not what the type says (magic bytes)', async () => {
    const fake = new Uint8Array(SAMPLE_FILES['application/pdf'].length).fill(0x41);
    const res = await putUpload(ticket.upload.url, fake, 'application/pdf');
    expect(res).toMatchObject({ status: 400, body: { code: 'content-mismatch', detail: 'The file\'s contents are not a PDF.' } });
    const done = await server.api('POST', `v1/customer/document/${ticket.document.uuid}/complete/`, { token });
    expect(done.status).toBe(409);
    expect(done.body.detail).toMatch(/not received the file/);
  });
  it('a tampered signature or another document in the path (403, not "expired")', async () => {
    const url = new URL(ticket.upload.url);
    const sig = url.searchParams.get('signature') ?? '';
    url.searchParams.set('signature', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    const tampered = await putUpload(url.toString(), SAMPLE_FILES['application/pdf'], 'application/pdf');
    expect(tampered.status).toBe(403);
    expect(tampered.body.code).toBe('invalid-signature');
    expect(JSON.stringify(tampered.body)).not.toMatch(/expired/i);
    const later = new URL(ticket.upload.url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await putUpload(later.toString(), SAMPLE_FILES['application/pdf'], 'application/pdf')).status).toBe(403);
    const missing = await putUpload(ticket.upload.url.replace(ticket.document.uuid, '00000000-0000-4000-8000-000000000000'), SAMPLE_FILES['application/pdf'], 'application/pdf');
    expect(missing.status).toBe(404);
  });
});

describe('expiry and renewal', () => {
  it('an expired URL is refused with code expired, the upload drops out of the list, and a renewed URL works', async () => {
    const ticket = ticketOf((await requestUploadOf(server, token, appUuid)).body);
    server.advance(15 * 60 * 1000 + 1000);
    const late = await putUpload(ticket.upload.url, SAMPLE_FILES['application/pdf'], 'application/pdf');
    expect(late).toMatchObject({ status: 403, body: { code: 'expired', detail: 'The upload link has expired.' } });
    expect((await list()).map((d) => d.uuid)).not.toContain(ticket.document.uuid);

    const renewed = await server.api('POST', `v1/customer/document/${ticket.document.uuid}/upload-url/`, { token });
    expect(renewed.status).toBe(200);
    const fresh = expectCodec(SignedUpload, renewed.body);
    expect(fresh.url).not.toBe(ticket.upload.url);
    expect((await list()).map((d) => d.uuid)).toContain(ticket.document.uuid);
    expect((await putUpload(fresh.url, SAMPLE_FILES['application/pdf'], 'application/pdf')).status).toBe(200);
    const done = await server.api('POST', `v1/customer/document/${ticket.document.uuid}/complete/`, { token });
    expect(done.body.status).toBe('uploaded');
    const again = await server.api('POST', `v1/customer/document/${ticket.document.uuid}/upload-url/`, { token });
    expect(again.status).toBe(409);
  });
});

describe('cancel', () => {
  it('removes an upload in progress (record and URL); an uploaded document cannot be canceled', async () => {
    const ticket = ticketOf((await requestUploadOf(server, token, appUuid)).body);
    const canceled = await server.api('DELETE', `v1/customer/document/${ticket.document.uuid}/`, { token });
    expect(canceled).toMatchObject({ status: 200, body: { uuid: ticket.document.uuid } });
    expect((await list()).map((d) => d.uuid)).not.toContain(ticket.document.uuid);
    expect((await putUpload(ticket.upload.url, SAMPLE_FILES['application/pdf'], 'application/pdf')).status).toBe(404);
    const uploaded = (await list()).find((d) => d.status === 'uploaded');
    expect((await server.api('DELETE', `v1/customer/document/${uploaded?.uuid}/`, { token })).status).toBe(409);
  });
});

describe('review by the back office and replacing a rejected document', () => {
  it('a rejection shows its reason and reopens the task; the replacement supersedes it and completes the task again', async () => {
    const task = (await tasksOf(server, token, appUuid)).find((x) => x.task_type === 'mortgage-statement');
    const doc = (await list()).find((d) => d.task_uuid === task?.uuid && d.status === 'uploaded');
    expect(doc).toBeDefined();
    const noReason = await backOffice(server, ops, 'POST', `documents/${doc?.uuid}/review`, { decision: 'reject', reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeDefined();
    await control(server, ops, `documents/${doc?.uuid}/review`, { decision: 'reject', reason: 'The statement is older than 60 days.' });
    expect((await list()).find((d) => d.uuid === doc?.uuid)).toMatchObject({ status: 'rejected', rejection_reason: 'The statement is older than 60 days.' });
    expect((await tasksOf(server, token, appUuid)).find((x) => x.uuid === task?.uuid)?.status).toBe('pending');
    expect((await backOffice(server, ops, 'POST', `documents/${doc?.uuid}/review`, { decision: 'accept' })).status).toBe(409);

    const replacement = await uploadSample(server, token, appUuid, { replaces: doc?.uuid ?? null, file_name: 'statement-june.pdf' });
    expect(replacement).toMatchObject({ status: 'uploaded', replaces: doc?.uuid, task_uuid: task?.uuid });
    expect((await list()).find((d) => d.uuid === doc?.uuid)?.status).toBe('replaced');
    expect((await tasksOf(server, token, appUuid)).find((x) => x.uuid === task?.uuid)?.status).toBe('completed');
    await control(server, ops, `documents/${replacement.uuid}/review`, { decision: 'accept' });
    expect((await list()).find((d) => d.uuid === replacement.uuid)?.status).toBe('accepted');
  });

  it('a requested document becomes a task with its type; rejecting a document that answered no task asks for a new one', async () => {
    const requested = await control(server, ops, `applications/${appUuid}/document-requests`, { document_type: 'homeowners-insurance-policy' });
    expect(requested.body).toMatchObject({ detail: 'Document requested.', application_uuid: appUuid });
    const dup = await backOffice(server, ops, 'POST', `applications/${appUuid}/document-requests`, { document_type: 'homeowners-insurance-policy' });
    expect(dup.status).toBe(409);
    const ask = (await tasksOf(server, token, appUuid)).find((x) => x.document_type === 'homeowners-insurance-policy');
    expect(ask).toMatchObject({ task_type: 'document-upload', status: 'pending', title: 'Upload your homeowners insurance policy', profile_uuid: null });
    const doc = await uploadSample(server, token, appUuid, { document_type: 'homeowners-insurance-policy', file_name: 'hoi.pdf' });
    expect((await tasksOf(server, token, appUuid)).find((x) => x.uuid === ask?.uuid)?.status).toBe('completed');
    expect(doc.task_uuid).toBe(ask?.uuid);

    const stray = await uploadSample(server, token, appUuid, { document_type: 'hoa-statement', file_name: 'hoa.pdf' });
    await control(server, ops, `documents/${stray.uuid}/review`, { decision: 'reject', reason: 'Page 2 is missing.' });
    const replace = (await tasksOf(server, token, appUuid)).find((x) => x.document_type === 'hoa-statement');
    expect(replace).toMatchObject({ status: 'pending', task_type: 'document-upload' });
    expect(replace?.description).toContain('Page 2 is missing.');
  });
});
