import type { AnyAction } from '@reduxjs/toolkit';
import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router';
import type { PropertyType, PropertyUsage } from '../../../../contract/enums';
import { usdRule } from '../../../../domain/money';
import { forFinalForm } from '../../../../domain/formValidation';
import { FIELD_REQUIRED_MESSAGE, validateCity, validateState, validateStreet, validateZip } from '../../../../domain/validation/address';
import { PROPERTY_TYPE_OPTIONS, PROPERTY_USAGE_OPTIONS, validatePropertyType, validatePropertyUsage } from '../../../../domain/validation/options';
import { useStateOptions } from '../../../kernel/api/useStateOptions';
import { useSend, useSendAndAwait } from '../../../kernel/react';
import { BackLink, Page } from '../../../ui';
import { ChoiceField } from '../../../ui/form/ChoiceField';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { ApplicationNav } from '../../../ui/ApplicationNav';
import { FormActions } from '../../../ui/form/FormActions';
import { MoneyField } from '../../../ui/form/MoneyField';
import {
  closeNewApplication, newApplicationDuplicate, newApplicationFailed, newApplicationUnderAgreement, openNewApplication, startNewApplication,
} from '../actions';
import { DUPLICATE_ADDRESS_TEXT, newApplicationErrors, UNDER_AGREEMENT_TEXT } from '../formErrors';

/** The address page's title (its h1). */
export const ADDRESS_TITLE = 'Tell us about the home';

interface AddressValues {
  street?: string;
  unit_number?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  property_type?: PropertyType;
  property_usage?: PropertyUsage;
  estimated_value?: number;
}

const validateStateField = forFinalForm(validateState);
const validateType = forFinalForm(validatePropertyType);
const validateUsage = forFinalForm(validatePropertyUsage);
/** §5 required message; a home value of $0 is not an answer. */
const validateValue = usdRule({ missing: FIELD_REQUIRED_MESSAGE, zero: FIELD_REQUIRED_MESSAGE });

/**
 * `/applications/:applicationId/new-application/address` — New Application Address Input Page (§2): the home's address
 * (§5 address rules), property type and usage (§3 options) and estimated value; "Start application" checks the address
 * is not already applied for, creates the application (§7) and opens its home. A home the person already has an
 * investment on (§7 is-service-agreement, issue 12 §3) links to its investment dashboard instead; a duplicate address
 * says so and links to the person's applications; server errors show at their fields; nothing typed is lost.
 */
export function NewApplicationAddressPage() {
  const { applicationId = '' } = useParams();
  const send = useSend();
  const sendAndAwait = useSendAndAwait();
  const [duplicate, setDuplicate] = useState(false);
  /** The person's funded application at the typed address (§7 is-service-agreement), if that is what stopped the start. */
  const [fundedId, setFundedId] = useState<string | null>(null);
  const stateOptions = useStateOptions();
  useEffect(() => {
    send(openNewApplication({ applicationId }));
    return () => send(closeNewApplication({ applicationId }));
  }, [applicationId, send]);

  return (
    <Page title={ADDRESS_TITLE} kind="form" nav={<ApplicationNav applicationId={applicationId} />}>
      <BackLink to={`/applications/${encodeURIComponent(applicationId)}/new-application`} />
      <Form<AddressValues>
        onSubmit={async (v) => {
          const home = {
            street: v.street ?? '',
            unit_number: v.unit_number ?? null,
            city: v.city ?? '',
            state: v.state ?? '',
            zip_code: v.zip_code ?? '',
            property_type: v.property_type as PropertyType,
            property_usage: v.property_usage as PropertyUsage,
            estimated_value: v.estimated_value ?? 0,
          };
          const outcome = await sendAndAwait<AnyAction>((correlationId) => startNewApplication({ applicationId, home }, { correlationId }));
          setDuplicate(newApplicationDuplicate.match(outcome));
          setFundedId(newApplicationUnderAgreement.match(outcome) ? outcome.payload.applicationId : null);
          if (newApplicationUnderAgreement.match(outcome)) return { [FORM_ERROR]: UNDER_AGREEMENT_TEXT };
          if (newApplicationDuplicate.match(outcome)) return { [FORM_ERROR]: DUPLICATE_ADDRESS_TEXT };
          if (newApplicationFailed.match(outcome)) return newApplicationErrors(outcome.payload.error);
          return undefined;
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="street" label="Street address" autoComplete="address-line1" validate={validateStreet} required autoFocus />
            <TextField name="unit_number" label="Unit number" autoComplete="address-line2" />
            <TextField name="city" label="City" autoComplete="address-level2" validate={validateCity} required />
            <SelectField name="state" label="State" options={stateOptions} autoComplete="address-level1" validate={validateStateField} required />
            <TextField name="zip_code" label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={10} validate={validateZip} required />
            <ChoiceField<PropertyType> name="property_type" legend="Property type" choices={PROPERTY_TYPE_OPTIONS} validate={validateType} hint="Choose one answer." />
            <ChoiceField<PropertyUsage> name="property_usage" legend="How is the home used?" choices={PROPERTY_USAGE_OPTIONS} validate={validateUsage} hint="Choose one answer." />
            <MoneyField name="estimated_value" label="Estimated home value" hint="Your best estimate is fine." validate={validateValue} required />
            <FormActions submitting={submitting} label="Start application" busyLabel="Starting your application…" />
            {fundedId ? (
              <p>
                <Link to={`/applications/${encodeURIComponent(fundedId)}`}>See your investment dashboard</Link>
              </p>
            ) : null}
            {duplicate ? (
              <p>
                <Link to="/applicants">See your applications</Link>
              </p>
            ) : null}
          </form>
        )}
      />
    </Page>
  );
}

export default NewApplicationAddressPage;
