import type { Ref } from 'react';
import { Link } from 'react-router';
import type { SigningScreen } from '../selectors';
import { SIGNING_TEXTS } from './texts';

type OutcomeScreen = Extract<SigningScreen, { kind: 'outcome' }>;

const HEADINGS: Record<OutcomeScreen['outcome'], string> = {
  completed: SIGNING_TEXTS.completedHeading,
  'waiting-for-others': SIGNING_TEXTS.completedHeading,
  declined: SIGNING_TEXTS.declinedHeading,
  voided: SIGNING_TEXTS.voidedHeading,
};

const NEXT: Record<OutcomeScreen['outcome'], string> = {
  completed: SIGNING_TEXTS.completedNext,
  'waiting-for-others': SIGNING_TEXTS.waitingNext,
  declined: SIGNING_TEXTS.declinedNext,
  voided: SIGNING_TEXTS.voidedNext,
};

/** Where the envelope ended for this signer: signed (and what happens next: funding), declined (with the reason), or withdrawn. */
export function OutcomeView({ screen, applicationId, headingRef }: { screen: OutcomeScreen; applicationId: string; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="signing-outcome" className={screen.outcome === 'declined' || screen.outcome === 'voided' ? 'alert alert--warning' : 'alert alert--success'}>
      <h2 id="signing-outcome" ref={headingRef} tabIndex={-1}>
        {HEADINGS[screen.outcome]}
      </h2>
      {screen.outcome === 'declined' && screen.declineReason ? (
        <p>
          {SIGNING_TEXTS.declinedReason} {screen.declineReason}
        </p>
      ) : null}
      <p>{NEXT[screen.outcome]}</p>
      <p>
        <Link to={`/applications/${encodeURIComponent(applicationId)}`}>{SIGNING_TEXTS.home}</Link>
      </p>
    </section>
  );
}
