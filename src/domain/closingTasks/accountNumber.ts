/** issue 12 §1: what a refused account number says. */
export const ACCOUNT_NUMBER_MESSAGE = 'Enter your account number: 4 to 17 digits';
/** issue 12 §1: what a confirmation that differs says. */
export const ACCOUNT_NUMBER_MISMATCH_MESSAGE = 'The account numbers do not match';
/** The mask shown before an account's last four digits (never the full number, issue 12 §1). */
export const ACCOUNT_MASK = '••••';

/** A US bank account number: 4 to 17 digits, nothing else (issue 12 §1). */
export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

/** Field rule: undefined when `value` (spaces around ignored) is 4–17 digits, else {@link ACCOUNT_NUMBER_MESSAGE}. */
export function validateAccountNumber(value: string | undefined): string | undefined {
  return isValidAccountNumber((value ?? '').trim()) ? undefined : ACCOUNT_NUMBER_MESSAGE;
}

/** Field rule for the second entry: it must equal the first (after trimming), else {@link ACCOUNT_NUMBER_MISMATCH_MESSAGE}. */
export function validateAccountNumberConfirmation(confirmation: string | undefined, accountNumber: string | undefined): string | undefined {
  if ((confirmation ?? '').trim() === '') return 'Type your account number again';
  return (confirmation ?? '').trim() === (accountNumber ?? '').trim() ? undefined : ACCOUNT_NUMBER_MISMATCH_MESSAGE;
}

/** The last four digits of an account number (all of it when shorter): the only part ever stored in the clear or sent back. */
export function lastFour(accountNumber: string): string {
  return accountNumber.trim().slice(-4);
}

/** An account shown masked: `'1234'` → `'••••1234'` (pass the last four, or a whole number: only its last four show). */
export function maskAccountNumber(digits: string): string {
  return `${ACCOUNT_MASK}${lastFour(digits)}`;
}
