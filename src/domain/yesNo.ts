import type { LabelledOption } from './labels';

/*
 * A yes/no question asked with radio buttons whose values are strings: the answer is a boolean in the contract, the
 * radio value 'yes' / 'no' in a form.
 */

/** The radio value of a yes/no answer. */
export type YesNo = 'yes' | 'no';

/** Yes / No, in that order. */
export const YES_NO_CHOICES: readonly LabelledOption<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** A boolean answer as the radio value; undefined stays unanswered. */
export function toYesNo(value: boolean | undefined): YesNo | undefined {
  return value === undefined ? undefined : value ? 'yes' : 'no';
}

/** A radio value as the boolean answer; anything else is unanswered. */
export function fromYesNo(value: unknown): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}
