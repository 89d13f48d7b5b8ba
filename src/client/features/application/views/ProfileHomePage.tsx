import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../../domain/ids';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert } from '../../../ui/Alert';
import { Page } from '../../../ui/Page';
import { SignOutLink } from '../../../ui/SignOutLink';
import { closeProfileHome, openProfileHome, retryProfileHome } from '../actions';
import { makeSelectProfileHome } from '../selectors';
import { SectionState } from '../../../ui/SectionState';
import { START_APPLICATION_PATH } from './ApplicationsListPage';

/**
 * `/profiles/:profileId` (§2 Prospect Home Page, the landing page of a person with no application): their name,
 * "You have no application yet" and a link to start one.
 */
export function ProfileHomePage() {
  const { profileId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openProfileHome({ profileId }));
    return () => send(closeProfileHome({ profileId }));
  }, [profileId, send]);
  const select = useMemo(() => makeSelectProfileHome(profileId), [profileId]);
  const profile = useProjection(select);

  return (
    <Page title="Welcome" headerActions={<SignOutLink />} kind="reading">
      {isUuid(profileId) ? (
        <SectionState section={profile} loadingLabel="Loading your profile…" onRetry={() => send(retryProfileHome({ profileId }))}>
          {(p) => (p.name ? <p className="lead">Signed in as {p.name}</p> : null)}
        </SectionState>
      ) : (
        <Alert tone="error">We could not find this profile.</Alert>
      )}
      <h2>You have no application yet</h2>
      <p>Find out in a few minutes how much cash you could get for a share of your home’s future value.</p>
      <p>
        <Link className="btn btn--primary" to={START_APPLICATION_PATH}>
          Start an application
        </Link>
      </p>
    </Page>
  );
}
