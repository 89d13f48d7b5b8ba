import { useState, type ReactNode } from 'react';
import { ChoiceField } from '../../../ui/form/ChoiceField';
import type { AnswersPatch, DeclarationAnswers } from '../answers';
import type { ApplicantStage } from '../flow';
import type { LabelledChoice } from '../labels';
import type { DeclarationsReadyView } from '../selectors';
import { answeringFor, questionOf, STAGE_TITLES } from '../wording';
import { AnswersForm } from './AnswersForm';
import { StageFrame } from './StageFrame';

/** The answers asked as one choice among several. */
export type ChoiceAnswerField = 'marital_status' | 'ownership' | 'title_vesting' | 'residency';

/** Props of {@link ChoiceQuestionStage}. */
export interface ChoiceQuestionStageProps<V extends string> {
  view: DeclarationsReadyView;
  stage: ApplicantStage;
  field: ChoiceAnswerField;
  choices: readonly LabelledChoice<V>[];
  hint?: string;
  /** Extra content for the chosen value (e.g. the `complex` ownership notice). */
  notice?: (value: V | undefined) => ReactNode;
}

/** The message when Continue is pressed without an answer. */
export const CHOOSE_ANSWER_MESSAGE = 'Choose an answer to continue.';

const requireChoice = (value: unknown) => (value === undefined || value === '' ? CHOOSE_ANSWER_MESSAGE : undefined);

/**
 * One question with radio answers in a fieldset with its legend: every change is kept as a draft at once; Continue
 * saves now and goes to the next question.
 */
export function ChoiceQuestionStage<V extends string>({ view, stage, field, choices, hint, notice }: ChoiceQuestionStageProps<V>) {
  const applicant = view.applicant;
  // Fixed when the question opens: the draft it feeds must not reset the form while the person answers.
  const [initial] = useState<Partial<Record<ChoiceAnswerField, string>>>(() => ({ [field]: view.answers[field] }));
  if (!applicant) return null;
  const patchOf = (values: Partial<Record<ChoiceAnswerField, string>>): AnswersPatch =>
    ({ [field]: values[field] }) as Partial<DeclarationAnswers>;
  return (
    <StageFrame view={view} title={STAGE_TITLES[stage]} lead={answeringFor(applicant)}>
      <AnswersForm view={view} applicant={applicant} initialValues={initial} patchOf={patchOf}>
        {(values) => (
          <>
            <ChoiceField<V> name={field} legend={questionOf(stage, applicant)} choices={choices} validate={requireChoice} hint={hint} />
            {notice ? notice(values[field] as V | undefined) : null}
          </>
        )}
      </AnswersForm>
    </StageFrame>
  );
}
