import { isUuid } from '../../contract';
import { readableApplication, writableApplication } from '../access';
import type { Caller } from '../http/binding';
import { notFound } from '../http/errors';
import type { ApplicationRow, AppProfileRow } from '../repo/applications';
import type { Sql } from '../repo/sql';
import { findRequest, type RequestRow } from './requests';

/**
 * A servicing request the caller may read: its application is readable (src/sandbox/access.ts). Anything else —
 * not a UUID, unknown, someone else's — is the same 404, so a request id reveals nothing.
 */
export async function readableRequest(sql: Sql, caller: Caller, uuid: string): Promise<{ request: RequestRow; app: ApplicationRow; place: AppProfileRow | undefined }> {
  if (!isUuid(uuid)) throw notFound();
  const request = await findRequest(sql, uuid);
  if (!request) throw notFound();
  const { app, place } = await readableApplication(sql, caller, request.application_uuid);
  return { request, app, place };
}

/** A servicing request the caller may change: readable (404) and its application writable by them (403 ops, occupants). */
export async function writableRequest(sql: Sql, caller: Caller, uuid: string): Promise<{ request: RequestRow; app: ApplicationRow }> {
  const { request } = await readableRequest(sql, caller, uuid);
  const { app } = await writableApplication(sql, caller, request.application_uuid);
  return { request, app };
}
