import type { CustomerStage, DocumentType, Uuid } from '../../contract';
import { customerStageProgress } from '../../domain/stages';
import { starterTasks, type NewTask } from '../repo/tasks';

/** A stage-specific task: pending while the customer is at `stage`, completed once past it. */
interface StageTask {
  stage: CustomerStage;
  task_type: string;
  title: string;
  description: string;
  perPerson: boolean;
  /** For a document-upload task: the document type it asks for. */
  document_type?: DocumentType;
}

const STAGE_TASKS: readonly StageTask[] = [
  { stage: 'submitted-for-review', task_type: 'mortgage-statement', title: 'Upload your mortgage statement', description: 'Your most recent statement for every loan on the home.', perPerson: false, document_type: 'mortgage-statement' },
  { stage: 'under-review', task_type: 'property--home-owners-insurance', title: 'Upload your homeowners insurance policy', description: 'The declarations page of your current policy is enough.', perPerson: false, document_type: 'homeowners-insurance-policy' },
  { stage: 'consent-to-proceed', task_type: 'review-investment-estimate', title: 'Review your Investment Estimate', description: 'Read the estimate and tell us whether you want to go ahead.', perPerson: false },
  { stage: 'ordering-title-and-appraisal', task_type: 'schedule-appraisal', title: 'Schedule the home appraisal', description: 'Pick a time for the appraiser to visit your home.', perPerson: false },
  { stage: 'reviewing-title-and-appraisal', task_type: 'payoff-statement', title: 'Upload a payoff statement', description: 'Ask your lender for a payoff statement and upload it here.', perPerson: false, document_type: 'payoff-statement' },
  { stage: 'preparing-closing-docs', task_type: 'confirm-closing-details', title: 'Confirm your closing details', description: 'Check the names, address and bank details we will put on your closing documents.', perPerson: false },
  { stage: 'approved', task_type: 'review-closing-statement', title: 'Review your closing statement', description: 'See exactly what you will receive and what is paid off.', perPerson: false },
  { stage: 'sign-closing-docs', task_type: 'sign-closing-documents', title: 'Sign your closing documents', description: 'Sign electronically; a notary appointment follows for documents that need one.', perPerson: true },
  { stage: 'distributing-funds', task_type: 'confirm-wire-details', title: 'Confirm your wire details', description: 'Confirm the account your funds will be sent to.', perPerson: false },
];

/**
 * The tasks of a demo application at `stage`: the starter tasks (completed after in-progress) and each stage's
 * own task up to the current stage (completed for earlier stages, pending at it). A closed application's tasks
 * are all completed. `people` get per-person tasks (e.g. signing). Document-upload tasks carry the document type
 * they ask for; verify-identity carries none (any government ID answers it; the person picks which).
 */
export function demoTasks(stage: CustomerStage, applicant: Uuid, people: readonly Uuid[]): NewTask[] {
  const progress = customerStageProgress(stage);
  const starters = starterTasks(applicant).map((t) => ({ ...t, status: stage === 'in-progress' ? t.status : ('completed' as const) }));
  const staged = STAGE_TASKS.filter((t) => customerStageProgress(t.stage) <= progress).flatMap((t): NewTask[] => {
    const status = t.stage === stage ? ('pending' as const) : ('completed' as const);
    const base = { task_type: t.task_type, title: t.title, description: t.description, status, document_type: t.document_type ?? null };
    const forApp: NewTask = { ...base, profile_uuid: null };
    return t.perPerson ? people.map((p) => ({ ...base, profile_uuid: p })) : [forApp];
  });
  return [...starters, ...staged];
}
