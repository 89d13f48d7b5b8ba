import { setIn } from 'final-form';
import type { ServicingStepKind } from '../../../contract/servicing/enums';
import { validateStep, type StepContext } from '../../../domain/servicing/stepRules';

/**
 * A step form's `validate` (issue 11 §2): domain `validateStep` — the words the sandbox answers — as react-final-form
 * errors, nested by path (`improvements[0].cost` → `{ improvements: [{ cost }] }`) so each lands on its input.
 */
export function stepFormErrors(kind: ServicingStepKind, values: Record<string, unknown>, context: StepContext): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(validateStep(kind, values, context))) errors = setIn(errors, path, message) as Record<string, unknown>;
  return errors;
}
