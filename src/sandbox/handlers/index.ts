import type { Binding } from '../http/binding';
import type { Services } from '../services';
import { accountBindings } from './account';
import { applicationBindings } from './application';
import { authBindings } from './auth';
import { documentBindings } from './documents';
import { emailVerificationBindings } from './emailVerification';
import { leadBindings } from './lead';
import { offerBindings } from './offer';
import { opsBindings } from './ops';
import { partyBindings } from './parties';
import { passwordLinkBindings } from './passwordLinks';
import { platformBindings } from './platform';
import { profileBindings } from './profile';
import { qualificationBindings } from './qualification';
import { sectionBindings } from './sections';
import { signingBindings } from './signing';
import { servicingBindings } from '../servicing/handlers';
import { messageBindings } from '../messages/handlers';
import { licensingBindings } from '../licensing/handlers';
import { serviceAgreementBindings } from './serviceAgreement';
import { closingTaskBindings } from '../closingTasks/handlers';
import { sessionBindings } from '../sessions/handlers';
import { diagnosticBindings } from '../diagnostics/handlers';

/** Every contract endpoint with its handler (the router refuses to start if one is missing). */
export function allBindings(s: Services): Binding[] {
  return [
    ...authBindings(s), ...emailVerificationBindings(s), ...passwordLinkBindings(s), ...leadBindings(s),
    ...applicationBindings(s), ...profileBindings(s), ...platformBindings(s), ...sectionBindings(s),
    ...qualificationBindings(s), ...partyBindings(s), ...documentBindings(s), ...offerBindings(s), ...signingBindings(s),
    ...accountBindings(s), ...opsBindings(s), ...servicingBindings(s), ...messageBindings(s), ...licensingBindings(s), ...serviceAgreementBindings(s),
    ...closingTaskBindings(s), ...sessionBindings(s), ...diagnosticBindings(s),
  ];
}
