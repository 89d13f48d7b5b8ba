import type { Binding } from '../http/binding';
import type { Services } from '../services';
import { applicationBindings } from './application';
import { authBindings } from './auth';
import { emailVerificationBindings } from './emailVerification';
import { leadBindings } from './lead';
import { passwordLinkBindings } from './passwordLinks';
import { platformBindings } from './platform';
import { profileBindings } from './profile';

/** Every contract endpoint with its handler (the router refuses to start if one is missing). */
export function allBindings(s: Services): Binding[] {
  return [
    ...authBindings(s), ...emailVerificationBindings(s), ...passwordLinkBindings(s), ...leadBindings(s),
    ...applicationBindings(s), ...profileBindings(s), ...platformBindings(s),
  ];
}
