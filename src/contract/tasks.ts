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

/**
 * The application's tasks in the order they were set (Tasks data group). `profile_uuid` null = for the whole
 * application. `document_type` is the document a document-upload task asks for, null for other tasks:
 * `mortgage-statement` → `mortgage-statement`, `property--home-owners-insurance` → `homeowners-insurance-policy`,
 * `payoff-statement` → `payoff-statement`, back-office requests (`document-upload`) → the requested type.
 * `verify-identity` carries null: the person picks which government ID, and any government-id document completes it.
 *
 * @designed
 * @error 404 an unknown id, or one that is not the caller's
 */
export const listTasks = endpoint({
  name: 'listTasks', method: 'GET', route: 'v1/customer/application/:uuid/tasks/',
  response: t.array(Task),
});
