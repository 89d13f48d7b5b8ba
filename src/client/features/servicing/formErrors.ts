import { setIn } from 'final-form';
import type { ServicingStepKind } from '../../../contract/servicing/enums';
import type { FieldError } from '../../../domain/formValidation';
import { validateStep, type StepContext, type StepErrors } from '../../../domain/servicing/stepRules';
import { validatePhoneField } from '../../kernel/forms/phoneRule';

/** What a step page knows for its rules: {@link StepContext} less the phone rule, which {@link stepFormErrors} brings. */
export type StepFormContext = Omit<StepContext, 'validatePhone'>;

/** react-final-form errors of a step form, nested by field path (`{ improvements: [{ cost: 'message' }] }`). */
export type StepFormErrors = Record<string, unknown>;

function nested(flat: StepErrors): StepFormErrors {
  let errors: StepFormErrors = {};
  for (const [path, message] of Object.entries(flat)) errors = setIn(errors, path, message) as StepFormErrors;
  return errors;
}

/**
 * A step form's `validate` (issue 11 §2): domain `validateStep` — the words the sandbox answers — as react-final-form
 * errors, nested by path (`improvements[0].cost` → `{ improvements: [{ cost }] }`) so each lands on its input.
 *
 * The phone fields (`agent_phone`, `loan_officer_phone`) get the §5 phone rule through kernel/forms/phoneRule, so the
 * page's first load carries no phone metadata. The answer is synchronous when every phone answer is (no phone field,
 * an empty or not-10-digit number, or the rule already loaded); otherwise a Promise of the same errors, once the rule
 * has loaded (final-form accepts one from a record-level `validate` and holds a submit until it settles). If the rule's
 * chunk cannot be fetched a well-shaped number is let through (the server applies the same rule); the second pass
 * reuses the answers the first one waited for, so it never waits, nor fetches, again.
 */
export function stepFormErrors(kind: ServicingStepKind, values: Record<string, unknown>, context: StepFormContext): StepFormErrors | Promise<StepFormErrors> {
  const answers = new Map<string, FieldError>();
  const pending: Array<Promise<void>> = [];
  const first = validateStep(kind, values, {
    ...context,
    validatePhone: (value) => {
      const answer = validatePhoneField(value);
      if (answer instanceof Promise) {
        // Never rejects: when the rule cannot be fetched it answers undefined (let through).
        pending.push(answer.then((settled) => void answers.set(value ?? '', settled)));
        return undefined;
      }
      answers.set(value ?? '', answer);
      return answer;
    },
  });
  if (pending.length === 0) return nested(first);
  return Promise.all(pending).then(() => nested(validateStep(kind, values, { ...context, validatePhone: (value) => answers.get(value ?? '') })));
}

/**
 * The `validate` of one step form (issue 11 §2): `(values, context)` → {@link stepFormErrors}, and a Promise (already
 * settled) for every answer after the first that was one. final-form keeps the errors a record-level `validate`'s last
 * Promise gave and merges them into each synchronous answer until another Promise settles (final-form 4.20.5 on), so
 * once the wait for the phone rule is over a synchronous answer could never clear an error the homeowner has since
 * fixed, and the form would refuse to submit. Make one per form (its memory is that form's).
 */
export function stepFormValidator(kind: ServicingStepKind): (values: Record<string, unknown>, context: StepFormContext) => StepFormErrors | Promise<StepFormErrors> {
  let answeredLater = false;
  return (values, context) => {
    const errors = stepFormErrors(kind, values, context);
    if (errors instanceof Promise) answeredLater = true;
    else if (answeredLater) return Promise.resolve(errors);
    return errors;
  };
}
