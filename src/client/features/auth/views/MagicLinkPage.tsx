import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../../../domain/errorText';
import { forFinalForm } from '../../../../domain/formValidation';
import { validateEmail } from '../../../../domain/validation/email';
import { useProjection, useSend } from '../../../kernel/react';
import { Alert, Button, Loading, Page } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/form/TextField';
import { loginWithMagicLink, requestMagicLink } from '../actions';
import { MAGIC_LINK_UNUSABLE_TEXT } from '../messages';
import { selectMagicLinkLogin } from '../selectors';
import { useSubmitCommand } from './useAwaitOutcome';

const validate = forFinalForm((value: string | undefined) => validateEmail(value, { production: false }));

/** A new link for someone whose link was used or expired. */
function NewLinkForm() {
  const submit = useSubmitCommand();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <Alert tone="success" title="Check your email">
        We sent a new sign-in link to <strong>{sentTo}</strong>. It works once and expires in 10 minutes.
      </Alert>
    );
  }
  return (
    <Form<{ email: string }>
      onSubmit={async (values) => {
        const errors = await submit((correlationId) => requestMagicLink({ email: values.email, resend: true }, { correlationId }));
        if (!errors) setSentTo(values.email);
        return errors;
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="email" label="Email address" type="email" autoComplete="email" required validate={validate} />
          <FormError />
          <div className="actions">
            <Button type="submit" busy={submitting} busyLabel="Sending your link…">
              Send me a new link
            </Button>
          </div>
        </form>
      )}
    />
  );
}

/**
 * `/login/:magiclink` (§2, §7 magic-link login): signs in with the link's key on arrival and lands like a password
 * sign-in. A used or expired link (4xx) explains itself and offers "Send me a new link"; a network failure offers
 * "Try again".
 */
export function MagicLinkPage() {
  const { magiclink = '' } = useParams();
  const [params] = useSearchParams();
  const next = params.get('next');
  const send = useSend();
  const { status, error } = useProjection(selectMagicLinkLogin);

  useEffect(() => {
    if (magiclink) send(loginWithMagicLink({ key: magiclink, next }));
    // The key is spent on the first call: only a new key may trigger another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [magiclink]);

  if (status !== 'failed' || !error) {
    return (
      <Page title="Signing you in" kind="form">
        <Loading label="Signing you in…" />
      </Page>
    );
  }

  const linkUnusable = typeof error.status === 'number' && error.status >= 400 && error.status < 500;
  if (linkUnusable) {
    return (
      <Page title="This sign-in link can't be used" kind="form">
        <Alert tone="error">
          <p>{errorText(error)}</p>
          <p>{MAGIC_LINK_UNUSABLE_TEXT}</p>
        </Alert>
        <NewLinkForm />
      </Page>
    );
  }
  return (
    <Page title="We couldn't sign you in" kind="form">
      <Alert tone="error">{errorText(error)}</Alert>
      <div className="actions">
        <Button onClick={() => send(loginWithMagicLink({ key: magiclink, next }))}>Try again</Button>
      </div>
    </Page>
  );
}
