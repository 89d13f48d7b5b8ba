import type { PageName } from '../../contract/trackingPlan';
import { isUuid } from '../../domain/ids';
import { pathBehindOverlay } from '../kernel/consent/paths';
import { SIGNUP_PATH } from '../kernel/session/signupConfig';
import type { PageShownPayload } from './pageShown';

/**
 * §2 routes and their `page_name`, most specific first where two patterns overlap. Redirect-only routes (`/signup`,
 * `/new-application`) and the staff pages (`/ops/…`, §6: ops users emit no analytics) have no page call. Issue 11:
 * a funded application's investment dashboard is its home (`Home`); a servicing request page and its step screens
 * have their own names (the request's uuid and step kind stay in the pattern's parameters); so do the closing tasks'
 * screens, the messages pages and the help pages (one name, two patterns: outside or inside an application).
 */
export const PAGE_ROUTES: ReadonlyArray<readonly [pattern: string, page: PageName]> = [
  ['/', 'Index'],
  ['/login', 'Login'],
  ['/login/:magiclink', 'Magic Link Login'],
  ['/password/:key', 'Password Reset'],
  ['/logout', 'Logout'],
  ['/create-user/:appProfileUuid', 'Create User'],
  ['/welcome', 'Welcome'],
  ['/property_address', 'Get Started'],
  ['/property_type', 'Property Type'],
  ['/property_usage', 'Property Usage'],
  ['/property_value_debt', 'Property Value'],
  ['/personal_details_equity', 'Credit Estimate'],
  ['/personal_details_name_contact', 'Personal Details'],
  ['/email_verification', 'Verification Code'],
  ['/personal_details_phone', 'Phone'],
  ['/unable-to-offer/:reason', 'Unable To Offer'],
  ['/applicants', 'Applicants'],
  ['/profiles/:profileId', 'Prospect Home'],
  ['/applications/:applicationId', 'Home'],
  ['/applications/:applicationId/tasks', 'Tasks'],
  ['/applications/:applicationId/tasks/sign', 'Sign Documents'],
  ['/applications/:applicationId/documents', 'Documents'],
  ['/applications/:applicationId/resources', 'Resources'],
  ['/applications/:applicationId/faq', 'FAQ'],
  ['/applications/:applicationId/profile', 'Profile'],
  ['/applications/:applicationId/offer', 'Offer'],
  ['/applications/:applicationId/new-application', 'Welcome Back'],
  ['/applications/:applicationId/new-application/address', 'New Application Address Input'],
  ['/applications/:applicationId/qualification', 'Qualification'],
  ['/applications/:applicationId/sections', 'Application Sections'],
  ['/applications/:applicationId/sections/declarations', 'Declarations'],
  ['/applications/:applicationId/sections/:section', 'Application Section'],
  ['/applications/:applicationId/servicing/:requestUuid', 'Servicing Request'],
  ['/applications/:applicationId/servicing/:requestUuid/:stepKind', 'Servicing Step'],
  ['/applications/:applicationId/closing/appraisal', 'Appraisal Booking'],
  ['/applications/:applicationId/closing/details', 'Closing Details'],
  ['/applications/:applicationId/closing/statement', 'Closing Statement'],
  ['/applications/:applicationId/closing/wire', 'Wire Details'],
  ['/applications/:applicationId/messages', 'Messages'],
  ['/applications/:applicationId/messages/new', 'New Message'],
  ['/applications/:applicationId/messages/:messageUuid', 'Message'],
  ['/help', 'Help'],
  ['/applications/:applicationId/help', 'Help'],
];

/**
 * Paths that never produce a page call: redirects (`/new-application`, and `/applications`, which only leads an old
 * `?applicationId=` link on) and the staff (ops) pages (the sign-up path is configured).
 */
const UNTRACKED = /^\/(?:(?:new-application|ops)(?:\/|$)|applications\/?$)/;

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

/** The route parameters of `pathname` under `pattern`, or null when it does not match (exact segment count). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/**
 * The page call for a pathname (§2 routes): its `page_name`, route pattern and — on an application's page whose id is
 * a UUID — the `applicationId`. An unknown path is the 'Not Found' page (pattern `/*`); redirects (the sign-up path,
 * VITE_SIGNUP_PATH) and staff pages are null. Literal segments win over parameters (`/sections/declarations` is
 * 'Declarations', not a section). The privacy-settings overlay (issue 12 §3) is the page under it.
 */
export function pageOf(pathname: string): PageShownPayload | null {
  const behind = pathBehindOverlay(pathname);
  const path = behind.length > 1 ? behind.replace(/\/+$/, '') : behind;
  const lower = path.toLowerCase();
  const signup = SIGNUP_PATH.toLowerCase();
  if (UNTRACKED.test(path) || lower === signup || lower.startsWith(`${signup}/`)) return null;
  let best: { pattern: string; page: PageName; params: Record<string, string>; literal: number } | null = null;
  for (const [pattern, page] of PAGE_ROUTES) {
    const params = matchPattern(pattern, path);
    if (!params) continue;
    const literal = segmentsOf(pattern).filter((s) => !s.startsWith(':')).length;
    if (!best || literal > best.literal) best = { pattern, page, params, literal };
  }
  if (!best) return { page_name: 'Not Found', path_pattern: '/*' };
  const applicationId = best.params.applicationId;
  return isUuid(applicationId) ? { page_name: best.page, path_pattern: best.pattern, applicationId } : { page_name: best.page, path_pattern: best.pattern };
}
