import type { CustomerStage, InternalStage } from '../../contract/enums';
import type { ClosedLostOutcome } from '../stages';
import { isDocumentUploadTask, isTaskFor, TASK_TYPE, type TaskLike } from './taskTypes';

/** What the application home's "What's next" card can say (issue #4 §5 "shows, by stage, what is next"). */
export type NextStepKind =
  | 'answer-qualification'
  | 'finish-application'
  | 'upload-documents'
  | 'in-review'
  | 'review-estimate'
  | 'ordering-title-and-appraisal'
  | 'reviewing-title-and-appraisal'
  | 'preparing-closing-docs'
  | 'approved'
  | 'sign-closing-docs'
  | 'waiting-for-signatures'
  | 'distributing-funds'
  | 'closed-won'
  | 'closed-lost';

/** The card: a heading, one or two sentences, and the one action to take (null when there is nothing to do). */
export interface NextStep {
  kind: NextStepKind;
  title: string;
  text: string;
  action: { label: string; href: string } | null;
}

/** What the rule reads about one application and the signed-in person. */
export interface NextStepInput {
  applicationId: string;
  /** §4 internal stage (tells closed-won from closed-lost). */
  stage: InternalStage;
  /** §4 customer-facing stage (the server's `customer_stage`). */
  customerStage: CustomerStage;
  /** The Investment Estimate was acknowledged (§7 PATCH `ie_acknowledged: true`). */
  ieAcknowledged: boolean;
  /** The application form: qualification questions done, form submitted. Null while unknown. */
  form: { qualificationDone: boolean; submitted: boolean } | null;
  tasks: readonly TaskLike[];
  /** The signed-in person's profile uuid (tasks addressed to someone else are theirs to do). */
  profileUuid: string | null;
  /** §4 closed-lost outcome (denied or withdrawn): the Application's `closed_lost.outcome` (issue 12 §1). */
  closedLostOutcome?: ClosedLostOutcome | null;
}

const NOTHING_TO_DO = 'There is nothing you need to do right now. We will let you know if we need anything else.';

/** "Upload 1 document" / "Upload 3 documents". */
export function uploadDocumentsTitle(count: number): string {
  return `Upload ${count} ${count === 1 ? 'document' : 'documents'}`;
}

const mine = (input: NextStepInput) => (t: TaskLike) => t.status === 'pending' && isTaskFor(t, input.profileUuid);

/**
 * The application home's "What's next" (issue #4 §5), by customer stage (§4):
 * - in-progress: answer the qualification questions first, then finish the application (a submitted form: in review);
 * - submitted-for-review: "Upload n documents" while the person has pending document tasks, else in review;
 * - under-review: in review, no action;
 * - consent-to-proceed: review the Investment Estimate until acknowledged, then "Thanks — we’re ordering title and
 *   appraisal";
 * - ordering / reviewing title and appraisal, preparing closing documents, approved: what the provider is doing;
 * - sign-closing-docs: "Sign your closing documents" while the person has a pending signing task, else waiting for the
 *   other signers;
 * - distributing-funds: funds on the way; closed: closed-won is funded, closed-lost is denied or withdrawn.
 * Links are paths of the portal (§2 application routes).
 */
export function nextStep(input: NextStepInput): NextStep {
  const base = `/applications/${encodeURIComponent(input.applicationId)}`;
  const pendingForMe = input.tasks.filter(mine(input));
  switch (input.customerStage) {
    case 'in-progress': {
      if (input.form?.submitted) return inReview();
      if (input.form && !input.form.qualificationDone) {
        return {
          kind: 'answer-qualification',
          title: 'Answer the qualification questions',
          text: 'A few questions about your home and your finances tell us whether we can make you an offer.',
          action: { label: 'Answer the questions', href: `${base}/qualification` },
        };
      }
      return {
        kind: 'finish-application',
        title: 'Finish your application',
        text: 'Complete each section of your application and submit it. We save your answers as you go.',
        action: { label: 'Go to your application form', href: `${base}/sections` },
      };
    }
    case 'submitted-for-review': {
      const documents = pendingForMe.filter(isDocumentUploadTask).length;
      if (documents === 0) return inReview();
      return {
        kind: 'upload-documents',
        title: uploadDocumentsTitle(documents),
        text: 'We need these documents to review your application.',
        action: { label: 'Upload documents', href: `${base}/documents` },
      };
    }
    case 'under-review':
      return inReview();
    case 'consent-to-proceed':
      if (!input.ieAcknowledged) {
        return {
          kind: 'review-estimate',
          title: 'Review your Investment Estimate',
          text: 'Your Investment Estimate is ready. Read it and tell us whether you would like to go ahead.',
          action: { label: 'See your Investment Estimate', href: `${base}/offer` },
        };
      }
      return orderingTitleAndAppraisal();
    case 'ordering-title-and-appraisal':
      return orderingTitleAndAppraisal();
    case 'reviewing-title-and-appraisal':
      return {
        kind: 'reviewing-title-and-appraisal',
        title: 'We’re reviewing the title report and appraisal',
        text: NOTHING_TO_DO,
        action: null,
      };
    case 'preparing-closing-docs':
      return {
        kind: 'preparing-closing-docs',
        title: 'We’re preparing your closing documents',
        text: 'You will be able to sign them here as soon as they are ready.',
        action: null,
      };
    case 'approved':
      return {
        kind: 'approved',
        title: 'You’re approved',
        text: 'We are getting your closing documents and funding details ready for signing.',
        action: null,
      };
    case 'sign-closing-docs':
      if (pendingForMe.some((t) => t.task_type === TASK_TYPE.signClosingDocuments)) {
        return {
          kind: 'sign-closing-docs',
          title: 'Sign your closing documents',
          text: 'Your closing documents are ready. Sign them page by page to move on to funding.',
          action: { label: 'Sign your documents', href: `${base}/tasks/sign` },
        };
      }
      return {
        kind: 'waiting-for-signatures',
        title: 'Waiting for the closing documents to be signed',
        text: 'We will move on to funding as soon as everyone who needs to sign has signed.',
        action: null,
      };
    case 'distributing-funds':
      return {
        kind: 'distributing-funds',
        title: 'Your funds are on the way',
        text: 'You have signed your closing documents. We are distributing your funds — this usually takes a few business days.',
        action: null,
      };
    case 'closed':
      return input.stage === 'closed-lost' ? closedLost(input.closedLostOutcome ?? null) : closedWon();
  }
}

function inReview(): NextStep {
  return { kind: 'in-review', title: 'We’re reviewing your application', text: NOTHING_TO_DO, action: null };
}

function orderingTitleAndAppraisal(): NextStep {
  return {
    kind: 'ordering-title-and-appraisal',
    title: 'Thanks — we’re ordering title and appraisal',
    text: 'We are ordering the title report and the appraisal of your home. Your Home Equity Officer will help you schedule the appraisal visit.',
    action: null,
  };
}

function closedWon(): NextStep {
  return {
    kind: 'closed-won',
    title: 'Your Home Equity Investment is closed',
    text: 'Your Home Equity Investment has been funded and the funds have been sent to you.',
    action: null,
  };
}

const CLOSED_LOST_TEXT: Readonly<Record<ClosedLostOutcome | 'unknown', string>> = {
  denied: 'We were not able to approve this application. Your Home Equity Officer can explain why and what you can do next.',
  withdrawn: 'This application was withdrawn. If you would like to apply again, your Home Equity Officer can help.',
  unknown: 'This application did not go ahead: it was either declined or withdrawn. Your Home Equity Officer can tell you more and what you can do next.',
};

function closedLost(outcome: ClosedLostOutcome | null): NextStep {
  return { kind: 'closed-lost', title: 'Your application is closed', text: CLOSED_LOST_TEXT[outcome ?? 'unknown'], action: null };
}
