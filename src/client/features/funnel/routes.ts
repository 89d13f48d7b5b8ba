import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { stepPath } from './steps';

/** A route module's properties: only the page component, so helpers the module also exports stay off the route. */
const page = (module: { Component: ComponentType }) => ({ Component: module.Component });

/**
 * The public funnel's routes (§2), each a lazy route module so the first load carries only its own page. `/applicants`
 * is not here: the composition root routes it to `views/ApplicantsPage` (default export) when nobody is signed in.
 * `/new-application` (public) starts the funnel.
 */
export const funnelRoutes: RouteObject[] = [
  { path: stepPath('property_address'), lazy: () => import('./views/PropertyAddressPage').then(page) },
  { path: stepPath('property_type'), lazy: () => import('./views/PropertyTypePage').then(page) },
  { path: stepPath('property_usage'), lazy: () => import('./views/PropertyUsagePage').then(page) },
  { path: stepPath('property_value_debt'), lazy: () => import('./views/PropertyValueDebtPage').then(page) },
  { path: stepPath('personal_details_equity'), lazy: () => import('./views/CreditEstimatePage').then(page) },
  { path: stepPath('personal_details_name_contact'), lazy: () => import('./views/NameContactPage').then(page) },
  { path: stepPath('email_verification'), lazy: () => import('./views/EmailVerificationPage').then(page) },
  { path: stepPath('personal_details_phone'), lazy: () => import('./views/PhonePage').then(page) },
  { path: '/unable-to-offer/:reason', lazy: () => import('./views/UnableToOfferPage').then(page) },
  { path: '/new-application', loader: () => redirect(stepPath('property_address')) },
];
