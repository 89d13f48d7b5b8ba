import { Suspense, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { preloadable, useProjection, useSend } from '../../../kernel/react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Loading } from '../../../ui/Loading';
import { Page } from '../../../ui/Page';
import { closeDeclarations, openDeclarations, retryDeclarations } from '../actions';
import { makeSelectDeclarationsPage } from '../selectors';
import { INTRO_TITLE } from '../wording';

/*
 * The stages in a chunk of their own (issue 14 §2: ≤ 150 KB first load on the declarations page): the page's first
 * load opens the wizard and fetches the answers; the stages' code, with the form library, loads once the answers say
 * the wizard is ready, behind the same "Loading your declarations…" line, and every later stage is then already here.
 */
const DeclarationsStage = preloadable(() => import('./DeclarationsStage').then((m) => m.DeclarationsStage));

/** Loads the stages' code ahead of their first render; rejects when their chunk cannot be fetched. */
export const preloadDeclarationsStages = (): Promise<void> => DeclarationsStage.preload();

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

  const loading = (
    <Page title={INTRO_TITLE} kind="form">
      <Loading label="Loading your declarations…" />
      <BackToApplication applicationId={applicationId} />
    </Page>
  );
  if (view.status === 'ready') {
    return (
      <Suspense fallback={loading}>
        <DeclarationsStage key={view.stageKey} view={view} />
      </Suspense>
    );
  }
  if (view.status === 'loading') return loading;
  return (
    <Page title={INTRO_TITLE} kind="form">
      <Alert tone="error">{view.message}</Alert>
      <div className="actions">
        <Button onClick={() => send(retryDeclarations({ applicationId }))}>Try again</Button>
      </div>
      <BackToApplication applicationId={applicationId} />
    </Page>
  );
}

/** The way back to the sections overview, under the loading line and under an error alike. */
function BackToApplication({ applicationId }: { applicationId: string }) {
  return (
    <p>
      <Link to={`/applications/${applicationId}/sections`}>Back to your application</Link>
    </p>
  );
}

export { DeclarationsPage as Component };
export default DeclarationsPage;
