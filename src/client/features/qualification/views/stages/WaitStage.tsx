import { useEffect } from 'react';
import { useProjection, useSend } from '../../../../kernel/react';
import { Alert, Button, Loading } from '../../../../ui';
import { retryCreditPull, unwatchCreditPull, watchCreditPull } from '../../actions';
import { selectCreditView } from '../../selectors';
import { StageFrame } from '../StageFrame';

/** Where to lift a credit freeze (§2 frozen credit page). */
const BUREAUS = [
  { name: 'Equifax', url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/', phone: '1-888-298-0045' },
  { name: 'Experian', url: 'https://www.experian.com/freeze/center.html', phone: '1-888-397-3742' },
  { name: 'TransUnion', url: 'https://www.transunion.com/credit-freeze', phone: '1-888-909-8872' },
] as const;

/** Texts of wait-request that tests read. */
export const WAIT_TEXTS = {
  /** §6 ops view only: the customer has not started the credit check (this page updates when they do). */
  notStarted: 'The credit check has not been started yet. This page updates when it starts.',
} as const;

/**
 * wait-request (§2): while shown, the epic starts the credit pull (unless one runs or is done) and polls for its result;
 * progress is announced (role status). Its outcomes: received → has-mortgages (the epic moves on); frozen → the
 * Frozen credit page; error → the Credit error page; a failed start or poll → an error with Try again. In the §6 ops
 * read-only view nothing is started: a pull not started yet says so, and the page follows the customer's.
 */
export function WaitStage({ applicationId, onBack }: { applicationId: string; onBack: () => void }) {
  const send = useSend();
  const credit = useProjection(selectCreditView);
  useEffect(() => {
    send(watchCreditPull({ applicationId }));
    return () => send(unwatchCreditPull({ applicationId }));
  }, [applicationId, send]);
  const retryPull = () => send(retryCreditPull({ applicationId }));
  const starting = credit.phase === 'starting' && credit.failure === null;

  if (credit.failure) {
    const again = credit.failure.step === 'start' ? retryPull : () => send(watchCreditPull({ applicationId }));
    return (
      <StageFrame title="Checking your credit" onBack={onBack}>
        <Alert tone="error" title={credit.failure.step === 'start' ? 'We couldn’t start your credit check' : 'We lost touch while checking your credit'}>
          {credit.failure.message}
        </Alert>
        <div className="actions">
          <Button onClick={again}>Try again</Button>
        </div>
      </StageFrame>
    );
  }

  if (credit.phase === 'frozen') {
    return (
      <StageFrame title="Your credit is frozen" lead="We couldn’t see your credit report because it is frozen." onBack={onBack}>
        <p>
          To continue, lift the freeze (temporarily is enough) at each of the three credit bureaus below, online or by
          phone. It is free and usually takes a few minutes. Then come back and try again.
        </p>
        <ul className="list-plain">
          {BUREAUS.map((b) => (
            <li className="card" key={b.name}>
              <h2>{b.name}</h2>
              <p>
                <a href={b.url} rel="noopener noreferrer" target="_blank">
                  Lift your freeze at {b.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
              <p>
                Phone: <a href={`tel:${b.phone.replace(/\D/g, '')}`}>{b.phone}</a>
              </p>
            </li>
          ))}
        </ul>
        <div className="actions">
          <Button mutates onClick={retryPull}>I've unfrozen my credit — try again</Button>
        </div>
      </StageFrame>
    );
  }

  if (credit.phase === 'error') {
    return (
      <StageFrame title="We couldn’t get your credit report" onBack={onBack}>
        <p>Something went wrong while getting your credit report. This is usually temporary, so please try again.</p>
        <div className="actions">
          <Button mutates onClick={retryPull}>Try again</Button>
        </div>
      </StageFrame>
    );
  }

  if (credit.phase === 'not-started') {
    return (
      <StageFrame title="Checking your credit" onBack={onBack}>
        <p role="status" aria-live="polite">
          {WAIT_TEXTS.notStarted}
        </p>
      </StageFrame>
    );
  }

  return (
    <StageFrame title="Checking your credit" lead="This usually takes less than a minute. Please keep this page open." onBack={onBack}>
      <Loading label={starting ? 'Starting your credit check…' : 'We’re getting your credit report…'} />
    </StageFrame>
  );
}
