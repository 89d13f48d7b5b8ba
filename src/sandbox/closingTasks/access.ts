import { isUuid } from '../../contract';
import { writableApplication } from '../access';
import type { Caller } from '../http/binding';
import { notFound } from '../http/errors';
import type { ApplicationRow } from '../repo/applications';
import type { Sql } from '../repo/sql';
import { findMeeting, type MeetingRow } from './records';

/**
 * A meeting the caller may change (issue 12 §1): its application readable (404 otherwise, like a missing or malformed
 * id, so a meeting id reveals nothing) and writable by the caller (403 for ops and non-owning occupants).
 */
export async function writableMeeting(sql: Sql, caller: Caller, uuid: string): Promise<{ meeting: MeetingRow; app: ApplicationRow }> {
  if (!isUuid(uuid)) throw notFound();
  const meeting = await findMeeting(sql, uuid);
  if (!meeting) throw notFound();
  const { app } = await writableApplication(sql, caller, meeting.application_uuid);
  return { meeting, app };
}
