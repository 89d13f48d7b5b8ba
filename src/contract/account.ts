import * as t from 'io-ts';
import { closed } from './codec';
import { endpoint } from './endpoint';
import { Profile } from './entities';

/**
 * §7 `POST /v1/customer/change-email/`: starts an email change for the signed-in person — a code goes to
 * `new_email`. The JWT travels in the Authorization header only (the spec's "token removed from body"). 400 with
 * a field error when the address is invalid or already used.
 */
export const changeEmail = endpoint({
  name: 'changeEmail', method: 'POST', route: 'v1/customer/change-email/',
  body: closed('ChangeEmailRequest', { new_email: t.string }),
  response: closed('ChangeEmailStarted', { detail: t.string }),
});

/**
 * §7 `PATCH /v1/customer/update-email/`: finishes the change with the code sent to `new_email`. Answers the updated
 * profile and a new token (the token's `username` claim is the email).
 */
export const updateEmail = endpoint({
  name: 'updateEmail', method: 'PATCH', route: 'v1/customer/update-email/',
  body: closed('UpdateEmailRequest', { new_email: t.string, verification_code: t.string }),
  response: closed('EmailUpdated', { profile: Profile, token: t.string }),
});
