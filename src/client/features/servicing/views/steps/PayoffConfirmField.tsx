import { CheckboxField } from '../../../../ui/form/CheckboxField';

/**
 * acknowledge-payoff-and-accept-wire-details, after the acknowledgement revealed the wire details: the homeowner
 * confirms they checked them by phone (on `verifyPhone`) before sending money (issue 11 §2).
 */
export function PayoffConfirmField({ verifyPhone }: { verifyPhone: string | null }) {
  const on = verifyPhone ? ` on ${verifyPhone}` : '';
  return <CheckboxField name="wire_confirmed_by_phone" label={`I called you${on} and confirmed these wire details`} />;
}
