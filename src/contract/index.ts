/**
 * The HTTP API contract of spec §7, shared by the browser client and the sandbox server: io-ts codecs for every
 * request and response body, the §3–§4 enumerations, and one `Endpoint` row per call. See docs/api.md.
 */
import * as account from './account';
import * as application from './application';
import * as auth from './auth';
import * as closingTasks from './closingTasks';
import * as diagnostics from './diagnostics';
import * as documents from './documents';
import type { AnyEndpoint } from './endpoint';
import * as lead from './lead';
import * as licensing from './licensing';
import * as messages from './messages/endpoints';
import * as offer from './offer';
import * as ops from './ops';
import * as parties from './parties';
import * as platform from './platform';
import * as qualification from './qualification';
import * as sections from './sections';
import * as serviceAgreement from './serviceAgreement';
import * as servicing from './servicing/endpoints';
import * as sessions from './sessions/endpoints';
import * as signing from './signing';
import * as tasks from './tasks';

export * from './account';
export * from './application';
export * from './auth';
export * from './closingTasks';
export * from './codec';
export * from './diagnostics';
export * from './documentEnums';
export * from './documents';
export * from './endpoint';
export * from './entities';
export * from './enums';
export * from './errors';
export * from './ids';
export * from './lead';
export * from './licensing';
export * from './messages';
export * from './offer';
export * from './ops';
export * from './outcomes';
export * from './parties';
export * from './platform';
export * from './qualification';
export * from './sectionEnums';
export * from './sections';
export * from './serviceAgreement';
export * from './servicing';
export * from './sessions';
export * from './signing';
export * from './tasks';

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'route' in v && 'method' in v && 'response' in v;

/** Every endpoint of the contract, for registries (sandbox routing, docs check). */
export const ENDPOINTS: readonly AnyEndpoint[] = [auth, account, lead, application, platform, sections, qualification, parties, documents, offer, ops, signing, tasks, servicing, messages, licensing, serviceAgreement, closingTasks, sessions, diagnostics]
  .flatMap((m) => Object.values(m))
  .filter(isEndpoint);
