import { AccountType } from '../../contract/closingTasks/disbursement';
import { validateAccountNumber, validateAccountNumberConfirmation } from './accountNumber';
import { validateRoutingNumber } from './routingNumber';

/** Account types a disbursement can go to (issue 12 §1), in the order offered. */
export const ACCOUNT_TYPES: readonly AccountType[] = Object.keys(AccountType.keys) as AccountType[];
/** Labels of the account types. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = { checking: 'Checking', savings: 'Savings' };

/** The longest bank name or account holder accepted (characters). */
export const MAX_BANK_TEXT = 100;

/** The fields of a disbursement instruction as typed (the contract's body has the same names). */
export interface DisbursementValues {
  bank_name?: string;
  account_holder?: string;
  account_type?: string;
  routing_number?: string;
  account_number?: string;
  account_number_confirmation?: string;
}

/** Required text of at most {@link MAX_BANK_TEXT} characters. */
function requiredText(value: string | undefined, missing: string): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return missing;
  return text.length > MAX_BANK_TEXT ? `Use at most ${MAX_BANK_TEXT} characters` : undefined;
}

/**
 * The rules of a disbursement instruction (issue 12 §1), one message per field that fails, keyed by field name:
 * bank name and account holder required (≤ 100 characters), checking or savings, a routing number passing the ABA
 * checksum, a 4–17 digit account number typed twice alike. The form and the sandbox both apply it, so they say the
 * same words. Empty record: valid.
 */
export function validateDisbursement(v: DisbursementValues): Record<string, string> {
  const checks: Record<string, string | undefined> = {
    bank_name: requiredText(v.bank_name, 'Enter the name of your bank'),
    account_holder: requiredText(v.account_holder, 'Enter the name on the account'),
    account_type: (ACCOUNT_TYPES as readonly string[]).includes(v.account_type ?? '') ? undefined : 'Choose checking or savings',
    routing_number: validateRoutingNumber(v.routing_number),
    account_number: validateAccountNumber(v.account_number),
    account_number_confirmation: validateAccountNumber(v.account_number) === undefined
      ? validateAccountNumberConfirmation(v.account_number_confirmation, v.account_number)
      : undefined,
  };
  return Object.fromEntries(Object.entries(checks).filter((e): e is [string, string] => e[1] !== undefined));
}
