import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { ServicingStepKind } from '../../../contract/servicing/enums';
import { validateStep, type StepContext } from '../../../domain/servicing/stepRules';
import { fieldMessagesOf, formSentence, placeFieldMessages } from '../../kernel/forms/serverErrors';
import type { HttpError } from '../../kernel/http/types';

/**
 * A step form's `validate` (issue 11 §2): domain `validateStep` — the words the sandbox answers — as react-final-form
 * errors, nested by path (`improvements[0].cost` → `{ improvements: [{ cost }] }`) so each lands on its input.
 */
export function stepFormErrors(kind: ServicingStepKind, values: Record<string, unknown>, context: StepContext): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(validateStep(kind, values, context))) errors = setIn(errors, path, message) as Record<string, unknown>;
  return errors;
}

/**
 * A refused submit as react-final-form submission errors: each field error of a 400 (keyed by the value path, e.g.
 * `improvements[0].cost`) at its field when the form shows it (`isField`), the §8 sentence — with the messages no
 * field shows, e.g. a required document not uploaded yet — above the button. What was typed stays in the form.
 */
export function stepSubmissionErrors(error: HttpError, isField: (path: string) => boolean): SubmissionErrors {
  const { fields, unplaced } = placeFieldMessages(fieldMessagesOf(error), (path) => (isField(path) ? path : null));
  return { ...fields, [FORM_ERROR]: formSentence(error, unplaced) };
}
