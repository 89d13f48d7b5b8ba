import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { Page } from '../../../ui';
import { SectionState } from '../../../ui/SectionState';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeProfile, openProfile, retryProfile } from '../actions';
import { selectProfilePage } from '../selectors';
import { EmailSection } from './EmailSection';
import { LoginMethodSection } from './LoginMethodSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { PhoneSection } from './PhoneSection';
import { SessionsSection } from './SessionsSection';
import { SharedDiagnosticsSection } from './SharedDiagnosticsSection';

/** The profile page's title (its h1). */
export const PROFILE_TITLE = 'Your profile';

/**
 * `/applications/:applicationId/profile` (issue #4 §5): name, phone `(###) ###-####`, email with "Change email" (a
 * code sent to the new address), how the person signs in, their password, and "Sign out of all devices" (issue 13
 * §1), and the diagnostics the person shared with support (docs/diagnostics.md). Each saved change is announced in a
 * polite live region; errors show at the fields, and nothing typed is lost.
 */
export function ProfilePage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  useEffect(() => {
    send(openProfile({ applicationId }));
    return () => send(closeProfile({ applicationId }));
  }, [applicationId, send]);
  const view = useProjection(selectProfilePage);

  return (
    <Page title={PROFILE_TITLE} kind="form" nav={<ApplicationNav applicationId={applicationId} current="profile" />}>
      <div role="status" aria-live="polite">
        {view.announcement ? <p className="alert alert--success">{view.announcement}</p> : null}
      </div>
      <SectionState section={view.profile} loadingLabel="Loading your profile…" onRetry={() => send(retryProfile())}>
        {(profile) => (
          <>
            <NameSection applicationId={applicationId} profile={profile} />
            <PhoneSection applicationId={applicationId} profile={profile} />
            <EmailSection applicationId={applicationId} profile={profile} pendingEmail={view.pendingEmail} />
            <LoginMethodSection applicationId={applicationId} profile={profile} />
            <PasswordSection applicationId={applicationId} profile={profile} />
            <SessionsSection applicationId={applicationId} />
            <SharedDiagnosticsSection applicationId={applicationId} />
          </>
        )}
      </SectionState>
    </Page>
  );
}

export default ProfilePage;
