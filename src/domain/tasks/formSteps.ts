import { TASK_TYPE, type TaskLike } from './taskTypes';

/** How far the application form is (the form overview): the qualification questions answered, the form submitted. */
export interface FormStepsProgress {
  qualificationDone: boolean;
  submitted: boolean;
}

/** A step of the application form shown in the task list like a task (it has no task of its own on the server). */
export interface FormStepTask extends TaskLike {
  title: string;
  description: string;
  due_date: null;
}

/** Older than any real task, so a form step leads its group (it is the first thing an application asks for). */
const FIRST = '1970-01-01T00:00:00.000Z';

/**
 * The §2 "qualification wizard" and "complete application" steps for the tasks page's list, for each the application
 * has no task of (the server sets a complete-application task, but no qualification one): done when the form says so
 * (`qualificationDone`, `submitted`), else to do for the whole application. Nothing while the form is unknown (`null`).
 * Their `uuid` is the step's §2 section id (they are never sent to the server or to analytics).
 */
export function formStepTasks(tasks: readonly Pick<TaskLike, 'task_type'>[], form: FormStepsProgress | null): FormStepTask[] {
  if (form === null) return [];
  const has = (type: string) => tasks.some((t) => t.task_type === type);
  const step = (uuid: string, task_type: string, done: boolean, title: string, description: string): FormStepTask => ({
    uuid, task_type, title, description, status: done ? 'completed' : 'pending', profile_uuid: null, created_at: FIRST, document_type: null, due_date: null,
  });
  return [
    ...(has(TASK_TYPE.qualification)
      ? []
      : [step('qualification-wizard', TASK_TYPE.qualification, form.qualificationDone, 'Qualification questions',
          'A few questions about your home and your finances tell us whether we can make you an offer.')]),
    ...(has(TASK_TYPE.completeApplication)
      ? []
      : [step('complete-application', TASK_TYPE.completeApplication, form.submitted, 'Complete your application',
          'Complete each section of your application and submit it. We save your answers as you go.')]),
  ];
}
