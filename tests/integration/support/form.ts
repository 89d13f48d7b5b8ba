import { randomUUID } from 'node:crypto';
import type { SectionName } from '../../../src/contract';
import type { Answer, TestServer } from './server';

/** Valid answers for every section except declarations (which depend on the people), as a person would type them. */
export const VALID_VALUES: Record<Exclude<SectionName, 'declarations'>, Record<string, unknown>> = {
  'personal-information': { first_name: 'Grace', last_name: 'Harper', birth_date: '1979-08-19', phone: '4254561023', marital_status: 'married' },
  'investment-information': { requested_amount: 80_000, use_of_proceeds: ['home-improvement'] },
  'property-information': {
    year_purchased: 2012, purchase_price: 610_000, living_area_sqft: 2100, bedrooms: 3, bathrooms: 2.5,
    is_listed_for_sale: false, has_major_damage: false,
  },
  'housing-expense': { has_hoa: true, hoa_name: 'Maple Ridge HOA', hoa_monthly_dues: 120, annual_property_tax: 7200, annual_homeowners_insurance: 1800 },
  'mortgage-details': {
    has_mortgages: true, mortgages_verified: true,
    mortgages: [{ id: randomUUID(), lender: 'Sandbox Home Loans', balance: 310_000, monthly_payment: 2093, mortgage_type: 'conventional', tradeline_id: 'sandbox-mortgage-1' }],
  },
  liens: { has_additional_liens: false, additional_liens_submitted: true, finished_liens: true },
  payoffs: { has_payoffs: false },
};

/** One applicant's complete declarations (the primary's also carry ownership and title vesting). */
export function declarationOf(appProfileUuid: string, primary?: { ownership: string; title_vesting: string }) {
  return {
    application_profile_uuid: appProfileUuid, marital_status: 'married', residency: 'primary-residence',
    has_pending_lawsuits: false, has_other_equity_agreement: false, ...primary,
  };
}

/** A small client for the form endpoints of one application, with a revision counter per section. */
export function formClient(server: TestServer, token: string, appUuid: string) {
  const revisions = new Map<string, number>();
  const base = `v1/customer/application/${appUuid}`;
  return {
    /** PUT a draft with the next revision after the stored one (or exactly `revision` when given). */
    async save(section: string, values: unknown, revision?: number): Promise<Answer> {
      const stored = ((await server.api('GET', `${base}/sections/${section}/`, { token })).body as { revision?: number }).revision ?? 0;
      const rev = revision ?? Math.max(stored, revisions.get(section) ?? 0) + 1;
      revisions.set(section, Math.max(rev, revisions.get(section) ?? 0));
      return server.api('PUT', `${base}/sections/${section}/`, { token, body: { section, revision: rev, values } });
    },
    get: (section: string) => server.api('GET', `${base}/sections/${section}/`, { token }),
    submit: (section: string) => server.api('POST', `${base}/sections/${section}/submit/`, { token, body: {} }),
    overview: () => server.api('GET', `${base}/sections/`, { token }),
    submitApplication: () => server.api('POST', `${base}/submit/`, { token, body: {} }),
  };
}

/** Throws with the answer when it is not 200 (keeps setup steps short and their failures readable). */
export function ok200(label: string, a: Answer): Answer {
  if (a.status !== 200) throw new Error(`${label}: ${a.status} ${JSON.stringify(a.body)}`);
  return a;
}

/**
 * Runs the qualification wizard's calls for the caller: consents, SSN (`ssn`, 9 digits), the credit pull (moving
 * the clock past its delay), has_mortgages, complete. Needs the sandbox's `creditPullDelayMs` ≤ `advanceMs`.
 */
export async function qualify(server: TestServer, token: string, appUuid: string, profileUuid: string, ssn: string, advanceMs = 5000): Promise<void> {
  const base = `v1/customer/application/${appUuid}`;
  ok200('consents', await server.api('POST', `${base}/consents/`, { token, body: { documents: ['credit', 'telephone'] } }));
  ok200('ssn', await server.api('PATCH', `v1/customer/profile/${profileUuid}/`, { token, body: { social_security_number: ssn } }));
  ok200('pull', await server.api('POST', `${base}/credit-pull/`, { token, body: {} }));
  server.advance(advanceMs);
  ok200('report', await server.api('GET', `${base}/credit-report/`, { token }));
  const form = formClient(server, token, appUuid);
  const current = (await form.get('mortgage-details')).body as { revision: number; values: Record<string, unknown> };
  ok200('has_mortgages', await form.save('mortgage-details', { ...current.values, has_mortgages: true }, current.revision + 1));
  ok200('complete', await server.api('POST', `${base}/qualification/complete/`, { token, body: {} }));
}
