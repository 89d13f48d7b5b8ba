import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, Button, Loading, Page } from '../../../ui';
import { closeDeclarations, openDeclarations, retryDeclarations } from '../actions';
import { MARITAL_STATUS_CHOICES, OWNERSHIP_CHOICES, RESIDENCY_CHOICES, TITLE_VESTING_CHOICES } from '../labels';
import { makeSelectDeclarationsPage, type DeclarationsReadyView } from '../selectors';
import { COMPLEX_OWNERSHIP_NOTICE, INTRO_TITLE } from '../wording';
import { ChoiceQuestionStage } from './ChoiceQuestionStage';
import { CoOwnerFormStage } from './CoOwnerFormStage';
import { CoOwnersStage } from './CoOwnersStage';
import { IntroStage } from './IntroStage';
import { ReviewStage } from './ReviewStage';
import { SpouseStage } from './SpouseStage';
import { YesNoDetailsStage } from './YesNoDetailsStage';
import './declarations.css';

/** The stage the wizard is at (each stage remounts its page, so focus moves to the new title). */
function Stage({ view }: { view: DeclarationsReadyView }) {
  const { stage } = view;
  if (stage.kind === 'intro') return <IntroStage view={view} />;
  if (stage.kind === 'review') return <ReviewStage view={view} />;
  switch (stage.stage) {
    case 'marital-status':
      return <ChoiceQuestionStage view={view} stage="marital-status" field="marital_status" choices={MARITAL_STATUS_CHOICES} />;
    case 'spouse-detail':
      return <SpouseStage view={view} />;
    case 'another-person-on-title':
      return (
        <ChoiceQuestionStage
          view={view}
          stage="another-person-on-title"
          field="ownership"
          choices={OWNERSHIP_CHOICES}
          hint="The title is the legal record of who owns the home."
          notice={(value) => (value === 'complex' ? <Alert tone="info">{COMPLEX_OWNERSHIP_NOTICE}</Alert> : null)}
        />
      );
    case 'co-owners':
      return <CoOwnersStage view={view} />;
    case 'co-owner':
      return <CoOwnerFormStage view={view} />;
    case 'title-vesting':
      return (
        <ChoiceQuestionStage
          view={view}
          stage="title-vesting"
          field="title_vesting"
          choices={TITLE_VESTING_CHOICES}
          hint="You can find it on your deed. If you are not sure, choose “I don’t know”."
        />
      );
    case 'residency':
      return <ChoiceQuestionStage view={view} stage="residency" field="residency" choices={RESIDENCY_CHOICES} />;
    case 'pending-lawsuits':
      return <YesNoDetailsStage view={view} stage="pending-lawsuits" />;
    case 'stacking':
      return <YesNoDetailsStage view={view} stage="stacking" />;
  }
}

/**
 * `/applications/:applicationId/sections/declarations` (issue #3 §3): the declarations wizard for every applicant,
 * the co-owners and occupants, and the spouse. An id that is not a UUID sends the person to the applicants list (the
 * epic does it). Answers are kept as a draft as they are given, so leaving and coming back resumes at the first
 * unanswered question.
 */
export function DeclarationsPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openDeclarations({ applicationId }));
    return () => send(closeDeclarations({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectDeclarationsPage(applicationId), [applicationId]);
  const view = useProjection(select);

  if (view.status === 'ready') return <Stage key={view.stageKey} view={view} />;
  return (
    <Page title={INTRO_TITLE}>
      {view.status === 'loading' ? (
        <Loading label="Loading your declarations…" />
      ) : (
        <>
          <Alert tone="error">{view.message}</Alert>
          <div className="actions">
            <Button onClick={() => send(retryDeclarations({ applicationId }))}>Try again</Button>
          </div>
        </>
      )}
      <p>
        <Link to={`/applications/${applicationId}/sections`}>Back to your application</Link>
      </p>
    </Page>
  );
}

export { DeclarationsPage as Component };
export default DeclarationsPage;
