import { useEffect } from 'react';
import { Link } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui/Page';
import { SignOutLink } from '../../../ui/SignOutLink';
import { closeApplicationList, openApplicationList, retryApplicationList } from '../actions';
import { selectApplicationList } from '../selectors';
import { SectionState } from '../../../ui/SectionState';

/** Where a signed-in person starts another application (the public funnel's first page). */
export const START_APPLICATION_PATH = '/property_address';

/**
 * `/applicants` for a signed-in person (§2 "the applicants list used as a redirect target"): their applications,
 * newest first, each linking to its home, and "Start a new application".
 */
export function ApplicationsListPage() {
  const send = useSend();
  useEffect(() => {
    send(openApplicationList());
    return () => send(closeApplicationList());
  }, [send]);
  const list = useProjection(selectApplicationList);

  return (
    <Page title="Your applications" headerActions={<SignOutLink />} kind="list">
      <SectionState section={list} loadingLabel="Loading your applications…" onRetry={() => send(retryApplicationList())}>
        {(apps) =>
          apps.length === 0 ? (
            <p>You have no applications yet.</p>
          ) : (
            <ul className="list-plain">
              {apps.map((app) => (
                <li className="card" key={app.uuid}>
                  <p>
                    <Link to={app.href}>{app.address.line1}</Link>
                    <br />
                    {app.address.line2}
                  </p>
                  <p>
                    Status: <strong>{app.stageName}</strong>
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </SectionState>
      <p>
        {/* A returning customer starts from their newest application's welcome-back page (§2 new-application). */}
        <Link className="btn btn--secondary" to={list.status === 'ready' && list.data[0] ? `${list.data[0].href}/new-application` : START_APPLICATION_PATH}>
          Start a new application
        </Link>
      </p>
    </Page>
  );
}

export default ApplicationsListPage;
