import { useState } from 'react';
import { fromYesNo, toYesNo, YES_NO_CHOICES, type YesNo } from '../../../../domain/yesNo';
import { ChoiceField } from '../../../ui/form/ChoiceField';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import type { AnswersPatch } from '../answers';
import type { DeclarationsReadyView } from '../selectors';
import { answeringFor, questionOf, STAGE_TITLES } from '../wording';
import { AnswersForm } from './AnswersForm';
import { CHOOSE_ANSWER_MESSAGE } from './ChoiceQuestionStage';
import { StageFrame } from './StageFrame';

/** The two yes/no questions that ask for details when the answer is yes. */
const QUESTIONS = {
  'pending-lawsuits': {
    flag: 'has_pending_lawsuits',
    details: 'pending_lawsuits_details',
    detailsLabel: 'Tell us about the lawsuit',
    detailsHint: 'Who it is with, what it is about and where it stands.',
    detailsRequired: 'Tell us about the lawsuit to continue.',
  },
  stacking: {
    flag: 'has_other_equity_agreement',
    details: 'other_equity_agreement_details',
    detailsLabel: 'Tell us about the other agreement',
    detailsHint: 'The company, when it was signed and how much it was for.',
    detailsRequired: 'Tell us about the other agreement to continue.',
  },
} as const;

interface YesNoValues {
  answer?: YesNo;
  details?: string;
}

/**
 * Pending lawsuits and the stacking declaration: yes / no, and details when yes. Every change is kept as a draft;
 * details are kept only with a yes.
 */
export function YesNoDetailsStage({ view, stage }: { view: DeclarationsReadyView; stage: keyof typeof QUESTIONS }) {
  const q = QUESTIONS[stage];
  const applicant = view.applicant;
  const [initial] = useState<YesNoValues>(() => ({ answer: toYesNo(view.answers[q.flag]), details: view.answers[q.details] }));
  if (!applicant) return null;
  const patchOf = (v: YesNoValues): AnswersPatch => {
    const flag = fromYesNo(v.answer);
    return { [q.flag]: flag, [q.details]: flag ? v.details : undefined };
  };
  return (
    <StageFrame view={view} title={STAGE_TITLES[stage]} lead={answeringFor(applicant)}>
      <AnswersForm view={view} applicant={applicant} initialValues={initial} patchOf={patchOf}>
        {(values) => (
          <>
            <ChoiceField<YesNo>
              name="answer"
              legend={questionOf(stage, applicant)}
              choices={YES_NO_CHOICES}
              validate={(v: unknown) => (v === 'yes' || v === 'no' ? undefined : CHOOSE_ANSWER_MESSAGE)}
            />
            {values.answer === 'yes' ? (
              <TextAreaField
                name="details"
                label={q.detailsLabel}
                hint={q.detailsHint}
                required
                validate={(v: string | undefined, all: object) =>
                  (all as YesNoValues).answer === 'yes' && (v ?? '').trim() === '' ? q.detailsRequired : undefined
                }
              />
            ) : null}
          </>
        )}
      </AnswersForm>
    </StageFrame>
  );
}
