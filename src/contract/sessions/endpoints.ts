import { TokenResponse } from '../auth';
import { Empty } from '../codec';
import { endpoint } from '../endpoint';

/**
 * "Sign out of all devices" (the profile page's "Devices" section): adds one to the caller's token version, so every
 * earlier token of theirs — on any device, this one's included — answers 401 `'Your session was ended. Please sign in
 * again.'` from its next request (refresh too), and answers a new token for the caller, who stays signed in. Customers
 * and staff alike (it touches only the caller's own sessions). Other people's sessions are untouched.
 *
 * @designed
 * @error 401 no token, or one already ended
 */
export const signOutEverywhere = endpoint({
  name: 'signOutEverywhere', method: 'POST', route: 'v1/customer/sign-out-everywhere/',
  body: Empty,
  response: TokenResponse,
});
