/**
 * Examples shown in field hints (issue 12 §5: "every hint's example must pass its own rule"). Each hint is built from
 * its example so the two cannot drift apart; `tests/unit/hintExamples.test.ts` runs every example through its rule
 * and refuses a hint literal in a view that carries an example of its own.
 */

/** A US phone number the §5 rule accepts: a New York area code, an exchange other than 555. */
export const PHONE_EXAMPLE = '(212) 456-7890';
/** Hint of every §5 phone field. */
export const PHONE_HINT = `10 digits, for example ${PHONE_EXAMPLE}`;

/** A Social Security number the SSN rule accepts (not 000/666/9xx, group and serial not zero). */
export const SSN_EXAMPLE = '123-45-6789';
/** Hint of the SSN field (§2 SSN verification). */
export const SSN_HINT = `9 digits, for example ${SSN_EXAMPLE}`;

/** An address the §5 address rule accepts, as a person would type it in one line. */
export const ADDRESS_EXAMPLE = { street: '123 Main St', city: 'Springfield', state: 'IL', zip_code: '62704' } as const;
/** Hint of the one-line property address search (§2 Get Started Page). */
export const ADDRESS_HINT = `Street, city, state and ZIP code, for example: ${ADDRESS_EXAMPLE.street}, ${ADDRESS_EXAMPLE.city}, ${ADDRESS_EXAMPLE.state} ${ADDRESS_EXAMPLE.zip_code}`;

/** A purchase year the year-purchased rule accepts (1900 to this year). */
export const YEAR_PURCHASED_EXAMPLE = 2012;
/** Hint of the year-purchased field (property information section). */
export const YEAR_PURCHASED_HINT = `For example ${YEAR_PURCHASED_EXAMPLE}.`;
