import { useField } from 'react-final-form';
import type { ServicingRequestType } from '../../../../../contract/enums';
import { valuationFeeText, valuationOptionsFor } from '../../../../../domain/servicing/appraisal';
import { ChoiceField } from '../../../../ui/form/ChoiceField';
import { CheckboxField } from '../../../../ui/form/CheckboxField';

const turnaround = (days: number) => `Usually ${days} business day${days === 1 ? '' : 's'}.`;

/**
 * authorize-{product}-appraisal (issue 11 §2): the valuations this request type offers (a home sale may use its sales
 * contract), each with what it is, its fee and who pays it and how long it takes; once one is chosen, its fee is
 * repeated next to the authorization box, so the homeowner sees it before authorizing.
 */
export function AppraisalFields({ requestType }: { requestType: ServicingRequestType }) {
  const options = valuationOptionsFor(requestType);
  const { input } = useField<string | undefined>('method', { subscription: { value: true } });
  const chosen = options.find((o) => o.method === input.value);
  return (
    <>
      <ChoiceField
        name="method"
        legend="How should we value your home?"
        choices={options.map((o) => ({ value: o.method, label: o.label, description: `${o.description} Fee: ${valuationFeeText(o)} ${turnaround(o.turnaroundDays)}` }))}
      />
      {chosen ? (
        <>
          <p id="svc-valuation-fee" className="alert">
            <strong>{chosen.label}:</strong> {valuationFeeText(chosen)}
          </p>
          <CheckboxField name="authorized" label={`I authorize the ${chosen.label.toLowerCase()} and its fee`} describedBy="svc-valuation-fee" />
        </>
      ) : null}
    </>
  );
}
