import { useEffect } from 'react';
import { PHONE_HINT } from '../../../../domain/validation/examples';
import { Form } from 'react-final-form';
import { formatPhone } from '../../../../domain/format';
import { stripPhoneFormatting } from '../../../../domain/validation/phoneDigits';
import { useProjection, useSendAndAwait } from '../../../kernel/react';
import { Button } from '../../../ui';
import { FormError } from '../../../ui/form/FormError';
import { TextField } from '../../../ui/form/TextField';
import { submitPhone } from '../actions';
import type { FunnelRootState } from '../reducer';
import { FunnelFrame } from './FunnelFrame';
import { submissionErrorsOf } from './formOutcome';
import { loadPhoneRule, validatePhoneField } from '../../../kernel/forms/phoneRule';

const selectPhone = (s: FunnelRootState) => s.funnel.answers.phone;

/**
 * `/personal_details_phone` (§2): a US phone number with the §5 rule and messages; then /applicants. The rule's
 * metadata is fetched right after the page renders, so it is not part of the page's first load (issue #2 §7).
 */
export function PhonePage() {
  const phone = useProjection(selectPhone);
  const sendAndAwait = useSendAndAwait();
  useEffect(() => {
    loadPhoneRule().catch(() => undefined);
  }, []);
  return (
    <FunnelFrame step="personal_details_phone" title="What is your phone number?" lead="We’ll only call you about your application.">
      <Form<{ phone: string }>
        initialValues={phone ? { phone: formatPhone(phone) } : undefined}
        onSubmit={async (values) =>
          submissionErrorsOf(await sendAndAwait((correlationId) => submitPhone({ phone: stripPhoneFormatting(values.phone) }, { correlationId })))
        }
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField
              name="phone"
              type="tel"
              label="Phone number"
              hint={PHONE_HINT}
              autoComplete="tel-national"
              inputMode="tel"
              validate={validatePhoneField}
              required
            />
            <FormError />
            <div className="actions">
              <Button type="submit" busy={submitting} busyLabel="Saving…">
                Continue
              </Button>
            </div>
          </form>
        )}
      />
    </FunnelFrame>
  );
}

export { PhonePage as Component };
export default PhonePage;
