import type { ServicingDocumentCategory, ServicingTaskType } from '../../../contract/servicing/enums';
import type { ServicingTask } from '../../../contract/servicing/request';
import type { TaskStatus } from '../../../contract/enums';
import { documentTypeLabel } from '../../../domain/documents';
import { formatDate } from '../../../domain/format';
// Each from its own module: the barrel would bring the step rules (and the phone rule's metadata) into this page.
import { SERVICING_CATEGORY_LABELS } from '../../../domain/servicing/categories';
import { SERVICING_REQUESTS } from '../../../domain/servicing/requestTypes';
import { STEP_KINDS } from '../../../domain/servicing/stepKinds';
import { SERVICING_TASK_TYPES } from '../../../domain/servicing/taskTypes';
import { isOpenTask, TASK_DESTINATION_LABELS, TASK_STATUS_LABELS } from '../../../domain/tasks';

/*
 * The servicing tasks of a funded application as the tasks page lists them: under their §3 servicing document
 * categories, request by request, each open task linking to its step on the request page. Loaded with the list's
 * view (./views/ServicingTasks), so an application that is not funded never downloads these labels.
 */

/** One servicing task as the tasks page shows it. */
export interface ServicingTaskCardView {
  uuid: string;
  title: string;
  description: string;
  status: TaskStatus;
  /** The status as words (To do, Waiting on someone else, Done, No longer needed): never colour alone. */
  statusLabel: string;
  /** §9 MM/dd/yyyy, or null when the task has no due date. */
  dueDate: string | null;
  /** The request step it belongs to, as the request's checklist names it ("Tell us about your buyout"). */
  stepTitle: string;
  /** False for a document the request asks for only if it applies ("Optional"). */
  required: boolean;
  /** Its step on the request page (`/applications/{id}/servicing/{requestUuid}/{stepKind}`); null once done. */
  link: { href: string; label: string } | null;
}

/** One servicing request's tasks: the request's label, its page, and its tasks in checklist order. */
export interface ServicingRequestTasksView {
  requestUuid: string;
  /** The §3 request type as customers read it ("Buy out the investment"). */
  label: string;
  /** The request page `/applications/{id}/servicing/{requestUuid}`. */
  href: string;
  tasks: ServicingTaskCardView[];
}

/** One §3 servicing document category ("Buyout Docs") and the requests under it. */
export interface ServicingCategoryView {
  category: ServicingDocumentCategory;
  title: string;
  requests: ServicingRequestTasksView[];
}

/** The servicing part of the tasks page: categories in §3 order (empty ones left out) and the open count. */
export interface ServicingTasksView {
  categories: ServicingCategoryView[];
  /** Servicing tasks waiting on the homeowner (§4 `pending`). */
  openCount: number;
}

/** Label and help of a §3 servicing task type, or null for a plain document-upload task (its type is a document type). */
function taskTypeInfo(taskType: string): { label: string; help: string } | null {
  return Object.prototype.hasOwnProperty.call(SERVICING_TASK_TYPES, taskType) ? SERVICING_TASK_TYPES[taskType as ServicingTaskType] : null;
}

/** The request page of `requestUuid`, and one of its steps. */
function requestHref(applicationId: string, requestUuid: string, stepKind?: string): string {
  const base = `/applications/${encodeURIComponent(applicationId)}/servicing/${encodeURIComponent(requestUuid)}`;
  return stepKind === undefined ? base : `${base}/${encodeURIComponent(stepKind)}`;
}

/**
 * A servicing task's card. The server's title and description win; when it sends none, the §3 servicing task type's
 * label and help (or the document type's label and the step's sentence) stand in.
 */
function taskCard(task: ServicingTask, applicationId: string): ServicingTaskCardView {
  const info = taskTypeInfo(task.task_type);
  const step = STEP_KINDS[task.step_kind];
  const fallbackTitle = info?.label ?? (task.document_type !== null ? documentTypeLabel(task.document_type) : step.title);
  return {
    uuid: task.uuid,
    title: task.title.trim() || fallbackTitle,
    description: task.description.trim() || info?.help || step.asks,
    status: task.status,
    statusLabel: TASK_STATUS_LABELS[task.status],
    dueDate: task.due_date ? formatDate(task.due_date) : null,
    stepTitle: step.title,
    required: task.required,
    link: isOpenTask(task)
      ? { href: requestHref(applicationId, task.request_uuid, task.step_kind), label: task.document_type !== null ? TASK_DESTINATION_LABELS.documents : step.title }
      : null,
  };
}

/** Checklist order: the step's place in its request type's steps, then `created_at` ascending (stable). */
function byChecklist(a: ServicingTask, b: ServicingTask): number {
  const steps = SERVICING_REQUESTS[a.request_type].steps;
  return steps.indexOf(a.step_kind) - steps.indexOf(b.step_kind) || Date.parse(a.created_at) - Date.parse(b.created_at);
}

/**
 * The tasks page's view of the servicing tasks of application `applicationId`: grouped by their §3 servicing document
 * category (in the order of `SERVICING_CATEGORY_LABELS`), then by request (oldest first, labelled from
 * `SERVICING_REQUESTS`), each request's tasks in checklist order, each open task linking to its step.
 */
export function servicingTasksView(tasks: readonly ServicingTask[], applicationId: string): ServicingTasksView {
  const order = Object.keys(SERVICING_CATEGORY_LABELS) as ServicingDocumentCategory[];
  const categories = order.flatMap((category): ServicingCategoryView[] => {
    const inCategory = tasks.filter((t) => t.category === category);
    if (inCategory.length === 0) return [];
    const requestUuids = [...new Set([...inCategory].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)).map((t) => t.request_uuid))];
    const requests = requestUuids.map((requestUuid): ServicingRequestTasksView => {
      const own = inCategory.filter((t) => t.request_uuid === requestUuid).sort(byChecklist);
      const type = own[0]?.request_type ?? 'other-change';
      return { requestUuid, label: SERVICING_REQUESTS[type].label, href: requestHref(applicationId, requestUuid), tasks: own.map((t) => taskCard(t, applicationId)) };
    });
    return [{ category, title: SERVICING_CATEGORY_LABELS[category], requests }];
  });
  return { categories, openCount: tasks.filter((t) => t.status === 'pending').length };
}
