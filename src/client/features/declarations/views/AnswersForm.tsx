import type { ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useSend } from '../../../kernel/react';
import { FormActions } from '../../../ui/form/FormActions';
import { useReadOnly } from '../../../ui/ReadOnly';
import { answerDeclaration, continueDeclarations } from '../actions';
import type { AnswersPatch } from '../answers';
import type { DeclarationApplicant } from '../model';
import type { DeclarationsReadyView } from '../selectors';
import { BackButton } from './StageFrame';
import { useSubmitWithOutcome } from './useOutcome';

/** Props of {@link AnswersForm}. */
export interface AnswersFormProps<V extends object> {
  view: DeclarationsReadyView;
  applicant: DeclarationApplicant;
  /** Taken once: the drafts the form sends back into the store must not reset what the person is answering. */
  initialValues: V;
  /** The answers the form's values stand for. */
  patchOf: (values: V) => AnswersPatch;
  /** The questions, given the form's current values (e.g. details shown only after a yes). */
  children: (values: V) => ReactNode;
}

/**
 * The form of one applicant's answers: every change is kept as a draft at once (answerDeclaration); Continue saves the
 * answers and goes on (continueDeclarations, server errors shown at the fields); Back goes to the previous question.
 */
export function AnswersForm<V extends object>({ view, applicant, initialValues, patchOf, children }: AnswersFormProps<V>) {
  const send = useSend();
  const submit = useSubmitWithOutcome();
  // §6 read-only view: nothing is kept as a draft (the form's first report would otherwise try to save).
  const readOnly = useReadOnly();
  const { applicationId } = view;
  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={(values) =>
        submit((correlationId) =>
          continueDeclarations({ applicationId, applicantUuid: applicant.uuid, answers: patchOf(values) }, { correlationId }),
        )
      }
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormSpy<V>
            subscription={{ values: true }}
            onChange={({ values: changed }) => {
              if (!readOnly) send(answerDeclaration({ applicationId, applicantUuid: applicant.uuid, answers: patchOf(changed) }));
            }}
          />
          {children(values)}
          <FormActions submitting={submitting} label="Continue">
            <BackButton view={view} />
          </FormActions>
        </form>
      )}
    />
  );
}
