import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { SectionState } from '../../../ui/SectionState';
import { closeNewApplication, openNewApplication, retryNewApplication } from '../actions';
import { makeSelectWelcome } from '../selectors';

/** The welcome-back page's title: "Welcome back, {first name}" once the profile is known. */
export function welcomeTitle(firstName: string | null): string {
  return firstName && firstName.trim() !== '' ? `Welcome back, ${firstName.trim()}` : 'Welcome back';
}

/**
 * `/applications/:applicationId/new-application` (§2 "start, with a welcome-back sub-page"): greets the returning
 * customer, says what carries over from their account and earlier application, and starts the address input.
 */
export function WelcomeBackPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openNewApplication({ applicationId }));
    return () => send(closeNewApplication({ applicationId }));
  }, [applicationId, send]);
  const select = useMemo(() => makeSelectWelcome(applicationId), [applicationId]);
  const view = useProjection(select);

  return (
    <Page title={welcomeTitle(view.status === 'ready' ? view.data.firstName : null)} kind="reading" nav={<ApplicationNav applicationId={applicationId} />}>
      <SectionState section={view} loadingLabel="Loading your details…" onRetry={() => send(retryNewApplication({ applicationId }))}>
        {(data) => (
          <>
            <p className="lead">Starting another application is quicker: we already have your details.</p>
            <section aria-labelledby="welcome-carries-over">
              <h2 id="welcome-carries-over">What carries over</h2>
              <dl>
                {data.carriesOver.map((row) => (
                  <div key={row.label} style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px', padding: '4px 0' }}>
                    <dt>{row.label}:</dt>
                    <dd style={{ margin: 0, fontWeight: 600 }}>{row.value}</dd>
                  </div>
                ))}
              </dl>
              <p>You only need to tell us about the home: its address, its type, how it is used and what it is worth.</p>
            </section>
            <div className="actions">
              <Link className="btn btn--primary" to={`/applications/${encodeURIComponent(applicationId)}/new-application/address`}>
                Start
              </Link>
            </div>
          </>
        )}
      </SectionState>
    </Page>
  );
}

export default WelcomeBackPage;
