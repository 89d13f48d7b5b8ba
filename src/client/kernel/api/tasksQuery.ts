import { listTasks, type Task } from '../../../contract/tasks';
import { endpointRequest } from '../http/endpointRequest';
import { defineQuery } from '../queryCache/defineQuery';
import type { ApplicationArgs } from './queries';

/*
 * A file of its own (not ./queries): the pages that show no task (a section, the qualification) then load neither
 * the tasks' contract nor the document enumerations it uses (issue 14 §2: ≤ 150 KB first load there).
 */

/** Tasks (§3): the application's tasks, `GET /v1/customer/application/{uuid}/tasks/`. */
export const tasksQuery = defineQuery<ApplicationArgs, Task[]>({
  name: 'tasks',
  group: 'Tasks',
  request: ({ uuid }) => endpointRequest(listTasks, { params: { uuid } }),
});
