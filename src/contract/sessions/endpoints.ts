import { TokenResponse } from '../auth';
import { Empty } from '../codec';
import { endpoint } from '../endpoint';

/**
 * Issue 13 §1 `POST /v1/customer/sign-out-everywhere/` (designed, docs/api.md "Sign out of all devices"): ends every
 * session of the signed-in person (customer or staff) — every earlier token answers 401 `SESSION_ENDED_DETAIL` from
 * its next request — and answers a new token for the device that asked, which stays signed in.
 */
export const signOutEverywhere = endpoint({
  name: 'signOutEverywhere', method: 'POST', route: 'v1/customer/sign-out-everywhere/',
  body: Empty,
  response: TokenResponse,
});
