import { useSend } from '../../../../kernel/react';
import { Button } from '../../../../ui';
import { acknowledgeCreditAuthorization } from '../../actions';
import { StageFrame } from '../StageFrame';

/** authorize-credit (§2): what a soft credit pull is and why; Continue (the authorisation is given at the next stage). */
export function AuthorizeCreditStage({ applicationId }: { applicationId: string }) {
  const send = useSend();
  return (
    <StageFrame title="Authorize a soft credit check" lead="Before we can make you an offer, we need to look at your credit.">
      <h2>What is a soft credit pull?</h2>
      <p>
        A soft credit pull lets us see your credit report without affecting your credit score. Lenders cannot see it,
        and it does not count as an application for credit.
      </p>
      <h2>Why we need it</h2>
      <ul>
        <li>To confirm who you are.</li>
        <li>To see the mortgages and other loans secured on your home.</li>
        <li>To work out what we can offer you.</li>
      </ul>
      <p>On the next page you can read the consent statements and give your authorization.</p>
      <div className="actions">
        <Button onClick={() => send(acknowledgeCreditAuthorization({ applicationId }))}>Continue</Button>
      </div>
    </StageFrame>
  );
}
