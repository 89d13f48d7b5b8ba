/*
 * §5 messages of the rules whose code needs a heavy library (libphonenumber-js metadata, date-fns), kept apart so that
 * a module needing only the words (validationKindOf, the lazily loaded analytics) does not carry the library.
 * phone.ts and birthDate.ts re-export them.
 */

/** §5 phone messages, verbatim. */
export const PHONE_REQUIRED_MESSAGE = 'Telephone is required';
export const PHONE_INVALID_MESSAGE = 'Enter a valid US number';
export const PHONE_LENGTH_MESSAGE = 'Enter 10 digits';

/** §5 birth date message, verbatim (note the typographic apostrophe). */
export const BIRTH_DATE_MESSAGE = 'You must enter a date that is between 18 and 110 year from today’s date.';

/** Shown when the SSN field is empty (and no SSN is on file); the qualification wizard's own message (§2 SSN step). */
export const SSN_REQUIRED_MESSAGE = 'Enter your Social Security number';
/** Shown when the SSN is not 9 digits once dashes and spaces are removed. */
export const SSN_LENGTH_MESSAGE = 'Enter the 9 digits of your Social Security number';
/** Shown for 9 digits that no Social Security number can have (area 000, 666 or 9xx; group 00; serial 0000). */
export const SSN_INVALID_MESSAGE = 'Enter a valid Social Security number';
