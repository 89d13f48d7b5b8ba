import * as t from 'io-ts';
import { Application, Task, UploadTicket, type UploadContentType } from '../../../src/contract';
import { answerOf, expectCodec, staffLogin, type Answer, type TestServer } from './server';

/** Small files whose first bytes are those of each allowed type (what the sandbox checks). */
export const SAMPLE_FILES: Readonly<Record<UploadContentType, Uint8Array>> = {
  'application/pdf': new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  'image/jpeg': Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  'image/png': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  'image/heic': Uint8Array.from([0x00, 0x00, 0x00, 0x18, ...new TextEncoder().encode('ftypheic'), 0x00, 0x00, 0x00, 0x00, ...new TextEncoder().encode('mif1heic')]),
};

/** Signs in as the seeded ops user (at the staff sign-in). */
export const opsLogin = (server: TestServer): Promise<string> => staffLogin(server);

/** A JSON call to the back office (`/sandbox/...`) with a JWT; never throws on HTTP errors. */
export async function backOffice(server: TestServer, token: string | undefined, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${server.url}/sandbox/${path.replace(/^\//, '')}`, {
    method,
    headers: { ...(token && { authorization: `JWT ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answerOf(res);
}

/** Like {@link backOffice} but fails the test unless it answers 200. */
export async function control(server: TestServer, token: string, path: string, body: unknown = {}): Promise<Answer> {
  const res = await backOffice(server, token, 'POST', path, body);
  if (res.status !== 200) throw new Error(`back office ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** PUTs bytes to a signed storage URL; answers status and parsed JSON body. */
export async function putUpload(url: string, bytes: Uint8Array, contentType: string): Promise<Answer> {
  const res = await fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Blob([new Uint8Array(bytes)]) });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: res.headers };
}

/** The caller's first application. */
export async function firstApplication(server: TestServer, token: string): Promise<Application> {
  const [app] = expectCodec(t.array(Application), (await server.api('GET', 'v1/customer/application/', { token })).body);
  if (!app) throw new Error('no application');
  return app;
}

/** An application's tasks. */
export async function tasksOf(server: TestServer, token: string, appUuid: string): Promise<Task[]> {
  return expectCodec(t.array(Task), (await server.api('GET', `v1/customer/application/${appUuid}/tasks/`, { token })).body);
}

/** Asks for an upload URL for a sample file of `type`; answers the raw answer. */
export function requestUploadOf(
  server: TestServer, token: string, appUuid: string, o: { type?: UploadContentType; document_type?: string; size?: number; file_name?: string; task_uuid?: string | null; replaces?: string | null } = {},
): Promise<Answer> {
  const type = o.type ?? 'application/pdf';
  return server.api('POST', `v1/customer/application/${appUuid}/documents/`, {
    token,
    body: {
      document_type: o.document_type ?? 'mortgage-statement', file_name: o.file_name ?? 'statement.pdf', content_type: type,
      size_bytes: o.size ?? SAMPLE_FILES[type].length, source: 'customer',
      ...(o.task_uuid !== undefined && { task_uuid: o.task_uuid }), ...(o.replaces !== undefined && { replaces: o.replaces }),
    },
  });
}

/** Request → PUT → complete for a sample file; answers the completed document. */
export async function uploadSample(
  server: TestServer, token: string, appUuid: string, o: Parameters<typeof requestUploadOf>[3] = {},
): Promise<{ uuid: string; status: string; [k: string]: unknown }> {
  const type = o.type ?? 'application/pdf';
  const asked = await requestUploadOf(server, token, appUuid, o);
  if (asked.status !== 200) throw new Error(`requestUpload: ${asked.status} ${JSON.stringify(asked.body)}`);
  const ticket = expectCodec(UploadTicket, asked.body);
  const put = await putUpload(ticket.upload.url, SAMPLE_FILES[type], type);
  if (put.status !== 200) throw new Error(`PUT: ${put.status} ${JSON.stringify(put.body)}`);
  const done = await server.api('POST', `v1/customer/document/${ticket.document.uuid}/complete/`, { token });
  if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body as { uuid: string; status: string };
}
