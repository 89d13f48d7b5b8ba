import { Link } from 'react-router';
import { useProjection, useSend } from '../../../../kernel/react';
import { Alert, Button, Loading } from '../../../../ui';
import { finishQualification } from '../../actions';
import { selectCompletionView } from '../../selectors';
import { StageFrame } from '../StageFrame';

/**
 * completed (§2): the epic tells the server on arrival (`POST …/qualification/complete/`); this shows the progress, a
 * failure with Try again, or "Qualification complete" with the way on to the application sections.
 */
export function CompletedStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const send = useSend();
  const completion = useProjection(selectCompletionView);
  if (completion.status === 'failed') {
    return (
      <StageFrame title="We couldn’t finish your qualification" onBack={onBack}>
        <Alert tone="error">{completion.message}</Alert>
        <div className="actions">
          <Button onClick={() => send(finishQualification({ applicationId }))}>Try again</Button>
        </div>
      </StageFrame>
    );
  }
  if (completion.status !== 'done') {
    return (
      <StageFrame title="Finishing your qualification" onBack={onBack}>
        <Loading label="Saving your answers…" />
      </StageFrame>
    );
  }
  return (
    <StageFrame title="Qualification complete" onBack={onBack}>
      <Alert tone="success">Thank you. We have everything we need to qualify you.</Alert>
      <p>Next, complete the sections of your application. You can save and come back at any time.</p>
      <div className="actions">
        <Link className="btn btn--primary" to={`/applications/${applicationId}/sections`}>
          Continue to your application
        </Link>
      </div>
    </StageFrame>
  );
}
