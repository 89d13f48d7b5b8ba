import { TASK_TYPE } from './taskTypes';

/** §2 scroll-to sections of the tasks page, in display order; each id is the section's DOM id and URL name. */
export const TASK_SECTION_IDS = ['qualification-wizard', 'complete-application', 'document-signatures', 'password'] as const;

/** One §2 scroll-to section of the tasks page. */
export type TaskSectionId = (typeof TASK_SECTION_IDS)[number];

/** The task types each scroll-to section summarises. */
export const TASK_SECTION_TYPES: Readonly<Record<TaskSectionId, readonly string[]>> = {
  'qualification-wizard': [TASK_TYPE.qualification],
  'complete-application': [TASK_TYPE.completeApplication],
  'document-signatures': [TASK_TYPE.signClosingDocuments],
  password: [TASK_TYPE.setPassword],
};

/** True when `value` names a §2 scroll-to section. */
export function isTaskSectionId(value: string): value is TaskSectionId {
  return (TASK_SECTION_IDS as readonly string[]).includes(value);
}

/**
 * The section a tasks URL asks for (§2 "scroll to and focus the section named in the URL"): the hash (`#password`)
 * wins, else `?section=password`. Only the known section ids count, so a crafted URL cannot target another element.
 * `hash` and `search` are as in `location` (with their leading `#` / `?`, or empty).
 */
export function requestedTaskSection(hash: string, search: string): TaskSectionId | null {
  const fromHash = hash.replace(/^#/, '');
  if (isTaskSectionId(fromHash)) return fromHash;
  const fromQuery = new URLSearchParams(search).get('section');
  return fromQuery !== null && isTaskSectionId(fromQuery) ? fromQuery : null;
}
