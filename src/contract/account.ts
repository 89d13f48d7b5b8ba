import * as t from 'io-ts';
import { closed } from './codec';
import { endpoint } from './endpoint';
import { Profile } from './entities';

/**
 * Sends a 6-digit code (valid 10 minutes, single use) to the new address; the token is only in the header. Rate limited
 * like verification codes (5 per address per 10 minutes, then 429).
 *
 * @error 400 `errors.new_email` (§5 email rule, 'This is already your email address.', 'This email address is already
 *   in use.')
 * @error 403 ops
 * @error 429 more than 5 codes for one address in 10 minutes
 */
export const changeEmail = endpoint({
  name: 'changeEmail', method: 'POST', route: 'v1/customer/change-email/',
  body: closed('ChangeEmailRequest', { new_email: t.string }),
  response: closed('ChangeEmailStarted', { detail: t.string }),
});

/**
 * With the code sent to that address: the email (the login name) changes, every application of the person is marked
 * changed, the old address is told, and a new JWT is returned for this device; every earlier token of the person, this
 * one's included, is refused from now on (401 `'Your session was ended. Please sign in again.'`). Wrong codes count
 * against 10 per person per window.
 *
 * @error 400 `errors.verification_code: ['That code is not right or has expired. Check the latest email or ask for a
 *   new code.']`, or the address was taken meanwhile
 * @error 403 ops
 * @error 429 more than 10 wrong codes for this person in the rate window
 */
export const updateEmail = endpoint({
  name: 'updateEmail', method: 'PATCH', route: 'v1/customer/update-email/',
  body: closed('UpdateEmailRequest', { new_email: t.string, verification_code: t.string }),
  response: closed('EmailUpdated', { profile: Profile, token: t.string }),
});
