import type { AnyAction } from '@reduxjs/toolkit';
import { FORM_ERROR } from 'final-form';
import { lazy, Suspense } from 'react';
import { Form } from 'react-final-form';
import { errorText } from '../../../../domain/errorText';
import type { HttpError } from '../../../kernel/http/types';
import { useProjection, useSend, useSendAndAwait } from '../../../kernel/react';
import { Alert, Button } from '../../../ui';
import { CheckboxField } from '../../../ui/form/CheckboxField';
import { FormError } from '../../../ui/form/FormError';
import { ReadOnlyProvider } from '../../../ui/ReadOnly';
import { copyDiagnosticCode, diagnosticShareFailed, shareDiagnostic } from '../actions';
import { selectSharePanel } from '../selectors';

const HelpBotCheckSlot = lazy(() => import('./HelpBotCheckSlot'));

const CONSENT_REQUIRED = 'Tick the box to agree before sharing.';

/** What is sent and what is never sent, in plain words (docs/diagnostics.md "What is captured"). */
function WhatIsSent({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="help-lists">
      <div>
        <h3>What we send</h3>
        <ul>
          <li>The pages you visited (which page, never its address)</li>
          <li>The steps you took, such as opening a page or pressing a button</li>
          <li>Errors the portal showed, and the names of the fields they were about</li>
          <li>How long the portal took to answer, and whether it answered</li>
          <li>The portal’s version and your browser’s name, such as “Chrome 131”</li>
          <li>Your application’s stage and your privacy settings</li>
        </ul>
      </div>
      <div>
        <h3>What we never send</h3>
        <ul>
          <li>Anything you typed: your answers, names, phone numbers, email address or Social Security number</li>
          <li>Amounts, dates and addresses</li>
          <li>Your documents or their file names</li>
        </ul>
        <p>{signedIn ? 'We keep it for 30 days. You can delete it from your profile at any time.' : 'We keep it for 30 days.'}</p>
      </div>
    </div>
  );
}

/**
 * "Share a diagnostic with support" (docs/diagnostics.md): what is sent and never sent, consent (a box to tick), then
 * "Share diagnostic" — signed out, with the security check (§5). A failure says why and keeps everything, and the
 * button sends it again. Once shared, the reference code with "Copy", to read to support on the phone.
 */
export function SharePanel({ applicationId, signedIn }: { applicationId: string | null; signedIn: boolean }) {
  const view = useProjection(selectSharePanel);
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const onSubmit = async (values: { consent?: boolean }) => {
    if (!values.consent) return { consent: CONSENT_REQUIRED };
    const outcome = await sendAndAwait<AnyAction>((correlationId) => shareDiagnostic({ applicationId }, { correlationId }));
    return diagnosticShareFailed.match(outcome) ? { [FORM_ERROR]: `We couldn’t send it: ${errorText((outcome.payload as { error: HttpError }).error)} What the portal recorded is kept: you can try again.` } : undefined;
  };
  return (
    <section aria-labelledby="help-share" className="card">
      <h2 id="help-share">Share a diagnostic with support</h2>
      <p>
        If something did not work as you expected, you can send our support team a record of what the portal did, so
        they can see what you saw. You get a short code to read to them on the phone.
      </p>
      <WhatIsSent signedIn={signedIn} />
      {view.status === 'shared' && view.code ? (
        <Alert tone="success" title="Sent. Your reference code:">
          <div className="diagnostic-code">
            <span className="diagnostic-code__value" data-testid="diagnostic-code">{view.code}</span>
            <Button variant="secondary" onClick={() => send(copyDiagnosticCode({ code: view.code ?? '' }))} aria-label={`Copy the code ${view.code}`}>
              Copy
            </Button>
          </div>
          <p aria-live="polite">{view.copyNote ?? 'Read this code to support on the phone.'}</p>
        </Alert>
      ) : (
        // Sharing is the person's own choice, and changes nothing of the application: it works in any session.
        <ReadOnlyProvider readOnly={false}>
          <Form<{ consent?: boolean }>
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Share a diagnostic">
                <CheckboxField name="consent" label="I agree to send this diagnostic to support" />
                {view.needsBotCheck ? (
                  <Suspense fallback={null}>
                    <HelpBotCheckSlot />
                  </Suspense>
                ) : null}
                <FormError />
                <div className="actions">
                  <Button type="submit" busy={submitting} busyLabel="Sending…">
                    {submitError ? 'Try again' : 'Share diagnostic'}
                  </Button>
                </div>
              </form>
            )}
          />
        </ReadOnlyProvider>
      )}
    </section>
  );
}
