import * as t from 'io-ts';
import { closed, IsoDate, IsoDateTime, nullable } from './codec';
import { DocumentType } from './documentEnums';
import { endpoint } from './endpoint';
import { TaskStatus } from './enums';
import { Uuid } from './ids';

/*
 * Tasks (§3 task types, §4 task status). Apart from entities.ts because a task may name a document type: the first
 * load (which decodes applications, not tasks) then does not carry the whole §3 document catalogue's enumeration.
 */

/** A task on an application (§3 task types, §4 task status). `profile_uuid` null = for the whole application. */
export const Task = closed('Task', {
  uuid: Uuid,
  task_type: t.string,
  title: t.string,
  description: t.string,
  status: TaskStatus,
  profile_uuid: nullable(Uuid),
  created_at: IsoDateTime,
  due_date: nullable(IsoDate),
  /** For a document-upload task (§3 task types): the document type it asks for; null for other tasks. */
  document_type: nullable(DocumentType),
});
export type Task = t.TypeOf<typeof Task>;

/** `GET /v1/customer/application/{uuid}/tasks/` (designed; Tasks data group): the application's tasks. */
export const listTasks = endpoint({
  name: 'listTasks', method: 'GET', route: 'v1/customer/application/:uuid/tasks/',
  response: t.array(Task),
});
