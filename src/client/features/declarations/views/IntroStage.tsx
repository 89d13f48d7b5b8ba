import { Form } from 'react-final-form';
import { Alert } from '../../../ui';
import { FormActions } from '../../../ui/form/FormActions';
import { continueDeclarations } from '../actions';
import type { DeclarationsReadyView } from '../selectors';
import { INTRO_TITLE } from '../wording';
import { StageFrame } from './StageFrame';
import { useSubmitWithOutcome } from './useOutcome';

/** The intro (§3: the declarations wizard starts at `declarations`): who will be asked about, in order. */
export function IntroStage({ view }: { view: DeclarationsReadyView }) {
  const submit = useSubmitWithOutcome();
  const { applicants } = view.model;
  const started = Object.keys(view.model.answers).length > 0;
  return (
    <StageFrame view={view} title={INTRO_TITLE} lead="A few questions about each owner of the home.">
      {applicants.length === 0 ? (
        <Alert tone="warning">
          We could not find the owners of this home on your application. Please contact your Home Equity Officer.
        </Alert>
      ) : (
        <>
          <p>We’ll ask about each person on the title of the home, one at a time, in this order:</p>
          <ol className="declarations-applicants">
            {applicants.map((a) => (
              <li key={a.uuid}>
                {a.name} ({a.role}){a.isMe ? ', you' : ''}
              </li>
            ))}
          </ol>
          <p>
            You can add other owners, and people who live in the home, as you go. Your answers are saved as you type, so
            you can leave and come back at any time.
          </p>
          <Form
            onSubmit={() => submit((correlationId) => continueDeclarations({ applicationId: view.applicationId }, { correlationId }))}
            render={({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate>
                <FormActions submitting={submitting} label={started ? 'Continue' : 'Start'} busyLabel="Opening…" />
              </form>
            )}
          />
        </>
      )}
    </StageFrame>
  );
}
