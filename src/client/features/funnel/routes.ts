import type { ComponentType } from 'react';
import type { LazyRoute } from '../../kernel/lazyRoute';
import { stepPath } from './steps';

/** A page module's component (`Component` export), so helpers the module also exports stay out of the route. */
const page = (module: { Component: ComponentType }) => module.Component;

/**
 * The public funnel's routes (§2), each page its own lazy chunk so the first load carries only its own page.
 * `/applicants` is not here: the composition root shows {@link loadFunnelApplicantsPage} there when nobody is signed
 * in.
 */
export const funnelRoutes: readonly LazyRoute[] = [
  { path: stepPath('property_address'), load: () => import('./views/PropertyAddressPage').then(page) },
  { path: stepPath('property_type'), load: () => import('./views/PropertyTypePage').then(page) },
  { path: stepPath('property_usage'), load: () => import('./views/PropertyUsagePage').then(page) },
  { path: stepPath('property_value_debt'), load: () => import('./views/PropertyValueDebtPage').then(page) },
  { path: stepPath('personal_details_equity'), load: () => import('./views/CreditEstimatePage').then(page) },
  { path: stepPath('personal_details_name_contact'), load: () => import('./views/NameContactPage').then(page) },
  { path: stepPath('email_verification'), load: () => import('./views/EmailVerificationPage').then(page) },
  { path: stepPath('personal_details_phone'), load: () => import('./views/PhonePage').then(page) },
  { path: '/unable-to-offer/:reason', load: () => import('./views/UnableToOfferPage').then(page) },
];

/** Paths that only redirect (replace): `/new-application` (public) starts the funnel at its first step. */
export const funnelRedirects: ReadonlyArray<{ path: string; to: string }> = [
  { path: '/new-application', to: stepPath('property_address') },
];

/** The funnel's applicants question (Spouse Profile Option Page, §2), shown at `/applicants` when signed out. */
export const loadFunnelApplicantsPage: LazyRoute['load'] = () => import('./views/ApplicantsPage').then(page);
