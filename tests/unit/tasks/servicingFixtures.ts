import type { ServicingRequest, ServicingTask, ServicingTaskGroup } from '../../../src/contract/servicing/request';
import { APP_UUID } from '../app/fixtures';

/** Requests of the servicing fixtures (issue 11): an owner buyout and a homeowners insurance update. */
export const BUYOUT_UUID = 'b0000000-0000-4000-8000-000000000001';
export const HOI_UUID = 'b0000000-0000-4000-8000-000000000002';

/** A servicing task (ServicingTasks data group) of the owner buyout: its mortgage statement, due and pending. */
export function servicingTask(overrides: Partial<ServicingTask> = {}): ServicingTask {
  return {
    uuid: 'c0000000-0000-4000-8000-000000000001' as ServicingTask['uuid'],
    request_uuid: BUYOUT_UUID as ServicingTask['request_uuid'],
    request_type: 'owner-buyout',
    task_type: 'mortgage-statement',
    step_kind: 'buyout-request',
    title: 'Your latest mortgage statement',
    description: 'Upload your most recent mortgage statement.',
    status: 'pending',
    document_type: 'mortgage-statement',
    required: true,
    category: 'buyout-docs',
    due_date: '2026-12-01',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A servicing request on {@link APP_UUID} (defaults: a pending owner buyout with no steps listed). */
export function servicingRequest(overrides: Partial<ServicingRequest> = {}): ServicingRequest {
  return {
    uuid: BUYOUT_UUID as ServicingRequest['uuid'],
    application_uuid: APP_UUID as ServicingRequest['application_uuid'],
    request_type: 'owner-buyout',
    category: 'buyout-docs',
    status: 'pending',
    needs_approval: false,
    approval_status: null,
    reason: null,
    next_actor: 'customer',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    steps: [],
    history: [],
    ...overrides,
  };
}

/** The owner buyout's tasks as one ServicingTaskGroups entry. */
export function servicingTaskGroup(overrides: Partial<ServicingTaskGroup> = {}): ServicingTaskGroup {
  return {
    category: 'buyout-docs',
    request_uuid: BUYOUT_UUID as ServicingTaskGroup['request_uuid'],
    request_type: 'owner-buyout',
    request_status: 'pending',
    tasks: [servicingTask()],
    ...overrides,
  };
}
