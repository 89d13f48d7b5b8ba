import { useEffect, type ReactNode } from 'react';
import type { ClosingScreen as Screen } from '../../../../domain/closingTasks/screens';
import { useSend } from '../../../kernel/react';
import { Alert, Button, Loading, Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeClosingScreen, openClosingScreen, retryClosingScreen } from '../actions';
import type { ScreenView } from '../selectors';

/**
 * The frame of a closing-task screen (issue 12 §1): opens its data sets on mount and releases them on leave, then
 * shows a loading state, the §8 error with "Try again", or the ready content.
 */
export function ClosingScreen<T>({
  applicationId, screen, title, view, loadingLabel, children,
}: {
  applicationId: string;
  screen: Screen;
  title: string;
  view: ScreenView<T>;
  loadingLabel: string;
  children: (ready: { status: 'ready' } & T) => ReactNode;
}) {
  const send = useSend();
  useEffect(() => {
    send(openClosingScreen({ applicationId, screen }));
    return () => send(closeClosingScreen({ applicationId, screen }));
  }, [applicationId, screen, send]);
  return (
    <Page title={title} kind="form" nav={<ApplicationNav applicationId={applicationId} />}>
      {view.status === 'loading' ? <Loading label={loadingLabel} /> : null}
      {view.status === 'error' ? (
        <Alert tone="error">
          <p>{view.message}</p>
          <Button variant="secondary" onClick={() => send(retryClosingScreen({ applicationId, screen }))}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {view.status === 'ready' ? children(view) : null}
    </Page>
  );
}
