import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useProjection, useSend } from '../../../kernel/react';
import { selectIsSignedIn } from '../../../kernel/session/selectors';
import { Page } from '../../../ui';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { closeHelp } from '../actions';
import { SharePanel } from './SharePanel';
import './help.css';
import { HELP_PAGE_HEADING } from '../heading';

/**
 * "Help" (docs/diagnostics.md), reachable from every page's footer and an application's Menu: where to find answers
 * and the team, and "Share a diagnostic with support". `/applications/:applicationId/help` attaches a diagnostic to
 * that application; `/help` serves anyone, signed in or not.
 */
export function HelpPage() {
  const { applicationId } = useParams();
  const signedIn = useProjection(selectIsSignedIn);
  const send = useSend();
  useEffect(() => () => send(closeHelp()), [send]);
  const base = applicationId ? `/applications/${encodeURIComponent(applicationId)}` : null;
  return (
    <Page title={HELP_PAGE_HEADING.title} kind={HELP_PAGE_HEADING.kind} nav={applicationId ? <ApplicationNav applicationId={applicationId} /> : undefined}>
      <section aria-labelledby="help-answers">
        <h2 id="help-answers">Answers and people</h2>
        {base ? (
          <p>
            Most questions are answered in the <Link to={`${base}/faq`}>frequently asked questions</Link>. Your Home
            Equity Officer and Transaction Specialist are on the <Link to={`${base}/resources`}>Resources</Link> page,
            with their phone numbers.
          </p>
        ) : (
          <p>
            Already applied? <Link to="/login">Sign in</Link> to see your application, its frequently asked questions and
            your team’s phone numbers.
          </p>
        )}
      </section>
      <SharePanel applicationId={applicationId ?? null} signedIn={signedIn} />
    </Page>
  );
}
