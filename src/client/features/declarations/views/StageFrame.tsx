import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { retryDraftSave } from '../../../kernel/drafts/actions';
import { useSend } from '../../../kernel/react';
import { Button, Page, ProgressBar } from '../../../ui';
import { SECTION_NAME } from '../../../../contract/sectionEnums';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { SaveStatus } from '../../../ui/drafts/SaveStatus';
import { goBackInDeclarations } from '../actions';
import { declarationsDraftRef, type DeclarationsReadyView } from '../selectors';

/** Props of {@link StageFrame}. */
export interface StageFrameProps {
  view: DeclarationsReadyView;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every declarations stage: the page with its h1, whose questions these are, "Question n of N", the
 * question's form, the save line, and a way back (Back to the previous question; from the intro, the application).
 */
export function StageFrame({ view, title, lead, children }: StageFrameProps) {
  const send = useSend();
  return (
    <Page title={title} lead={lead} kind="form" nav={<ApplicationNav applicationId={view.applicationId} />}>
      {/* Declarations are the application form's last section: "Section 8 of 8", then the question within it. */}
      <ProgressBar
        value={view.step.current}
        min={0}
        max={view.step.total}
        label="Declarations progress"
        valueText={`Section ${SECTION_NAME.values.length} of ${SECTION_NAME.values.length}${view.step.current > 0 ? ` · Question ${view.step.current} of ${view.step.total}` : ''}`}
      />
      {children}
      <SaveStatus save={view.save} className="declarations-save" onRetry={() => send(retryDraftSave(declarationsDraftRef(view.applicationId)))} />
      <p>
        <Link to={`/applications/${view.applicationId}/sections`}>Back to your application</Link>
      </p>
    </Page>
  );
}

/** The Back button of a stage (§4 "back removes the last stage"); nothing on the first stage. */
export function BackButton({ view }: { view: DeclarationsReadyView }) {
  const send = useSend();
  if (!view.canGoBack) return null;
  return (
    <Button variant="secondary" onClick={() => send(goBackInDeclarations({ applicationId: view.applicationId }))}>
      Back
    </Button>
  );
}
